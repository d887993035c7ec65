/**
 * Ranking permutations with the Lehmer code (the factorial number system):
 * digit i counts the later entries smaller than entry i, and
 * rank = Σ digit_i · (n−1−i)!. It is a bijection between the n! permutations and
 * 0..n!−1, and rank 0 is the identity. See Knuth, TAOCP vol. 2, §3.3.2 (P), or
 * en.wikipedia.org/wiki/Lehmer_code.
 */

export function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** Lehmer digits of a permutation of 0..n−1, e.g. [2, 0, 1] → [2, 0, 0]. */
export function lehmerDigits(perm: readonly number[]): number[] {
  const n = perm.length;
  const digits = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let smaller = 0;
    for (let j = i + 1; j < n; j++) if (perm[j] < perm[i]) smaller++;
    digits[i] = smaller;
  }
  return digits;
}

/** Rank of a permutation of 0..n−1 in 0..n!−1. */
export function permutationRank(perm: readonly number[]): number {
  const n = perm.length;
  let rank = 0;
  // #region lehmer-rank
  for (let i = 0; i < n; i++) {
    let smaller = 0; // later entries smaller than perm[i]: the Lehmer digit
    for (let j = i + 1; j < n; j++) if (perm[j] < perm[i]) smaller++;
    rank = rank * (n - i) + smaller; // Horner's rule in the factorial base
  }
  // #endregion
  return rank;
}

/** The permutation of 0..n−1 with the given rank: permutationUnrank(permutationRank(p), n) = p. */
export function permutationUnrank(rank: number, n: number): number[] {
  // #region lehmer-unrank
  const digits = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    digits[i] = rank % (n - i); // peel factorial-base digits off from the right
    rank = Math.floor(rank / (n - i));
  }
  const unused = Array.from({ length: n }, (_, k) => k);
  const perm = digits.map((d) => unused.splice(d, 1)[0]); // digit d = pick the d-th smallest unused value
  // #endregion
  return perm;
}
