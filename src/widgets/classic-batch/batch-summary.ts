/**
 * What a batch of classic solves adds up to: how many finished within the
 * budget, how many of those were longer than the optimum of the classic
 * model and by how much, and how the node counts spread. Pure; tested in
 * tests/site/ch9-batch-summary.test.ts.
 */
import type { ClassicBatchRun } from 'pocket-cube-solver/protocol';

export interface BatchSummary {
  readonly total: number;
  readonly solved: number;
  /** Of the solved: answers longer than the optimum. */
  readonly longer: number;
  /** excess[k] = solved runs k moves longer than optimal. */
  readonly excess: number[];
  readonly budgetHit: number;
  /** Node counts of the solved runs: min, median, max (null when none solved). */
  readonly nodes: { min: number; median: number; max: number } | null;
}

export function summarizeBatch(runs: readonly ClassicBatchRun[]): BatchSummary {
  const solved = runs.filter((r) => r.classic !== null);
  const excess: number[] = [];
  for (const r of solved) {
    const k = r.classic! - r.optimal;
    while (excess.length <= k) excess.push(0);
    excess[k]++;
  }
  const counts = solved.map((r) => r.nodes).sort((a, b) => a - b);
  const middle = counts.length >> 1;
  const median = counts.length % 2 ? counts[middle] : Math.round((counts[middle - 1] + counts[middle]) / 2);
  return {
    total: runs.length,
    solved: solved.length,
    longer: solved.length - (excess[0] ?? 0),
    excess,
    budgetHit: runs.length - solved.length,
    nodes: counts.length ? { min: counts[0], median, max: counts.at(-1)! } : null,
  };
}
