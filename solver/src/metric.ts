/**
 * The two ways of counting moves. With DBL fixed only U, R and F turn.
 * - HTM (half-turn metric): X, X2, X′ for X in U R F, each one move: 9 moves.
 * - QTM (quarter-turn metric): X and X′ only; a half turn costs two: 6 moves.
 */
import type { Face } from './corner-geometry.ts';
import { formatMove } from './notation.ts';

/** How moves are counted: 'htm' (a half turn is one move) or 'qtm' (a half turn is two). */
export type Metric = 'htm' | 'qtm';
/** Both metrics, HTM first. */
export const METRICS: readonly Metric[] = ['htm', 'qtm'];

export interface SearchMove {
  readonly name: string;
  readonly face: Face;
  /** 0 for U, 1 for R, 2 for F: faces the pruning rules compare. */
  readonly faceIndex: number;
  readonly quarterTurns: 1 | 2 | 3;
}

const TURNING_FACES: readonly Face[] = ['U', 'R', 'F'];

function movesOf(turns: readonly (1 | 2 | 3)[]): SearchMove[] {
  return TURNING_FACES.flatMap((face, faceIndex) =>
    turns.map((quarterTurns) => ({ name: formatMove(face, quarterTurns), face, faceIndex, quarterTurns })),
  );
}

// #region metric-moves
/** Moves in a fixed order; a move's position here is its index in the move tables. */
export const METRIC_MOVES: Readonly<Record<Metric, readonly SearchMove[]>> = {
  htm: movesOf([1, 2, 3]),
  qtm: movesOf([1, 3]),
};
// #endregion

/**
 * True when `value` is 'htm' or 'qtm' (lower case only).
 *
 * @example
 * isMetric('qtm') // true
 * isMetric('HTM') // false
 */
export function isMetric(value: unknown): value is Metric {
  return value === 'htm' || value === 'qtm';
}

/**
 * God's number, as published (Jaap's Puzzle Pages, "Pocket Cube"; OEIS A079761,
 * A079762). Quoted for the tests that check bfs.ts reproduces it, never used by
 * the solver itself.
 */
export const PUBLISHED_HISTOGRAM: Readonly<Record<Metric, readonly number[]>> = {
  htm: [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644],
  qtm: [1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276],
};
