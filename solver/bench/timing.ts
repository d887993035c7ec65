/**
 * Timing helpers. The first run of anything includes V8's compilation (what a
 * reader's fresh worker pays), so it is kept apart as `cold`; the figure the
 * bench reports is the median of the runs after the warm-up ones.
 */
import { median } from './stats.ts';

export interface RepeatedTiming {
  /** The very first run, ms. */
  readonly coldMs: number;
  /** Median of the timed runs after warm-up, ms. */
  readonly medianMs: number;
  /** Every timed run, ms. */
  readonly runsMs: number[];
}

/** Milliseconds one call of `fn` takes. */
export function timeOnce(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Runs `fn` `warmups` times (the first timed as cold), then `reps` timed times. */
export function timeRepeated(fn: () => void, warmups: number, reps: number): RepeatedTiming {
  let coldMs = NaN;
  for (let i = 0; i < warmups; i++) {
    const ms = timeOnce(fn);
    if (i === 0) coldMs = ms;
  }
  const runsMs = Array.from({ length: reps }, () => timeOnce(fn));
  if (warmups === 0) coldMs = runsMs[0];
  return { coldMs, medianMs: median(runsMs), runsMs };
}
