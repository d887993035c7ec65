/** 第 8 章交互组件的中文：在浏览器里实时构建 Korf 的角块数据库（widgets/corner-pdb/）。 */
import type { three as english } from '../en/three.ts';
import type { Translation } from '../translation.ts';
import { formatCount, formatCountZh, formatMegabytes, formatMs } from '../../lib/format.ts';

/** 第 8 章的构建按钮。提示读者去按它时，用的就是这个名字。 */
const BUILD = '构建角块数据库';

export const three: Translation<typeof english> = {
  solver: {
    scramble: '三阶打乱',
    hint: "只接受面转动：U R F D L B，可加 ' 和 2。",
    netLabel: (scramble) => `打乱 ${scramble} 之后的三阶魔方`,
    stepLabel: (scramble, moves) => `打乱 ${scramble} 之后再转 ${moves} 的三阶魔方`,
    budget: '节点预算',
    budgets: (millions) => `生成 ${millions}个`,
    million: (n) => formatCountZh(n * 1e6),
    edges: '棱块数据库',
    edgesFour: (size) => `三组、每组四个棱块（${size}）`,
    edgesSix: (size) => `Korf 的两组、每组六个棱块（${size}，构建要几秒）`,
    billion: (n) => formatCountZh(n * 1e9),
    bound: '下界',
    bounds: {
      korf: 'Korf：角块 + 棱块数据库',
      reid: (size) => `Reid：到 H 的距离（${size}）`,
      both: (size) => `Reid + 角块数据库（另加 ${size}）`,
    },
    boundNames: { korf: 'Korf 的数据库', reid: 'Reid 的下界', both: 'Reid 的下界加角块数据库' },
    reidHint: 'Reid 的下界是三个轴上到 H 的距离中最大的一个，从第 10 章那张到 H 的距离表（全部 12 层）里读出：本浏览器保存过就直接读取，否则由 Worker 构建一次。“先估计”只对 Korf 的搜索抽样：请直接按“求最优解”。',
    forget: '删除保存的表',
    forgetSize: (size) => `删除保存的表（释放 ${size}）`,
    store: {
      checking: '正在查看本浏览器保存了什么…',
      kept: (size) => `到 H 的距离表已保存在本浏览器里（${size}）：求解时直接读取，不必重建。`,
      absent: '本浏览器还没有保存到 H 的距离表：第一次求解时构建（要几秒钟），并保存下来供下次访问使用。',
      refused: '本浏览器没有保存这张表（存储空间已满或被拒绝）：下次访问时会重新构建。',
    },
    readingTable: '正在读取本浏览器保存的到 H 的距离表…',
    phase1Progress: (depth, filled, total, ms) => `先构建到 H 的距离表：第 ${depth} 层（共 12 层），已填 ${((100 * filled) / total).toFixed(1)} %（${formatMs(ms)}）。建好后会保存在本浏览器里。`,
    phase1ProgressLabel: '到 H 的距离表已构建的部分',
    phase1Table: '到 H 的距离表',
    source: {
      built: (ms, kept) =>
        kept
          ? `到 H 的距离表在这里构建，用时 ${formatMs(ms)}，已保存在本浏览器里：下次访问直接读取。`
          : `到 H 的距离表在这里构建，用时 ${formatMs(ms)}；本浏览器没有保存它（存储空间已满或被拒绝），下次访问会重新构建。`,
      stored: (ms) => `到 H 的距离表取自本浏览器的存储（读取并校验用时 ${formatMs(ms)}）。`,
      memory: '到 H 的距离表已在本页的 Worker 里。',
      rejected: '本浏览器保存的表没有通过校验：已删除并重新构建。',
    },
    tablesOf: (bytes) => `，使用 ${formatMegabytes(bytes)} 的表`,
    optimalWith: (moves, bound, work, tables) => `最优解：${formatCount(moves)} 步（半转度量，${bound}），${work}${tables}。`,
    forgetting: '正在删除保存的表…',
    forgot: (size) => `已删除保存的表：本浏览器释放了 ${size}，Worker 也丢弃了内存里的副本。下次用 Reid 的下界求解时会重新构建。`,
    forgotNothing: '本浏览器没有保存任何表，没有可释放的空间。',
    stoppedWith: (work, from, bound) => `在预算处停下（${bound}）：${work}，阈值 ${from}，还没有找到解。`,
    noPrediction: '没有时间预测：第 7 章的公式需要这个下界在随机魔方上的分布。',
    samplePrediction: (cubes, expanded, upTo, duration) =>
      `第 7 章的公式用这个下界在 ${formatCount(cubes)} 个随机魔方上的分布（为第 8 章统计的样本）预测：到阈值 ${upTo} 为止的各次迭代约扩展 ${expanded} 个节点（这是随机魔方上的平均，单个魔方可能相差很远），按这次搜索扩展节点的速率约需 ${duration}。`,
    estimate: '先估计',
    solve: '求最优解',
    cancel: '取消',
    initialBefore: '按 ',
    initialAfter: '：Worker 先要构建角块数据库（每个页面只建一次，几秒钟）。',
    stageRole: '魔方播放器',
    stageLabel: '三阶魔方。空格键播放或暂停；左右方向键单步；Home 和 End 跳到开头和结尾。',
    moves: '解法的各步',
    playback: '播放',
    position: '进度',
    stepOf: (step, length) => `第 ${step} 步，共 ${length} 步`,
    tableNote:
      '每个阈值：扩展的节点（在阈值之内，随后生成它们的子节点）和生成的节点（造出的每个子节点），各自在搜索前估计（± 一倍标准误）并由搜索实际计数；以及到这个阈值为止所有迭代生成的节点数的估计，与节点预算对比。带底色的行是不完整的迭代：正在运行的那次，或者最后一次——它在第一个解或预算处停下。',
    tableRegion: '每次迭代的节点数',
    caption: 'IDA* 每次迭代的节点数，估计与计数',
    heads: ['阈值', '扩展的节点，估计 ± SE', '扩展的节点，计数', '生成的节点，估计 ± SE', '生成的节点，计数', '到此阈值为止生成的节点，估计，与预算对比'],
    verdicts: { fits: '能放下', close: '接近预算', over: '超出' },
    pressEstimate: '按“先估计”看它是否在预算之内，或者直接按“求最优解”。',
    askingEstimate: '正在向 Worker 要估计…',
    estimated: (probes, rootH, upTo, ms) =>
      `求解之前，用对搜索树本身的分层抽样估计：每个阈值 ${probes} 次探测，从 ${rootH}（你的打乱的 h）到 ${upTo}，用时 ${formatMs(ms)}。现在按“求最优解”：每次迭代的计数会出现在它的估计旁边。`,
    asking: '正在询问 Worker…',
    cancelled: '已取消：Worker 停止了搜索。',
    searching: (bound, generated, ms) => `搜索中：阈值 ${bound}，已生成 ${formatCount(generated)} 个节点（${formatMs(ms)}）。`,
    rate: (perSecond) => `，每秒生成 ${formatCount(perSecond)} 个`,
    work: (generated, expanded, ms, rate) => `生成 ${formatCount(generated)} 个节点（扩展 ${formatCount(expanded)} 个），用时 ${formatMs(ms)}${rate}`,
    builtIn: (ms) => `，构建用时 ${formatMs(ms)}`,
    tables: (bytes, built) => `，使用 ${formatMegabytes(bytes)} 的数据库${built}`,
    alreadySolved: '已经是复原状态。',
    optimal: (moves, work, tables) => `最优解：${formatCount(moves)} 步（半转度量），${work}${tables}。`,
    stopped: (work, from, expanded, upTo, duration) =>
      `在预算处停下：${work}，阈值 ${from}，还没有找到解。` +
      `第 7 章的公式只用角块数据库时预测：到阈值 ${upTo} 为止的各次迭代约扩展 ${expanded} 个节点（打乱本身的长度限定了答案；这是随机魔方上的平均，单个魔方可能相差很远），` +
      `按这次搜索扩展节点的速率约需 ${duration}。`,
    estimating: (percent) => `估计中：已完成 ${percent} % 的探测…`,
    tablesProgress: (table, depth, visited, total, ms) => `先构建${table}：深度 ${depth}，${formatCount(visited)} / ${formatCount(total)} 个状态（${formatMs(ms)}）。`,
    cornerTable: '角块数据库',
    edgeTable: (group, groups) => `第 ${group} 个棱块数据库（共 ${groups} 个）`,
    outlook: {
      budget: (budget) => `${formatCount(budget)} 个生成节点的预算`,
      sum: (estimate) => `约 ${estimate} 个生成节点`,
      fits: (upTo, sum, budget) => `很可能放得下：即使最优解和你的打乱一样长（${formatCount(upTo)} 步），到阈值 ${upTo} 为止的所有迭代加起来也应当是${sum}，在${budget}之内。`,
      miss: (bound, sum, over, times, budget) => `到阈值 ${bound} 为止的迭代应当是${sum}${over ? `，是${budget}的 ${times} 倍` : `，与${budget}太接近，无法判断`}`,
      firstMiss: (over, miss) => `很可能${over ? '超出' : '接近预算'}：连第一次迭代都不一定放得下：${miss}。`,
      fitsUpTo: (moves, sum, bound, miss, upTo) =>
        `如果最优解不超过 ${formatCount(moves)} 步就放得下（到阈值 ${bound} 为止${sum}）；${miss}。搜索在最优长度处结束，这里至多是 ${upTo}（你的打乱本身的长度）。`,
    },
  },
  corners: {
    build: BUILD,
    cancel: '取消',
    metric: '度量',
    progress: '已知距离的角块状态',
    builtBefore: (metric) => `这是已发表的分布（${metric}）。按 `,
    builtAfter: (states, bytes) => ` 可以在你的浏览器里算出全部 ${formatCount(states)} 个状态：需要 ${formatMegabytes(bytes)} 内存和几秒钟（表格会显示在你机器上用了多久）。`,
    publishedShort: (metric) => `这是已发表的分布（${metric}）。按“${BUILD}”在你的浏览器里计算。`,
    small: (bytes) => `改为构建二阶魔方的表（${formatMegabytes(bytes)}）`,
    tableSummary: '用表格看这些数字',
    tableRegion: '角块数据库各深度的状态数',
    tableCaption: '到复原状态各距离上的角块状态数，',
    columns: { depth: '深度', published: '已发表', yours: '你的浏览器', doneAfter: '完成于' },
    allocating: (bytes) => `正在分配 ${formatMegabytes(bytes)} 并构建转动表…`,
    pocketDone: (positions, metric, ms) => `二阶魔方的 ${formatCount(positions)} 个状态（${metric}），用时 ${formatMs(ms)}：同样的 BFS，表只有角块数据库的二十四分之一。`,
    cancelledAt: (elapsed, depth) => `在深度 ${depth}、用时 ${elapsed} 后取消；Worker 已停止并丢弃了建到一半的表。按“${BUILD}”重新开始。`,
    cancelled: '已取消。',
    cached: '你的 Worker 之前已经建好了这张表。',
    moveTables: (ms) => `（转动表：${formatMs(ms)}。）`,
    noMemory: (message) => `这里内存不够：${message}你的浏览器和这个页面都没有问题。同样的 BFS 可以在小得多的二阶魔方表上运行：`,
    done: (elapsed, total, deepest, allMatch) =>
      `在你的浏览器里用时 ${elapsed} 建成：${formatCount(total)} 个角块状态，最深的离复原状态 ${formatCount(deepest)} 步；${allMatch ? '每个深度都与已发表的数目相同' : '有的深度与已发表的数目不同'}。`,
    progressLine: (depth, visited, total, elapsed) =>
      `深度 ${depth}：已知 ${formatCount(visited)} / ${formatCount(total)} 个状态（${((visited / total) * 100).toFixed(1)} %），已用时 ${elapsed}。`,
    seconds: (s) => `${s} 秒`,
    subjects: { pocket: '二阶魔方', corners: '三阶魔方的角块' },
    chartLabel: (live, subject, metric, counts) =>
      `${live ? `在你的浏览器里构建的${subject}深度分布` : `已发表的${subject}深度分布`}，${metric}：${counts.map((c, d) => `深度 ${d} 有 ${formatCount(c)} 个`).join('，')}`,
    xLabelPocket: '离复原状态的步数',
    xLabelCorners: '复原角块所需的步数',
    yLabel: '状态数（对数坐标）',
    yLabelCorners: '角块状态数（对数坐标）',
  },
};
