/** 代码单元的中文（src/widgets/code-cell/）：框架、起始代码、各练习的函数拿到什么、运行的各个状态和判定。求解器自己的错误信息保持英文，页面用中文说明错误的种类，信息本身当作代码显示在旁边。 */
import type { cells as english } from '../en/cells.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const cells: Translation<typeof english> = {
  tag: '代码单元',
  titles: {
    rank: '写出排名函数',
    move: '写出一步转动',
    bfs: '写出 BFS',
    heuristic: '写出启发函数',
    pruning: '写出剪枝规则',
  },
  needsJs: '这个单元在你的浏览器里运行你的代码，所以需要 JavaScript。上面是它的起始代码。',
  stubCaption: '单元的起始代码',
  editorLabel: (title) => `代码：${title}`,
  editorLoading: '正在加载编辑器……',
  keyboardHint: 'Tab 键用于缩进。只用键盘离开编辑器：先按 Escape，再按 Tab。',
  controls: '单元操作',
  run: '运行',
  cancel: '取消',
  reset: '重置',
  copyLink: '复制链接',
  presetLabel: '现成版本',
  load: '载入',
  presets: {
    notebook: '笔记本的解法',
    article: '那篇文章的写法',
    mistake: '常见错误',
    alternative: '其他写法',
  },
  presetNames: {
    rank: '康托展开',
    'rank-larger': '数右边更大的个数',
    'rank-article-weights': '那篇文章的权重 (7 − i)!',
    'rank-wrong-weights': '权重用了 i!，而不是 (n − 1 − i)!',
    'rank-base-seven': '把各项当作七进制数',
    move: '用循环和朝向增量写 R',
    'move-function': '把 R 写成状态的函数',
    'move-article-r': '那篇文章的 R 表',
    'move-article-f': '那篇文章的 F 表',
    'move-no-twist': '不改朝向的 R',
    bfs: '队列，展开每个状态的每一种转动',
    'bfs-article': '跳过到达该状态的那一面',
    'bfs-depth-first': '用栈代替队列',
    heuristic: '两个数据库取最大值',
    'heuristic-average': '两个数据库取平均值',
    'heuristic-zero': 'h = 0',
    'heuristic-sum': '两个数据库相加',
    pruning: '同一面不连转两次（QTM 下允许 X X）',
    'pruning-article': '那篇文章的 isRedundant',
    'pruning-undo-only': '只禁止撤销上一步',
  },
  resetDone: '已回到起始代码。你自己的代码已清除。',
  presetLoaded: (name) => `已载入：${name}。按“运行”检查它。`,
  metricLabel: '度量',
  timeLimit: (seconds) => `你的代码最多运行 ${seconds} 秒；之后的检查另有时限。内存没有这样的上限：不停分配内存的代码可能让这个标签页崩溃。`,
  running: (elapsed, limit) => `正在运行你的代码：${elapsed} 秒 / ${limit} 秒`,
  judging: '你的代码已给出答案。正在检查每一个状态……',
  cancelled: '已取消。',
  timedOut: (seconds) => `${seconds} 秒后已停止：你的代码还在运行（死循环？）。它在单独的 Worker 里运行，这个 Worker 已结束，页面一直没有被卡住。`,
  judgeTimedOut: (seconds) => `检查超过 ${seconds} 秒，已停止。可以再运行一次。`,
  crashed: '运行你代码的 Worker 没给出答案就停止了（内存不足？）。它已结束，页面不受影响。改一改代码再运行。',
  fromLink: '这段代码来自链接：先读一遍，再按“运行”。',
  linkUnreadable: '读不出这个链接里的代码，单元显示的是你自己的代码。',
  linkTooLong: (length, max) => `这段代码太长，放不进链接（压缩后 ${formatCount(length)} 个字符，链接最多 ${formatCount(max)} 个）。请直接分享代码本身。`,
  errorKinds: {
    syntax: '语法错误',
    runtime: '你的代码抛出了错误',
    'missing-export': '缺少导出',
    'bad-answer': '返回值的类型不对',
    timeout: '超时',
    cancelled: '已取消',
    crashed: 'Worker 已停止',
  },
  errorAt: (line, column) => (column === undefined ? `第 ${line} 行` : `第 ${line} 行第 ${column} 列`),
  console: '控制台',
  moreLines: (n) => `还有 ${formatCount(n)} 行未显示。`,
  receivesHeading: '你的代码拿到什么',
  receives: {
    rank: {
      'perm': '7 个数组成的数组，是 0 到 6 的一个排列：`perm[i]` 是位置 `i`（URF、UFL、ULB、UBR、DFR、DLF、DRB）上的角块',
      'api.factorial(n)': '`n!`，需要时可用',
      'return': '一个整数；5,040 个排列必须各得 0 到 5,039 中的一个，互不相同',
      'unrank(rank, api)': '可选：一并导出，它会被当作逆函数检查',
    },
    move: {
      'face': "`'U'`、`'R'` 或 `'F'`：你的转动转哪一面（顺时针四分之一转）",
      'move': '`{ cycle, twist }`：`cycle[i]` 上的角块移到 `cycle[i + 1]`（最后一个回到第一个），朝向加上 `twist[i]`',
      'move(state, api)': '也可以写成函数：传入 `state = { perm, twist }`（各 8 项），返回转动后的状态',
      '0..7': '角块编号：0 URF，1 UFL，2 ULB，3 UBR，4 DFR，5 DLF，6 DRB，7 DBL',
    },
    bfs: {
      'api.STATE_COUNT': '状态总数；下标 0 是复原状态',
      'api.neighbours(index)': '一步之内能到的状态',
      'api.permMove, api.orientMove': '转动表，想更快时可用（`index = perm * 729 + orient`）',
      'api.metric': "`'htm'` 或 `'qtm'`：两种度量下各运行一次你的 BFS",
      'return': '长度为 `api.STATE_COUNT` 的 `Uint8Array`，存距离，没到达的填 255',
    },
    heuristic: {
      'position': '`{ index, perm, orient }`：状态和它的两个坐标',
      'api.pdb.perm, api.pdb.orient': '当前度量的两个模式数据库：两种抽象的精确距离',
      'api.metric': "`'htm'` 或 `'qtm'`，由单元旁的选项决定",
      'return': '对剩余步数的估计；可采纳就是永远不超过真实距离',
    },
    pruning: {
      'previous': '上一步转动；第一步之前是 `null`',
      'move': '`{ index, name, face, quarterTurns }`：搜索下一步要走的转动',
      'return': '返回 `false` 就剪掉这一步；两种度量下都会检查，每个状态都必须留下一条最优解',
    },
  },
  stubs: {
    rank: `// 给 perm（0..6 的一个排列）编号：5,040 个排列
// 必须各得 0..5,039 中的一个数，互不相同。
export function rank(perm, api) {
  return 0;
}
`,
    move: `// 把 R 写成角块位置的 4-循环：cycle[i] 上的角块
// 移到 cycle[i + 1]（最后一个回到第一个），朝向加上 twist[i]。
// 角块：0 URF 1 UFL 2 ULB 3 UBR 4 DFR 5 DLF 6 DRB 7 DBL。
export const face = 'R';
export const move = { cycle: [0, 1, 2, 3], twist: [0, 0, 0, 0] };
`,
    bfs: `// 每个状态到复原状态（下标 0）的步数；没到达的填 255。
// api.neighbours(index) 列出一步之内的状态。
export function bfs(api) {
  const distance = new Uint8Array(api.STATE_COUNT).fill(255);
  distance[0] = 0;
  return distance;
}
`,
    heuristic: `// 估计从 position = { index, perm, orient } 还要几步，
// 不能超过真实距离。api.pdb.perm 和 api.pdb.orient 也许有用。
export function h(position, api) {
  return 0;
}
`,
    pruning: `// 紧接在 previous（开始时为 null）之后，搜索能不能走 move？
// 返回 false 就剪掉；不能把某个状态的最优解全部剪掉。
export function allowed(previous, move, api) {
  return true;
}
`,
  },
  verdict: {
    pass: '通过',
    fail: '还不对',
    rank: {
      bijection: (count) => `${formatCount(count)} 个排列各得一个编号，从 0 到 ${formatCount(count - 1)}，互不相同。`,
      outOfRange: (value, max) => `这个排列得到 ${value}，不在 0 到 ${formatCount(max)} 之间：`,
      collision: (value) => `这两个排列都得到 ${formatCount(value)}：`,
      first: '第一个',
      second: '第二个',
      position: '位置',
      corner: '角块',
      permutation: (entries) => `排列 ${entries}`,
      lehmerYes: '这正是笔记本的顺序：康托展开（Lehmer 码）。',
      lehmerNo: (yours, lehmer) =>
        `这不是笔记本的顺序（康托展开）。第一处不同是这个排列：你的编号是 ${yours}，康托展开给出 ${formatCount(lehmer)}。别的顺序也对，只要每个编号只用一次。`,
      unrankInverse: '对每个排列，你的 `unrank` 都还原了你的 `rank`。',
      unrankNotPermutation: (rank) => `\`unrank(${rank})\` 返回的不是 0 到 6 的排列。`,
      unrankNotInverse: (rank) => `\`unrank(${rank})\` 返回第一个排列，但你的 \`rank\` 编号为 ${rank} 的是第二个：`,
      noUnrank: '没有导出 `unrank`：这部分是可选的。',
      speed: (yours, notebook) => `每次调用 ${yours} 纳秒；笔记本的 \`rank\` 用 ${notebook} 纳秒。`,
    },
  },
};
