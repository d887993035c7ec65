/**
 * The brute-force tree: every move sequence IDA* would consider if nothing
 * were cut off by the heuristic, i.e. the sequences the move-pruning automaton
 * (move-pruning.ts) accepts. Nᵢ counts the sequences of length i — the nodes at
 * depth i of the tree below any start. It does not depend on the start: the
 * automaton looks only at the moves, never at the cube.
 *
 * Counted by dynamic programming over the automaton's states (how many
 * accepted sequences end in each state), not from a closed form, though both
 * metrics have one: in HTM the rule "never the same face twice" gives N₀ = 1,
 * N₁ = 9, Nᵢ = 9·6^(i−1); the QTM automaton (X X allowed once, X′ X′ never)
 * gives Nᵢ₊₁ = 4Nᵢ + 2Nᵢ₋₁ for i ≥ 2, so Nᵢ = [(3+√6)(2+√6)ⁱ + (3−√6)(2−√6)ⁱ]/4
 * for i ≥ 1 (chapter 7; the tests hold both to this count). The count works
 * for any automaton. This is the Nᵢ of Korf, Reid & Edelkamp (2001),
 * section 3 ("the brute-force search tree").
 */
import type { Metric } from '../metric.ts';
import { type MovePruning, movePruning } from '../move-pruning.ts';

// #region brute-force-tree
/**
 * Nᵢ for i = 0..maxDepth: the number of move sequences of length i that the
 * automaton accepts. Exact as long as the counts stay below 2⁵³ (HTM up to
 * depth 20 is 9·6¹⁹ ≈ 5.5·10¹⁵).
 *
 * @example bruteForceTreeSizes('htm', 3) // [1, 9, 54, 324]
 */
export function bruteForceTreeSizes(metric: Metric, maxDepth: number): number[] {
  return countAcceptedSequences(movePruning(metric), maxDepth);
}

/** The same count for any pruning automaton (exported for tests and other puzzles). */
export function countAcceptedSequences(pruning: MovePruning, maxDepth: number): number[] {
  const { stateCount, allowed, next } = pruning;
  const moveCount = allowed.length / stateCount;
  let ways = new Array<number>(stateCount).fill(0); // sequences of the current length ending in each state
  ways[pruning.start] = 1;
  const sizes = [1];
  for (let depth = 1; depth <= maxDepth; depth++) {
    const after = new Array<number>(stateCount).fill(0);
    for (let s = 0; s < stateCount; s++) {
      if (ways[s] === 0) continue;
      for (let m = 0; m < moveCount; m++) {
        if (allowed[s * moveCount + m]) after[next[s * moveCount + m]] += ways[s];
      }
    }
    ways = after;
    sizes.push(after.reduce((a, b) => a + b, 0));
  }
  return sizes;
}
// #endregion

/** The asymptotic branching factor: the ratio Nᵢ₊₁ / Nᵢ at the deepest depth given. */
export function asymptoticBranchingFactor(sizes: readonly number[]): number {
  const n = sizes.length;
  if (n < 2) throw new RangeError('asymptoticBranchingFactor needs at least two depths');
  return sizes[n - 1] / sizes[n - 2];
}
