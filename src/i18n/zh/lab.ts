/** 第 6 章启发函数实验台的中文（widgets/heuristic-lab/）。 */
import type { lab as english } from '../en/lab.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const lab: Translation<typeof english> = {
  scramble: '打乱',
  hint: '与上面的浏览器共享。很深的打乱也没关系：用完节点预算的那次运行会停下并说明。',
  guess: '运行之前先猜：哪个启发函数扩展的节点最少？',
  run: '全部运行',
  built: '默认打乱 ',
  builtEnd: ' 的结果，在构建本页时算出。',
  caption: '用各个启发函数的 IDA*：每次迭代扩展的节点数（阈值：节点数）与总数',
  heuristic: '启发函数',
  solution: '解',
  expanded: '扩展',
  generated: '生成',
  perIteration: '每次迭代',
  time: '用时',
  moves: (n) => `${formatCount(n)} 步`,
  waiting: '等待中',
  stopped: '停止：节点预算用完',
  runningCell: (generated) => `运行中…已生成 ${formatCount(generated)} 个`,
  over: (n) => `超过 ${formatCount(n)}`,
  budget: (n) => `${formatCount(n)}（预算）`,
  noLongerParses: '已停止：打乱改了，而且无法解析。',
  running: (scramble, runs) => `正在对 ${scramble} 运行 ${runs} 次 IDA*…`,
  yours: '你的（第 5 章代码单元）',
  yoursIncluded: '你在第 5 章代码单元里写的启发函数也会运行，列在最后一行；它保存在这台设备上，直到你把它去掉。',
  leaveOut: '去掉它',
  leftOut: '你的启发函数已去掉，也已从这台设备上删除。在第 5 章的代码单元里再运行一次，就能把它找回来。',
  failed: (message) => `实验台出错：${message}`,
  done: (runs, scramble, metric, stopped, budget) =>
    `完成：对 ${scramble} 运行了 ${runs} 次（${metric}）。` + (stopped.length ? `因 ${formatCount(budget)} 个生成节点的预算而停止：${stopped.join('、')}。` : ''),
  chartLabel: '各启发函数每次迭代扩展的节点数，共用一个对数坐标。下面的表格列出了同样的数字。',
  budgetSpent: '预算用完',
  boundAxis: '阈值 →',
  noneFinished: '没有哪个启发函数在预算内完成。',
  fewest: (names, nodes) => `扩展节点最少的是：${names.join('和')}，共 ${formatCount(nodes)} 个。`,
  predictedRight: '你猜对了。',
  predictedWrong: (noun) => `你猜的是${noun}。`,
};
