/**
 * How many levels of the search a heuristic saves, as opposed to how large
 * its values are on average.
 *
 * Chapter 7's formula (Korf, Reid & Edelkamp 2001) counts the nodes IDA*
 * expands up to threshold d as E(d) = Σᵢ Nᵢ · P(d − i), where Nᵢ is the
 * brute-force tree at depth i and P(k) the fraction of states with h ≤ k.
 * Where the tree grows by a steady factor b (Nᵢ ≈ c·bⁱ), writing P as sums of
 * p(j), the fraction with h = j, and swapping the sums gives
 *
 *   E_h(d) / E_0(d) = Σⱼ p(j) · b^(−j) = b^(−s),  s = −log_b Σⱼ p(j) · b^(−j):
 *
 * the heuristic makes the search cost what a brute-force search s levels
 * shallower costs. Because b^(−x) is convex, Jensen's inequality puts s at or
 * below the mean of h, often well below: a few states with small h, whose
 * subtrees IDA* cannot cut, weigh far more than their share.
 *
 * The same sum gives Korf's time × memory conjecture (1997) and his own
 * refinement (2007, "Analyzing the performance of pattern database
 * heuristics"): a database of m entries built by BFS has about bʲ/m of its
 * entries at value j for j up to log_b m, so Σⱼ p(j) b^(−j) ≈ (log_b m + 1)/m.
 * The search then costs about n · (log_b m + 1)/m for n brute-force nodes,
 * not n/m: linear in 1/m only up to the logarithm.
 */

/** The mean of h over states, from counts by value (counts[k] states have h = k). */
export function meanValue(counts: readonly number[]): number {
  let total = 0;
  let sum = 0;
  counts.forEach((c, k) => {
    total += c;
    sum += c * k;
  });
  return sum / total;
}

/**
 * s = −log_b Σⱼ p(j) · b^(−j): the levels of a tree growing by `branching` per
 * level that a heuristic with these counts saves (see above).
 * @example depthSaved([0, 0, 5], 6) // 2: every state has h = 2
 */
export function depthSaved(counts: readonly number[], branching: number): number {
  const total = counts.reduce((a, c) => a + c, 0);
  const weight = counts.reduce((a, c, k) => a + (c / total) * branching ** -k, 0);
  return -Math.log(weight) / Math.log(branching);
}

/** Korf 2007's estimate of Σⱼ p(j) b^(−j) for one BFS-built database of m entries: (log_b m + 1)/m. */
export function korfSingleDatabaseFactor(entries: number, branching: number): number {
  return (Math.log(entries) / Math.log(branching) + 1) / entries;
}

/** The depth saved that estimate implies: log_b m − log_b(log_b m + 1). Korf 1997's n/m would say log_b m. */
export function korfSingleDatabaseDepth(entries: number, branching: number): number {
  return -Math.log(korfSingleDatabaseFactor(entries, branching)) / Math.log(branching);
}
