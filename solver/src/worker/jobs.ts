/**
 * What the worker does for each request type. Each job is an async function
 * of (params, context); long ones run in slices (run-in-slices.ts) so a cancel
 * can stop them. Tables are built once per worker and kept: the distance table
 * is 3.67 MB, one copy per metric.
 */
import { scrambleToState } from '../apply.ts';
import { type DistanceTable, UNVISITED, bfsByDepth, cachedDistanceTable, rememberDistanceTable } from '../bfs.ts';
import { classicBatchJob, classicCompareJob } from '../classic/jobs.ts';
import { compareSkippingBfs } from '../classic/skipping-bfs.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT, STATE_COUNT, coordinatesOf, stateIndex } from '../coordinates.ts';
import { HEURISTIC_NAMES, type HeuristicName, estimate, heuristic } from '../heuristics.ts';
import { heuristicQuality } from '../heuristic-quality.ts';
import type { Metric } from '../metric.ts';
import { buildMoveTables, moveTables } from '../move-tables.ts';
import { buildPatternDatabase } from '../pattern-database.ts';
import type { BfsProgressMessage, LabRun, Params, Progress, RequestType, Result } from '../page/protocol.ts';
import { freshSeed, seededRandom } from '../random.ts';
import { driveGenerator, runInSlices } from '../run-in-slices.ts';
import { randomScramble, randomScrambleAtDistance } from '../scramble.ts';
import { runSelfChecks } from '../self-checks.ts';
import { createSearch, describeResult } from '../solve.ts';
import { complexityMeasurementJob, krePredictionJob, nodeRateJob } from '../complexity/worker-jobs.ts';
import { cornerPdbJob, threeSolveJob } from '../three/three-jobs.ts';
import { paintingToState, parsePainting } from '../facelets-to-state.ts';

/** What a job gets besides its params: the request's cancel signal and a way to report progress. */
export interface JobContext<T extends RequestType> {
  /** Aborted by a cancel from the page; long jobs check it between slices (run-in-slices.ts) and stop. */
  readonly signal: AbortSignal;
  /** Posts a progress message to the page (dropped once the request is cancelled). */
  progress(p: Progress<T>): void;
}

/** The worker's work for one request type: resolves with the result, rejects with an error the page sees (a RequestError for bad input). */
export type Job<T extends RequestType> = (params: Params<T>, ctx: JobContext<T>) => Promise<Result<T>>;

class RequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestError';
  }
}

/** A painted cube (24 letters, facelets-to-state.ts) as held, or the first problem as the request's error. */
function paintedOrThrow(facelets: string) {
  const painting = parsePainting(facelets);
  if (!painting) throw new RequestError(`a painted cube is 24 letters from URFDLB, got "${facelets.slice(0, 30)}"`);
  const read = paintingToState(painting);
  if (!read.ok) throw new RequestError(read.problems[0].message);
  return read.state;
}

function parseOrThrow(scramble: string) {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new RequestError(parsed.error.message);
  return parsed.state;
}

/** Runs a BFS with progress; the finished table is kept for later requests. */
async function runBfs(metric: Metric, ctx: { signal: AbortSignal; progress(p: BfsProgressMessage): void }): Promise<{ table: DistanceTable; ms: number }> {
  const started = performance.now();
  const table = await driveGenerator(bfsByDepth(moveTables(metric)), {
    signal: ctx.signal,
    onStep: (p) => ctx.progress({ ...p, total: STATE_COUNT, ms: performance.now() - started }),
  });
  rememberDistanceTable(table);
  return { table, ms: performance.now() - started };
}

/** The distance table, from cache or by a BFS whose progress the caller sees; bfsMs is that BFS's time (null from cache). */
async function ensureDistanceTable(
  metric: Metric,
  ctx: { signal: AbortSignal; progress(p: BfsProgressMessage): void },
): Promise<{ table: DistanceTable; bfsMs: number | null }> {
  const cached = cachedDistanceTable(metric);
  if (cached) return { table: cached, bfsMs: null };
  const { table, ms } = await runBfs(metric, ctx);
  return { table, bfsMs: ms };
}

const solveJob: Job<'solve'> = async (params, ctx) => {
  const state = params.facelets !== undefined ? paintedOrThrow(params.facelets) : parseOrThrow(params.scramble);
  if (params.heuristic === 'exact') await ensureDistanceTable(params.metric, { signal: ctx.signal, progress: () => {} });
  const { search, trace } = createSearch(state, params);
  await runInSlices(search, {
    signal: ctx.signal,
    onSlice: () => {
      const r = search.result();
      ctx.progress({ generated: r.generated, bound: r.iterations.at(-1)?.bound ?? 0 });
    },
  });
  const described = describeResult(search.result(), params.heuristic, trace);
  return {
    ...described,
    scramble: params.scramble,
    moveNames: moveTables(params.metric).moves.map((m) => m.name),
  };
};

const scrambleJob: Job<'scramble'> = async (params) => {
  const metric = params.metric ?? 'htm';
  const seed = params.seed ?? freshSeed();
  const random = seededRandom(seed);
  const s = params.distance !== undefined ? randomScrambleAtDistance(random, params.distance, metric) : randomScramble(random, metric);
  return { ...s, metric, seed };
};

const bfsJob: Job<'bfs'> = async (params, ctx) => {
  const { table, ms } = await runBfs(params.metric, ctx);
  return { metric: params.metric, histogram: table.histogram, godsNumber: table.histogram.length - 1, ms };
};

const locateJob: Job<'locate'> = async (params, ctx) => {
  const state = parseOrThrow(params.scramble);
  const { table } = await ensureDistanceTable(params.metric, ctx);
  const { perm, orient } = coordinatesOf(state);
  const index = stateIndex(perm, orient);
  const distance = table.distance[index];
  const h = Object.fromEntries(HEURISTIC_NAMES.map((name) => [name, estimate(heuristic(name, params.metric), perm, orient)])) as Record<HeuristicName, number>;
  return { metric: params.metric, index, perm, orient, distance, statesAtDistance: table.histogram[distance], histogram: table.histogram, h };
};

const patternDatabasesJob: Job<'patternDatabases'> = async ({ metric }) => {
  moveTables(metric); // built (or reused) outside the timed part: the figures are the PDB BFS alone
  const timed = (name: 'perm' | 'orient', size: number) => {
    const t0 = performance.now();
    const pdb = buildPatternDatabase(name, metric);
    return { size, histogram: pdb.histogram, ms: performance.now() - t0 };
  };
  return { metric, perm: timed('perm', PERMUTATION_COUNT), orient: timed('orient', ORIENTATION_COUNT) };
};

const qualityJob: Job<'quality'> = async (params, ctx) => {
  // Timed apart: the first map of a metric pays for its BFS, and the page should say so rather than report only the histogram.
  const { table, bfsMs } = await ensureDistanceTable(params.metric, ctx);
  const t0 = performance.now();
  const q = heuristicQuality(heuristic(params.heuristic, params.metric), table);
  return { metric: params.metric, heuristic: params.heuristic, ...q, ms: performance.now() - t0, bfsMs };
};

const labJob: Job<'lab'> = async (params, ctx) => {
  const state = parseOrThrow(params.scramble);
  const runs: LabRun[] = [];
  for (const name of params.heuristics) {
    if (name === 'exact') await ensureDistanceTable(params.metric, { signal: ctx.signal, progress: () => {} });
    const { search } = createSearch(state, { metric: params.metric, heuristic: name, maxNodes: params.maxNodes });
    await runInSlices(search, { signal: ctx.signal, onSlice: () => ctx.progress({ heuristic: name, generated: search.result().generated }) });
    const d = describeResult(search.result(), name, null);
    const run: LabRun = { heuristic: name, status: d.status, length: d.length, solution: d.solution, nodes: d.nodes, generated: d.generated, iterations: d.iterations, ms: d.ms };
    runs.push(run);
    ctx.progress({ heuristic: name, run, generated: d.generated });
  }
  return { scramble: params.scramble, metric: params.metric, runs };
};

const moveTableTimingJob: Job<'moveTableTiming'> = async ({ metric }) => {
  const t0 = performance.now();
  const t = buildMoveTables(metric);
  const ms = performance.now() - t0;
  return { metric, ms, permEntries: t.permMove.length, orientEntries: t.orientMove.length, bytes: t.permMove.byteLength + t.orientMove.byteLength };
};

const selfChecksJob: Job<'selfChecks'> = async () => {
  const t0 = performance.now();
  const checks = runSelfChecks();
  return { checks, ms: performance.now() - t0 };
};

const classicBfsJob: Job<'classicBfs'> = async ({ metric, pdb }) => {
  const tables = moveTables(metric);
  const correct = buildPatternDatabase(pdb, metric);
  const moveTable = pdb === 'perm' ? tables.permMove : tables.orientMove;
  const r = compareSkippingBfs(correct.distance, moveTable, tables.moveCount, tables.moves.map((m) => m.faceIndex));
  const classicHistogram: number[] = [];
  for (const d of r.skipping) if (d !== UNVISITED) classicHistogram[d] = (classicHistogram[d] ?? 0) + 1;
  return {
    metric,
    pdb,
    size: correct.distance.length,
    wrong: r.wrong,
    overestimated: r.overestimated,
    unreached: r.unreached,
    examples: r.examples,
    correctHistogram: correct.histogram,
    classicHistogram: Array.from(classicHistogram, (c) => c ?? 0),
  };
};

/** One job per request type: the whole of what the worker can be asked. */
export const JOBS: { [T in RequestType]: Job<T> } = {
  solve: solveJob,
  scramble: scrambleJob,
  bfs: bfsJob,
  locate: locateJob,
  patternDatabases: patternDatabasesJob,
  quality: qualityJob,
  lab: labJob,
  moveTableTiming: moveTableTimingJob,
  selfChecks: selfChecksJob,
  classicBfs: classicBfsJob,
  classicCompare: classicCompareJob,
  classicBatch: classicBatchJob,
  krePrediction: (params, ctx) => krePredictionJob(params, ctx, ensureDistanceTable),
  complexityMeasurement: (params, ctx) => complexityMeasurementJob(params, ctx, ensureDistanceTable),
  nodeRate: nodeRateJob,
  cornerPdb: cornerPdbJob,
  threeSolve: threeSolveJob,
};
