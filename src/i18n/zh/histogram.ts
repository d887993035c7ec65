/** 第 4 章 BFS 深度分布图的中文（widgets/depth-histogram/）。 */
import type { histogram as english } from '../en/histogram.ts';
import type { Translation } from '../translation.ts';
import { formatCount, formatMs, formatShare } from '../../lib/format.ts';

export const histogram: Translation<typeof english> = {
  run: '运行 BFS',
  runAgain: '再运行一次',
  metric: '度量',
  scale: '坐标',
  linear: '线性',
  log: '对数',
  progress: 'BFS 已访问的状态',
  built: (metric) => `这是构建本页时由求解器的 BFS 算出的（${metric}）。按 `,
  builtEnd: ' 可以在你的浏览器里重新计算。',
  running: (metric) => `正在你的浏览器里运行 BFS（${metric}）…`,
  done: (ms, positions, metric, deepest) =>
    `在你的机器上用时 ${formatMs(ms)} 完成：全部 ${formatCount(positions)} 个状态，${metric}；最深的离复原状态 ${formatCount(deepest)} 步。`,
  elapsed: (depth, ms) => `深度 ${depth} · ${formatMs(ms)}`,
  failed: (message) => `BFS 出错：${message}。图中显示的是构建时的数字。`,
  plotRole: '直方图',
  plotLabel: '深度分布直方图。左右方向键在各深度之间移动。',
  readoutIdle: '指向或聚焦一根柱子，查看它的数目。',
  xLabel: '到复原状态的距离（步）',
  yLabel: '状态数',
  yLabelLog: '状态数（对数坐标）',
  chartLabel: (metric, deepest, atDeepest) =>
    `柱状图：到复原状态各距离上的状态数，${metric}，距离 0 到 ${deepest}；距离 ${deepest} 上有 ${formatCount(atDeepest)} 个。`,
  depth: (depth, count, share) => `深度 ${depth}：${formatCount(count)} 个状态，占全部的 ${formatShare(share)}。`,
  where: '我的打乱在哪里？',
  whereHint: 'WCA 记号，与演练场相同；这个打乱与其他交互组件共享。',
  cannotPlace: (message) => `无法定位这个打乱：${message}`,
  locatedSolved: '你的打乱就是复原状态，独自在距离 0 处。',
  located: (distance, metric, others, share) =>
    `你的打乱离复原状态 ${formatCount(distance)} 步（${metric}），和另外 ${formatCount(others)} 个状态一样：占全部的 ${formatShare(share)}。它所在的柱子用三角形标出。`,
  tableSummary: '用表格看这些数字',
  tableRegion: '深度分布表',
  tableCaption: '到复原状态各距离上的状态数，',
  distance: '距离',
  positions: '状态数',
  share: '占比',
  step: 'BFS 方向',
  doneAfter: '完成于',
  directions: { start: '起点', forward: '正向', backward: '反向' },
};
