/**
 * Is a value an array holding each of 0 … n − 1 exactly once? The state checks
 * of both puzzles (corner-validity.ts, three/two-phase/cube-validity.ts) ask
 * it of input from outside, so it takes `unknown` and never throws.
 */
export function isPermutation(perm: unknown, n: number): perm is number[] {
  if (!Array.isArray(perm) || perm.length !== n) return false;
  const seen = new Set<number>();
  for (const v of perm) {
    if (!Number.isInteger(v) || v < 0 || v >= n || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}
