/**
 * The Korf–Reid–Edelkamp prediction of IDA*'s work (R. E. Korf, M. Reid,
 * S. Edelkamp, "Time complexity of iterative-deepening-A*", Artificial
 * Intelligence 129 (2001) 199–218, eq. (1)):
 *
 *   E(d) = Σᵢ Nᵢ · P(d − i),   i = 0..d
 *
 * the expected number of nodes expanded in the iteration with threshold d,
 * where Nᵢ is the size of the brute-force tree at depth i and P(x) the
 * fraction of states with h ≤ x. A node at depth i is expanded iff
 * i + h ≤ d; with a consistent heuristic its ancestors then pass too, so
 * nothing else matters.
 *
 * Pure arithmetic on plain arrays, no tables and no puzzle: the page runs it
 * on the main thread, and chapter 8 feeds it the 3×3×3's own Nᵢ and
 * h-distribution.
 */

// #region kre-formula
/**
 * E(d): expected nodes expanded in a complete iteration with threshold d.
 *
 * @param bruteForce Nᵢ, i = 0..; must reach at least depth `threshold`.
 * @param hCounts hCounts[x] = number of states with h = x (a histogram, not cumulative).
 * @param totalStates the number of states the histogram is over (Σ hCounts).
 * @param threshold the iteration's f limit d (an integer ≥ 0).
 * @example kreExpectedNodes([1, 9, 54], [1, 8], 9, 2) // 1·1 + 9·1 + 54·(1/9) = 16
 */
export function kreExpectedNodes(bruteForce: readonly number[], hCounts: readonly number[], totalStates: number, threshold: number): number {
  checkInputs(bruteForce, hCounts, totalStates, threshold);
  let atMost = 0; // states with h ≤ d − i, built up as i falls from d to 0
  let expected = 0;
  for (let i = threshold; i >= 0; i--) {
    atMost += hCounts[threshold - i] ?? 0;
    expected += bruteForce[i] * (atMost / totalStates);
  }
  return expected;
}
// #endregion

/**
 * The same sum over *all* starts instead of averaged: Σᵢ Nᵢ · #{states with
 * h ≤ d − i}. This is what the nodes of complete iterations from every
 * possible start add up to, exactly, as an integer (or a bigint when it
 * outgrows 2⁵³).
 */
export function kreTotalOverAllStarts(bruteForce: readonly number[], hCounts: readonly number[], threshold: number): bigint {
  checkInputs(bruteForce, hCounts, hCounts.reduce((a, b) => a + b, 0), threshold);
  let atMost = 0n;
  let total = 0n;
  for (let i = threshold; i >= 0; i--) {
    atMost += BigInt(hCounts[threshold - i] ?? 0);
    total += BigInt(bruteForce[i]) * atMost;
  }
  return total;
}

export interface KreIteration {
  /** The threshold d. */
  readonly threshold: number;
  /** E(d): expected nodes expanded in that iteration. */
  readonly expected: number;
  /** Σ E(d′) for d′ ≤ d: every iteration up to and including this one. */
  readonly cumulative: number;
  /** E(d) / E(d − 1) (NaN at the first threshold): the effective branching factor. */
  readonly ratio: number;
}

/**
 * E(d) for every threshold from `from` to `to`, with running totals and
 * ratios. Starting at `from` = 0 counts iterations a search starting above 0
 * would skip; IDA* starts at h(start), so `from` is that when it is known.
 */
export function kreIterations(bruteForce: readonly number[], hCounts: readonly number[], totalStates: number, from: number, to: number): KreIteration[] {
  const out: KreIteration[] = [];
  let cumulative = 0;
  let previous = NaN;
  for (let d = from; d <= to; d++) {
    const expected = kreExpectedNodes(bruteForce, hCounts, totalStates, d);
    cumulative += expected;
    out.push({ threshold: d, expected, cumulative, ratio: expected / previous });
    previous = expected;
  }
  return out;
}

/**
 * Seconds for `nodes` expansions at a measured rate.
 * @example estimateSeconds(2e9, 5e7) // 40
 */
export function estimateSeconds(nodes: number, nodesPerSecond: number): number {
  if (!(nodesPerSecond > 0)) throw new RangeError(`nodes per second must be positive, got ${nodesPerSecond}`);
  return nodes / nodesPerSecond;
}

/** P(x) for x = 0..max h: the fraction of states with h ≤ x (the cumulative form of hCounts). */
export function cumulativeFractions(hCounts: readonly number[], totalStates: number): number[] {
  let atMost = 0;
  return hCounts.map((c) => (atMost += c) / totalStates);
}

function checkInputs(bruteForce: readonly number[], hCounts: readonly number[], totalStates: number, threshold: number): void {
  if (!Number.isInteger(threshold) || threshold < 0) throw new RangeError(`threshold must be an integer ≥ 0, got ${threshold}`);
  if (bruteForce.length <= threshold) throw new RangeError(`the brute-force sizes reach depth ${bruteForce.length - 1}, the threshold is ${threshold}`);
  if (!(totalStates > 0)) throw new RangeError(`totalStates must be positive, got ${totalStates}`);
  if (hCounts.some((c) => !(c >= 0))) throw new RangeError('hCounts must be non-negative counts');
}

/**
 * The largest threshold d ≤ maxThreshold whose complete iterations, over
 * `starts` starts, are predicted to cost at most `nodeBudget` nodes in all
 * (−1 if not even threshold 0 fits). Lets a measurement choose its range
 * from the prediction before it runs.
 */
export function largestAffordableThreshold(expected: readonly number[], starts: number, nodeBudget: number): number {
  let best = -1;
  for (let d = 0; d < expected.length; d++) if (expected[d] * starts <= nodeBudget) best = d;
  else break;
  return best;
}
