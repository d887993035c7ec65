/**
 * The orientation coordinate: the twists of corners 0..5 read as a base-3
 * number (corner 0 the most significant digit). The twist of corner 6 is
 * implied, because every legal state has twist sum ≡ 0 (mod 3), and corner 7
 * (DBL) is fixed untwisted. Hence 3⁶ = 729 values.
 */

export const ORIENTED_CORNERS = 6;
export const ORIENTATION_COUNT = 3 ** ORIENTED_CORNERS; // 729

/**
 * Base-3 index of the first six twists (0..728). `corners` says how many twists
 * are digits: the 3×3×3, with no corner held, uses seven (0..2186; three/).
 */
export function orientationIndex(twist: readonly number[], corners: number = ORIENTED_CORNERS): number {
  // #region orientation-index
  let index = 0;
  for (let i = 0; i < corners; i++) index = index * 3 + twist[i];
  // #endregion
  return index;
}

/**
 * The seven twists of corners 0..6 for an index; the seventh makes the sum ≡ 0 (mod 3).
 * With `corners` digits it returns corners + 1 twists.
 */
export function orientationUnindex(index: number, corners: number = ORIENTED_CORNERS): number[] {
  // #region orientation-unindex
  const twist = new Array<number>(corners + 1);
  let sum = 0;
  for (let i = corners - 1; i >= 0; i--) {
    twist[i] = index % 3;
    sum += twist[i];
    index = Math.floor(index / 3);
  }
  twist[corners] = (3 - (sum % 3)) % 3; // the implied twist
  // #endregion
  return twist;
}
