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

  it('QTM: 6 first moves, then a branching factor that tends to 2 + √6 (X X allowed once, X′ X′ never)', () => {
    const sizes = bruteForceTreeSizes('qtm', 30);
    expect(sizes.slice(0, 5)).toEqual([1, 6, 27, 120, 534]);
    expect(asymptoticBranchingFactor(sizes)).toBeCloseTo(2 + Math.sqrt(6), 9);
  });
});
