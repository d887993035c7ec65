/**
 * Solving with the full distance table, two ways, timed as whole batches
 * (a single solve is too short for performance.now() to resolve):
 * - IDA* with h = exact distance: the search walks straight down one optimal
 *   path, generating at most 9 children per level;
 * - greedy descent (solveWithDistanceTable): no search at all, just "take a
 *   move that lowers the distance", with no allocation per solve.
 */
import { type Metric, type Solution } from 'pocket-cube-solver';
import { METRIC_MOVES, solveState, solveWithDistanceTable } from 'pocket-cube-solver/internals';
import type { CheckLog } from './checks.ts';
import type { SampleState } from './sample-states.ts';
import { timeOnce, timeRepeated } from './timing.ts';

export interface BatchRate {
  /** From the median timed run. */
  readonly solvesPerSecond: number;
  /** From the fastest timed run: noise from other processes only ever slows a run down. */
  readonly bestSolvesPerSecond: number;
  /** Solves in one timed run (the sample, repeated). */
  readonly solvesPerRun: number;
  readonly medianRunMs: number;
}

const WARMUPS = 2;
const REPS = 5;
/** Each timed run repeats the batch until it lasts about this long, so timer resolution does not matter. */
const TARGET_RUN_MS = 150;

function batchRate(runBatch: () => void, batchSize: number): BatchRate {
  runBatch(); // compile before calibrating
  const repeats = Math.max(1, Math.ceil(TARGET_RUN_MS / Math.max(timeOnce(runBatch), 0.01)));
  const timing = timeRepeated(() => {
    for (let r = 0; r < repeats; r++) runBatch();
  }, WARMUPS, REPS);
  const solvesPerRun = batchSize * repeats;
  return {
    solvesPerSecond: (solvesPerRun / timing.medianMs) * 1000,
    bestSolvesPerSecond: (solvesPerRun / Math.min(...timing.runsMs)) * 1000,
    solvesPerRun,
    medianRunMs: timing.medianMs,
  };
}

export function measureExactIda(samples: readonly SampleState[], metric: Metric): { rate: BatchRate; solutions: Solution[] } {
  const options = { metric, heuristic: 'exact' } as const;
  const rate = batchRate(() => {
    for (const { state } of samples) solveState(state, options);
  }, samples.length);
  return { rate, solutions: samples.map(({ state }) => solveState(state, options)) };
}

/** Greedy descent; `checksum` keeps the optimiser from dropping the work. */
export function measureGreedyDescent(samples: readonly SampleState[], distance: Uint8Array, metric: Metric): BatchRate {
  const indices = Int32Array.from(samples, (s) => s.index);
  const out = new Uint8Array(32);
  let checksum = 0;
  const rate = batchRate(() => {
    for (let i = 0; i < indices.length; i++) checksum += solveWithDistanceTable(indices[i], distance, metric, out) + out[0];
  }, indices.length);
  if (checksum < 0) throw new Error('unreachable');
  return rate;
}

/** Outside the timing: each descent, applied to its state, must solve it in the table's distance. */
export function checkGreedyDescent(samples: readonly SampleState[], distance: Uint8Array, metric: Metric, log: CheckLog): void {
  const names = METRIC_MOVES[metric].map((m) => m.name);
  const out = new Uint8Array(32);
  for (const { index, state } of samples) {
    const length = solveWithDistanceTable(index, distance, metric, out);
    const moves = Array.from(out.subarray(0, length), (m) => names[m]);
    log.checkSolution(`greedy ${metric} #${index}`, state, moves, distance[index]);
  }
}
