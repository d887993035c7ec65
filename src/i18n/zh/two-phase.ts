/** 第 10 章交互组件的中文：读者自己的三阶魔方上的 Kociemba 两阶段算法（widgets/two-phase/）。 */
import type { twoPhase as english } from '../en/two-phase.ts';
import type { Translation } from '../translation.ts';
import { formatCount, formatMs } from '../../lib/format.ts';

export const twoPhase: Translation<typeof english> = {
  solver: {
    scramble: '三阶打乱',
    hint: "按你手中魔方的朝向：U R F D L B，可加 ' 和 2；整体转动 x y z；双层转动 Rw Uw Fw……；中层转动 M E S",
    stop: '停在',
    stops: {
      length: (moves) => `第一个不超过 ${moves} 步的解`,
      time: (ms) => `搜索 ${ms / 1000} 秒找更短的解`,
    },
    solve: '求解',
    cancel: '取消',
    initialBefore: '按',
    initialAfter: '：Worker 先构建两个阶段的表，然后搜索。表每个页面只建一次：台式机上约 2 秒，手机上或机器繁忙时更久。',
    building: (done, of, table, ms) => `正在 Worker 里构建表，第 ${done + 1} 步，共 ${of} 步：${table}（已用 ${formatMs(ms)}）……`,
    tableSteps: { moves: '转动表', symmetry: '棱块朝向 × 中层的对称类', pruning: '小剪枝表', phase1: '阶段 1 的精确表' },
    tablesProgress: '表的构建进度',
    searching: (depth, nodes1, nodes2, best) =>
      `阶段 1 搜索到深度 ${depth}；已生成节点：阶段 1 ${formatCount(nodes1)} 个，阶段 2 ${formatCount(nodes2)} 个。` +
      (best === null ? '还没有解。' : `目前最好：${best} 步。`),
    tables: (ms) => `Worker 用 ${formatMs(ms)} 建好了表；本页之后的求解都会复用它们。`,
    solved: (length, ms, nodes) => `${length} 步，搜索 ${formatMs(ms)}、生成 ${formatCount(nodes)} 个节点后找到。`,
    then: (first, second) => `${first}${second}`,
    work: (nodes1, starts, nodes2, depth) =>
      `总计：阶段 1 生成了 ${formatCount(nodes1)} 个节点，搜到深度 ${depth}，把 ${formatCount(starts)} 个进入 G1 的魔方交给阶段 2；阶段 2 生成了 ${formatCount(nodes2)} 个节点。`,
    why: {
      target: '找到足够短的第一个解就停了。',
      time: '时间到了就停；最后这个解是它找到的最短的。',
      exhausted: '阶段 1 已试遍比它短的每一个长度，所以不存在更短的解：这个解是最优的。',
      exhaustedCapped: '阶段 1 已试遍比它短的每一个长度，但其中有些长度上阶段 2 到了深度上限就停了，更短的解仍可能存在：这个解没有被证明是最优的。',
      budget: '节点预算用完就停了。',
      cancelled: '已取消；保留目前找到的最短解。',
    },
    fromLink: (length) => `链接里的解法，共 ${length} 步。按“求解”可以重新搜索。`,
    alreadySolved: '这个魔方已经是复原状态，不用转。',
    cancelled: '已取消。',
    stageRole: '魔方播放器',
    stageLabel: '三阶魔方。空格键播放或暂停；左右方向键单步；Home 和 End 跳到开头和结尾。',
    netLabel: (scramble) => `打乱 ${scramble} 之后的三阶魔方`,
    stepLabel: (scramble, moves) => `打乱 ${scramble} 之后再转 ${moves} 的三阶魔方`,
    paintedLabel: '你涂色的三阶魔方',
    paintedStepLabel: (moves) => `你涂色的三阶魔方再转 ${moves} 之后`,
    notACube: (problem) => `还不是一个魔方：${problem}`,
    parts: (view, group, first, second) =>
      view < 3
        ? [`阶段 1：${first} 步进入 ${group}`, `阶段 2：在其中 ${second} 步`]
        : [`逆魔方的阶段 2，倒过来：${first} 步，都属于 ${group}`, `它的阶段 1，倒过来：${second} 步`],
    views: ['魔方本身', '绕对角线转三分之一圈的魔方', '绕对角线转三分之二圈的魔方', '逆魔方', '绕对角线转三分之一圈的逆魔方', '绕对角线转三分之二圈的逆魔方'],
    foundBy: (view) => `由${view}找到。`,
    inGroup: (group, a, b) => `现在在 ${group} 里：每个角块和棱块相对 ${a}–${b} 轴的朝向都是对的，${a} 与 ${b} 之间的四个棱块都在这一中层。`,
    inNoGroup: '不在 G1 里，也不在它转过的两个副本里。',
    playback: '播放',
    position: '位置',
    stepOf: (step, length) => `第 ${step} 步，共 ${length} 步`,
    chartLabel: (count, last) => (count === 0 ? '解的长度与搜索时间：还没有解。' : `解的长度与搜索时间：找到 ${count} 个解，最后一个 ${last} 步。`),
    xLabel: '搜索时间（毫秒，对数刻度）',
    yLabel: '步数',
    tableRegion: '找到的解',
    caption: '每个严格更短的解，按找到的先后',
    heads: ['步数', '阶段 1', '阶段 2', '找到它的视角', '生成的节点', '搜索时间'],
    viewShort: ['魔方本身', '转一次', '转两次', '逆魔方', '逆魔方转一次', '逆魔方转两次'],
    copyLink: '复制链接',
    copySolution: '复制解法',
    random: '随机打乱',
    randomising: '正在抽取一个随机魔方，并写出到达它的打乱……',
    randomDone: (length) => `这是一个随机魔方，每个状态出现的机会相等。这 ${length} 步打乱到达它：它是一个两阶段解法倒过来做，WCA 的打乱程序也这样写打乱。按“求解”。`,
    noRandom: (message) => `没能生成随机打乱：${message}`,
  },
};
