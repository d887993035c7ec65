/** 原文设计相关交互组件的中文（第 5 章的经典 BFS 对比；第 9 章的组件在此基础上补充）。 */
import type { classic as english } from '../en/classic.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';
import { formatMsZh } from '../zh-format.ts';

export const classic: Translation<typeof english> = {
  bfs: {
    run: '在浏览器里运行两种 BFS',
    built: '这是构建本页时算出的。',
    running: '正在为每张表分别运行原文的 BFS 和正确的 BFS…',
    computed: (ms, summary) => `刚刚在你的浏览器里算出（四张表共 ${formatMsZh(ms)}，包括与 Worker 之间的消息往返）。${summary}`,
    failed: (message) => `Worker 无法运行这次对比：${message}`,
    region: '原文 BFS 对比表',
    caption: '按上一步跳过转动的 BFS 与正确的 BFS，逐项对比',
    metric: '度量',
    table: '表',
    entries: '表项数',
    classicBfs: '原文的 BFS',
    examples: '错误表项举例',
    pdbNames: { perm: '置换 PDB', orient: '朝向 PDB' },
    identical: '在这个模型上完全相同',
    wrong: (wrong, overestimated, unreached, under) => {
      const parts = [];
      if (overestimated) parts.push(`${formatCount(overestimated)} 项偏大`);
      if (unreached) parts.push(`${formatCount(unreached)} 项从未到达`);
      if (under) parts.push(`${formatCount(under)} 项偏小`);
      return `${formatCount(wrong)} 项错误（${parts.join('，')}）${overestimated + unreached > 0 ? '：不可采纳' : ''}`;
    },
    example: (coordinate, correct, classic) => `表项 ${coordinate}：正确值 ${correct}，原文 ${classic === null ? '从未到达' : classic}`,
    allIdentical: '四张表都与正确的表完全相同。',
    someWrong: (bad, total, names) => `${total} 张表中有 ${bad} 张是错的：${names.join('、')}。`,
  },
};
