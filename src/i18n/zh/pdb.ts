/** 第 5 章模式数据库插图与启发值查看器的中文（widgets/pdb-histograms、heuristic-inspector）。 */
import type { pdb as english } from '../en/pdb.ts';
import type { Translation } from '../translation.ts';
import { formatCount, formatMs } from '../../lib/format.ts';

export const pdb: Translation<typeof english> = {
  metric: '度量',
  panels: {
    orient: (size) => `朝向 PDB：${formatCount(size)} 种扭转组合`,
    perm: (size) => `置换 PDB：${formatCount(size)} 种排列`,
    full: (size) => `整个魔方：${formatCount(size)} 个状态`,
  },
  panelLabel: (title, deepest) => `${title}。最深的表项：${formatCount(deepest)} 步。`,
  xLabel: '距离（步）',
  yLabel: '表项数',
  tableSummary: (metric) => `用表格看这些数字（${metric}）`,
  tableRegion: (metric) => `PDB 分布表，${metric}`,
  tableCaption: (metric) => `各距离上的表项数，${metric}`,
  distance: '距离',
  orientPdb: '朝向 PDB',
  permPdb: '置换 PDB',
  wholePuzzle: '整个魔方',
  workerFailed: (message) => `Worker 无法构建这两张表：${message}`,
  rebuilt: (orientMs, permMs, same) =>
    `在你的浏览器里重新构建：朝向 PDB 用时 ${formatMs(orientMs)}，置换 PDB 用时 ${formatMs(permMs)}` +
    (same ? '，分布与上图完全相同。' : '。它们的分布与构建时的不同，这本不该发生：请报告这个问题。'),
  map: {
    heuristic: '启发函数',
    compute: '在浏览器里计算',
    buildStatus: (what, live) => `构建时的数字：${what}。${live ? '' : '按“在浏览器里计算”可以在你的浏览器里重新计算。'}`,
    what: (heuristic, metric) => `${heuristic}，${metric}`,
    computing: (what) => `正在你的浏览器里遍历全部状态：${what}…`,
    bfsFirst: (depth, visited, total) => `先算距离表：BFS 深度 ${depth}，已访问 ${formatCount(visited)} / ${formatCount(total)} 个状态…`,
    failed: (message) => `Worker 无法计算这张图：${message}。下面显示的是构建时的数字。`,
    computed: (total, ms, bfsMs, what) =>
      `在你的浏览器里遍历全部 ${formatCount(total)} 个状态，用时 ${formatMs(ms)}${bfsMs === null ? '' : `，此前用 ${formatMs(bfsMs)} 做 BFS 求出每个状态的距离`}：${what}。`,
    plotRole: '热力图',
    plotLabel: '启发质量图。方向键在格子之间移动。',
    meanH: 'h 的均值',
    meanDistance: '距离的均值',
    meanGap: '距离 − h 的均值',
    exact: 'h 准确',
    overestimates: '高估（h > d）',
    readoutIdle: '指向或聚焦一个格子，查看它的数目。',
    tableSummary: '用表格看这些数字',
    tableRegion: '启发质量表',
    tableCaptionEnd: '：各启发值（行）与真实距离（列）上的状态数',
    xLabel: '真实距离 d',
    yLabel: '启发值 h',
    forbidden: 'h > d：会高估',
    label: (what, total, meanH, meanDistance, overestimates) =>
      `启发值与真实距离的热力图，${what}，共 ${formatCount(total)} 个状态：h 的均值 ${meanH}，距离的均值 ${meanDistance}，高估 ${formatCount(overestimates)} 个。`,
    cell: (h, d, count, share) => `h = ${h}，距离 ${d}：${formatCount(count)} 个状态${share === null ? '' : `，${share}`}${h > d ? '（高估）' : h === d ? '（h 准确）' : ''}。`,
    unparsed: '共享的打乱无法解析，所以什么也没标出；请在任意一个打乱输入框里改正它。',
    cannotPlace: (message) => `无法定位这个打乱：${message}`,
    solvedCube: '复原状态',
    marked: (scramble, h, d) => `橙色框出的是你的打乱 ${scramble}：h = ${h}，距离 ${d}。`,
  },
  inspector: {
    scramble: '打乱',
    hint: '与笔记中所有交互组件共享：在这里输入，或者在演练场里输入。',
    boundsHeading: '下界与真实距离',
    keepsHeading: '每种抽象保留了什么',
    coordinates: (perm, orient) => `置换坐标 ${perm}，朝向坐标 ${orient}。DBL 从不移动。`,
    position: '位置',
    permSees: '置换 PDB 看到的：这里的角块',
    orientSees: '朝向 PDB 看到的：它的扭转',
    home: '（原位）',
    bars: { orient: 'h 朝向', perm: 'h 置换', max: '两者取最大', distance: '真实距离' },
    values: (orient, perm, max, distance) =>
      `朝向 PDB ${orient}，置换 PDB ${perm}，最大值 ${max}，真实距离 ${distance}：${max === distance ? '这里最大值正好准确' : `最大值比真实距离小 ${distance - max}`}。`,
    summary: (scramble, metric, values) => `${scramble}（${metric}）：${values}`,
    solvedCube: '复原状态',
    fix: '请先改正打乱再查看；柱子显示的是最后一个有效的打乱。',
    failed: (message) => `求解器无法查看这个打乱：${message}`,
  },
};
