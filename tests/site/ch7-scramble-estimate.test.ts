/**
 * Chapter 7's per-instance estimate table as data: every column is in the
 * unit the reader picked (the heads say which), IDA*'s counts sit beside the
 * estimates of the same threshold and unit, the stopped, skipped and
 * never-run thresholds are told apart, and KRE's column is blank for nodes
 * generated (the formula counts nodes expanded).
 */
import { describe, expect, it } from 'vitest';
import type { ThresholdEstimate } from 'pocket-cube-solver/complexity';
import type { IterationStats } from 'pocket-cube-solver';
import { agreement, estimateRows, estimateSeries } from '../../src/widgets/scramble-estimate/estimate-model.ts';
import { estimateHeads, estimateTableHtml } from '../../src/widgets/scramble-estimate/view.ts';

const summary = (mean: number, standardError: number) => ({ n: 100, mean, sd: standardError * 10, standardError });
/** Estimates whose generated counts are 6 × expanded + 3, so a unit mix-up shows. */
function estimate(threshold: number, method: 'knuth' | 'stratified', expanded: number, se: number): ThresholdEstimate {
  return { threshold, method, probes: 100, expanded: summary(expanded, se), generated: summary(6 * expanded + 3, 6 * se), work: 1000 };
}

const ANSWER = {
  thresholds: [4, 5, 6, 7, 8],
  estimates: [4, 5, 6, 7, 8].flatMap((t) => [estimate(t, 'knuth', 10 ** (t - 3), 10 ** (t - 4)), estimate(t, 'stratified', 10 ** (t - 3), 10 ** (t - 5))]),
  exact: [{ expanded: 10, generated: 63 }, { expanded: 100, generated: 603 }, { expanded: 1000, generated: 6003 }, { expanded: 10_000, generated: 60_003 }, null],
  kre: [8, 90, 1100, 9000, 100_000],
};
/** IDA* ran 4, skipped 5 (no f was 5), ran 6 and stopped at its first solution in 7. */
const RUN: IterationStats[] = [
  { bound: 4, expanded: 10, generated: 63 },
  { bound: 6, expanded: 1000, generated: 6003 },
  { bound: 7, expanded: 2500, generated: 15_003 },
];

describe('estimateRows', () => {
  it('before IDA* runs: estimates and KRE only', () => {
    const rows = estimateRows(ANSWER, 'expanded', null);
    expect(rows.map((r) => [r.threshold, r.kre, r.stratified?.mean, r.whole, r.asRun])).toEqual([
      [4, 8, 10, null, null],
      [5, 90, 100, null, null],
      [6, 1100, 1000, null, null],
      [7, 9000, 10_000, null, null],
      [8, 100_000, 100_000, null, null],
    ]);
  });

  for (const unit of ['expanded', 'generated'] as const) {
    it(`after IDA* ran, in nodes ${unit}: every count beside the estimate of its own threshold and unit`, () => {
      const rows = estimateRows(ANSWER, unit, RUN);
      expect(rows.map((r) => r.stratified!.mean)).toEqual(ANSWER.estimates.filter((e) => e.method === 'stratified').map((e) => e[unit].mean));
      expect(rows.map((r) => r.whole)).toEqual([...ANSWER.exact.slice(0, 4).map((c) => c![unit]), 'over']);
      expect(rows.map((r) => r.asRun)).toEqual([
        { kind: 'count', count: RUN[0][unit], stoppedEarly: false },
        { kind: 'skipped' },
        { kind: 'count', count: RUN[1][unit], stoppedEarly: false },
        { kind: 'count', count: RUN[2][unit], stoppedEarly: true },
        { kind: 'beyond' },
      ]);
      expect(rows.every((r) => (unit === 'expanded' ? r.kre !== null : r.kre === null))).toBe(true);
    });
  }

  it('scores only the iterations IDA* finished, in the unit asked', () => {
    expect(agreement(ANSWER, 'expanded', RUN)).toEqual([
      { method: 'knuth', finished: 2, within2: 2, within4: 2 },
      { method: 'stratified', finished: 2, within2: 2, within4: 2 },
    ]);
  });

  it('the chart shows KRE, both estimates side by side, and once run the whole iterations and the counts', () => {
    const series = estimateSeries(estimateRows(ANSWER, 'expanded', RUN));
    expect(series.map((s) => s.key)).toEqual(['predicted', 'knuth', 'stratified', 'completed', 'reader']);
    const [, knuth, stratified] = series;
    expect(knuth.points[0].x).toBeLessThan(4);
    expect(stratified.points[0].x).toBeGreaterThan(4);
    expect(estimateSeries(estimateRows(ANSWER, 'generated', null)).map((s) => s.key)).toEqual(['predicted', 'knuth', 'stratified']);
  });
});

describe('the table says its unit', () => {
  it('in every head but the threshold', () => {
    for (const unit of ['expanded', 'generated'] as const) {
      const heads = estimateHeads(unit);
      expect(heads.slice(2).every((h) => h.includes(`nodes ${unit}`))).toBe(true);
      expect(heads[1]).toMatch(/expanded/);
    }
  });

  it('writes each row with its threshold, the estimates ± their errors, and what IDA* did', () => {
    const html = String(estimateTableHtml(estimateRows(ANSWER, 'expanded', RUN)));
    expect(html).toContain(
      '<tr data-threshold="5"><th scope="row">5</th><td>90</td><td>100 ± 10<span class="se-probes">100 probes</span></td><td>100.0 ± 1.0<span class="se-probes">100 probes</span></td><td>100</td><td>skipped (no f was t)</td></tr>',
    );
    expect(html).toContain('2,500 (stopped at its first solution)');
    expect(html).toContain('over a million');
    expect(html).toContain('not run (solved before)');
  });
});
