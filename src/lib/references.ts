/**
 * Every outside work the notebook cites, and which chapter cites which (issue
 * 37, "Sources you can click"): the one place a chapter's references section
 * (<References chapter="05" />), its citation marks (<Cite id="korf1997" />)
 * and the bibliography page (src/views/BibliographyPage.astro) take their
 * entries from, so they cannot disagree.
 *
 * Titles stay in their original language; `titleZh` is a gloss the Chinese
 * edition shows beside one where it helps. `zh` is a Chinese source on the
 * same subject (the Chinese Wikipedia's 康托展开 for the Lehmer code).
 * Volume and page numbers live here, not in the prose (the chapters state no
 * hand-typed numbers: tests/site/chapter-numbers.test.ts).
 *
 * Each link was checked against an independent copy of its address before it
 * was written here; where none could be found, the entry has no link and says
 * why in `unlinked` (a citation without a link rather than a guessed link).
 * tests/site/references.test.ts holds the chapters to this module: every
 * <Cite> names an entry, each chapter's marks come in the order of
 * CHAPTER_CITATIONS (so the numbers run 1, 2, 3 down the page), and every
 * entry is cited somewhere.
 */

export interface Reference {
  /** The name a <Cite> uses; the entry's anchor is `ref-<id>`. */
  readonly id: string;
  /** As the entry shows them, in their own script and order. */
  readonly authors: string;
  /** Year of publication; null for a web page or program that is kept up to date. */
  readonly year: number | null;
  /** The original title, untranslated. */
  readonly title: string;
  /** An optional Chinese gloss of the title, shown in the Chinese edition after it. */
  readonly titleZh?: string;
  /** Journal, proceedings, publisher or site, with volume and pages where they are known. */
  readonly venue?: string;
  /** A DOI (10.xxxx/…), linked through https://doi.org/. */
  readonly doi?: string;
  /** An https address of the work itself (or of its publisher's or author's page for it). */
  readonly url?: string;
  /** Why the entry has no link: the address could not be confirmed. */
  readonly unlinked?: string;
  /** A short description in the notebook's own words (an OEIS entry's subject), not a title. */
  readonly note?: string;
  readonly noteZh?: string;
  /** A Chinese source on the same subject, shown in the Chinese edition. */
  readonly zh?: { readonly title: string; readonly url: string };
}

export const REFERENCES = [
  {
    id: 'scherphuis-pocket-cube',
    authors: 'Jaap Scherphuis',
    year: null,
    title: 'Pocket Cube',
    venue: 'Jaap’s Puzzle Pages',
    url: 'https://www.jaapsch.net/puzzles/cube2.htm',
  },
  {
    id: 'oeis-a079761',
    authors: 'N. J. A. Sloane (ed.)',
    year: 2003,
    title: 'A079761',
    note: 'The Pocket Cube’s positions by distance from solved, half-turn metric',
    noteZh: '二阶魔方各距离上的状态数（半转度量）',
    venue: 'The On-Line Encyclopedia of Integer Sequences',
    url: 'https://oeis.org/A079761',
  },
  {
    id: 'oeis-a079762',
    authors: 'N. J. A. Sloane (ed.)',
    year: 2003,
    title: 'A079762',
    note: 'The Pocket Cube’s positions by distance from solved, quarter-turn metric',
    noteZh: '二阶魔方各距离上的状态数（四分之一转度量）',
    venue: 'The On-Line Encyclopedia of Integer Sequences',
    url: 'https://oeis.org/A079762',
  },
  {
    id: 'oeis-a080629',
    authors: 'N. J. A. Sloane (ed.)',
    year: 2003,
    title: 'A080629',
    note: 'The 3×3×3’s corner positions by distance from solved, half-turn metric',
    noteZh: '三阶魔方角块各距离上的状态数（半转度量）',
    venue: 'The On-Line Encyclopedia of Integer Sequences',
    url: 'https://oeis.org/A080629',
  },
  {
    id: 'oeis-a080630',
    authors: 'N. J. A. Sloane (ed.)',
    year: 2003,
    title: 'A080630',
    note: 'The 3×3×3’s corner positions by distance from solved, quarter-turn metric',
    noteZh: '三阶魔方角块各距离上的状态数（四分之一转度量）',
    venue: 'The On-Line Encyclopedia of Integer Sequences',
    url: 'https://oeis.org/A080630',
  },
  {
    id: 'garron-cubingjs',
    authors: 'Lucas Garron and contributors',
    year: null,
    title: 'cubing.js',
    venue: 'JavaScript library, with the Twizzle player and editor',
    url: 'https://js.cubing.net/cubing/',
  },
  {
    id: 'kociemba-cubie',
    authors: 'Herbert Kociemba',
    year: null,
    title: 'The Cubie Level',
    note: 'How the corners and edges are numbered, and how their twists and flips are counted',
    noteZh: '角块与棱块的编号，以及扭转和翻转的计法',
    venue: 'kociemba.org',
    url: 'https://kociemba.org/math/cubielevel.htm',
  },
  {
    id: 'lehmer1960',
    authors: 'D. H. Lehmer',
    year: 1960,
    title: 'Teaching combinatorial tricks to a computer',
    venue: 'Combinatorial Analysis, Proceedings of Symposia in Applied Mathematics 10, American Mathematical Society, pp. 179–193',
    unlinked: 'no address or DOI for this paper could be confirmed',
  },
  {
    id: 'knuth-taocp2',
    authors: 'Donald E. Knuth',
    year: 1997,
    title: 'The Art of Computer Programming, Volume 2: Seminumerical Algorithms',
    titleZh: '计算机程序设计艺术，第 2 卷：半数值算法',
    venue: 'Third edition, Addison-Wesley; §3.3.2, Algorithm P',
    url: 'https://www-cs-faculty.stanford.edu/~knuth/taocp.html',
  },
  {
    id: 'wikipedia-lehmer-code',
    authors: 'Wikipedia',
    year: null,
    title: 'Lehmer code',
    titleZh: '莱默码',
    url: 'https://en.wikipedia.org/wiki/Lehmer_code',
    zh: { title: '维基百科：康托展开', url: 'https://zh.wikipedia.org/wiki/%E5%BA%B7%E6%89%98%E5%B1%95%E5%BC%80' },
  },
  {
    id: 'beamer2012',
    authors: 'Scott Beamer, Krste Asanović, David Patterson',
    year: 2012,
    title: 'Direction-optimizing breadth-first search',
    titleZh: '方向优化的广度优先搜索',
    venue: 'SC ’12: Proceedings of the International Conference on High Performance Computing, Networking, Storage and Analysis, IEEE',
    doi: '10.1109/SC.2012.50',
  },
  {
    id: 'culberson1998',
    authors: 'Joseph C. Culberson, Jonathan Schaeffer',
    year: 1998,
    title: 'Pattern databases',
    titleZh: '模式数据库',
    venue: 'Computational Intelligence 14(3), pp. 318–334',
    doi: '10.1111/0824-7935.00065',
  },
  {
    id: 'korf1997',
    authors: 'Richard E. Korf',
    year: 1997,
    title: 'Finding optimal solutions to Rubik’s Cube using pattern databases',
    titleZh: '用模式数据库求魔方的最优解',
    venue: 'Proceedings of the Fourteenth National Conference on Artificial Intelligence (AAAI-97), AAAI Press, pp. 700–705',
    url: 'https://cdn.aaai.org/AAAI/1997/AAAI97-109.pdf',
  },
  {
    id: 'korf-felner2002',
    authors: 'Richard E. Korf, Ariel Felner',
    year: 2002,
    title: 'Disjoint pattern database heuristics',
    titleZh: '不相交模式数据库启发函数',
    venue: 'Artificial Intelligence 134(1–2), pp. 9–22',
    doi: '10.1016/S0004-3702(01)00092-3',
  },
  {
    id: 'korf-reid-edelkamp2001',
    authors: 'Richard E. Korf, Michael Reid, Stefan Edelkamp',
    year: 2001,
    title: 'Time complexity of iterative-deepening-A*',
    titleZh: '迭代加深 A* 的时间复杂度',
    venue: 'Artificial Intelligence 129(1–2), pp. 199–218',
    doi: '10.1016/S0004-3702(01)00094-7',
  },
  {
    id: 'korf1985',
    authors: 'Richard E. Korf',
    year: 1985,
    title: 'Depth-first iterative-deepening: an optimal admissible tree search',
    titleZh: '深度优先迭代加深：一种最优的可采纳树搜索',
    venue: 'Artificial Intelligence 27(1), pp. 97–109',
    doi: '10.1016/0004-3702(85)90084-0',
  },
  {
    id: 'knuth1975',
    authors: 'Donald E. Knuth',
    year: 1975,
    title: 'Estimating the efficiency of backtrack programs',
    titleZh: '估计回溯程序的效率',
    venue: 'Mathematics of Computation 29(129)',
    doi: '10.1090/S0025-5718-1975-0373371-6',
  },
  {
    id: 'chen1992',
    authors: 'Pang C. Chen',
    year: 1992,
    title: 'Heuristic sampling: a method for predicting the performance of tree searching programs',
    titleZh: '启发式抽样：预测树搜索程序性能的一种方法',
    venue: 'SIAM Journal on Computing 21(2), pp. 295–315',
    doi: '10.1137/0221022',
  },
  {
    id: 'lelis2013',
    authors: 'Levi H. S. Lelis, Sandra Zilles, Robert C. Holte',
    year: 2013,
    title: 'Predicting the size of IDA*’s search tree',
    titleZh: '预测 IDA* 搜索树的大小',
    venue: 'Artificial Intelligence',
    unlinked: 'the journal’s DOI for this paper could not be confirmed',
  },
  {
    id: 'korf2007',
    authors: 'Richard E. Korf',
    year: 2007,
    title: 'Analyzing the performance of pattern database heuristics',
    titleZh: '模式数据库启发函数的性能分析',
    venue: 'Proceedings of the Twenty-Second AAAI Conference on Artificial Intelligence (AAAI-07)',
    unlinked: 'the proceedings’ address for this paper could not be confirmed',
  },
  {
    id: 'kociemba-twophase',
    authors: 'Herbert Kociemba',
    year: null,
    title: 'The Two-Phase Algorithm',
    titleZh: '两阶段算法',
    venue: 'kociemba.org',
    note: 'The algorithm dates from 1992',
    noteZh: '算法发表于 1992 年',
    url: 'https://kociemba.org/math/twophase.htm',
  },
  {
    id: 'rokicki2010-cube20',
    authors: 'Tomas Rokicki, Herbert Kociemba, Morley Davidson, John Dethridge',
    year: 2010,
    title: 'God’s Number is 20',
    titleZh: '上帝之数是 20',
    venue: 'cube20.org',
    url: 'https://cube20.org/',
  },
  {
    id: 'rokicki2013',
    authors: 'Tomas Rokicki, Herbert Kociemba, Morley Davidson, John Dethridge',
    year: 2013,
    title: 'The diameter of the Rubik’s Cube group is twenty',
    titleZh: '魔方群的直径是二十',
    venue: 'SIAM Journal on Discrete Mathematics 27(2), pp. 1082–1105; reprinted in SIAM Review 56(4), pp. 645–670 (2014)',
    doi: '10.1137/120867366',
  },
  {
    id: 'rokicki2014-qtm',
    authors: 'Tomas Rokicki, Morley Davidson',
    year: 2014,
    title: 'God’s Number is 26 in the Quarter-Turn Metric',
    titleZh: '四分之一转度量下上帝之数是 26',
    venue: 'cube20.org',
    url: 'https://cube20.org/qtm/',
  },
  {
    id: 'kociemba-solver',
    authors: 'Herbert Kociemba',
    year: null,
    title: 'RubiksCube-TwophaseSolver',
    titleZh: '两阶段算法的 Python 实现',
    venue: 'Source code on GitHub',
    url: 'https://github.com/hkociemba/RubiksCube-TwophaseSolver',
  },
  {
    id: 'kociemba-twophase-details',
    authors: 'Herbert Kociemba',
    year: null,
    title: 'Two-Phase Algorithm Details',
    titleZh: '两阶段算法的细节',
    venue: 'kociemba.org',
    note: 'Thistlethwaite’s algorithm, the subgroup G1, and the bounds of each phase',
    noteZh: 'Thistlethwaite 算法、子群 G1，以及每个阶段的步数上限',
    url: 'https://kociemba.org/math/imptwophase.htm',
  },
  {
    id: 'reid1995-upper-bounds',
    authors: 'Michael Reid',
    year: 1995,
    title: 'new upper bounds',
    titleZh: '新的上界',
    venue: 'Cube-Lovers mailing list, 7 January 1995 (the list’s archive at cube20.org)',
    url: 'https://cube20.org/cubelovers/CL14/054.txt',
  },
  {
    id: 'kociemba-optimal',
    authors: 'Herbert Kociemba',
    year: null,
    title: 'The Optimal Solvers',
    titleZh: '最优求解器',
    venue: 'kociemba.org',
    note: 'Cube Explorer’s optimal solver, after Michael Reid’s method of 1997',
    noteZh: 'Cube Explorer 的最优求解器，用的是 Michael Reid 1997 年的方法',
    url: 'https://kociemba.org/math/optimal.htm',
  },
  {
    id: 'chen-min2phase',
    authors: 'Chen Shuang',
    year: null,
    title: 'min2phase',
    titleZh: '两阶段算法的精简 Java 实现',
    venue: 'Source code on GitHub',
    url: 'https://github.com/cs0x7f/min2phase',
  },
] as const satisfies readonly Reference[];

export type ReferenceId = (typeof REFERENCES)[number]['id'];

/** A chapter by the two digits its file name starts with. */
export type ChapterKey = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10';

/**
 * Which chapter cites which, in the order of each one's first <Cite> on the
 * page: the chapter's references section lists them in this order, and a
 * mark shows the entry's place in it ([1], [2], …). A chapter that cites no
 * outside work (chapter 3) has no list and no section.
 */
export const CHAPTER_CITATIONS: Readonly<Partial<Record<ChapterKey, readonly ReferenceId[]>>> = {
  '01': ['garron-cubingjs', 'scherphuis-pocket-cube', 'oeis-a079761', 'oeis-a079762', 'korf1997'],
  '02': ['kociemba-cubie', 'lehmer1960', 'knuth-taocp2', 'wikipedia-lehmer-code'],
  '04': ['beamer2012', 'scherphuis-pocket-cube', 'oeis-a079761', 'oeis-a079762'],
  '05': ['culberson1998', 'korf1997', 'korf-felner2002', 'korf-reid-edelkamp2001'],
  '06': ['korf1985', 'korf1997', 'korf-reid-edelkamp2001'],
  '07': ['korf-reid-edelkamp2001', 'knuth1975', 'chen1992', 'lelis2013'],
  '08': ['korf1997', 'korf-felner2002', 'oeis-a080629', 'oeis-a080630', 'korf2007', 'kociemba-optimal', 'kociemba-twophase', 'rokicki2010-cube20', 'rokicki2013', 'rokicki2014-qtm'],
  '09': ['korf1997', 'kociemba-twophase'],
  '10': ['kociemba-twophase', 'chen-min2phase', 'garron-cubingjs', 'kociemba-solver', 'kociemba-twophase-details', 'reid1995-upper-bounds', 'kociemba-optimal', 'rokicki2010-cube20', 'rokicki2013'],
};

const BY_ID: ReadonlyMap<string, Reference> = new Map(REFERENCES.map((reference) => [reference.id, reference]));

/** The entry with this id, or undefined. */
export function referenceById(id: string): Reference | undefined {
  return BY_ID.get(id);
}

/** A chapter's entries, in the order it first cites them (empty when it cites none). */
export function chapterReferences(chapter: ChapterKey): readonly Reference[] {
  return (CHAPTER_CITATIONS[chapter] ?? []).map((id) => BY_ID.get(id)!);
}

/** The chapters that cite this entry, in chapter order. */
export function chaptersCiting(id: string): ChapterKey[] {
  return (Object.keys(CHAPTER_CITATIONS) as ChapterKey[]).filter((chapter) => CHAPTER_CITATIONS[chapter]!.includes(id as ReferenceId)).sort();
}

/** The address an entry's title links to: the work's own address, else its DOI; null for an unlinked entry. */
export function referenceHref(reference: Reference): string | null {
  return reference.url ?? (reference.doi ? doiHref(reference.doi) : null);
}

export function doiHref(doi: string): string {
  return `https://doi.org/${doi}`;
}

/** The two digits a chapter's page address starts its slug with (`…/chapters/05-pattern-databases/` → '05'), or null. */
export function chapterKeyOfPath(pathname: string): ChapterKey | null {
  const match = /\/chapters\/(\d\d)-/.exec(pathname);
  return match ? (match[1] as ChapterKey) : null;
}

/** The anchor of an entry in a references list. */
export function referenceAnchor(id: string): string {
  return `ref-${id}`;
}

/** The bibliography's order: by the entry's id, which starts with its first author's surname (or the source's name). */
export function bibliographyOrder(): readonly Reference[] {
  return [...REFERENCES].sort((a, b) => a.id.localeCompare(b.id, 'en'));
}
