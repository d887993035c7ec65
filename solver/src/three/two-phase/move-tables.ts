/**
 * Move tables for both phases (kociemba.org/cube.htm, "Move Tables"): row =
 * coordinate, column = move, entry = the coordinate after the move. Every
 * entry is computed by building a cubie state with that coordinate, turning
 * it with the cubie model (../cube-state.ts, ../edge-state.ts) and reading the
 * coordinate back, so the tables can be no more right or wrong than the model.
 *
 * Phase 1 (18 moves): twist 2,187 rows, flip 2,048, slice position 495.
 * Phase 2 (10 moves): corner permutation 40,320, UD-edge permutation 40,320,
 * slice permutation 24. The corner permutation's 18-move table is
 * ../corner-move-tables.ts's, reused; phase 2 reads its ten columns.
 */
import { SOLVED, compose } from '../../corner-state.ts';
import { memoize } from '../../memo.ts';
import { cornerStateOf, cornerTwistCoordinate, THREE_CORNER_PERMS, THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { cornerMoveTables } from '../corner-move-tables.ts';
import { cubeMove } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { SOLVED_EDGES, composeEdges } from '../edge-state.ts';
import { FLIP_COUNT, SLICE_COUNT, flipCoordinate, flipsOf, sliceEdgesOf, slicePositionCoordinate } from './phase1-coordinates.ts';
import { PHASE1_MOVES, PHASE1_MOVE_COUNT, PHASE2_MOVES, PHASE2_MOVE_COUNT } from './phase-moves.ts';
import { SLICE_PERMS, UD_EDGE_PERMS, phase2EdgesOf, slicePermCoordinate, udEdgePermCoordinate } from './phase2-coordinates.ts';

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
  const cornerPerm = cornerMoveTables('htm').permMove;
  const cornerPerm2 = new Uint16Array(THREE_CORNER_PERMS * n2);
  for (let p = 0; p < THREE_CORNER_PERMS; p++) for (let k = 0; k < n2; k++) cornerPerm2[p * n2 + k] = cornerPerm[p * n1 + PHASE2_MOVES[k]];
  const udEdgePerm2 = new Uint16Array(UD_EDGE_PERMS * n2);
  for (let u = 0; u < UD_EDGE_PERMS; u++) {
    const state = phase2EdgesOf(u, 0);
    for (let k = 0; k < n2; k++) udEdgePerm2[u * n2 + k] = udEdgePermCoordinate(composeEdges(state, turns[PHASE2_MOVES[k]].edges));
  }
  const slicePerm2 = new Uint8Array(SLICE_PERMS * n2);
  for (let s = 0; s < SLICE_PERMS; s++) {
    const state = phase2EdgesOf(0, s);
    for (let k = 0; k < n2; k++) slicePerm2[s * n2 + k] = slicePermCoordinate(composeEdges(state, turns[PHASE2_MOVES[k]].edges));
  }
  const edgePerm = new Int8Array(n1 * EDGE_COUNT);
  for (let m = 0; m < n1; m++) for (let i = 0; i < EDGE_COUNT; i++) edgePerm[m * EDGE_COUNT + i] = turns[m].edges.perm[i];
  return { twist, flip, slice, cornerPerm, cornerPerm2, udEdgePerm2, slicePerm2, edgePerm };
}
// #endregion

/** The move tables, built once per process or worker (about 0.2 s; see the bench). */
export const twoPhaseMoveTables: () => TwoPhaseMoveTables = (() => {
  const once = memoize((_: 'tables') => build());
  return () => once('tables');
})();
