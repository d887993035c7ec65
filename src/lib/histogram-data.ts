/**
 * Data preparation for depth histograms, apart from any drawing: the rows a
 * table shows, their mean and mode. Pure, tested with plain
 * data in tests/site/ch4-histogram-data.test.ts.
 */

/** One depth of a BFS: how many states lie there, and what share of all. */
export interface HistogramRow {
  readonly depth: number;
  readonly count: number;
  /** count / total, 0..1. */
  readonly share: number;
  /** States at this depth or closer. */
  readonly cumulative: number;
}

/**
 * Rows for a histogram given as counts[depth]. `total` defaults to the sum,
 * so a BFS still growing can be shown against the full state count instead.
 *
 *   histogramRows([1, 9, 54]) → [{depth: 0, count: 1, share: 1/64, cumulative: 1}, …]
 */
export function histogramRows(counts: readonly number[], total = sum(counts)): HistogramRow[] {
  let cumulative = 0;
  return counts.map((count, depth) => {
    cumulative += count;
    return { depth, count, share: total > 0 ? count / total : 0, cumulative };
  });
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

/** Mean depth of a histogram: Σ d·count[d] / Σ count[d]. */
export function meanDepth(counts: readonly number[]): number {
  const total = sum(counts);
  let weighted = 0;
  counts.forEach((c, d) => (weighted += c * d));
  return total > 0 ? weighted / total : 0;
}

/** The depth holding the most states (the first one, on a tie). */
export function modalDepth(counts: readonly number[]): number {
  let best = 0;
  counts.forEach((c, d) => {
    if (c > counts[best]) best = d;
  });
  return best;
}
