/**
 * The classic-BFS comparison as table rows: for each metric and PDB, how many
 * entries the last-move-skipping BFS (solver/src/classic/skipping-bfs.ts) gets
 * wrong against the correct one. Pure; tested in tests/site/ch5-classic-rows.test.ts.
 */
import { formatCount } from '../../lib/format.ts';
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/vocabulary.ts';
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

export const PDB_NAME: Record<PdbName, string> = { perm: 'permutation PDB', orient: 'orientation PDB' };

/** Every comparison the widget runs, in table order. */
export const COMPARISONS: readonly { metric: Metric; pdb: PdbName }[] = [
  { metric: 'htm', pdb: 'orient' },
  { metric: 'htm', pdb: 'perm' },
  { metric: 'qtm', pdb: 'orient' },
  { metric: 'qtm', pdb: 'perm' },
];

export function verdict(c: Comparison): string {
  if (c.wrong === 0) return 'identical on this model';
  const parts = [];
  if (c.overestimated) parts.push(`${formatCount(c.overestimated)} too large`);
  if (c.unreached) parts.push(`${formatCount(c.unreached)} never reached`);
  const under = c.wrong - c.overestimated - c.unreached;
  if (under) parts.push(`${formatCount(under)} too small`);
  return `${formatCount(c.wrong)} wrong (${parts.join(', ')})${c.overestimated + c.unreached > 0 ? ': not admissible' : ''}`;
}

/** One example entry in words: "coordinate 12: correct 2, classic 4". */
export function exampleText(e: Comparison['examples'][number]): string {
  const classic = e.classic === UNREACHED ? 'never reached' : String(e.classic);
  return `entry ${e.coordinate}: correct ${e.correct}, classic ${classic}`;
}

/** The sentence a screen reader hears after a run. */
export function runSummary(rows: readonly Comparison[]): string {
  const bad = rows.filter((r) => r.wrong > 0);
  if (bad.length === 0) return 'All four tables came out identical to the correct ones.';
  const names = bad.map((r) => `${METRIC_ABBREVIATIONS[r.metric]} ${PDB_NAME[r.pdb]}`);
  return `${bad.length} of ${rows.length} tables came out wrong: ${names.join(', ')}.`;
}
