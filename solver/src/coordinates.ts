/**
 * From a DBL-fixed cubie state to one dense integer and back.
 *
 * state index = permutation rank · 729 + orientation index, so the 3,674,160
 * positions are exactly 0..3,674,159 and the solved cube is 0. A dense index
 * lets the search keep one byte per state in a flat array (3.67 MB for the whole
 * distance table) instead of hashing objects.
 */
import { FIXED_CORNER } from './corner-geometry.ts';
import type { CornerState } from './corner-state.ts';
import { ORIENTATION_COUNT, orientationIndex, orientationUnindex } from './orientation-index.ts';
import { factorial, permutationRank, permutationUnrank } from './permutation-rank.ts';

export const MOVING_CORNERS = FIXED_CORNER; // corners 0..6 move, DBL (7) stays
export const PERMUTATION_COUNT = factorial(MOVING_CORNERS); // 7! = 5040
export { ORIENTATION_COUNT };
/** 7!·3⁶ = 3,674,160: positions with DBL held fixed. */
export const STATE_COUNT = PERMUTATION_COUNT * ORIENTATION_COUNT;
/** 8!·3⁷ = 88,179,840: the same positions counted in all 24 orientations in space. */
export const ORIENTED_STATE_COUNT = factorial(8) * 3 ** 7;

export interface Coordinates {
  readonly perm: number;
  readonly orient: number;
}

/**
 * Coordinates of a canonical (DBL-fixed) state: the rank of its corner
 * permutation (0..5,039) and its twist pattern (0..728). Throws on a state
 * with DBL moved or twisted: canonicalize it first.
 *
 * @example
 * coordinatesOf(SOLVED) // { perm: 0, orient: 0 }
 * const r = scrambleToState("R U R'");
 * if (r.ok) coordinatesOf(r.state) // { perm: 1830, orient: 654 }
 */
export function coordinatesOf(state: CornerState): Coordinates {
  if (state.perm[FIXED_CORNER] !== FIXED_CORNER || state.twist[FIXED_CORNER] !== 0) {
    throw new Error('coordinatesOf needs a DBL-fixed state: canonicalize it first');
  }
  return { perm: permutationRank(state.perm.slice(0, MOVING_CORNERS)), orient: orientationIndex(state.twist) };
}

export function stateOfCoordinates(perm: number, orient: number): CornerState {
  const p = permutationUnrank(perm, MOVING_CORNERS);
  const t = orientationUnindex(orient);
  return { perm: [...p, FIXED_CORNER], twist: [...t, 0] };
}

// #region state-index
export function stateIndex(perm: number, orient: number): number {
  return perm * ORIENTATION_COUNT + orient;
}

export function splitStateIndex(index: number): Coordinates {
  const perm = Math.floor(index / ORIENTATION_COUNT);
  return { perm, orient: index - perm * ORIENTATION_COUNT };
}
// #endregion

export function indexOfState(state: CornerState): number {
  const c = coordinatesOf(state);
  return stateIndex(c.perm, c.orient);
}

export function stateOfIndex(index: number): CornerState {
  if (!Number.isInteger(index) || index < 0 || index >= STATE_COUNT) {
    throw new RangeError(`state index must be an integer in 0..${STATE_COUNT - 1}, got ${index}`);
  }
  const c = splitStateIndex(index);
  return stateOfCoordinates(c.perm, c.orient);
}
