/**
 * The classic-BFS comparison as table rows: for each metric and PDB, how many
 * entries the last-move-skipping BFS (solver/src/classic/skipping-bfs.ts) gets
 * wrong against the correct one. Pure; tested in tests/site/ch5-classic-rows.test.ts.
 */
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/kit.ts';
import { pageMessages } from '../../i18n/page-language.ts';
export type PdbName = 'perm' | 'orient';

/** The fields of a comparison the table needs (a ClassicBfsResponse has them all). */
export interface Comparison {
  readonly metric: Metric;
  readonly pdb: PdbName;
  readonly size: number;
  readonly wrong: number;
  readonly overestimated: number;
  readonly unreached: number;
  readonly examples: readonly { coordinate: number; correct: number; classic: number }[];
}

/** 255 in the classic table: the skipping BFS never reached that entry. */
export const UNREACHED = 0xff;

/** Every comparison the widget runs, in table order. */
export const COMPARISONS: readonly { metric: Metric; pdb: PdbName }[] = [
  { metric: 'htm', pdb: 'orient' },
  { metric: 'htm', pdb: 'perm' },
  { metric: 'qtm', pdb: 'orient' },
  { metric: 'qtm', pdb: 'perm' },
];

export function verdict(c: Comparison, words = pageMessages().classic.bfs): string {
  if (c.wrong === 0) return words.identical;
  return words.wrong(c.wrong, c.overestimated, c.unreached, c.wrong - c.overestimated - c.unreached);
}

/** One example entry in words: "entry 12: correct 2, classic 4". */
export function exampleText(e: Comparison['examples'][number], words = pageMessages().classic.bfs): string {
  return words.example(e.coordinate, e.correct, e.classic === UNREACHED ? null : e.classic);
}

/** A row's first three examples, one after another in the page's punctuation ("; " or "；"), or a dash for none. */
export function examplesText(examples: Comparison['examples'], words = pageMessages().classic.bfs): string {
  return examples.length ? examples.slice(0, 3).map((e) => exampleText(e, words)).join(words.exampleSeparator) : '–';
}

/** The sentence a screen reader hears after a run. */
export function runSummary(rows: readonly Comparison[], words = pageMessages().classic.bfs): string {
  const bad = rows.filter((r) => r.wrong > 0);
  if (bad.length === 0) return words.allIdentical;
  return words.someWrong(bad.length, rows.length, bad.map((r) => `${METRIC_ABBREVIATIONS[r.metric]} ${words.pdbNames[r.pdb]}`));
}
