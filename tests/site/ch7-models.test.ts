import { describe, expect, it } from 'vitest';
import type { MeasurementSummary } from 'pocket-cube-solver/complexity';
import { branchingSeries, formatRatio, ratios } from '../../src/widgets/branching-factor/branching-model.ts';
import { calculate, formatDuration, formatNodes } from '../../src/widgets/kre-calculator/calculator-model.ts';
import { kreRows, kreSeries, logDomain } from '../../src/widgets/kre-chart/kre-model.ts';
import { formatMean, formatZ } from '../../src/widgets/kre-chart/view.ts';
import { HEURISTIC_LABELS } from 'pocket-cube-solver/internals';

const summary = (mean: number, sd: number, n: number) => ({ n, mean, sd, standardError: sd / Math.sqrt(n) });
const measurement: MeasurementSummary = {
  starts: 100,
  seed: 1,
  maxThreshold: 2,
  thresholds: [
    { threshold: 0, completed: summary(0, 0, 100), asRun: summary(0, 0, 100) },
    { threshold: 1, completed: summary(2, 1, 100), asRun: summary(1.5, 1, 100) },
    { threshold: 2, completed: summary(12, 5, 100), asRun: summary(4, 2, 100) },
    { threshold: 3, completed: null, asRun: summary(1, 1, 100) },
  ],
  asRunTotal: summary(6.5, 2, 100),
  stoppedEarly: null,
  nodesPerSecond: 1e6,
  completedNodes: 1400,
};

describe('prediction figure model', () => {
  it('rows join E(d), the measurement, the reader run, and leave z out where too few starts take part', () => {
    const rows = kreRows([0.01, 2.1, 11, 60], [0.01, 0.5, 0.9, 1], measurement, [{ bound: 2, expanded: 9, generated: 20 }]);
    expect(rows).toHaveLength(4);
    expect(rows[0].completed!.z).toBeNull(); // 100 · 0.01 = 1 contributor
    expect(rows[1].completed!.z).toBeCloseTo((2 - 2.1) / 0.1, 9);
    expect(rows[2].reader).toBe(9);
    expect(rows[3].completed).toBeNull();
    expect(rows[3].asRun).toBe(1);
    const series = kreSeries(rows);
    expect(series.map((s) => s.key)).toEqual(['predicted', 'completed', 'asrun', 'reader']);
    expect(series[1].points[0]).toEqual({ x: 1, y: 2, lo: 2 - 0.2, hi: 2 + 0.2 });
    expect(logDomain(rows)).toEqual([0.01, 100]);
  });

  it('formats tiny expectations, means and z-scores', () => {
    expect(formatMean(2.72e-7)).toBe('2.7 × 10⁻⁷');
    expect(formatMean(0.24)).toBe('0.24');
    expect(formatMean(151820.07)).toBe('151,820');
    expect(formatZ(-1.354)).toBe('−1.35');
    expect(formatZ(null)).toBe('–');
    expect(formatZ(Infinity)).toBe('+∞');
  });
});

describe('branching-factor model', () => {
  it('ratios of successive values, only where the earlier one is trusted and non-zero', () => {
    expect(ratios([0, 2, 12, 72], (k) => k >= 1)).toEqual([null, null, 6, 6]);
    const series = branchingSeries([{ heuristic: 'max', predicted: [NaN, 39, 6], measured: [null, null, 6.1] }], HEURISTIC_LABELS);
    expect(series[0].points).toEqual([{ x: 1, y: 39 }, { x: 2, y: 6 }]);
    expect(series[1].points).toEqual([{ x: 2, y: 6.1 }]);
    expect(formatRatio(6.0012)).toBe('6.00');
    expect(formatRatio(null)).toBe('–');
  });
});

describe('calculator model', () => {
  it('E(d), the sum of all iterations, and time at a rate', () => {
    const a = calculate({ bruteForce: [1, 9, 54, 324], hCounts: [3], totalStates: 3, threshold: 3, nodesPerSecond: 388 });
    expect(a.lastIteration).toBe(388);
    expect(a.allIterations).toBe(1 + 10 + 64 + 388);
    expect(a.lastSeconds).toBe(1);
    expect(calculate({ bruteForce: [1, 9], hCounts: [1], totalStates: 1, threshold: 1, nodesPerSecond: null }).allSeconds).toBeNull();
  });

  it('durations and node counts a reader can picture', () => {
    expect(formatDuration(0.09)).toBe('90 ms');
    expect(formatDuration(4.2)).toBe('4.2 s');
    expect(formatDuration(3 * 3600)).toBe('3 hours');
    expect(formatDuration(3.15576e7 * 5)).toBe('5 years');
    expect(formatNodes(151820.4)).toBe('151,820');
    expect(formatNodes(3.2e12)).toBe('3.2 × 10¹²');
  });
});
