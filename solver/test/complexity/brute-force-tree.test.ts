import { describe, expect, it } from 'vitest';
import { asymptoticBranchingFactor, bruteForceTreeSizes } from '../../src/complexity/brute-force-tree.ts';
import { METRIC_MOVES } from '../../src/metric.ts';
import { movePruning } from '../../src/move-pruning.ts';

/** Counts accepted sequences by walking every one of them (no dynamic programming). */
function enumerate(metric: 'htm' | 'qtm', maxDepth: number): number[] {
  const { allowed, next, start } = movePruning(metric);
  const n = METRIC_MOVES[metric].length;
  const sizes = new Array<number>(maxDepth + 1).fill(0);
  const stack: [number, number][] = [[start, 0]];
  while (stack.length > 0) {
    const [state, depth] = stack.pop()!;
    sizes[depth]++;
    if (depth === maxDepth) continue;
    for (let m = 0; m < n; m++) if (allowed[state * n + m]) stack.push([next[state * n + m], depth + 1]);
  }
  return sizes;
}

describe('brute-force tree sizes from the move-pruning automaton', () => {
  it('HTM: N₀ = 1, N₁ = 9, Nᵢ = 9·6^(i−1)', () => {
    const sizes = bruteForceTreeSizes('htm', 20);
    expect(sizes[0]).toBe(1);
    for (let i = 1; i <= 20; i++) expect(sizes[i]).toBe(9 * 6 ** (i - 1));
    expect(asymptoticBranchingFactor(sizes)).toBe(6);
  });

  it('both metrics agree with walking every accepted sequence', () => {
    expect(bruteForceTreeSizes('htm', 7)).toEqual(enumerate('htm', 7));
    expect(bruteForceTreeSizes('qtm', 9)).toEqual(enumerate('qtm', 9));
  });

  // Chapter 7 teaches these: a sequence of i + 1 quarter turns ends with a turn of one of the 2 other faces
  // (4 moves after any sequence of i), or doubles a single clockwise turn of a new face (half of the 4Nᵢ₋₁).
  it('QTM: Nᵢ₊₁ = 4Nᵢ + 2Nᵢ₋₁ for i ≥ 2, and Nᵢ = [(3+√6)(2+√6)ⁱ + (3−√6)(2−√6)ⁱ]/4 for i ≥ 1, as counted', () => {
    const sizes = bruteForceTreeSizes('qtm', 24);
    for (let i = 2; i < 24; i++) expect(sizes[i + 1]).toBe(4 * sizes[i] + 2 * sizes[i - 1]);
    expect(sizes[2]).not.toBe(4 * sizes[1] + 2 * sizes[0]); // N₂ = 27: three of the six first moves can be doubled
    const r = Math.sqrt(6);
    const closedForm = (i: number) => ((3 + r) * (2 + r) ** i + (3 - r) * (2 - r) ** i) / 4;
    for (let i = 1; i <= 24; i++) expect(closedForm(i) / sizes[i]).toBeCloseTo(1, 12);
    for (let i = 1; i <= 12; i++) expect(Math.round(closedForm(i))).toBe(sizes[i]);
    expect(closedForm(0)).not.toBe(sizes[0]);
  });

  it('QTM: 6 first moves, then a branching factor that tends to 2 + √6 (X X allowed once, X′ X′ never)', () => {
    const sizes = bruteForceTreeSizes('qtm', 30);
    expect(sizes.slice(0, 5)).toEqual([1, 6, 27, 120, 534]);
    expect(asymptoticBranchingFactor(sizes)).toBeCloseTo(2 + Math.sqrt(6), 9);
  });
});
