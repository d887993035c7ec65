/**
 * Chapter 7's worker jobs: the Korf–Reid–Edelkamp prediction, the
 * measurement over random starts, and this machine's node rate.
 */
import { STATE_COUNT, splitStateIndex } from '../coordinates.ts';
import { heuristic } from '../heuristics.ts';
import { IdaSearch } from '../ida-star.ts';
import { ComplexityMeasurement } from '../complexity/measurement.ts';
import { predictPocketCube } from '../complexity/pocket-cube-prediction.ts';
import { seededRandom } from '../random.ts';
import { CancelledError, runInSlices, yieldToEventLoop } from '../run-in-slices.ts';
import { ensureDistanceTable, silently } from './distance-table.ts';
import type { Job } from './job.ts';
import { RequestError, checkInteger } from './request-error.ts';

/** Nodes per slice: a few ms of counting, then a turn for cancel messages. */
const SLICE_NODES = 100_000;
const PROGRESS_INTERVAL_MS = 150;

export const krePredictionJob: Job<'krePrediction'> = async (params, ctx) => {
  checkInteger('maxThreshold', params.maxThreshold, 0, 40);
  if (params.heuristic === 'exact') await ensureDistanceTable(params.metric, ctx);
  const t0 = performance.now();
  const prediction = predictPocketCube(params.metric, params.heuristic, params.maxThreshold);
  return { ...prediction, ms: performance.now() - t0 };
};

export const complexityMeasurementJob: Job<'complexityMeasurement'> = async (params, ctx) => {
  checkInteger('starts', params.starts, 1, 100_000);
  checkInteger('maxThreshold', params.maxThreshold, 0, 40);
  if (!Number.isInteger(params.seed)) throw new RequestError(`seed must be an integer, got ${String(params.seed)}`);
  if (params.heuristic === 'exact' || params.asRun) await ensureDistanceTable(params.metric, silently(ctx.signal));
  const t0 = performance.now();
  const measurement = new ComplexityMeasurement({
    heuristic: heuristic(params.heuristic, params.metric),
    starts: params.starts,
    seed: params.seed,
    maxThreshold: params.maxThreshold,
    asRun: params.asRun,
  });
  let reported = -Infinity;
  await runInSlices(measurement, {
    signal: ctx.signal,
    sliceSteps: SLICE_NODES,
    onSlice: () => {
      // A few reports a second are plenty for a progress bar, and spare the page a message per slice.
      const now = performance.now();
      if (now - reported < PROGRESS_INTERVAL_MS) return;
      reported = now;
      ctx.progress({ startsDone: measurement.startsDone, starts: params.starts, partial: measurement.summary() });
    },
  });
  return { ...measurement.summary(), metric: params.metric, heuristic: params.heuristic, ms: performance.now() - t0 };
};

export const nodeRateJob: Job<'nodeRate'> = async (params, ctx) => {
  checkInteger('forMs', params.forMs, 1, 10_000);
  const h = heuristic('max', params.metric);
  const random = seededRandom(params.seed);
  let solves = 0;
  let expanded = 0;
  let ms = 0;
  while (ms < params.forMs) {
    if (ctx.signal.aborted) throw new CancelledError();
    const { perm, orient } = splitStateIndex(random.int(STATE_COUNT));
    const search = new IdaSearch(perm, orient, { heuristic: h });
    search.run();
    const r = search.result();
    solves++;
    expanded += r.expanded;
    ms += r.ms;
    if (solves % 20 === 0) await yieldToEventLoop();
  }
  return { metric: params.metric, solves, expanded, ms, nodesPerSecond: (expanded / ms) * 1000 };
};
