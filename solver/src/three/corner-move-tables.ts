/**
 * Move tables for the 3×3×3's corners: 40,320 × 18 permutation entries and
 * 2,187 × 18 twist entries in HTM (× 12 in QTM), derived from the same face
 * turns as the 2×2×2 (../cube-moves.ts), in the layout the generic BFS reads
 * (row = coordinate, column = move).
 */
import { SOLVED, compose } from '../corner-state.ts';
import { moveState } from '../cube-moves.ts';
import { memoize } from '../memo.ts';
import type { Metric } from '../metric.ts';
import type { TwoCoordinateSpace } from '../generic/two-coordinate-bfs.ts';
import { THREE_MOVES, type ThreeMove } from './three-metric.ts';
import { THREE_CORNER_PERMS, THREE_CORNER_TWISTS, cornerPermCoordinate, cornerStateOf, cornerTwistCoordinate } from './corner-coordinates.ts';

export interface CornerMoveTables extends TwoCoordinateSpace {
  readonly metric: Metric;
  readonly moves: readonly ThreeMove[];
  readonly permMove: Uint16Array;
  readonly orientMove: Uint16Array;
}

// #region corner-move-tables
export function buildCornerMoveTables(metric: Metric): CornerMoveTables {
  const moves = THREE_MOVES[metric];
  const n = moves.length;
  const turns = moves.map((m) => moveState(m.face, m.quarterTurns));
  const permMove = new Uint16Array(THREE_CORNER_PERMS * n);
  for (let p = 0; p < THREE_CORNER_PERMS; p++) {
    const state = { perm: cornerStateOf(p, 0).perm, twist: SOLVED.twist };
    for (let m = 0; m < n; m++) permMove[p * n + m] = cornerPermCoordinate(compose(state, turns[m]));
  }
  const orientMove = new Uint16Array(THREE_CORNER_TWISTS * n);
  for (let o = 0; o < THREE_CORNER_TWISTS; o++) {
    const state = { perm: SOLVED.perm, twist: cornerStateOf(0, o).twist };
    for (let m = 0; m < n; m++) orientMove[o * n + m] = cornerTwistCoordinate(compose(state, turns[m]));
  }
  return { metric, moves, moveCount: n, permCount: THREE_CORNER_PERMS, orientCount: THREE_CORNER_TWISTS, permMove, orientMove };
}
// #endregion

export const cornerMoveTables: (metric: Metric) => CornerMoveTables = memoize(buildCornerMoveTables);

