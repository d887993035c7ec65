/**
 * The classic implementation's encodings, as published: the permutation as a
 * Lehmer code over all eight entries (0..40,319: for each i, the count of
 * smaller entries to its right times (7−i)!), the orientation as a base-3
 * number over the first seven entries (0..2,186), the eighth ignored (every
 * move's twists sum to 0 mod 3, so the eighth follows from the seven).
 */
import type { ClassicState } from './model.ts';

export const CLASSIC_PERMUTATION_COUNT = 40_320; // 8!
export const CLASSIC_ORIENTATION_COUNT = 2_187; // 3^7
/** Every state of the model: 8! · 3⁷. */
export const CLASSIC_STATE_COUNT = CLASSIC_PERMUTATION_COUNT * CLASSIC_ORIENTATION_COUNT;

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040];

// #region classic-encodings
export function classicPermutationCode(perm: readonly number[]): number {
  let code = 0;
  for (let i = 0; i < 8; i++) {
    let smaller = 0;
    for (let j = i + 1; j < 8; j++) if (perm[j] < perm[i]) smaller++;
    code += smaller * FACTORIAL[7 - i];
  }
  return code;
}

export function classicOrientationCode(orient: readonly number[]): number {
  let code = 0;
  for (let i = 0; i < 7; i++) code = code * 3 + orient[i];
  return code;
}
// #endregion

/** Inverse of classicPermutationCode. */
export function classicPermutationOfCode(code: number): number[] {
  const left = [0, 1, 2, 3, 4, 5, 6, 7];
  const perm: number[] = [];
  for (let i = 0; i < 8; i++) {
    const f = FACTORIAL[7 - i];
    const digit = Math.floor(code / f);
    code -= digit * f;
    perm.push(left.splice(digit, 1)[0]);
  }
  return perm;
}

/** Inverse of classicOrientationCode; the eighth entry makes the sum 0 mod 3, as every reachable state has. */
export function classicOrientationOfCode(code: number): number[] {
  const orient = new Array<number>(8).fill(0);
  let sum = 0;
  for (let i = 6; i >= 0; i--) {
    orient[i] = code % 3;
    sum += orient[i];
    code = Math.floor(code / 3);
  }
  orient[7] = (3 - (sum % 3)) % 3;
  return orient;
}

/** One number per state: permutation code · 2,187 + orientation code. */
export function classicIndexOf(state: ClassicState): number {
  return classicPermutationCode(state.perm) * CLASSIC_ORIENTATION_COUNT + classicOrientationCode(state.orient);
}

export function classicStateOfIndex(index: number): ClassicState {
  const o = index % CLASSIC_ORIENTATION_COUNT;
  return { perm: classicPermutationOfCode((index - o) / CLASSIC_ORIENTATION_COUNT), orient: classicOrientationOfCode(o) };
}
