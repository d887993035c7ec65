/** 各章构建时生成的插图的中文（src/figures/）。 */
import type { figures as english } from '../en/figures.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const figures: Translation<typeof english> = {
  twist: {
    label: (panels) => `角块 URF 的朝向 0、1、2。${panels.join('。')}。`,
    panel: (twist, face) => `朝向 ${twist}：白色的上贴纸在${face}面`,
    whiteOn: (face) => `白色在 ${face} 面`,
    heading: (twist) => `朝向 ${twist}`,
  },
  frame: {
    heldTitle: '做完 ',
    heldLabel: (alg) => `做完 ${alg} 之后，你手中的魔方`,
    heldNote: '底层转了；整个魔方没有动。',
    solverTitle: '求解器看到的样子（固定 DBL 的视角）',
    solverLabel: (alg) => `做完 ${alg} 之后，求解器固定 DBL 视角下的魔方`,
    solverNote: 'DBL 位置上的块算作在原位，所以看上去是顶层转了。',
  },
  goesTo: {
    caption: (face) => `转动 ${face} 的“去向”和“来源”两种写法，列出它移动的每个位置`,
    position: '位置',
    goesTo: '这里的块去往',
    replacedBy: '换来的块来自',
  },
  frontier: {
    label: (switchDepth, steps) =>
      `广度优先搜索每一步的边界与未访问状态数，对数坐标。搜索在第 ${switchDepth} 步改为反向，这是边界第一次比未访问的多。${steps}。`,
    step: (depth, frontier, unvisited) => `第 ${depth} 步：边界 ${formatCount(frontier)}，未访问 ${formatCount(unvisited)}`,
    frontier: '边界（被扩展的那一层）',
    unvisited: '尚未访问',
    note: '每扩展一个深度算一步，从左到右',
  },
  abstractions: {
    whole: '完整的状态',
    wholeLabel: (alg) => `做完 ${alg} 之后的魔方，所有贴纸`,
    positions: '只看位置（置换数据库）',
    positionsLabel: (alg, holds) => `做完 ${alg} 之后，每个位置上是哪个块，朝向被忽略：${holds.map(([slot, piece]) => `${slot} 上是 ${piece}`).join('，')}`,
    orientation: '只看朝向（朝向数据库）',
    orientationLabel: (alg) => `做完 ${alg} 之后，只看白色和黄色贴纸：每个位置的朝向，而不管是哪个角块`,
  },
  toyBfs: {
    every: '每个状态的每种转动都尝试',
    skipping: '跳过刚刚转过的那一面',
    describe: (title, depths, never) =>
      `${title}：${depths.map(([node, depth]) => `${node} 在深度 ${depth ?? '（从未到达）'}`).join('，')}` +
      never.map(([face, from, to]) => `；从 ${from} 到 ${to} 的转动 ${face} 在 ${from} 处从未尝试`).join(''),
    notTried: (face, from) => `${from} 处未尝试 ${face}`,
    depth: (depth) => (depth === null ? '从未到达' : `深度 ${depth}`),
    steps: (title) => `${title}，逐步`,
    reachedBy: (via) => `（经由 ${via} 到达）`,
    skips: (face) => `跳过 ${face}，去往 `,
    and: ' 和 ',
    colon: '：',
    semicolon: '；',
    finds: (found) => (found.length > 0 ? `找到 ${found.map(([node, depth]) => `${node}（深度 ${depth}）`).join('，')}` : '没有找到新状态'),
  },
  bounds: {
    label: (scramble, bounds, optimal) =>
      `IDA* 在 ${scramble} 上的阈值：${bounds.join('、')}。最优长度是 ${optimal}。低于 ${optimal} 的阈值都找不到解；第一个不低于 ${optimal} 的阈值正好等于 ${optimal}，那次迭代找到了解。`,
    key: '● = 第 k 次迭代，画在它的阈值处',
    band: '阈值 ≥ C：找到解',
    optimal: (c) => `C = ${c}，最优`,
    root: (h) => `h(根) = ${h}`,
  },
  setBytes: {
    kinds: {
      strings: (digits) => `${digits} 位数字字符串的 Set`,
      numbers: () => '状态编号的 Set',
      bytes: () => '下标表，每个状态一个字节',
      nibbles: () => '下标表，每个状态 4 位',
    },
    perState: (bytes) => `${Number(bytes.toFixed(1))} 字节`,
    row: (label, perState, total) => `${label}：每个状态 ${perState}，共 ${total}`,
    label: (states, rows) => `记住 ${formatCount(states)} 个状态中哪些已访问过，每个状态要多少字节。${rows}。`,
    heading: (states) => `每个状态 · 全部 ${formatCount(states)} 个状态`,
  },
};
