/**
 * The heuristic's distribution over the whole state space: hCounts[x] = how
 * many of the 3,674,160 states have h = x. Korf, Reid & Edelkamp (2001) take
 * P from the "equilibrium distribution" of the brute-force tree; here we may
 * take it over all states, uniformly, because we average over uniform random
 * starts: a fixed move sequence applied to a uniformly random state gives a
 * uniformly random state (a move is a bijection of the state space), so the
 * node at the end of every path below a uniform start is itself uniform.
 *
 * Every (permutation, orientation) pair is a state (coordinates.ts), so the
 * PDB heuristics need no scan of 3.67 million states:
 * - orient: each orientation value occurs with all 5,040 permutations;
 * - perm:   each permutation value with all 729 orientations;
 * - max:    #{max(a, b) ≤ x} = #{a ≤ x} · #{b ≤ x} (independent coordinates);
 * - exact:  the BFS depth histogram itself;
 * - none:   every state has h = 0.
 */
import { distanceTable } from '../bfs.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT, STATE_COUNT } from '../coordinates.ts';
import type { HeuristicName } from '../heuristic-names.ts';
import { type Heuristic } from '../heuristics.ts';
import type { Metric } from '../metric.ts';
import { patternDatabase } from '../pattern-database.ts';

// #region heuristic-counts
/** hCounts[x] = number of states with h = x, over all STATE_COUNT states. */
export function heuristicCounts(name: HeuristicName, metric: Metric): number[] {
  switch (name) {
    case 'none':
      return [STATE_COUNT];
    case 'orient':
      return patternDatabase('orient', metric).histogram.map((c) => c * PERMUTATION_COUNT);
    case 'perm':
      return patternDatabase('perm', metric).histogram.map((c) => c * ORIENTATION_COUNT);
    case 'max': {
      const atMostPerm = cumulative(patternDatabase('perm', metric).histogram);
      const atMostOrient = cumulative(patternDatabase('orient', metric).histogram);
      const top = Math.max(atMostPerm.length, atMostOrient.length);
      const atMost = Array.from({ length: top }, (_, x) => atMostPerm[Math.min(x, atMostPerm.length - 1)] * atMostOrient[Math.min(x, atMostOrient.length - 1)]);
      return atMost.map((c, x) => c - (x > 0 ? atMost[x - 1] : 0));
    }
    case 'exact':
      return distanceTable(metric).histogram.slice();
  }
}
// #endregion

/** The same histogram by looking at every state (slow; for tests of the shortcut above). */
export function heuristicCountsByScan(h: Heuristic): number[] {
  const counts: number[] = [];
  for (let perm = 0; perm < PERMUTATION_COUNT; perm++) {
    for (let orient = 0; orient < ORIENTATION_COUNT; orient++) {
      const value = h.exact !== null ? h.exact[perm * ORIENTATION_COUNT + orient] : Math.max(h.permH[perm], h.orientH[orient]);
      counts[value] = (counts[value] ?? 0) + 1;
    }
  }
  return Array.from(counts, (c) => c ?? 0);
}

function cumulative(histogram: readonly number[]): number[] {
  let sum = 0;
  return histogram.map((c) => (sum += c));
}
