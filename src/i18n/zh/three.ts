/** 第 8 章交互组件的中文：在浏览器里实时构建 Korf 的角块数据库（widgets/corner-pdb/）。 */
import type { three as english } from '../en/three.ts';
import type { Translation } from '../translation.ts';
import { formatCount, formatMegabytes } from '../../lib/format.ts';
import { formatMsZh } from '../zh-format.ts';

export const three: Translation<typeof english> = {
  corners: {
    build: '构建角块数据库',
    cancel: '取消',
    metric: '度量',
    progress: '已知距离的角块状态',
    builtBefore: (metric) => `这是已发表的分布（${metric}）。按 `,
    builtAfter: (states, bytes) => ` 可以在你的浏览器里算出全部 ${formatCount(states)} 个状态：需要 ${formatMegabytes(bytes)} 内存和几秒钟（表格会显示在你机器上用了多久）。`,
    publishedShort: (metric) => `这是已发表的分布（${metric}）。按“构建”在你的浏览器里计算。`,
    small: (bytes) => `改为构建二阶魔方的表（${formatMegabytes(bytes)}）`,
    tableSummary: '用表格看这些数字',
    tableRegion: '角块数据库各深度的状态数',
    tableCaption: '到复原状态各距离上的角块状态数，',
    columns: { depth: '深度', published: '已发表', yours: '你的浏览器', doneAfter: '完成于' },
    allocating: (bytes) => `正在分配 ${formatMegabytes(bytes)} 并构建转动表…`,
    pocketDone: (positions, metric, ms) => `二阶魔方的 ${formatCount(positions)} 个状态（${metric}），用时 ${formatMsZh(ms)}：同样的 BFS，表只有角块数据库的二十四分之一。`,
    cancelledAt: (elapsed, depth) => `在深度 ${depth}、用时 ${elapsed} 后取消；Worker 已停止并丢弃了建到一半的表。按“构建”重新开始。`,
    cancelled: '已取消。',
    cached: '你的 Worker 之前已经建好了这张表。',
    moveTables: (ms) => `（转动表：${formatMsZh(ms)}。）`,
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
