/** 第 3～6 章代码单元的判定（转动、BFS、启发函数、剪枝规则；排名函数的在 cells.ts）：检查发现了什么、反例和测量结果。转动记号、打乱序列和代码在两个版本里保持原样。 */
import type { Metric } from 'pocket-cube-solver';
import type { cellVerdicts as english } from '../en/cell-verdicts.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

const METRIC: Record<Metric, string> = { htm: '半转度量', qtm: '四分之一转度量' };

export const cellVerdicts: Translation<typeof english> = {
  metricName: METRIC,
  metricHeading: (metric) => `${METRIC[metric]}（${metric.toUpperCase()}）`,
  tryPosition: '（载入本页）',
  gap: '',
  solved: '复原状态',
  positionAfter: (distance) => `距复原 ${formatCount(distance)} 步的状态，打乱为`,
  move: {
    clockwise: (face) => `你的 ${face} 就是真实的 ${face}：顺时针转四分之一圈，每张贴纸都对。`,
    counterclockwise: (face) => `你的 ${face} 其实是 ${face}′，也就是逆时针转：循环方向反了。`,
    half: (face) => `你的 ${face} 是半转 ${face}2。`,
    identity: '你的转动没有移动任何角块。',
    none: (face) => `你的转动不是 ${face} 面的任何一种转法：朝向的变化（或循环）和真实魔方对不上。`,
    twistSum: '朝向之和不是 3 的倍数：真实魔方做不到这一点（第 2 章）。',
    notFixed: '你的函数不像一个固定的转动：在这个状态上，它给出的角块映射和在复原状态上的不一样。',
    wrong: (n) => `24 张贴纸中有 ${formatCount(n)} 张落错了位置，已用叉号标出：`,
    yourNet: (face) => `你的 ${face}，作用在复原的魔方上`,
    realNet: (face) => `真实的 ${face}，作用在复原的魔方上`,
    order: (order) => (order === null ? '重复 1,000 次以内都回不到复原状态。' : `重复 ${formatCount(order)} 次回到复原状态（它的阶是 ${formatCount(order)}）。`),
    pairOrder: (sequence, yours, real) =>
      `用你的转动，(${sequence}) 的阶是 ${yours === null ? '1,000 以上' : formatCount(yours)}；真实魔方上是 ${real === null ? '—' : formatCount(real)}。`,
  },
  bfs: {
    right: (count) => `所有距离都对：${formatCount(count)} 个状态，每个恰好一次。`,
    diagnosis: {
      correct: '所有距离都对。',
      'skips-previous-face': '这就是那篇文章的 BFS：它跳过“第一次到达该状态的那一步”所在的面。状态不是路径，在那里跳过的转动，从这个状态出发就再也不会被尝试（第 5 章）。',
      'not-from-solved': '复原状态（编号 0）的距离不是 0：搜索要从它开始。',
      'missing-states': '给出的距离都对，但有些状态始终没有到达。',
      'wrong-distances': '有些距离错了：某些状态记下的是一条并非最短的路径的长度。',
    },
    counts: (unreached, tooLarge, tooSmall) => `${formatCount(unreached)} 个没有到达，${formatCount(tooLarge)} 个偏大，${formatCount(tooSmall)} 个偏小。`,
    example: (yours) => `离复原最近的一个错误：你的表记为 ${yours} 的是`,
    unreached: '未到达',
    histogramCaption: (metric) => `${METRIC[metric]}下每个距离上的状态数：你的结果和公开的数据`,
    depth: '距离',
    yours: '你的',
    published: '公开数据',
    expansions: (twice, never) =>
      twice === 0 && never === 0 ? '每个状态都恰好调用了一次 neighbours()。' : `有 ${formatCount(twice)} 个状态调用了不止一次 neighbours()，有 ${formatCount(never)} 个一次也没有。`,
    speed: (ms, notebookMs) => `你的 BFS 用了 ${ms}；笔记本的用 ${notebookMs}。`,
    typedBytes: (name, bytes, notebookBytes) => `你的表是 ${name}，占 ${formatCount(bytes)} 字节；笔记本的表每个状态一个字节，共 ${formatCount(notebookBytes)} 字节。`,
    arrayBytes: (length, notebookBytes) =>
      `你的表是普通数组，有 ${formatCount(length)} 个数，每个占 4 到 8 字节，视引擎而定；笔记本的表每个状态一个字节，共 ${formatCount(notebookBytes)} 字节。`,
  },
  heuristic: {
    admissible: (count) => `可采纳：在全部 ${formatCount(count)} 个状态上，它都不超过真实距离。`,
    overestimates: (n) => `不可采纳：它在 ${formatCount(n)} 个状态上超过了真实距离。最严重的一个：`,
    worst: (h, distance) => `h = ${h}，真实距离 ${formatCount(distance)}，出现在`,
    consistent: '一致：没有哪一步让它下降超过 1。',
    inconsistent: (n) => `不一致：沿着 ${formatCount(n)} 步转动，它下降超过 1。第一个：`,
    edge: (move, from, to) => `转动 ${move} 让 h 从 ${from} 变成 ${to}，起点是`,
    solvedNotZero: (h) => `在复原状态上它给出 ${h}，而不是 0。`,
    mean: (mean, distance) => `平均值是 ${mean} 步（真实距离的平均值是 ${distance} 步）。`,
    saved: (levels, branching) => `按第 5 章的规律，对一棵每层扩大 ${branching} 倍的树，它省下 ${levels} 层。`,
    searchCaption: (positions) => `在同样 ${formatCount(positions)} 个随机状态上运行 IDA*：各启发函数生成的节点数`,
    heuristicColumn: '启发函数',
    nodesColumn: '生成的节点',
    notesColumn: '备注',
    yoursName: '你的',
    noteSeparator: '；',
    overBudget: (n, budget) => `${formatCount(n)} 个在 ${budget} 个节点时被叫停`,
    longer: (n) => `${formatCount(n)} 个给出的解比最优解长`,
    speed: (ns) => `每次调用 ${ns} 纳秒。`,
  },
  pruning: {
    keeps: '每个状态都至少保留了一个最优解。',
    loses: (n) => `有 ${formatCount(n)} 个状态的所有最优解都被剪掉了。离复原最近的一个：`,
    needs: (solution, previous, move) =>
      previous === null ? `它的最优解 ${solution} 以 ${move} 开头，而你的规则不允许第一步走 ${move}。` : `它的最优解 ${solution} 在 ${previous} 之后紧接着走 ${move}，而你的规则禁止这样走。`,
    treeCaption: (metric) => `${METRIC[metric]}下，搜索可以走的各长度转动序列数`,
    length: '长度',
    yourRule: '你的规则',
    notebookRule: '笔记本的规则',
    noRule: '不剪枝',
    smaller: '你的规则留下的树比笔记本的还小：请确认这不是靠丢掉最优解换来的。',
    same: '你的规则留下的树和笔记本的一样大。',
    larger: (times) => `在最深一层，你的规则留下的树是笔记本的 ${times} 倍。`,
  },
};
