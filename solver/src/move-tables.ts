/**
 * Move tables: for every coordinate value and every move, the coordinate after
 * the move — computed once from the cubie model, then a turn costs two array
 * reads instead of permuting arrays. This works because a turn's effect on the
 * permutation does not depend on the twists and vice versa (corner-state.ts).
 * Sizes: 5040 × 9 and 729 × 9 entries for HTM (5040 × 6 and 729 × 6 for QTM).
 */
import { compose } from './corner-state.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT, MOVING_CORNERS } from './coordinates.ts';
import { moveState } from './cube-moves.ts';
import { FIXED_CORNER } from './corner-geometry.ts';
import { memoize } from './memo.ts';
import { type Metric, METRIC_MOVES, type SearchMove } from './metric.ts';
import { orientationIndex, orientationUnindex } from './orientation-index.ts';
import { permutationRank, permutationUnrank } from './permutation-rank.ts';

export interface MoveTables {
  readonly metric: Metric;
  readonly moves: readonly SearchMove[];
  /** Number of moves: the row stride of both tables. */
  readonly moveCount: number;
  /** permMove[perm · moveCount + m] = permutation coordinate after move m. */
  readonly permMove: Uint16Array;
  /** orientMove[orient · moveCount + m] = orientation coordinate after move m. */
  readonly orientMove: Uint16Array;
}

const IDENTITY_TWIST = [0, 0, 0, 0, 0, 0, 0, 0];
const IDENTITY_PERM = [0, 1, 2, 3, 4, 5, 6, 7];

// #region build-move-tables
export function buildMoveTables(metric: Metric): MoveTables {
  const moves = METRIC_MOVES[metric];
  const moveCount = moves.length;
  const turns = moves.map((m) => moveState(m.face, m.quarterTurns));
  const permMove = new Uint16Array(PERMUTATION_COUNT * moveCount);
  for (let perm = 0; perm < PERMUTATION_COUNT; perm++) {
    const state = { perm: [...permutationUnrank(perm, MOVING_CORNERS), FIXED_CORNER], twist: IDENTITY_TWIST };
    for (let m = 0; m < moveCount; m++) {
      permMove[perm * moveCount + m] = permutationRank(compose(state, turns[m]).perm.slice(0, MOVING_CORNERS));
    }
  }
  const orientMove = new Uint16Array(ORIENTATION_COUNT * moveCount);
  for (let orient = 0; orient < ORIENTATION_COUNT; orient++) {
    const state = { perm: IDENTITY_PERM, twist: [...orientationUnindex(orient), 0] };
    for (let m = 0; m < moveCount; m++) {
      orientMove[orient * moveCount + m] = orientationIndex(compose(state, turns[m]).twist);
    }
  }
  return { metric, moves, moveCount, permMove, orientMove };
}
// #endregion

/** Move tables for a metric, built on first use and kept (they are small: ~100 KB for HTM). */
export const moveTables: (metric: Metric) => MoveTables = memoize(buildMoveTables);
