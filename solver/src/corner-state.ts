/**
 * The cubie model: a state says which corner sits at each position and how it
 * is twisted. "Replaced-by" convention (Kociemba): `perm[i]` is the corner now at
 * position i, `twist[i]` its orientation there (see corner-geometry.ts).
 *
 * This model keeps all eight corners, so it also describes whole-cube rotations;
 * canonical.ts turns any state into the DBL-fixed one the search works on.
 */
import { CORNER_COUNT } from './corner-geometry.ts';

/**
 * A 2×2×2 position: `perm[i]` is the corner (0..7, numbered as in
 * corner-geometry.ts) now at position i, and `twist[i]` (0, 1 or 2) which of
 * that position's stickers shows the corner's U/D colour.
 */
export interface CornerState {
  readonly perm: readonly number[];
  readonly twist: readonly number[];
}

/** The solved cube, held in the standard orientation; frozen, so it can be shared. */
export const SOLVED: CornerState = Object.freeze({
  perm: Object.freeze([0, 1, 2, 3, 4, 5, 6, 7]),
  twist: Object.freeze([0, 0, 0, 0, 0, 0, 0, 0]),
});

/**
 * `a` followed by `b`: position i receives what `a` had at position b.perm[i],
 * twisted further by b.twist[i].
 */
export function compose(a: CornerState, b: CornerState): CornerState {
  // #region compose
  const perm = new Array<number>(CORNER_COUNT);
  const twist = new Array<number>(CORNER_COUNT);
  for (let i = 0; i < CORNER_COUNT; i++) {
    const from = b.perm[i];
    perm[i] = a.perm[from];
    twist[i] = (a.twist[from] + b.twist[i]) % 3;
  }
  // #endregion
  return { perm, twist };
}

export function invert(a: CornerState): CornerState {
  const perm = new Array<number>(CORNER_COUNT);
  const twist = new Array<number>(CORNER_COUNT);
  for (let i = 0; i < CORNER_COUNT; i++) {
    perm[a.perm[i]] = i;
    twist[a.perm[i]] = (3 - a.twist[i]) % 3;
  }
  return { perm, twist };
}

export function power(a: CornerState, n: number): CornerState {
  let result = SOLVED;
  for (let i = 0; i < n; i++) result = compose(result, a);
  return result;
}

export function sameState(a: CornerState, b: CornerState): boolean {
  for (let i = 0; i < CORNER_COUNT; i++) {
    if (a.perm[i] !== b.perm[i] || a.twist[i] !== b.twist[i]) return false;
  }
  return true;
}

export function isSolved(a: CornerState): boolean {
  return sameState(a, SOLVED);
}

/** Sum of twists mod 3: 0 for every reachable state (a face turn adds 1+2+1+2). */
export function twistSum(a: CornerState): number {
  let sum = 0;
  for (const t of a.twist) sum += t;
  return sum % 3;
}
