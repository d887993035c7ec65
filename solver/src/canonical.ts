/**
 * Holding DBL fixed. A 2×2×2 has no fixed centres, so a state and the same
 * state rotated in space are the same puzzle position. Of the 24 whole-cube
 * rotations exactly one brings corner DBL home untwisted; applying it gives the
 * canonical (DBL-fixed) state. That is why 8!·3⁷ = 88,179,840 cubie states
 * collapse to 88,179,840 / 24 = 7!·3⁶ = 3,674,160 positions.
 *
 * It is also why D, L and B turns are not needed: D = U·y′ as maps of space
 * (both turn the D layer the same way relative to the U layer), so after
 * canonicalising, a D turn and a U turn land on the same state.
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

/** The rotated copy of `state` in which DBL is home and untwisted. */
export function canonicalize(state: CornerState): CornerState {
  for (const rotation of ROTATIONS) {
    const from = rotation.perm[FIXED_CORNER];
    if (state.perm[from] === FIXED_CORNER && (state.twist[from] + rotation.twist[FIXED_CORNER]) % 3 === 0) {
      return compose(state, rotation);
    }
  }
  throw new Error('unreachable: some rotation always brings DBL home');
}

export function isCanonical(state: CornerState): boolean {
  return state.perm[FIXED_CORNER] === FIXED_CORNER && state.twist[FIXED_CORNER] === 0;
}
