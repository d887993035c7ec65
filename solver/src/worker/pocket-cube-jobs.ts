/**
 * The 2×2×2 worker jobs (chapters 1–6): solve, scramble, BFS, locate a
 * scramble in the state space, pattern databases, heuristic quality, the
 * heuristic lab, move-table timing and the model's self-checks. Searches run
 * in slices, so a cancel stops them.
 */
import { scrambleToState } from '../apply.ts';
import { ORIENTATION_COUNT, PERMUTATION_COUNT, STATE_COUNT as STATE_INDEXES, coordinatesOf, stateIndex } from '../coordinates.ts';
import { paintingToState, parsePainting } from '../facelets-to-state.ts';
import { HEURISTIC_NAMES, type HeuristicName, estimate, heuristic } from '../heuristics.ts';
import { heuristicQuality } from '../heuristic-quality.ts';
import { buildMoveTables, moveTables } from '../move-tables.ts';
import { IdaSearch } from '../ida-star.ts';
import type { LabHeuristic, LabRun } from '../page/protocol.ts';
import { buildPatternDatabase } from '../pattern-database.ts';
import { freshSeed, seededRandom } from '../random.ts';
import { runInSlices } from '../run-in-slices.ts';
import { randomScramble, randomScrambleAtDistance } from '../scramble.ts';
import { runSelfChecks } from '../self-checks.ts';
import { createSearch, describeResult } from '../solve.ts';
import { tableHeuristic } from '../table-heuristic.ts';
import { ensureDistanceTable, runBfs, silently } from './distance-table.ts';
import type { Job } from './job.ts';
import { RequestError } from './request-error.ts';

/** A painted cube (24 letters, facelets-to-state.ts) as held, or the first problem as the request's error. */
function paintedOrThrow(facelets: string) {
  const painting = parsePainting(facelets);
  if (!painting) throw new RequestError(`a painted cube is 24 letters from URFDLB, got "${facelets.slice(0, 30)}"`);
  const read = paintingToState(painting);
  if (!read.ok) throw new RequestError({ kind: { code: 'impossible-painting' }, message: read.problems[0].message });
  return read.state;
}

function parseOrThrow(scramble: string) {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new RequestError(parsed.error);
  return parsed.state;
}

export const solveJob: Job<'solve'> = async (params, ctx) => {
  const state = params.facelets !== undefined ? paintedOrThrow(params.facelets) : parseOrThrow(params.scramble);
  if (params.heuristic === 'exact') await ensureDistanceTable(params.metric, silently(ctx.signal));
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

export const scrambleJob: Job<'scramble'> = async (params) => {
  const metric = params.metric ?? 'htm';
  const seed = params.seed ?? freshSeed();
  const random = seededRandom(seed);
  const s = params.distance !== undefined ? randomScrambleAtDistance(random, params.distance, metric) : randomScramble(random, metric);
  return { ...s, metric, seed };
};

export const bfsJob: Job<'bfs'> = async (params, ctx) => {
  const { table, ms } = await runBfs(params.metric, ctx);
  return { metric: params.metric, histogram: table.histogram, godsNumber: table.histogram.length - 1, ms };
};

export const locateJob: Job<'locate'> = async (params, ctx) => {
  const state = parseOrThrow(params.scramble);
  const { table } = await ensureDistanceTable(params.metric, ctx);
  const { perm, orient } = coordinatesOf(state);
  const index = stateIndex(perm, orient);
  const distance = table.distance[index];
  const h = Object.fromEntries(HEURISTIC_NAMES.map((name) => [name, estimate(heuristic(name, params.metric), perm, orient)])) as Record<HeuristicName, number>;
  return { metric: params.metric, index, perm, orient, distance, statesAtDistance: table.histogram[distance], histogram: table.histogram, h };
};

export const patternDatabasesJob: Job<'patternDatabases'> = async ({ metric }) => {
  moveTables(metric); // built (or reused) outside the timed part: the figures are the PDB BFS alone
  const timed = (name: 'perm' | 'orient', size: number) => {
    const t0 = performance.now();
    const pdb = buildPatternDatabase(name, metric);
    return { size, histogram: pdb.histogram, ms: performance.now() - t0 };
  };
  return { metric, perm: timed('perm', PERMUTATION_COUNT), orient: timed('orient', ORIENTATION_COUNT) };
};

export const qualityJob: Job<'quality'> = async (params, ctx) => {
  // Timed apart: the first map of a metric pays for its BFS, and the page should say so rather than report only the histogram.
  const { table, bfsMs } = await ensureDistanceTable(params.metric, ctx);
  const t0 = performance.now();
  const q = heuristicQuality(heuristic(params.heuristic, params.metric), table);
  return { metric: params.metric, heuristic: params.heuristic, ...q, ms: performance.now() - t0, bfsMs };
};

export const labJob: Job<'lab'> = async (params, ctx) => {
  const state = parseOrThrow(params.scramble);
  const { perm, orient } = coordinatesOf(state);
  const runs: LabRun[] = [];
  const entries: { name: LabHeuristic; search: () => IdaSearch }[] = params.heuristics.map((name) => ({
    name,
    search: () => createSearch(state, { metric: params.metric, heuristic: name, maxNodes: params.maxNodes }).search,
  }));
  if (params.readerTable !== undefined) {
    if (!(params.readerTable instanceof Uint8Array) || params.readerTable.length !== STATE_INDEXES) {
      throw new RequestError(`the reader's heuristic must be a Uint8Array of ${STATE_INDEXES} values, one per state index`);
    }
    const table = tableHeuristic(params.readerTable, params.metric);
    entries.push({ name: 'yours', search: () => new IdaSearch(perm, orient, { heuristic: table, maxNodes: params.maxNodes }) });
  }
  for (const { name, search: start } of entries) {
    if (name === 'exact') await ensureDistanceTable(params.metric, silently(ctx.signal));
    const search = start();
    await runInSlices(search, { signal: ctx.signal, onSlice: () => ctx.progress({ heuristic: name, generated: search.result().generated }) });
    const d = describeResult(search.result(), name === 'yours' ? 'none' : name, null);
    const run: LabRun = { heuristic: name, status: d.status, length: d.length, moves: d.moves, nodes: d.nodes, generated: d.generated, iterations: d.iterations, ms: d.ms };
    runs.push(run);
    ctx.progress({ heuristic: name, run, generated: d.generated });
  }
  return { scramble: params.scramble, metric: params.metric, runs };
};

export const moveTableTimingJob: Job<'moveTableTiming'> = async ({ metric }) => {
  const t0 = performance.now();
  const t = buildMoveTables(metric);
  const ms = performance.now() - t0;
  return { metric, ms, permEntries: t.permMove.length, orientEntries: t.orientMove.length, bytes: t.permMove.byteLength + t.orientMove.byteLength };
};

export const selfChecksJob: Job<'selfChecks'> = async () => {
  const t0 = performance.now();
  const checks = runSelfChecks();
  return { checks, ms: performance.now() - t0 };
};
