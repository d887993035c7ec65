/** 参考文献周围的文字（issue 37）：章节里的引用标记和参考文献列表，以及参考文献总页。条目本身是数据（src/lib/references.ts）。 */
import type { Translation } from '../translation.ts';
import type { references as english } from '../en/references.ts';

export const references: Translation<typeof english> = {
  citeHidden: '参考文献 ',
  unlinked: '无链接：未能核实它的地址。',
  chineseSource: '中文资料：',
  allBefore: '笔记引用的全部文献，以及引用每一篇的章节，见',
  allLink: '参考文献总页',
  allAfter: '。',
  homeLink: '参考文献：笔记引用的每一篇文献，各附链接',
  bibliography: {
    title: '参考文献',
    description: '口袋魔方笔记引用的每一篇论文、每一本书、每一个网页和程序，各附链接，并注明引用它的章节。',
    intro: '笔记引用的全部文献，按第一作者的姓名排序，各附链接（或 DOI），并注明引用它的章节。标题保留原文，必要时附中文释义。',
    citedIn: '引用于',
    chapterLink: (order) => `第 ${order} 章`,
    separator: '、',
    articleHeading: '这本笔记所源自的文章',
    articleBefore: '笔记所检验的那篇中文文章',
    articleAfter: '没有附链接：我们给不出它的地址。笔记只用全名称呼它，用自己的话转述它的说法，不引用它的原文。',
    articleLink: '写给原文读者的页面',
    articleLinkAfter: '把它逐节对应到各章。',
  },
};
