/** 站点框架的中文文本：页眉、页脚、章节导航、搜索、主题与语言切换、首页和 404 页。 */
import type { Translation } from '../translation.ts';
import type { site as english } from '../en/site.ts';
import { formatCount } from '../../lib/format.ts';

export const site: Translation<typeof english> = {
  name: '口袋魔方笔记',
  skipToContent: '跳到正文',
  footer: '口袋魔方笔记：二阶魔方的最优解法，由一个在你的浏览器里运行的真实求解器来讲解。这些页面上的每一个数字，都是在构建网站时由这个求解器算出来的。',
  licence: {
    before: '文字与插图 © 2026 口袋魔方笔记的作者们，以 ',
    content: 'CC BY 4.0',
    between: ' 协议发布：注明出处即可转载、改编。代码（求解器和这个网站）以 ',
    code: 'MIT 许可证',
    after: '发布。',
  },
  homeDescription:
    '一本交互式笔记，讲如何最优地复原二阶魔方（口袋魔方）：状态编码、转动表、广度优先搜索、模式数据库和 IDA*，配有在浏览器里运行的真实求解器。',
  languageSwitch: {
    nameAfter: '：阅读本页的英文版',
  },
  theme: { dark: '深色主题' },
  search: {
    label: '搜索笔记',
    placeholder: '搜索',
    unavailable: '搜索只在构建后的网站里可用（先 npm run build，再 npm run preview）。',
    searching: '正在搜索…',
    found: (pages) => `找到 ${formatCount(pages)} 个页面`,
    nothing: (query) => `没有找到“${query}”。`,
  },
  toc: {
    heading: '章节',
    navLabel: '章节',
    compactSummary: '章节与小节',
    compactNavLabel: '章节（紧凑）',
    untranslated: '（尚未翻译，英文版）',
    coming: '待写',
  },
  chapter: {
    kicker: (order) => `第 ${order} 章`,
    hiddenPrefix: (order) => `第 ${order} 章：`,
    prevNextLabel: '上一章与下一章',
    previous: '上一章',
    next: '下一章',
    nextPlanned: (order, title) => `下一章还在写作中：第 ${order} 章“${title}”。在此之前，请回到`,
    theEnd: '笔记到此结束。回到',
    contents: '目录',
    sentenceEnd: '。',
    behind: '本章的英文原文在翻译之后有过改动，中文可能还没有跟上。',
  },
  home: {
    lede: (states, godsNumber) =>
      `如何用尽可能少的步数复原二阶魔方，一次讲清一个想法：怎样把一个状态写成一个数，转动怎样变成查表，广度优先搜索怎样走遍全部 ${states} 个状态，以及带模式数据库的 IDA* 怎样在几毫秒内找到不超过 ${godsNumber} 步的最优解。`,
    figures:
      '每一章都是一页文字配上可以交互的图。这些图运行的正是笔记所讲的那个 TypeScript 求解器，它在你浏览器的 Web Worker 里运行；书中的代码清单也直接摘自它的源码。',
    start: (order, title) => `从第 ${order} 章开始：${title}`,
    cubeLabel: (scramble) => `打乱 ${scramble} 之后的魔方，展开图`,
    cubeCaptionBefore: '打乱 ',
    cubeCaptionAfter: ' 之后的魔方展开图：上面在最上方，下面一行依次是左、前、右、后，最下方是底面。',
    chaptersHeading: '章节',
    otherEdition: 'This notebook is also in English: ',
    otherEditionLink: 'read the English edition',
    glossaryLink: '术语表',
    articleLink: '致原文读者：原文的说法逐条核对，原文的代码逐项对照',
    moreHeading: '笔记里还有',
  },
  glossary: {
    title: '术语表',
    description: '笔记中的术语，中英对照，每条附一句定义和讲解它的章节。',
    intro: '笔记中用到的术语，中英对照，两个版本用的都是这些译法；每条都链接到讲解它的小节。',
    chapterLink: (order) => `第 ${order} 章`,
  },
  components: {
    formula: '公式',
    loadScramble: '（载入这个打乱）',
    showListing: (lines) => `展开代码清单（${lines} 行）`,
  },
  notFound: {
    title: '页面不存在',
    description: '口袋魔方笔记里没有这个页面。',
    text: '这个地址上没有页面。笔记增加章节时，它可能被移动了。',
    back: '回到目录',
  },
};
