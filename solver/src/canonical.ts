/**
 * Holding DBL fixed — by recolouring, not by turning the cube. A 2×2×2 has no
 * fixed centres, so the solver needs some corner to stand still; it uses the
 * down-back-left slot (DBL). After a scramble that turned D, L, B or the whole
 * cube, some other piece sits in that slot. There are two ways to make it "home":
 *
 * - Turn the whole cube until the DBL piece is back (compose(state, rotation)).
 *   The answer is then written for a cube the reader is not holding: after `D R`
 *   the solver would answer in a rotated frame, and `R′` would have to be read
 *   as some other face.
 * - Recolour (compose(rotation, state)): keep the cube exactly as held, and call
 *   the piece that sits in the DBL slot "DBL", twist 0, relabelling the other
 *   pieces consistently — as if the cube had been solved with its colours in a
 *   different scheme. U, R and F never move the DBL slot, so a U/R/F sequence
 *   solves the recoloured state exactly when it solves the cube in the reader's
 *   hands (up to the whole-cube rotation the recolouring stands for).
 *
 * This module does the second. Why it is exact: write the held cube as S and
 * the recolouring as r·S for a rotation r. For any sequence M, r·S·M is a
 * rotation iff S·M is one; and a DBL-fixed state that is a rotation is solved.
 * So the U/R/F solutions of r·S are precisely the U/R/F solutions of S, and
 * their lengths agree.
 *
 * Counting: the 24 rotations act on the left without fixed points, so
 * 8!·3⁷ = 88,179,840 cubie states fall into 88,179,840 / 24 = 7!·3⁶ =
 * 3,674,160 classes, each with exactly one DBL-fixed member.
 */
import { FIXED_CORNER } from './corner-geometry.ts';
import { type CornerState, SOLVED, compose, sameState } from './corner-state.ts';
import { MOVE_STATES } from './cube-moves.ts';

/** The 24 whole-cube rotations: the closure of x, y, z under composition. */
export const ROTATIONS: readonly CornerState[] = (() => {
  const found: CornerState[] = [SOLVED];
  const generators = [MOVE_STATES.x[1], MOVE_STATES.y[1], MOVE_STATES.z[1]];
  for (let i = 0; i < found.length; i++) {
    for (const g of generators) {
      const next = compose(found[i], g);
      if (!found.some((r) => sameState(r, next))) found.push(next);
    }
  }
  return found;
})();

// #region recolour
/**
 * The recoloured copy of `state`: the same cube, held the same way, with its
 * pieces relabelled so that the piece in the DBL slot is DBL with twist 0.
 * compose(rotation, state) relabels pieces (a rotation applied *before* the
 * scramble is a solved cube in another colour scheme); slots, and so the
 * meaning of every later U, R, F, are untouched.
 */
export function canonicalize(state: CornerState): CornerState {
  const piece = state.perm[FIXED_CORNER];
  const twist = state.twist[FIXED_CORNER];
  for (const rotation of ROTATIONS) {
    if (rotation.perm[piece] === FIXED_CORNER && (rotation.twist[piece] + twist) % 3 === 0) {
      return compose(rotation, state);
    }
  }
  throw new Error('unreachable: exactly one rotation relabels any piece and twist as DBL, twist 0');
}
// #endregion

export function isCanonical(state: CornerState): boolean {
  return state.perm[FIXED_CORNER] === FIXED_CORNER && state.twist[FIXED_CORNER] === 0;
}

/**
 * Solved up to a whole-cube rotation: every face shows one colour. This is
 * what "solved" means for a cube in the reader's hands after x, y, z or wide
 * turns.
 *
 * @example
 * const held = scrambleToState('x y');
 * if (held.ok) isSolvedAsHeld(held.held) // true: rotations alone leave it solved
 */
export function isSolvedAsHeld(state: CornerState): boolean {
  return sameState(canonicalize(state), SOLVED);
}
