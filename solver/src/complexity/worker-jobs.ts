/**
 * Chapter 7's worker jobs: the prediction, the measurement over random
 * starts, and this machine's node rate. Kept apart from worker-jobs.ts
 * (which only lists them) so the shared file grows by three lines.
 */
import { STATE_COUNT, splitStateIndex } from '../coordinates.ts';
import { heuristic } from '../heuristics.ts';
import { IdaSearch } from '../ida-star.ts';
import type { Metric } from '../metric.ts';
import type { BfsProgressMessage, ComplexityMeasurementParams, ComplexityMeasurementProgress, ComplexityMeasurementResponse, KrePredictionParams, KrePredictionResponse, NodeRateParams, NodeRateResponse } from '../page/protocol.ts';
import { seededRandom } from '../random.ts';
import { CancelledError, runInSlices, yieldToEventLoop } from '../run-in-slices.ts';
import { ComplexityMeasurement } from './measurement.ts';
import { predictPocketCube } from './pocket-cube-prediction.ts';

interface Ctx<P> {
  readonly signal: AbortSignal;
  progress(p: P): void;
}

/** A bad parameter, reported to the page with its name and the allowed range. */
class ComplexityRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestError';
  }
}

function checkInteger(name: string, value: unknown, min: number, max: number): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new ComplexityRequestError(`${name} must be an integer in ${min}..${max}, got ${String(value)}`);
  }
}

/** Nodes per slice: a few ms of counting, then a turn for cancel messages. */
const SLICE_NODES = 100_000;
const PROGRESS_INTERVAL_MS = 150;

export async function krePredictionJob(
  params: KrePredictionParams,
  ctx: Ctx<BfsProgressMessage>,
  ensureTable: (metric: Metric, ctx: Ctx<BfsProgressMessage>) => Promise<unknown>,
): Promise<KrePredictionResponse> {
  checkInteger('maxThreshold', params.maxThreshold, 0, 40);
  if (params.heuristic === 'exact') await ensureTable(params.metric, ctx);
  const t0 = performance.now();
  const prediction = predictPocketCube(params.metric, params.heuristic, params.maxThreshold);
  return { ...prediction, ms: performance.now() - t0 };
}

export async function complexityMeasurementJob(
  params: ComplexityMeasurementParams,
  ctx: Ctx<ComplexityMeasurementProgress>,
  ensureTable: (metric: Metric, ctx: Ctx<BfsProgressMessage>) => Promise<unknown>,
): Promise<ComplexityMeasurementResponse> {
  checkInteger('starts', params.starts, 1, 100_000);
  checkInteger('maxThreshold', params.maxThreshold, 0, 40);
  if (!Number.isInteger(params.seed)) throw new ComplexityRequestError(`seed must be an integer, got ${String(params.seed)}`);
  if (params.heuristic === 'exact' || params.asRun) await ensureTable(params.metric, { signal: ctx.signal, progress: () => {} });
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
}

export async function nodeRateJob(params: NodeRateParams, ctx: { signal: AbortSignal }): Promise<NodeRateResponse> {
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
}
