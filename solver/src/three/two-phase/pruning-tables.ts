/**
 * Pruning tables (kociemba.org/cube.htm, "Pruning Tables"): exact distances
 * in a projection of each phase, so each is an admissible bound for IDA*.
 * Each is a full breadth-first search over a product of two coordinates,
 * expanding every move of every state, done by the generic BFS
 * (../../generic/two-coordinate-bfs.ts, the same one that builds the corner
 * database): index = block · K + orient, one byte per entry.
 *
 * Phase 1 (18 moves), distances to G1:
 * - slice × twist: 495 · 2,187 = 1,082,565 entries, at most 9 (Kociemba);
 * - slice × flip: 495 · 2,048 = 1,013,760 entries;
 * - twist × flip (optional): 2,187 · 2,048 = 4,478,976 entries. The bench measures what it buys.
 * Phase 2 (10 moves), distances to solved inside G1:
 * - slice permutation × corner permutation: 24 · 40,320 = 967,680 entries;
 * - slice permutation × UD-edge permutation: 24 · 40,320 = 967,680 entries.
 * The moves of both sets are closed under inverses, so the distance from the
 * goal that the BFS computes equals the distance to it.
 */
import { runToEnd, twoCoordinateBfs } from '../../generic/two-coordinate-bfs.ts';
import { memoize } from '../../memo.ts';
import { THREE_CORNER_PERMS, THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { type TwoPhaseMoveTables, twoPhaseMoveTables } from './move-tables.ts';
import { FLIP_COUNT, SLICE_COUNT } from './phase1-coordinates.ts';
import { PHASE1_MOVE_COUNT, PHASE2_MOVE_COUNT } from './phase-moves.ts';
import { SLICE_PERMS, UD_EDGE_PERMS } from './phase2-coordinates.ts';

export interface TwoPhasePruning {
  /** [slice · 2187 + twist]. */
  readonly sliceTwist: Uint8Array;
  /** [slice · 2048 + flip]. */
  readonly sliceFlip: Uint8Array;
  /** [twist · 2048 + flip], or null when not built. */
  readonly twistFlip: Uint8Array | null;
  /** [slice perm · 40320 + corner perm]. */
  readonly sliceCornerPerm: Uint8Array;
  /** [slice perm · 40320 + UD-edge perm]. */
  readonly sliceUdEdgePerm: Uint8Array;
}

/** Distances from the goal (index 0: both coordinates 0) over blocks × orient. */
function bfs(permCount: number, orientCount: number, moveCount: number, permMove: Uint16Array | Uint8Array, orientMove: Uint16Array): Uint8Array {
  return runToEnd(twoCoordinateBfs({ permCount, orientCount, moveCount, permMove, orientMove }, 0)).distance;
}

// #region build-pruning
function build(t: TwoPhaseMoveTables, withTwistFlip: boolean): TwoPhasePruning {
  return {
    sliceTwist: bfs(SLICE_COUNT, THREE_CORNER_TWISTS, PHASE1_MOVE_COUNT, t.slice, t.twist),
    sliceFlip: bfs(SLICE_COUNT, FLIP_COUNT, PHASE1_MOVE_COUNT, t.slice, t.flip),
    twistFlip: withTwistFlip ? bfs(THREE_CORNER_TWISTS, FLIP_COUNT, PHASE1_MOVE_COUNT, t.twist, t.flip) : null,
    sliceCornerPerm: bfs(SLICE_PERMS, THREE_CORNER_PERMS, PHASE2_MOVE_COUNT, t.slicePerm2, t.cornerPerm2),
    sliceUdEdgePerm: bfs(SLICE_PERMS, UD_EDGE_PERMS, PHASE2_MOVE_COUNT, t.slicePerm2, t.udEdgePerm2),
  };
}
// #endregion

const cached = memoize((withTwistFlip: boolean) => build(twoPhaseMoveTables(), withTwistFlip));

/** The pruning tables, built once per process or worker (with or without twist × flip). */
export function twoPhasePruning(options: { twistFlip?: boolean } = {}): TwoPhasePruning {
  return cached(options.twistFlip ?? true);
}
