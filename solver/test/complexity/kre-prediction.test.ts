import { describe, expect, it } from 'vitest';
import {
  cumulativeFractions,
  estimateSeconds,
  kreExpectedNodes,
  kreIterations,
  kreTotalOverAllStarts,
  largestAffordableThreshold,
} from '../../src/complexity/kre-prediction.ts';

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
