/**
 * Data preparation for the heuristic quality map: the joint histogram
 * counts[h][d] (states with heuristic value h and true distance d) turned
 * into what the chart and its table show. Pure, tested with plain data in
 * tests/site/ch5-joint-histogram.test.ts.
 */

export interface JointCell {
  readonly h: number;
  readonly d: number;
  readonly count: number;
}

/** Every non-empty cell, row by row. */
export function jointCells(counts: readonly (readonly number[])[]): JointCell[] {
  const cells: JointCell[] = [];
  counts.forEach((row, h) => row.forEach((count, d) => count > 0 && cells.push({ h, d, count })));
  return cells;
}

export interface JointSummary {
  readonly total: number;
  readonly meanH: number;
  readonly meanDistance: number;
  /** Mean of distance − h: how much the heuristic leaves for the search to find. */
  readonly meanGap: number;
  /** States with h > d: zero exactly when the heuristic is admissible on every state. */
  readonly overestimates: number;
  /** States with h = d. */
  readonly exact: number;
  /** Largest h that occurs. */
  readonly maxH: number;
}

export function summarizeJoint(counts: readonly (readonly number[])[]): JointSummary {
  let total = 0;
  let sumH = 0;
  let sumD = 0;
  let overestimates = 0;
  let exact = 0;
  let maxH = 0;
  counts.forEach((row, h) =>
    row.forEach((count, d) => {
      if (count === 0) return;
      total += count;
      sumH += h * count;
      sumD += d * count;
      if (h > d) overestimates += count;
      if (h === d) exact += count;
      if (h > maxH) maxH = h;
    }),
  );
  const meanH = total ? sumH / total : 0;
  const meanDistance = total ? sumD / total : 0;
  return { total, meanH, meanDistance, meanGap: meanDistance - meanH, overestimates, exact, maxH };
}

/** Column sums: the distance histogram the joint one refines. */
export function distanceMarginal(counts: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (const row of counts) row.forEach((c, d) => (out[d] = (out[d] ?? 0) + c));
  return Array.from(out, (c) => c ?? 0);
}

/** Row sums: the heuristic's own histogram. */
export function heuristicMarginal(counts: readonly (readonly number[])[]): number[] {
  return counts.map((row) => row.reduce((a, b) => a + b, 0));
}

/**
 * Shade of a cell, 0..1, on a log scale so that both the single solved state
 * and the million-state cells are visible: log(1 + count) / log(1 + max).
 */
export function cellShade(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.log1p(count) / Math.log1p(max);
}
