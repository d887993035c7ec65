/**
 * The site's frame in English: header, footer, chapter navigation, search,
 * theme and language switches, the home page and the 404 page.
 */
import { countOf } from '../../lib/format.ts';

export const site = {
  name: 'Pocket Cube Notebook',
  skipToContent: 'Skip to content',
  footer:
    'Pocket Cube Notebook: optimal 2×2×2 solving, explained with a real solver running in your browser. Every number on these pages is computed by that solver when the site is built.',
  /** The footer's licence line (LICENSE and LICENSE-CONTENT.md): its words around the two links. */
  licence: {
    before: 'Text and figures © 2026 the Pocket Cube Notebook authors, under ',
    content: 'CC BY 4.0',
    between: ': reuse them with credit. The code, the solver and this site, is under the ',
    code: 'MIT licence',
    after: '.',
  },
  homeDescription:
    'An interactive notebook on solving the 2×2×2 Pocket Cube optimally: state encoding, move tables, breadth-first search, pattern databases and IDA*, with a real solver running in your browser.',
  languageSwitch: {
    /** Said after the switch's visible text (the other language's name) in its accessible name only, in the language of the page (WCAG 2.5.3). */
    nameAfter: ': read this page in Chinese',
  },
  theme: { dark: 'Dark theme' },
  search: {
    label: 'Search the notebook',
    placeholder: 'Search',
    unavailable: 'Search is available in the built site (npm run build, then npm run preview).',
    searching: 'Searching…',
    found: (pages: number) => `${countOf(pages, 'page')} found`,
    nothing: (query: string) => `Nothing found for “${query}”.`,
  },
  toc: {
    heading: 'Chapters',
    navLabel: 'Chapters',
    compactSummary: 'Chapters and sections',
    compactNavLabel: 'Chapters (compact)',
    /** A chapter the other edition has not translated yet: the link goes to the English page. */
    untranslated: 'not yet translated',
    coming: 'coming',
  },
  chapter: {
    kicker: (order: number) => `Chapter ${order}`,
    /** Before a chapter title that is read out but not shown (the number is shown apart). */
    hiddenPrefix: (order: number) => `Chapter ${order}: `,
    prevNextLabel: 'Previous and next chapter',
    previous: 'Previous',
    next: 'Next',
    nextPlanned: (order: number, title: string) => `Next, still being written: ${order}. ${title}. Meanwhile, the `,
    theEnd: 'The end of the notebook. Back to the ',
    contents: 'contents',
    /** Ends the sentence that closes on the contents link. */
    sentenceEnd: '.',
    behind:
      'The English original of this chapter has changed since it was translated; the Chinese text may lag behind it.',
  },
  home: {
    lede: (states: string, godsNumber: number) =>
      `How to solve the 2×2×2 cube in the fewest possible moves, built up one idea at a time: how to write a position down as a number, how moves become table lookups, how a breadth-first search visits all ${states} positions, and how IDA* with a pattern database finds an optimal solution of at most ${godsNumber} moves in milliseconds.`,
    figures:
      'Every chapter is a page of prose with live figures. The figures run the same TypeScript solver the notebook describes, in a Web Worker in your browser; the code listings are quoted from it.',
    start: (order: number, title: string) => `Start with chapter ${order}: ${title}`,
    cubeLabel: (scramble: string) => `The cube after ${scramble}, unfolded`,
    cubeCaptionBefore: 'The cube after ',
    cubeCaptionAfter: ', unfolded: up face on top, then left, front, right, back, and down.',
    chaptersHeading: 'The chapters',
    otherEdition: '这本笔记也有中文版：',
    otherEditionLink: '阅读中文版',
    glossaryLink: 'Glossary',
    articleLink: 'For readers of the Chinese article this notebook grew from: its claims checked, its code mapped',
    moreHeading: 'Also in the notebook',
  },
  glossary: {
    title: 'Glossary',
    description: 'The terms of the notebook in English and Chinese, each with a one-line definition and the chapter that teaches it.',
    intro: 'The notebook’s terms in English and in Chinese, as both editions use them, each with the section that teaches it.',
    chapterLink: (order: number) => `chapter ${order}`,
  },
  /** The chapters' building blocks (src/components/). */
  components: {
    formula: 'Formula',
    loadScramble: ' (load this scramble)',
    showListing: (lines: number) => `Show the listing (${lines} lines)`,
  },
  notFound: {
    title: 'Page not found',
    description: 'This page of the Pocket Cube Notebook does not exist.',
    text: 'There is no page at this address. It may have moved when the notebook grew a chapter.',
    back: 'Go to the table of contents',
  },
};
