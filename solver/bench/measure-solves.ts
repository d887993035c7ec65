/**
 * Timing IDA* solves one by one: performance.now() around each solveState
 * call (the solver's front door, so coordinates, setup and naming are
 * included). After one untimed warm-up pass, every state is solved `passes`
 * times and its time is the median of those, which keeps a stray GC pause or
 * a neighbour process on this 2-core machine from becoming the "max".
 */
import { type Solution, type SolveOptions } from 'pocket-cube-solver';
import { solveState } from 'pocket-cube-solver/internals';
import type { SampleState } from './sample-states.ts';
import { max, mean, median, percentile, sum } from './stats.ts';

export interface TimedSolve {
  readonly ms: number;
  readonly solution: Solution;
}

/**
 * Compared variants (traced vs untraced, naive vs real) take turns over the
 * states in blocks: a neighbour process that slows the machine for a while
 * then hits all variants alike. Blocks must not be too short: alternating
 * every single state made the real solver look ~2× slower, as each 0.1 ms
 * solve then starts with caches and GC state left by the other variant.
 */
export function forEachInBlocks(
  stateCount: number,
  variantCount: number,
  blockSize: number,
  visit: (variant: number, i: number) => void,
): void {
  for (let block = 0; block < stateCount; block += blockSize) {
    const end = Math.min(block + blockSize, stateCount);
    for (let v = 0; v < variantCount; v++) for (let i = block; i < end; i++) visit(v, i);
  }
}

/** Times several variants over the same states, taking turns in blocks. Returns one list per variant. */
export function timeSolveVariants(
  samples: readonly SampleState[],
  variants: readonly SolveOptions[],
  passes: number,
  blockSize: number = samples.length,
): TimedSolve[][] {
  forEachInBlocks(samples.length, variants.length, blockSize, (v, i) => solveState(samples[i].state, variants[v])); // warm-up
  const times = variants.map(() => samples.map(() => new Array<number>(passes)));
  const solutions = variants.map(() => new Array<Solution>(samples.length));
  for (let pass = 0; pass < passes; pass++) {
    forEachInBlocks(samples.length, variants.length, blockSize, (v, i) => {
      const start = performance.now();
      const solution = solveState(samples[i].state, variants[v]);
      times[v][i][pass] = performance.now() - start;
      solutions[v][i] = solution;
    });
  }
  return variants.map((_, v) => samples.map((_, i) => ({ ms: median(times[v][i]), solution: solutions[v][i] })));
}

export function timeSolves(samples: readonly SampleState[], options: SolveOptions, passes: number): TimedSolve[] {
  return timeSolveVariants(samples, [options], passes)[0];
}

export interface SolveSummary {
  readonly states: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly totalMs: number;
  readonly medianExpanded: number;
  readonly meanExpanded: number;
  readonly maxExpanded: number;
  readonly meanGenerated: number;
  /** Nodes over the summed per-state times. */
  readonly expandedPerSecond: number;
  readonly generatedPerSecond: number;
  readonly solvesPerSecond: number;
}

/** The same summary for any search that reports per-state ms and node counts (the naive port too). */
export function summarize(runs: readonly { ms: number; expanded: number; generated: number }[]): SolveSummary {
  const ms = runs.map((r) => r.ms);
  const expanded = runs.map((r) => r.expanded);
  const generated = runs.map((r) => r.generated);
  const totalMs = sum(ms);
  return {
    states: runs.length,
    medianMs: median(ms),
    p95Ms: percentile(ms, 95),
    maxMs: max(ms),
    totalMs,
    medianExpanded: median(expanded),
    meanExpanded: mean(expanded),
    maxExpanded: max(expanded),
    meanGenerated: mean(generated),
    expandedPerSecond: (sum(expanded) / totalMs) * 1000,
    generatedPerSecond: (sum(generated) / totalMs) * 1000,
    solvesPerSecond: (runs.length / totalMs) * 1000,
  };
}

export function summarizeSolves(solves: readonly TimedSolve[]): SolveSummary {
  return summarize(solves.map((s) => ({ ms: s.ms, expanded: s.solution.nodes, generated: s.solution.generated })));
}
