/**
 * The moves of the two phases and the move pruning both searches share.
 *
 * Phase 1 turns any face any amount: the 18 HTM moves of ../three-metric.ts,
 * in that order (U U2 U′ R R2 R′ F F2 F′ D D2 D′ L L2 L′ B B2 B′), so move m
 * is column m of every 18-column table here and of ../corner-move-tables.ts.
 * Phase 2 stays inside Kociemba's subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩
 * (kociemba.org/cube.htm, "The Two-Phase Algorithm"): the ten moves that keep
 * corner twist, edge flip and the E-slice edges' positions solved.
 */
import { THREE_MOVES } from '../three-metric.ts';

export const PHASE1_MOVES = THREE_MOVES.htm;
export const PHASE1_MOVE_COUNT = 18;

/** Phase 2's moves as indices into PHASE1_MOVES: U U2 U′ D D2 D′ R2 L2 F2 B2. */
export const PHASE2_MOVES: readonly number[] = ['U', 'U2', "U'", 'D', 'D2', "D'", 'R2', 'L2', 'F2', 'B2'].map((name) => {
  const i = PHASE1_MOVES.findIndex((m) => m.name === name);
  if (i < 0) throw new Error(`no HTM move named ${name}`);
  return i;
});
export const PHASE2_MOVE_COUNT = 10;

/** Face (0..5 = U R F D L B) of each phase-1 move. */
export const PHASE1_FACE: Int8Array = Int8Array.from(PHASE1_MOVES, (m) => m.faceIndex);
/** Face of each phase-2 move. */
export const PHASE2_FACE: Int8Array = Int8Array.from(PHASE2_MOVES, (m) => PHASE1_MOVES[m].faceIndex);

/** 1 for the phase-1 moves that are also phase-2 moves (they keep a cube inside G1). */
export const IN_G1: Uint8Array = Uint8Array.from(PHASE1_MOVES, (_, m) => (PHASE2_MOVES.includes(m) ? 1 : 0));

// #region canonical-follow
/**
 * May a turn of face `face` follow a turn of face `last` (−1: nothing before)?
 * Two rules, as in ../three-ida.ts:
 * - never the same face twice: X a then X b is X (a+b), one move or none, so a
 *   sequence with the pair is never shorter than one without it;
 * - opposite faces commute (U D = D U), so of the two orders only U-before-D
 *   (R before L, F before B) is kept: every sequence that uses the other order
 *   has a twin of the same length, with the same effect, that the search
 *   does walk.
 * Both rules only drop sequences that have an equally short kept twin, so no
 * shortest solution is lost. Across the phase boundary the same rule holds:
 * if phase 1 ends with X and phase 2 begins with X2, then phase 1 ending with
 * X·X2 = X′ instead is another phase-1 solution of the same length; if it
 * ends with L and phase 2 begins with R2, the twin R2 L ends phase 1 with L at
 * one move more and a phase 2 one move shorter (Kociemba's Search.java applies
 * the same test at every depth, boundary included).
 */
export function canFollow(last: number, face: number): boolean {
  if (last < 0) return true;
  if (face === last) return false;
  return !(face % 3 === last % 3 && face < last);
}
// #endregion

/** canFollow as a 7 × 6 table (row last + 1), read in the search's inner loops. */
export const FOLLOWS: Uint8Array = (() => {
  const t = new Uint8Array(7 * 6);
  for (let last = -1; last < 6; last++) for (let f = 0; f < 6; f++) t[(last + 1) * 6 + f] = canFollow(last, f) ? 1 : 0;
  return t;
})();
