/**
 * The Korf–Reid–Edelkamp prediction for the 2×2×2: this puzzle's Nᵢ
 * (brute-force-tree.ts) and h-distribution (heuristic-distribution.ts) fed to
 * the puzzle-free formula (kre-prediction.ts).
 */
import { STATE_COUNT } from '../coordinates.ts';
import type { HeuristicName } from '../heuristic-names.ts';
import type { Metric } from '../metric.ts';
import { bruteForceTreeSizes } from './brute-force-tree.ts';
import { heuristicCounts } from './heuristic-distribution.ts';
import { type KreIteration, kreIterations } from './kre-prediction.ts';

export interface PocketCubePrediction {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Nᵢ, i = 0..maxThreshold. */
  readonly bruteForce: number[];
  /** hCounts[x] = states with h = x. */
  readonly hCounts: number[];
  readonly totalStates: number;
  /** E(d) for d = 0..maxThreshold. */
  readonly iterations: KreIteration[];
}

/** E(d) for thresholds 0..maxThreshold. 'exact' needs the distance table (a BFS on first use). */
export function predictPocketCube(metric: Metric, heuristic: HeuristicName, maxThreshold: number): PocketCubePrediction {
  const bruteForce = bruteForceTreeSizes(metric, maxThreshold);
  const hCounts = heuristicCounts(heuristic, metric);
  return { metric, heuristic, bruteForce, hCounts, totalStates: STATE_COUNT, iterations: kreIterations(bruteForce, hCounts, STATE_COUNT, 0, maxThreshold) };
}
