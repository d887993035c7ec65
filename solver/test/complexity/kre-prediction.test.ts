import { describe, expect, it } from 'vitest';
import { cumulativeFractions, estimateSeconds, kreExpectedNodes, kreIterations, kreTotalOverAllStarts, largestAffordableThreshold } from '../../src/complexity/kre-prediction.ts';
import { bruteForceTreeSizes } from '../../src/complexity/brute-force-tree.ts';
import { completeCountsByThreshold, countCompleteIteration } from '../../src/complexity/complete-iteration.ts';
import { heuristicCounts } from '../../src/complexity/heuristic-distribution.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT } from '../../src/coordinates.ts';
import { heuristic } from '../../src/heuristics.ts';
import type { Metric } from '../../src/metric.ts';

describe('the Korf–Reid–Edelkamp formula', () => {
  const N = [1, 9, 54, 324];
  const counts = [1, 8]; // 9 states: one with h = 0, eight with h = 1

  it('E(d) = Σᵢ Nᵢ · P(d − i)', () => {
    expect(kreExpectedNodes(N, counts, 9, 0)).toBeCloseTo(1 / 9, 12);
    expect(kreExpectedNodes(N, counts, 9, 1)).toBeCloseTo(1 + 9 / 9, 12);
    expect(kreExpectedNodes(N, counts, 9, 2)).toBeCloseTo(1 + 9 + 54 / 9, 12);
    expect(kreExpectedNodes(N, counts, 9, 3)).toBeCloseTo(1 + 9 + 54 + 324 / 9, 12);
  });

  it('h = 0 everywhere gives the whole tree to depth d', () => {
    expect(kreExpectedNodes(N, [5], 5, 3)).toBe(1 + 9 + 54 + 324);
  });

  it('the total over all starts is the mean times the number of states, as an exact integer', () => {
    expect(kreTotalOverAllStarts(N, counts, 3)).toBe(BigInt(9 * (1 + 9 + 54) + 324));
    expect(kreTotalOverAllStarts([1, 2 ** 52, 2 ** 53], [3, 4], 2)).toBe(7n * 2n ** 52n + 3n * 2n ** 53n + 7n);
  });

  it('iterations carry running totals and ratios', () => {
    const its = kreIterations(N, [5], 5, 0, 3);
    expect(its.map((i) => i.expected)).toEqual([1, 10, 64, 388]);
    expect(its.map((i) => i.cumulative)).toEqual([1, 11, 75, 463]);
    expect(Number.isNaN(its[0].ratio)).toBe(true);
    expect(its[3].ratio).toBeCloseTo(388 / 64, 12);
  });

  it('P(x), time, and the affordable range', () => {
    expect(cumulativeFractions([1, 3, 4], 8)).toEqual([0.125, 0.5, 1]);
    expect(estimateSeconds(2e9, 5e7)).toBe(40);
    expect(largestAffordableThreshold([1, 10, 100, 1000], 10, 1000)).toBe(2);
    expect(largestAffordableThreshold([1, 10], 10, 5)).toBe(-1);
  });

  it('rejects inputs it cannot answer for, naming the problem', () => {
    expect(() => kreExpectedNodes(N, counts, 9, 4)).toThrow(/reach depth 3, the threshold is 4/);
    expect(() => kreExpectedNodes(N, counts, 9, -1)).toThrow(/threshold/);
    expect(() => kreExpectedNodes(N, counts, 0, 1)).toThrow(/totalStates/);
    expect(() => kreExpectedNodes(N, [1, -2], 9, 1)).toThrow(/non-negative/);
    expect(() => estimateSeconds(1, 0)).toThrow(/positive/);
  });
});

/**
 * The identity behind the Korf–Reid–Edelkamp prediction, checked as integers:
 * summed over every start, the nodes of complete iterations of threshold d
 * equal Σᵢ Nᵢ · #{states with h ≤ d − i}. (Each path of the brute-force tree
 * maps the starts one-to-one onto the states, and a consistent h keeps every
 * ancestor of a passing node within the threshold.)
 */
/** Σ over starts of the complete-iteration counts, per threshold 0..maxD, as bigints. */
function sumOverStarts(starts: Iterable<[number, number]>, metric: Metric, name: 'orient' | 'max', maxD: number, weight = 1n): bigint[] {
  const h = heuristic(name, metric);
  const totals = new Array<bigint>(maxD + 1).fill(0n);
  for (const [perm, orient] of starts) {
    const counts = completeCountsByThreshold(countCompleteIteration(perm, orient, h, maxD));
    for (let d = 0; d <= maxD; d++) totals[d] += BigInt(counts[d]) * weight;
  }
  return totals;
}

function* everyOrientation(): Generator<[number, number]> {
  for (let orient = 0; orient < ORIENTATION_COUNT; orient++) yield [1234, orient];
}

function* everyState(): Generator<[number, number]> {
  for (let perm = 0; perm < PERMUTATION_COUNT; perm++) for (let orient = 0; orient < ORIENTATION_COUNT; orient++) yield [perm, orient];
}

describe('Σ over all starts of complete iterations = Σᵢ Nᵢ · #{h ≤ d − i}, exactly', () => {
  // Under the orientation PDB a start's tree depends only on its orientation
  // (h and the orientation's moves ignore the permutation), so the 3,674,160
  // starts are 5,040 copies of the 729 orientations.
  for (const [metric, maxD] of [['htm', 10], ['qtm', 10]] as const) {
    it(`${metric.toUpperCase()}, orientation PDB, all 729 orientations × 5,040 permutations, d = 0..${maxD}`, () => {
      const N = bruteForceTreeSizes(metric, maxD);
      const counts = heuristicCounts('orient', metric);
      const measured = sumOverStarts(everyOrientation(), metric, 'orient', maxD, BigInt(PERMUTATION_COUNT));
      for (let d = 0; d <= maxD; d++) expect(measured[d]).toBe(kreTotalOverAllStarts(N, counts, d));
    });
  }

  // The max heuristic's tree depends on the whole state: every one of the
  // 3,674,160 starts, at thresholds small enough to keep that quick.
  for (const [metric, maxD] of [['htm', 5], ['qtm', 6]] as const) {
    it(`${metric.toUpperCase()}, max of both PDBs, every state, d = 0..${maxD}`, () => {
      const N = bruteForceTreeSizes(metric, maxD);
      const counts = heuristicCounts('max', metric);
      const measured = sumOverStarts(everyState(), metric, 'max', maxD);
      for (let d = 0; d <= maxD; d++) expect(measured[d]).toBe(kreTotalOverAllStarts(N, counts, d));
    });
  }
});
