/**
 * The identity behind the Korf–Reid–Edelkamp prediction, checked as integers:
 * summed over every start, the nodes of complete iterations of threshold d
 * equal Σᵢ Nᵢ · #{states with h ≤ d − i}. (Each path of the brute-force tree
 * maps the starts one-to-one onto the states, and a consistent h keeps every
 * ancestor of a passing node within the threshold.)
 */
import { describe, expect, it } from 'vitest';
import { bruteForceTreeSizes } from '../../src/complexity/brute-force-tree.ts';
import { completeCountsByThreshold, countCompleteIteration } from '../../src/complexity/complete-iteration.ts';
import { heuristicCounts } from '../../src/complexity/heuristic-distribution.ts';
import { kreTotalOverAllStarts } from '../../src/complexity/kre-prediction.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT } from '../../src/coordinates.ts';
import { heuristic } from '../../src/heuristics.ts';
import type { Metric } from '../../src/metric.ts';

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
