/**
 * The 3×3×3 worker jobs. The corner database is 88 MB: it is built in slices
 * (a cancel stops it within one slice, and the half-built table is dropped, so
 * its memory is freed at the next collection), kept for later requests when
 * finished, and refused with a TableAllocationError naming the size when the
 * memory cannot be had. Reid's heuristic takes the whole phase-1 table
 * (35 MB) from this worker's memory, else from IndexedDB
 * (phase1-table-store.ts), else builds it in slices and keeps it in both.
 */
import { IterationEstimator } from '../complexity/iteration-estimate.ts';
import { estimateSeconds, kreIterations } from '../complexity/kre-prediction.ts';
import type { Phase1TableSource, ThreeEdgeChoice, ThreeSolveResponse, ThreeTableName, ThreeTablesProgress } from '../page/protocol.ts';
import type { TwoCoordinateBfsProgress } from '../generic/two-coordinate-bfs.ts';
import { CancelledError, driveGenerator, runInSlices } from '../run-in-slices.ts';
import { THREE_CORNER_STATES } from '../three/corner-coordinates.ts';
import { cornerMoveTables } from '../three/corner-move-tables.ts';
import { cachedCornerPdb, cornerPdbByDepth, forgetCornerPdb, rememberCornerPdb } from '../three/corner-pdb.ts';
import { scrambleToCube } from '../three/cube-state.ts';
import { type EdgeGroupPdb, cachedEdgeGroupPdb, edgeGroupPdbByDepth, rememberEdgeGroupPdb } from '../three/edge-group.ts';
import { threeBruteForceSizes } from '../three/three-branching.ts';
import { ReidSearch } from '../three/reid-ida.ts';
import { type ThreeHeuristic, ThreeSearch } from '../three/three-ida.ts';
import { threeIterationTree } from '../three/three-iteration-tree.ts';
import { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS, type ThreeHeuristicName } from '../three/three-solve.ts';
import {
  type FlipSliceTwistPruning,
  MAX_PHASE1_DISTANCE,
  cachedFlipSliceTwistPruning,
  flipSliceTwistPruningByDepth,
  forgetFlipSliceTwistPruning,
  rememberFlipSliceTwistPruning,
} from '../three/two-phase/flipslice-twist-pruning.ts';
import { REID_FIGURES } from '../three/reid-figures-data.ts';
import { twoPhaseMoveTables } from '../three/two-phase/move-tables.ts';
import { forgetStoredPhase1Table, readStoredPhase1Table, storePhase1Table, storedPhase1Bytes } from './phase1-table-store.ts';
import type { Job } from './job.ts';
import { RequestError, checkInteger } from './request-error.ts';
import { throttled } from './throttled.ts';

export const cornerPdbJob: Job<'cornerPdb'> = async (params, ctx) => {
  const cached = cachedCornerPdb(params.metric);
  if (cached && params.maxBytes === undefined) {
    return { metric: params.metric, histogram: cached.histogram, ms: 0, tablesMs: 0, bytes: cached.distance.length, cached: true };
  }
  const t0 = performance.now();
  cornerMoveTables(params.metric);
  const tablesMs = performance.now() - t0;
  forgetCornerPdb(); // at most one 88 MB table per worker: let the old one go before allocating
  const started = performance.now();
  const pdb = await driveGenerator(cornerPdbByDepth(params.metric, { maxBytes: params.maxBytes }), {
    signal: ctx.signal,
    onStep: (p) => ctx.progress({ ...p, ms: performance.now() - started }),
  });
  const ms = performance.now() - started;
  rememberCornerPdb(pdb);
  return { metric: params.metric, histogram: pdb.histogram, ms, tablesMs, bytes: pdb.distance.length, cached: false };
};

/** God's number of the 3×3×3 in HTM (Rokicki et al. 2010): no optimal solution is longer. */
const GODS_NUMBER_HTM = 20;

/** The edge groups of each choice: the page's three of four edges, Korf's two of six. */
const EDGE_GROUPS: Record<ThreeEdgeChoice, readonly (readonly number[])[]> = { 4: PAGE_EDGE_GROUPS, 6: KORF_EDGE_GROUPS };

/** The choice a request made (default 4), or a RequestError naming what it got. */
function edgeChoice(edges: ThreeEdgeChoice | undefined): ThreeEdgeChoice {
  const choice = edges ?? 4;
  if (!(choice in EDGE_GROUPS)) throw new RequestError(`the edge databases must be 4 (three groups of four edges) or 6 (Korf's two groups of six), got ${String(choice)}`);
  return choice;
}

/** The HTM corner database: this worker's, or built in slices with progress naming it (times from `t0`). */
async function htmCornerPdb(signal: AbortSignal, progress: (p: ThreeTablesProgress) => void, t0: number) {
  const cached = cachedCornerPdb('htm');
  if (cached) return cached;
  forgetCornerPdb(); // at most one 88 MB table per worker: let the other metric's go first
  const corner = await driveGenerator(cornerPdbByDepth('htm'), {
    signal,
    onStep: (p) => progress({ phase: 'tables', table: { kind: 'corner' }, depth: p.depth, visited: p.visited, total: p.total, ms: performance.now() - t0 }),
  });
  rememberCornerPdb(corner);
  return corner;
}

/**
 * The search's heuristic (HTM): the corner database and the chosen edge
 * databases, each built in slices with progress naming it on first use, and
 * kept by this worker for later requests.
 */
async function searchHeuristic(
  edges: ThreeEdgeChoice,
  signal: AbortSignal,
  progress: (p: ThreeTablesProgress) => void,
): Promise<{ heuristic: ThreeHeuristic; cornerHistogram: number[]; tablesMs: number; tableBytes: number }> {
  const t0 = performance.now();
  const build = <T>(table: ThreeTableName, steps: Generator<TwoCoordinateBfsProgress, T>) =>
    driveGenerator(steps, { signal, onStep: (p) => progress({ phase: 'tables', table, depth: p.depth, visited: p.visited, total: p.total, ms: performance.now() - t0 }) });
  const corner = await htmCornerPdb(signal, progress, t0);
  const groups = EDGE_GROUPS[edges];
  const edgePdbs: EdgeGroupPdb[] = [];
  for (const [i, pieces] of groups.entries()) {
    let pdb = cachedEdgeGroupPdb(pieces, 'htm');
    if (!pdb) {
      pdb = await build({ kind: 'edge', group: i + 1, groups: groups.length }, edgeGroupPdbByDepth(pieces, 'htm'));
      rememberEdgeGroupPdb(pieces, 'htm', pdb);
    }
    edgePdbs.push(pdb);
  }
  const heuristic: ThreeHeuristic = { metric: 'htm', corner: corner.distance, edges: edgePdbs };
  const tableBytes = corner.distance.length + edgePdbs.reduce((sum, e) => sum + e.distance.length, 0);
  return { heuristic, cornerHistogram: corner.histogram, tablesMs: performance.now() - t0, tableBytes };
}

const HEURISTICS: readonly ThreeHeuristicName[] = ['korf', 'reid', 'both'];

/** The heuristic a request named (default 'korf'), or a RequestError naming what it got. */
function heuristicChoice(heuristic: ThreeHeuristicName | undefined): ThreeHeuristicName {
  const choice = heuristic ?? 'korf';
  if (!HEURISTICS.includes(choice)) throw new RequestError(`the heuristic must be 'korf', 'reid' or 'both', got ${String(choice)}`);
  return choice;
}

/**
 * The whole phase-1 table (cap 12): this worker's, else IndexedDB's (checked
 * by the store, which deletes a bad one), else built in slices with progress
 * as { kind: 'phase1' }; kept in this worker in either case. A built table is
 * written to IndexedDB while the search runs (`stored` settles with the
 * write: false without IndexedDB or when it fails, a quota say).
 */
async function wholePhase1Table(
  signal: AbortSignal,
  progress: (p: ThreeTablesProgress | { phase: 'reading'; table: ThreeTableName; ms: number }) => void,
  t0: number,
): Promise<{ table: FlipSliceTwistPruning; source: Phase1TableSource; stored: Promise<boolean> | null; rejected: string | null }> {
  const cached = cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  if (cached) return { table: cached, source: 'memory', stored: null, rejected: null };
  progress({ phase: 'reading', table: { kind: 'phase1' }, ms: performance.now() - t0 });
  const read = await readStoredPhase1Table();
  if (signal.aborted) throw new CancelledError();
  if (read.status === 'found') {
    rememberFlipSliceTwistPruning(read.table);
    return { table: read.table, source: 'stored', stored: null, rejected: null };
  }
  const table = await driveGenerator(flipSliceTwistPruningByDepth(MAX_PHASE1_DISTANCE), {
    signal,
    onStep: (p) => progress({ phase: 'tables', table: { kind: 'phase1' }, depth: p.depth, visited: p.filled, total: p.total, ms: performance.now() - t0 }),
  });
  rememberFlipSliceTwistPruning(table);
  return { table, source: 'built', stored: storePhase1Table(table), rejected: read.status === 'rejected' ? read.reason : null };
}

/** The distribution chapter 7's prediction takes for a Reid bound: its histogram over a sample of random cubes (reid-figures.json). */
function sampledDistribution(heuristic: 'reid' | 'both'): { histogram: readonly number[]; cubes: number } {
  const { sample } = REID_FIGURES;
  return { histogram: heuristic === 'reid' ? sample.reidHistogram : sample.bothHistogram, cubes: sample.cubes };
}

/** A search the job runs in slices: Korf's (three-ida.ts) or Reid's (reid-ida.ts), the same Steppable shape. */
type OptimalSearch = ThreeSearch | ReidSearch;

export const threeSolveJob: Job<'threeSolve'> = async (params, ctx) => {
  const parsed = scrambleToCube(params.scramble);
  if (!parsed.ok) throw new RequestError(parsed.error);
  if (!(Number.isInteger(params.maxNodes) && params.maxNodes > 0)) throw new RequestError(`the node budget must be a whole number ≥ 1, got ${params.maxNodes}`);
  const heuristicName = heuristicChoice(params.heuristic);
  if (heuristicName !== 'korf' && params.edges !== undefined) {
    throw new RequestError(`the edge databases are Korf's heuristic's: '${heuristicName}' uses none, so leave edges out (got ${String(params.edges)})`);
  }
  const edges = heuristicName === 'korf' ? edgeChoice(params.edges) : null;
  let search: OptimalSearch;
  let cornerHistogram: number[] | null = null;
  let tablesMs: number;
  let tableBytes: number;
  let phase1Table: Phase1TableSource | null = null;
  let phase1Storing: Promise<boolean> | null = null;
  let phase1Rejected: string | null = null;
  let sample: { histogram: readonly number[]; cubes: number } | null = null;
  if (heuristicName === 'korf') {
    const korf = await searchHeuristic(edges!, ctx.signal, ctx.progress);
    ({ cornerHistogram, tablesMs, tableBytes } = korf);
    search = new ThreeSearch(parsed.state, korf.heuristic, { maxNodes: params.maxNodes });
  } else {
    const t0 = performance.now();
    const phase1 = await wholePhase1Table(ctx.signal, ctx.progress, t0);
    const corner = heuristicName === 'both' ? await htmCornerPdb(ctx.signal, ctx.progress, t0) : null;
    tablesMs = performance.now() - t0;
    tableBytes = phase1.table.codes.length + (corner?.distance.length ?? 0);
    phase1Table = phase1.source;
    phase1Storing = phase1.stored;
    phase1Rejected = phase1.rejected;
    sample = sampledDistribution(heuristicName);
    search = new ReidSearch(parsed.state, { moves: twoPhaseMoveTables(), toH: phase1.table, corner: corner?.distance ?? null }, { maxNodes: params.maxNodes });
  }
  const started = performance.now();
  await runInSlices(search, {
    signal: ctx.signal,
    sliceSteps: 100_000,
    onSlice: () => {
      const r = search.result();
      ctx.progress({ phase: 'search', generated: r.generated, expanded: r.expanded, bound: search.currentBound(), iterations: r.iterations, ms: performance.now() - started });
    },
  });
  const ms = performance.now() - started;
  const r = search.result();
  const nodesPerSecond = r.generated / Math.max(ms, 1e-3) * 1000;
  // The prediction counts nodes expanded, so its time comes from the rate of expanded nodes, not generated ones.
  const expandedPerSecond = r.expanded / Math.max(ms, 1e-3) * 1000;
  let prediction: ThreeSolveResponse['prediction'] = null;
  if (r.status === 'budget') {
    const from = search.currentBound();
    const upTo = Math.max(from, Math.min(parsed.moves.length, GODS_NUMBER_HTM));
    const sizes = threeBruteForceSizes(upTo);
    // Korf's: the corner database's exact distribution; Reid's: the bound's own, sampled over random cubes.
    const [histogram, states] = sample ? [sample.histogram, sample.cubes] : [cornerHistogram!, THREE_CORNER_STATES];
    const expanded = kreIterations(sizes, histogram, states, from, upTo).reduce((sum, it) => sum + it.expected, 0);
    prediction = { from, upTo, expanded, seconds: estimateSeconds(expanded, expandedPerSecond), sampleCubes: sample ? sample.cubes : null };
  }
  const phase1Stored = phase1Storing ? await phase1Storing : null;
  return {
    scramble: params.scramble,
    status: r.status === 'solved' ? 'solved' : 'budget',
    moves: r.moves,
    generated: r.generated,
    expanded: r.expanded,
    iterations: r.iterations,
    ms,
    tablesMs,
    heuristic: heuristicName,
    edges,
    phase1Table,
    phase1Stored,
    phase1Rejected,
    tableBytes,
    nodesPerSecond,
    prediction,
  };
};

/** Children the probes generate per slice (a few ms; a stratified probe at threshold 14 looks at about 2,400). */
const ESTIMATE_SLICE_WORK = 50_000;
const PROGRESS_INTERVAL_MS = 150;

export const threeEstimateJob: Job<'threeEstimate'> = async (params, ctx) => {
  const parsed = scrambleToCube(params.scramble);
  if (!parsed.ok) throw new RequestError(parsed.error);
  checkInteger('probes', params.probes, 1, 10_000);
  if (!Number.isInteger(params.seed)) throw new RequestError(`seed must be an integer, got ${String(params.seed)}`);
  const { heuristic, tablesMs } = await searchHeuristic(edgeChoice(params.edges), ctx.signal, ctx.progress);
  const started = performance.now();
  const tree = threeIterationTree(parsed.state, heuristic);
  const rootH = tree.h(tree.root);
  // The scramble's own moves solve it, so no iteration beyond its length runs (nor beyond God's number).
  const upTo = Math.max(rootH, Math.min(parsed.moves.length, GODS_NUMBER_HTM));
  const estimator = new IterationEstimator(tree, { from: rootH, to: upTo, methods: ['stratified'], probes: params.probes, seed: params.seed });
  await runInSlices(estimator, {
    signal: ctx.signal,
    sliceSteps: ESTIMATE_SLICE_WORK,
    // A few reports a second: the partial table is redrawn on each.
    onSlice: throttled(PROGRESS_INTERVAL_MS, () => ctx.progress({ phase: 'estimate', ...estimator.progress, partial: estimator.summary() })),
  });
  return { scramble: params.scramble, rootH, upTo, estimates: estimator.summary(), probes: params.probes, seed: params.seed, ms: performance.now() - started, tablesMs };
};

/** Deletes the tables kept in IndexedDB (the phase-1 table) and lets go of this worker's copy: the next Reid solve builds it again. */
export const forgetStoredTablesJob: Job<'forgetStoredTables'> = async () => {
  const inMemory = cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  forgetFlipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  return { freedBytes: await forgetStoredPhase1Table(), memoryBytes: inMemory?.codes.length ?? 0 };
};

/** What IndexedDB keeps (counted, not read: reading would copy 35 MB). */
export const storedTablesJob: Job<'storedTables'> = async () => ({ phase1Bytes: await storedPhase1Bytes() });
