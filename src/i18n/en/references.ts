/**
 * The words around the notebook's references (issue 37): a chapter's citation
 * marks and references list, and the bibliography page. The entries
 * themselves are data (src/lib/references.ts); only these words are
 * translated (../zh/references.ts).
 */
export const references = {
  /** Read before a citation mark's number, not shown: "Reference [3]". */
  citeHidden: 'Reference ',
  /** After an entry with no link. */
  unlinked: 'No link: no address for it could be confirmed.',
  /** Before a Chinese source on the same subject (shown in the Chinese edition only). */
  chineseSource: 'In Chinese: ',
  /** Under a chapter's list. */
  allBefore: 'Every work the notebook cites, with the chapters that cite it, is in the ',
  allLink: 'bibliography',
  allAfter: '.',
  /** On the home page, beside the glossary. */
  homeLink: 'Bibliography: every work the notebook cites, each with a link to it',
  bibliography: {
    title: 'Bibliography',
    description: 'Every paper, book, web page and program the Pocket Cube Notebook cites, with a link to each and the chapters that cite it.',
    intro: 'Every work the notebook cites, in the order of its first author’s name, with a link to it (or its DOI) and the chapters that cite it. Titles are given in their original language.',
    citedIn: 'Cited in ',
    chapterLink: (order: number) => `chapter ${order}`,
    /** Between the chapter links of one entry. */
    separator: ', ',
    articleHeading: 'The article this notebook grew from',
    articleBefore: 'The Chinese article the notebook checks, ',
    articleAfter:
      ', is not listed with a link: it has no address we can give. The notebook names it by its full title only, gives its claims in its own words, and quotes nothing from it. ',
    articleLink: 'The page for its readers',
    articleLinkAfter: ' maps it onto the chapters.',
  },
};
