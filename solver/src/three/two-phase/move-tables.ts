/**
 * Move tables for both phases (kociemba.org/cube.htm, "Move Tables"): row =
 * coordinate, column = move, entry = the coordinate after the move. Every
 * entry is computed by building a cubie state with that coordinate, turning
 * it with the cubie model (../cube-state.ts, ../edge-state.ts) and reading the
 * coordinate back, so the tables can be no more right or wrong than the model.
 *
 * Phase 1 (18 moves): twist 2,187 rows, flip 2,048, slice position 495.
 * Phase 2 (10 moves): corner permutation 40,320, UD-edge permutation 40,320,
 * slice permutation 24. Phase 2 reads the ten G1 columns of the corner
 * permutation's 18-move table.
 */
import { SOLVED, compose } from '../../corner-state.ts';
import { memoize } from '../../memo.ts';
import { cornerStateOf, cornerTwistCoordinate, THREE_CORNER_PERMS, THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { cubeMove } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { SOLVED_EDGES, composeEdges } from '../edge-state.ts';
import { FIRST_SLICE_EDGE, FLIP_COUNT, SLICE_COUNT, flipCoordinate, flipsOf, sliceEdgesOf, slicePositionCoordinate } from './phase1-coordinates.ts';
import { PHASE1_MOVES, PHASE1_MOVE_COUNT, PHASE2_MOVES, PHASE2_MOVE_COUNT } from './phase-moves.ts';
import { SLICE_PERMS } from './phase2-coordinates.ts';

export interface TwoPhaseMoveTables {
  /** twist · 18 + m → twist. */
  readonly twist: Uint16Array;
  /** flip · 18 + m → flip. */
  readonly flip: Uint16Array;
  /** slice position · 18 + m → slice position. */
  readonly slice: Uint16Array;
  /** corner permutation · 18 + m → corner permutation (all 18 moves: phase 1's path is replayed on it). */
  readonly cornerPerm: Uint16Array;
  /** corner permutation · 10 + k → corner permutation, for phase-2 move k. */
  readonly cornerPerm2: Uint16Array;
  /** UD-edge permutation · 10 + k → UD-edge permutation. */
  readonly udEdgePerm2: Uint16Array;
  /** slice permutation · 10 + k → slice permutation. */
  readonly slicePerm2: Uint8Array;
  /**
   * edgePerm[m · 12 + i] = the edge position whose piece move m brings to i
   * (the replaced-by map of ../edge-state.ts): phase 1's path is replayed on a
   * 12-entry edge array to read the phase-2 edge coordinates where it ends.
   */
  readonly edgePerm: Int8Array;
}

const turns = PHASE1_MOVES.map((m) => cubeMove(m.face, m.quarterTurns));

// #region build-move-tables
function build(): TwoPhaseMoveTables {
  const n1 = PHASE1_MOVE_COUNT;
  const n2 = PHASE2_MOVE_COUNT;
  const twist = new Uint16Array(THREE_CORNER_TWISTS * n1);
  for (let t = 0; t < THREE_CORNER_TWISTS; t++) {
    const state = { perm: SOLVED.perm, twist: cornerStateOf(0, t).twist };
    for (let m = 0; m < n1; m++) twist[t * n1 + m] = cornerTwistCoordinate(compose(state, turns[m].corners));
  }
  const flip = new Uint16Array(FLIP_COUNT * n1);
  for (let f = 0; f < FLIP_COUNT; f++) {
    const state = { perm: SOLVED_EDGES.perm, flip: flipsOf(f) };
    for (let m = 0; m < n1; m++) flip[f * n1 + m] = flipCoordinate(composeEdges(state, turns[m].edges));
  }
  const slice = new Uint16Array(SLICE_COUNT * n1);
  for (let s = 0; s < SLICE_COUNT; s++) {
    const state = sliceEdgesOf(s);
    for (let m = 0; m < n1; m++) slice[s * n1 + m] = slicePositionCoordinate(composeEdges(state, turns[m].edges));
  }
  const cornerPerm = permutationMoveTable(0, 8, turns.map((t) => t.corners.perm));
  const cornerPerm2 = new Uint16Array(THREE_CORNER_PERMS * n2);
  for (let p = 0; p < THREE_CORNER_PERMS; p++) for (let k = 0; k < n2; k++) cornerPerm2[p * n2 + k] = cornerPerm[p * n1 + PHASE2_MOVES[k]];
  // G1's moves keep the U/D edges in positions 0..7 and the slice edges in 8..11, so each part is a permutation of its own.
  const phase2Edges = PHASE2_MOVES.map((m) => turns[m].edges.perm);
  const udEdgePerm2 = permutationMoveTable(0, FIRST_SLICE_EDGE, phase2Edges);
  const slicePerm2 = Uint8Array.from(permutationMoveTable(FIRST_SLICE_EDGE, EDGE_COUNT - FIRST_SLICE_EDGE, phase2Edges));
  const edgePerm = new Int8Array(n1 * EDGE_COUNT);
  for (let m = 0; m < n1; m++) for (let i = 0; i < EDGE_COUNT; i++) edgePerm[m * EDGE_COUNT + i] = turns[m].edges.perm[i];
  return { twist, flip, slice, cornerPerm, cornerPerm2, udEdgePerm2, slicePerm2, edgePerm };
}
// #endregion

/**
 * The move table of a permutation coordinate (the Lehmer rank of the pieces in
 * positions from..from+size−1, which the moves keep among themselves): each
 * row's permutation is unranked once, each move applied with the model's own
 * replaced-by map, as compose() does (piece at i ← piece at turn[i]), and the
 * result ranked, as permutationRank() does, with no arrays made per entry.
 * Building a cubie state per entry (compose, slice, rank) took most of a
 * second of the worker's table build for the two 40,320-row tables.
 * move-tables.test.ts checks every move from random cubes against the model.
 */
function permutationMoveTable(from: number, size: number, turnPerms: readonly (readonly number[])[]): Uint16Array {
  let rows = 1;
  for (let k = 2; k <= size; k++) rows *= k;
  const n = turnPerms.length;
  const table = new Uint16Array(rows * n);
  const perm = new Int8Array(size);
  const moved = new Int8Array(size);
  const unused = new Int8Array(size);
  for (let r = 0; r < rows; r++) {
    // permutationUnrank: factorial-base digits from the left, digit d = the d-th smallest unused value.
    for (let k = 0; k < size; k++) unused[k] = k;
    let rest = r;
    let divisor = rows;
    for (let i = 0; i < size; i++) {
      divisor /= size - i;
      const d = Math.floor(rest / divisor);
      rest -= d * divisor;
      perm[i] = unused[d];
      for (let k = d; k < size - i - 1; k++) unused[k] = unused[k + 1];
    }
    for (let m = 0; m < n; m++) {
      const turn = turnPerms[m];
      for (let i = 0; i < size; i++) moved[i] = perm[turn[from + i] - from];
      let rank = 0;
      for (let i = 0; i < size; i++) {
        let smaller = 0;
        for (let j = i + 1; j < size; j++) if (moved[j] < moved[i]) smaller++;
        rank = rank * (size - i) + smaller;
      }
      table[r * n + m] = rank;
    }
  }
  return table;
}

/** The move tables, built once per process or worker (about 0.2 s; see the bench). */
export const twoPhaseMoveTables: () => TwoPhaseMoveTables = (() => {
  const once = memoize((_: 'tables') => build());
  return () => once('tables');
})();
