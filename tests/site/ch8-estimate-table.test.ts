/**
 * Chapter 8's solver table: the estimate made before solving and the counts
 * the search then reports sit in one row per bound, each in its own unit
 * (every cell says which), and the budget outlook sums nodes generated, the
 * unit a node budget counts.
 */
import { describe, expect, it } from 'vitest';
import type { ThresholdEstimate } from 'pocket-cube-solver/complexity';
import { iterationRowSpecs, iterationRows, outlookText } from '../../src/widgets/three-solver/estimate-table.ts';
import { messagesFor } from '../../src/i18n/messages.ts';

const ITERATION_HEADS = messagesFor('en').three.solver.heads;

const summary = (mean: number, standardError: number) => ({ n: 200, mean, sd: standardError * Math.sqrt(200), standardError });
/** Generated ≈ 13.35 × expanded, as on the 3×3×3. */
function estimate(threshold: number, expanded: number): ThresholdEstimate {
  return { threshold, method: 'stratified', probes: 200, expanded: summary(expanded, expanded / 50), generated: summary(13.35 * expanded, (13.35 * expanded) / 50), work: 1 };
}
const ESTIMATES = [estimate(9, 30), estimate(10, 500), estimate(11, 8000), estimate(12, 100_000)];

describe('iterationRows', () => {
  it('before solving: one row per bound estimated, no counts', () => {
    const rows = iterationRows(ESTIMATES, [], null, 1_450_000);
    expect(rows.map((r) => [r.bound, r.estimate?.expanded.mean, r.counted, r.partial])).toEqual([
      [9, 30, null, false],
      [10, 500, null, false],
      [11, 8000, null, false],
      [12, 100_000, null, false],
    ]);
    // Up to bound 12: 13.35 × 108,530 ≈ 1.449 million generated, ± 2 SE straddles the budget.
    expect(rows.map((r) => r.outlook!.verdict)).toEqual(['fits', 'fits', 'fits', 'close']);
    expect(iterationRows(ESTIMATES, [], null, 1_000_000).map((r) => r.outlook!.verdict)).toEqual(['fits', 'fits', 'fits', 'over']);
  });

  it('while and after solving: each count beside the estimate of its bound, in its own unit; the running or last iteration is partial', () => {
    const done = [
      { bound: 9, expanded: 26, generated: 360 },
      { bound: 10, expanded: 516, generated: 6933 },
    ];
    const rows = iterationRows(ESTIMATES, done, { bound: 11, expanded: 4000, generated: 53_000 }, 1_000_000);
    expect(rows.map((r) => [r.bound, r.counted, r.partial])).toEqual([
      [9, { expanded: 26, generated: 360 }, false],
      [10, { expanded: 516, generated: 6933 }, false],
      [11, { expanded: 4000, generated: 53_000 }, true],
      [12, null, false],
    ]);
    const cells = iterationRowSpecs(rows)[1].cells.map((c) => (typeof c === 'string' ? { text: c } : c));
    expect(cells.map((c) => [c.data?.unit, c.data?.kind, c.text])).toEqual([
      ['expanded', 'estimated', '500 ± 10'],
      ['expanded', 'counted', '516'],
      ['generated', 'estimated', '6,680 ± 130'],
      ['generated', 'counted', '6,933'],
      ['generated', 'cumulative', '7,080 ± 130: fits'],
    ]);
  });

  it('without an estimate, the counts alone', () => {
    const rows = iterationRows(null, [{ bound: 7, expanded: 1, generated: 18 }], null, 10);
    expect(rows).toEqual([{ bound: 7, estimate: null, counted: { expanded: 1, generated: 18 }, partial: true, outlook: null }]);
  });

  it('every head names its unit', () => {
    expect(ITERATION_HEADS.slice(1).every((h) => /nodes (expanded|generated)/i.test(h))).toBe(true);
  });
});

describe('outlookText', () => {
  it('fits all the way to the scramble length', () => {
    expect(outlookText(ESTIMATES, 100_000_000, 12)).toMatch(/^Likely fits: even if the optimal solution is as long as your scramble \(12 moves\), every iteration up to bound 12 together should take about 1\.45 × 10⁶ ± 1\.8 % nodes generated, within the budget of 100,000,000 generated\.$/);
  });

  it('fits up to a bound, then says what the next one costs against the budget', () => {
    expect(outlookText(ESTIMATES, 200_000, 14)).toBe(
      'Fits if the optimal solution has at most 11 moves (about 113,900 ± 2,100 nodes generated up to bound 11); up to bound 12 the iterations should take about 1.45 × 10⁶ ± 1.8 % nodes generated, 7.2 times the budget of 200,000 generated. The search ends at the optimal length, at most 14 here (your scramble\'s own length).',
    );
  });

  it('over from the first bound', () => {
    expect(outlookText(ESTIMATES, 100, 12)).toMatch(/^Likely over: already the first iteration does not surely fit: up to bound 9 the iterations should take about 400.5 ± 8.0 nodes generated, 4.0 times the budget of 100 generated\.$/);
  });
});
