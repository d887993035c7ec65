/**
 * The prediction against the real thing: for 1,000 seeded uniform random
 * starts per heuristic and metric, the mean complete-iteration count of every
 * threshold lies within 4 standard errors of E(d) (|z| < 4). Thresholds are
 * limited by a node budget chosen from the prediction itself.
 */
import { describe, expect, it } from 'vitest';
import { cumulativeFractions, largestAffordableThreshold } from '../../src/complexity/kre-prediction.ts';
import { ComplexityMeasurement, measureComplexity } from '../../src/complexity/measurement.ts';
import { predictPocketCube } from '../../src/complexity/pocket-cube-prediction.ts';
import { zScore } from '../../src/complexity/sampling-error.ts';
import { HEURISTIC_NAMES, heuristic } from '../../src/heuristics.ts';

const STARTS = 1000;
/** Nodes per heuristic and metric: keeps the whole file to a few seconds a case. */
const BUDGET = 6_000_000;
/**
 * A threshold is tested when at least this many starts are expected to take
 * part in it at all (h(start) ≤ d, probability P(d)); below that the mean of
 * 1,000 mostly-zero samples is not near normal and a z-score means nothing.
 */
const MIN_CONTRIBUTORS = 30;

describe('1,000 seeded random starts: complete-iteration means match E(d)', () => {
  for (const metric of ['htm', 'qtm'] as const) {
    for (const name of HEURISTIC_NAMES) {
      it(`${metric.toUpperCase()}, ${name}: |z| < 4 at every threshold within the budget`, () => {
        const prediction = predictPocketCube(metric, name, 20);
        const expected = prediction.iterations.map((it) => it.expected);
        const maxThreshold = largestAffordableThreshold(expected, STARTS, BUDGET);
        expect(maxThreshold).toBeGreaterThanOrEqual(4);
        const P = cumulativeFractions(prediction.hCounts, prediction.totalStates);
        const m = measureComplexity({ heuristic: heuristic(name, metric), starts: STARTS, seed: 2001, maxThreshold, asRun: false });
        expect(m.starts).toBe(STARTS);
        let informative = 0;
        for (const t of m.thresholds) {
          if (STARTS * P[Math.min(t.threshold, P.length - 1)] < MIN_CONTRIBUTORS) continue;
          const z = zScore(t.completed!, expected[t.threshold]);
          expect(Math.abs(z), `${metric} ${name} d=${t.threshold}: mean ${t.completed!.mean} vs E ${expected[t.threshold]}`).toBeLessThan(4);
          if (t.completed!.sd > 0) informative++;
        }
        // h = 0 gives every start the same tree: the mean is E(d) exactly, with no spread.
        if (name === 'none') expect(informative).toBe(0);
        else expect(informative).toBeGreaterThanOrEqual(3);
      });
    }
  }
});

describe('the measurement', () => {
  it('as run never exceeds the complete iterations, and the same seed gives the same numbers in slices', () => {
    const h = heuristic('max', 'htm');
    const whole = measureComplexity({ heuristic: h, starts: 100, seed: 7, maxThreshold: 11, asRun: true });
    const sliced = new ComplexityMeasurement({ heuristic: h, starts: 100, seed: 7, maxThreshold: 11, asRun: true });
    let slices = 0;
    while (!sliced.run(20_000)) slices++;
    expect(slices).toBeGreaterThan(5);
    const a = whole;
    const b = sliced.summary();
    expect(b.thresholds.map((t) => [t.completed?.mean, t.asRun?.mean])).toEqual(a.thresholds.map((t) => [t.completed?.mean, t.asRun?.mean]));
    for (const t of a.thresholds) if (t.completed && t.asRun) expect(t.asRun.mean).toBeLessThanOrEqual(t.completed.mean);
    const early = a.stoppedEarly!;
    expect(early.starts).toBe(100); // God's number in HTM is 11: every start solves within the range
    expect(early.asRunTotal).toBeLessThan(early.completedTotal);
    expect(early.lastAsRun).toBeLessThan(early.lastCompleted);
    expect(a.asRunTotal!.mean * 100).toBeCloseTo(early.asRunTotal, 6);
  });

  it('rejects a non-positive number of starts', () => {
    expect(() => new ComplexityMeasurement({ heuristic: heuristic('max', 'htm'), starts: 0, seed: 1, maxThreshold: 3, asRun: false })).toThrow(/starts/);
  });
});
