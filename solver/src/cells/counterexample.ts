/**
 * A position a verdict points at, as the reader can use it: its state index,
 * its true distance, and a scramble that reaches it (the inverse of an optimal
 * solution found with the exact table), which the page turns into a Try link.
 */
import { distanceTable } from '../bfs.ts';
import { stateOfIndex } from '../coordinates.ts';
import type { Metric } from '../metric.ts';
import { invertSequence } from '../scramble.ts';
import { solveState } from '../solve.ts';

/** A position a verdict points at: its state index (DBL fixed), its true distance, and a scramble that reaches it. */
export interface Position {
  readonly index: number;
  /** The true distance in the verdict's metric. */
  readonly distance: number;
  /** WCA moves (U, R, F) that take the solved cube, DBL held fixed, to this position. */
  readonly scramble: string;
}

export function positionOf(index: number, metric: Metric): Position {
  const answer = solveState(stateOfIndex(index), { metric, heuristic: 'exact' });
  return { index, distance: distanceTable(metric).distance[index], scramble: invertSequence(answer.moves ?? []) };
}
