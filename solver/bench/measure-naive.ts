/**
 * The object-per-node baseline (naive-classic.ts) against the real solver on
 * the same states, the two taking turns in blocks of NAIVE_BLOCK
 * states (forEachInBlocks), so both see the same machine: other processes share
 * these 2 cores and can slow everything down for seconds at a time. The naive
 * port is ~20× slower per node, so after a warm-up over the first
 * NAIVE_WARMUP_STATES states there is a single timed pass (~5 s for 1,000
 * states).
 *
 * Each naive result is compared with the real one: same solution, same nodes
 * expanded and generated — anything else means the two are not the same
 * search, and the speed ratio would be meaningless.
 */
import { type Metric, type Solution } from 'pocket-cube-solver';
import { METRIC_MOVES, solveState } from 'pocket-cube-solver/internals';
import type { CheckLog } from './checks.ts';
import { type SolveSummary, forEachInBlocks, summarize } from './measure-solves.ts';
import { type NaiveResult, solveNaive } from './naive-classic.ts';
import type { SampleState } from './sample-states.ts';

const NAIVE_WARMUP_STATES = 100;
/** ~0.2 s of naive solves, then ~10 ms of real ones on the same states. */
const NAIVE_BLOCK = 50;

export interface NaiveFigures {
  readonly naive: SolveSummary;
  /** The real solver, timed alongside on the same states. */
  readonly real: SolveSummary;
  /** real / naive expanded nodes per second (the node counts are equal, so this is also the time ratio). */
  readonly speedup: number;
  /** States where the two searches disagreed (solution or node counts). */
  readonly mismatches: number;
}

/** Solves every state both ways, the two taking turns in blocks; times each solve. */
function timeBothWays(samples: readonly SampleState[], metric: Metric) {
  const options = { metric, heuristic: 'max' } as const;
  const warmup = Math.min(NAIVE_WARMUP_STATES, samples.length);
  forEachInBlocks(warmup, 2, NAIVE_BLOCK, (v, i) => (v === 0 ? solveNaive(samples[i].state, metric) : solveState(samples[i].state, options)));
  const naive = new Array<{ ms: number; result: NaiveResult }>(samples.length);
  const real = new Array<{ ms: number; result: Solution }>(samples.length);
  forEachInBlocks(samples.length, 2, NAIVE_BLOCK, (v, i) => {
    const state = samples[i].state;
    const start = performance.now();
    if (v === 0) {
      const result = solveNaive(state, metric);
      naive[i] = { ms: performance.now() - start, result };
    } else {
      const result = solveState(state, options);
      real[i] = { ms: performance.now() - start, result };
    }
  });
  return { naive, real };
}

/** Same solution and node counts as the solver, or a warning; and the naive solution must be right. */
function compareWithSolver(
  sample: SampleState,
  naive: NaiveResult,
  real: Solution,
  metric: Metric,
  distance: Uint8Array,
  log: CheckLog,
): boolean {
  const moves = naive.solution.map((m) => METRIC_MOVES[metric][m].name);
  log.checkSolution(`naive ${metric} #${sample.index}`, sample.state, moves, distance[sample.index]);
  const same = naive.expanded === real.nodes && naive.generated === real.generated && moves.join() === real.moves?.join();
  if (!same) {
    log.warn(
      `naive ${metric} #${sample.index}: ${moves.length} moves, ${naive.expanded}/${naive.generated} nodes expanded/generated; ` +
        `the solver: ${real.length} moves, ${real.nodes}/${real.generated}`,
    );
  }
  return same;
}

export function measureNaive(samples: readonly SampleState[], metric: Metric, distance: Uint8Array, log: CheckLog): NaiveFigures {
  const runs = timeBothWays(samples, metric);
  let mismatches = 0;
  samples.forEach((sample, i) => {
    if (!compareWithSolver(sample, runs.naive[i].result, runs.real[i].result, metric, distance, log)) mismatches++;
  });
  const naive = summarize(runs.naive.map(({ ms, result }) => ({ ms, expanded: result.expanded, generated: result.generated })));
  const real = summarize(runs.real.map(({ ms, result }) => ({ ms, expanded: result.nodes, generated: result.generated })));
  return { naive, real, speedup: real.expandedPerSecond / naive.expandedPerSecond, mismatches };
}
