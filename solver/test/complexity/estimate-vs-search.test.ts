/**
 * The tables both widgets draw set an estimate beside the search's count in
 * one unit at a time. Checked against the real 2×2×2 search: every finished
 * iteration agrees within sampling error in its own unit, the last one (which
 * stops at its first solution) is marked and not scored, and thresholds the
 * search skipped have no count. Then the budget outlook's sums and verdicts.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState } from '../../src/apply.ts';
import { budgetOutlook, estimateVsSearch } from '../../src/complexity/estimate-vs-search.ts';
import { type ThresholdEstimate, estimateIterations } from '../../src/complexity/iteration-estimate.ts';
import { pocketCubeTree } from '../../src/complexity/pocket-cube-tree.ts';
import { coordinatesOf } from '../../src/coordinates.ts';
import { type HeuristicName, heuristic } from '../../src/heuristics.ts';
import { IdaSearch } from '../../src/ida-star.ts';
import type { Metric } from '../../src/metric.ts';

function run(scramble: string, metric: Metric, name: HeuristicName) {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { perm, orient } = coordinatesOf(parsed.state);
  const h = heuristic(name, metric);
  const search = new IdaSearch(perm, orient, { heuristic: h });
  search.run();
  const tree = pocketCubeTree(perm, orient, h);
  return { tree, iterations: search.result().iterations };
}

describe('estimateVsSearch', () => {
  it('scores every finished iteration in its own unit, and leaves the stopped one unscored', () => {
    const { tree, iterations } = run("R2 F R' F R2 F2 U' F R", 'htm', 'orient');
    const estimates = estimateIterations(tree, { from: iterations[0].bound, to: 11, methods: ['stratified'], probes: 1000, seed: 4 });
    const rows = estimateVsSearch(estimates, iterations);
    expect(rows.map((r) => r.threshold)).toEqual(estimates.map((e) => e.threshold));
    for (const [i, it] of iterations.entries()) {
      const row = rows.find((r) => r.threshold === it.bound)!;
      expect(row.measured).toEqual({ expanded: it.expanded, generated: it.generated });
      expect(row.stoppedEarly).toBe(i === iterations.length - 1);
      if (row.z) {
        expect(Math.abs(row.z.expanded)).toBeLessThan(4);
        expect(Math.abs(row.z.generated)).toBeLessThan(4);
      } else expect(row.stoppedEarly).toBe(true);
    }
    // Beyond the solving threshold the search never ran: nothing to set beside the estimate.
    expect(rows.filter((r) => r.threshold > iterations.at(-1)!.bound).every((r) => r.measured === null && r.z === null)).toBe(true);
  });

  it('a threshold the search skipped has no count (the QTM permutation database moves in steps of two)', () => {
    const { tree, iterations } = run("U R F2 U' F R' F' R' F R U", 'qtm', 'perm');
    const estimates = estimateIterations(tree, { from: 4, to: 12, methods: ['knuth'], probes: 200, seed: 4 });
    const rows = estimateVsSearch(estimates, iterations);
    expect(rows.filter((r) => r.measured === null).map((r) => r.threshold)).toEqual([5, 7, 9, 11]);
  });
});

/** An estimate with the given means and standard errors (sd over 100 probes). */
function estimate(threshold: number, generated: number, standardError: number): ThresholdEstimate {
  const summary = { n: 100, mean: generated, sd: standardError * 10, standardError };
  return { threshold, method: 'stratified', probes: 100, expanded: { ...summary, mean: generated / 13 }, generated: summary, work: 1000 };
}

describe('budgetOutlook', () => {
  it('sums the iterations up to each threshold, adds their variances, and says whether the sum fits', () => {
    const rows = budgetOutlook([estimate(11, 1e5, 1e3), estimate(10, 1e4, 1e2), estimate(12, 1e6, 4e4), estimate(13, 1e7, 1e5)], 1_150_000, 'generated');
    expect(rows.map((r) => r.threshold)).toEqual([10, 11, 12, 13]);
    expect(rows.map((r) => r.cumulative)).toEqual([1e4, 1.1e5, 1.11e6, 1.111e7]);
    expect(rows[2].standardError).toBeCloseTo(Math.sqrt(1e4 + 1e6 + 1.6e9), 6);
    expect(rows.map((r) => r.verdict)).toEqual(['fits', 'fits', 'close', 'over']);
  });
});
