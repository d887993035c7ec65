/**
 * Chapter 7's worker jobs: the Korf–Reid–Edelkamp prediction, the
 * measurement over random starts, this machine's node rate, and the
 * per-instance estimate of the reader's own scramble.
 */
import { scrambleToState } from '../apply.ts';
import { STATE_COUNT, coordinatesOf, splitStateIndex } from '../coordinates.ts';
import { heuristic } from '../heuristics.ts';
import { IdaSearch } from '../ida-star.ts';
import { ESTIMATE_METHODS, IterationEstimator } from '../complexity/iteration-estimate.ts';
import { type IterationCount, countIteration } from '../complexity/iteration-tree.ts';
import { ComplexityMeasurement } from '../complexity/measurement.ts';
import { pocketCubeTree } from '../complexity/pocket-cube-tree.ts';
import { predictPocketCube } from '../complexity/pocket-cube-prediction.ts';
import { PUBLISHED_HISTOGRAM } from '../metric.ts';
import { seededRandom } from '../random.ts';
import { CancelledError, runInSlices, yieldToEventLoop } from '../run-in-slices.ts';
import { ensureDistanceTable, silently } from './distance-table.ts';
import type { Job } from './job.ts';
import { RequestError, checkInteger } from './request-error.ts';
import { throttled } from './throttled.ts';

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
  await runInSlices(measurement, {
    signal: ctx.signal,
    sliceSteps: SLICE_NODES,
    onSlice: throttled(PROGRESS_INTERVAL_MS, () => ctx.progress({ startsDone: measurement.startsDone, starts: params.starts, partial: measurement.summary() })),
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

/** Exact counts stop past this many nodes expanded in one iteration (about half a second of walking). */
const EXACT_CAP = 1_000_000;

export const pocketEstimateJob: Job<'pocketEstimate'> = async (params, ctx) => {
  const parsed = scrambleToState(params.scramble);
  if (!parsed.ok) throw new RequestError(parsed.error);
  checkInteger('probes', params.probes, 1, 100_000);
  if (params.work !== undefined) checkInteger('work', params.work, 1, 100_000_000);
  if (!Number.isInteger(params.seed)) throw new RequestError(`seed must be an integer, got ${String(params.seed)}`);
  const unknown = params.methods.find((m) => !ESTIMATE_METHODS.includes(m));
  if (params.methods.length === 0 || unknown !== undefined) throw new RequestError(`methods must be some of ${ESTIMATE_METHODS.join(', ')}, got ${String(unknown ?? 'none')}`);
  if (params.heuristic === 'exact') await ensureDistanceTable(params.metric, silently(ctx.signal));
  const t0 = performance.now();
  const { perm, orient } = coordinatesOf(parsed.state);
  const tree = pocketCubeTree(perm, orient, heuristic(params.heuristic, params.metric));
  const rootH = tree.h(tree.root);
  const godsNumber = PUBLISHED_HISTOGRAM[params.metric].length - 1;
  const thresholds = Array.from({ length: Math.max(0, godsNumber - rootH + 1) }, (_, i) => rootH + i);
  const estimator = new IterationEstimator(tree, { from: rootH, to: Math.max(rootH, godsNumber), methods: params.methods, probes: params.probes, work: params.work, seed: params.seed });
  await runInSlices(estimator, {
    signal: ctx.signal,
    sliceSteps: SLICE_NODES,
    onSlice: throttled(PROGRESS_INTERVAL_MS, () => ctx.progress({ ...estimator.progress, partial: estimator.summary() })),
  });
  // Exact counts, threshold by threshold, until one is over the cap (deeper ones are larger still).
  const exact: (IterationCount | null)[] = [];
  for (const t of thresholds) {
    if (ctx.signal.aborted) throw new CancelledError();
    const previous = exact.at(-1);
    exact.push(params.exact && previous !== null ? countIteration(tree, t, EXACT_CAP) : null);
    await yieldToEventLoop();
  }
  const kre = predictPocketCube(params.metric, params.heuristic, Math.max(godsNumber, rootH)).iterations.slice(rootH).map((it) => it.expected);
  return { scramble: params.scramble, metric: params.metric, heuristic: params.heuristic, rootH, thresholds, estimates: estimator.summary(), exact, kre, probes: params.probes, work: params.work ?? null, seed: params.seed, ms: performance.now() - t0 };
};
