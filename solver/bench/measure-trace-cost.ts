/**
 * What recording the search tree costs. Two questions:
 * - how much slower is a recorded solve? It runs IdaSearch's textbook loop
 *   (searchEachChild: every cut-off child is looked up, as the trace shows
 *   its h) instead of the survivor-mask loop, writes each node into typed
 *   arrays until the cap, then copies them out. Whole untraced and traced
 *   passes over the sample take turns (measure-solves.ts), so slow drifts in
 *   machine load hit both alike;
 * - is an unrecorded solve still as fast once the recording path has run too
 *   (a JIT that had to generalise the loop would show it)? The untraced solves
 *   timed here are compared with the plain run measured before any
 *   traced solve in this process. That ratio is only as steady as the machine.
 */
import { type Metric } from 'pocket-cube-solver';
import { DEFAULT_TRACE_CAP } from 'pocket-cube-solver/internals';
import type { SampleState } from './sample-states.ts';
import { type TimedSolve, timeSolveVariants } from './measure-solves.ts';
import { sum } from './stats.ts';

export interface TraceCost {
  readonly traceCap: number;
  /** Summed per-state ms of the plain run before any traced solve. */
  readonly untracedBeforeMs: number;
  readonly untracedMs: number;
  readonly tracedMs: number;
  /** tracedMs / untracedMs, whole passes taking turns. */
  readonly tracedRatio: number;
  /** untracedMs / untracedBeforeMs: ≈ 1 when recording leaves the plain search alone. */
  readonly untracedAfterRatio: number;
  /** Whether the traced solves found the same solutions with the same node counts. */
  readonly sameSearch: boolean;
}

const totalMs = (solves: readonly TimedSolve[]) => sum(solves.map((s) => s.ms));

/** `before` is the plain run already measured, before any traced solve in this process. */
export function measureTraceCost(samples: readonly SampleState[], metric: Metric, before: readonly TimedSolve[], passes: number): TraceCost {
  const [untraced, traced] = timeSolveVariants(
    samples,
    [
      { metric, heuristic: 'max' },
      { metric, heuristic: 'max', traceCap: DEFAULT_TRACE_CAP },
    ],
    passes,
  );
  const sameSearch = traced.every(
    (t, i) => t.solution.nodes === before[i].solution.nodes && t.solution.moves?.join() === before[i].solution.moves?.join(),
  );
  const untracedBeforeMs = totalMs(before);
  const untracedMs = totalMs(untraced);
  const tracedMs = totalMs(traced);
  return {
    traceCap: DEFAULT_TRACE_CAP,
    untracedBeforeMs,
    untracedMs,
    tracedMs,
    tracedRatio: tracedMs / untracedMs,
    untracedAfterRatio: untracedMs / untracedBeforeMs,
    sameSearch,
  };
}
