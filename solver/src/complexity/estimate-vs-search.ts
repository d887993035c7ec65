/**
 * Setting a per-instance estimate (iteration-estimate.ts) beside what the
 * search then does, always in one unit at a time: nodes expanded with nodes
 * expanded, nodes generated with nodes generated. Both chapter 7's and
 * chapter 8's widgets build their tables from these two functions, and the
 * tests hold them to the real searches, so a table that compared an
 * estimate of one unit with a count of the other would fail them.
 *
 * Pure arithmetic on plain data: safe on a page's main thread.
 */
import type { ThresholdEstimate } from './iteration-estimate.ts';
import { type MeanSummary, zScore } from './sampling-error.ts';

/** The two units the searches count (iteration-tree.ts says which is which). */
export type NodeUnit = 'expanded' | 'generated';
export const NODE_UNITS: readonly NodeUnit[] = ['expanded', 'generated'];

/** One iteration as a search reports it (ida-star.ts's IterationStats, three-ida.ts's ThreeIteration). */
export interface MeasuredIteration {
  readonly bound: number;
  readonly expanded: number;
  readonly generated: number;
}

/** One threshold: the estimate and the search's count, unit by unit. */
export interface EstimateVsSearch {
  readonly threshold: number;
  readonly estimate: Readonly<Record<NodeUnit, MeanSummary>>;
  /** What the search counted at this threshold; null when it never ran it (skipped, or beyond where it stopped). */
  readonly measured: Readonly<Record<NodeUnit, number>> | null;
  /**
   * The search's last iteration, which stops at its first solution (or at a
   * budget): its count is a prefix of the whole iteration the estimate is about.
   */
  readonly stoppedEarly: boolean;
  /** (estimate − measured) / standard error, per unit; null where there is nothing to compare (no count, or a stopped iteration). */
  readonly z: Readonly<Record<NodeUnit, number>> | null;
}

// #region estimate-vs-search
/** Pairs one method's estimates with the search's iterations, threshold by threshold, in matching units. */
export function estimateVsSearch(estimates: readonly ThresholdEstimate[], iterations: readonly MeasuredIteration[]): EstimateVsSearch[] {
  const last = iterations.at(-1)?.bound ?? -1;
  return estimates.map((e) => {
    const it = iterations.find((i) => i.bound === e.threshold) ?? null;
    const measured = it ? { expanded: it.expanded, generated: it.generated } : null;
    const stoppedEarly = it !== null && it.bound === last;
    const z = measured && !stoppedEarly ? { expanded: zScore(e.expanded, measured.expanded), generated: zScore(e.generated, measured.generated) } : null;
    return { threshold: e.threshold, estimate: { expanded: e.expanded, generated: e.generated }, measured, stoppedEarly, z };
  });
}
// #endregion

/** One threshold of a budget outlook: the work of every iteration up to it, estimated. */
export interface BudgetRow {
  readonly threshold: number;
  /** Σ of the estimates of every iteration up to this one, in the budget's unit. */
  readonly cumulative: number;
  /** Its standard error (the thresholds' probes are independent: the variances add). */
  readonly standardError: number;
  /**
   * 'fits': even 2 standard errors up, the iterations up to here stay within
   * the budget; 'over': even 2 down, they exceed it; 'close': in between.
   */
  readonly verdict: 'fits' | 'close' | 'over';
}

/**
 * Whether a search that ends at each threshold would stay within `budget`
 * nodes of `unit` (a node budget counts generated nodes in both searches).
 * The iteration at the solving threshold stops at its first solution, so
 * the cumulative sum counts it whole: an upper estimate for that row.
 */
export function budgetOutlook(estimates: readonly ThresholdEstimate[], budget: number, unit: NodeUnit): BudgetRow[] {
  let sum = 0;
  let variance = 0;
  return [...estimates]
    .sort((a, b) => a.threshold - b.threshold)
    .map((e) => {
      sum += e[unit].mean;
      variance += e[unit].standardError ** 2;
      const se = Math.sqrt(variance);
      const verdict = sum + 2 * se <= budget ? 'fits' : sum - 2 * se > budget ? 'over' : 'close';
      return { threshold: e.threshold, cumulative: sum, standardError: se, verdict };
    });
}
