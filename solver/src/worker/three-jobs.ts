/**
 * The 3×3×3 worker jobs. The corner database is 88 MB: it is built in slices
 * (a cancel stops it within one slice, and the half-built table is dropped, so
 * its memory is freed at the next collection), kept for later requests when
 * finished, and refused with a TableAllocationError naming the size when the
 * memory cannot be had.
 */
import { estimateSeconds, kreIterations } from '../complexity/kre-prediction.ts';
import type { ThreeEdgeChoice, ThreeSolveResponse } from '../page/protocol.ts';
import { driveGenerator, runInSlices } from '../run-in-slices.ts';
import { THREE_CORNER_STATES } from '../three/corner-coordinates.ts';
import { cornerMoveTables } from '../three/corner-move-tables.ts';
import { cachedCornerPdb, cornerPdbByDepth, forgetCornerPdb, rememberCornerPdb } from '../three/corner-pdb.ts';
import { scrambleToCube } from '../three/cube-state.ts';
import { type EdgeGroupPdb, cachedEdgeGroupPdb, edgeGroupPdbByDepth, rememberEdgeGroupPdb } from '../three/edge-group.ts';
import { threeBruteForceSizes } from '../three/three-branching.ts';
import { type ThreeHeuristic, ThreeSearch } from '../three/three-ida.ts';
import { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS } from '../three/three-solve.ts';
import type { Job, JobContext } from './job.ts';
import { RequestError } from './request-error.ts';

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

/** The edge databases of a choice, each built in slices with progress unless this worker has it already. */
async function edgeDatabases(edges: ThreeEdgeChoice, ctx: JobContext<'threeSolve'>, t0: number): Promise<EdgeGroupPdb[]> {
  const groups = EDGE_GROUPS[edges];
  const pdbs: EdgeGroupPdb[] = [];
  for (const [group, pieces] of groups.entries()) {
    let pdb = cachedEdgeGroupPdb(pieces, 'htm');
    if (!pdb) {
      const table = { kind: 'edge', group: group + 1, groups: groups.length } as const;
      pdb = await driveGenerator(edgeGroupPdbByDepth(pieces, 'htm'), {
        signal: ctx.signal,
        onStep: (p) => ctx.progress({ phase: 'tables', table, depth: p.depth, visited: p.visited, total: p.total, ms: performance.now() - t0 }),
      });
      rememberEdgeGroupPdb(pieces, 'htm', pdb);
    }
    pdbs.push(pdb);
  }
  return pdbs;
}

export const threeSolveJob: Job<'threeSolve'> = async (params, ctx) => {
  const parsed = scrambleToCube(params.scramble);
  if (!parsed.ok) throw new RequestError(parsed.error.message);
  if (!(Number.isInteger(params.maxNodes) && params.maxNodes > 0)) throw new RequestError(`the node budget must be a whole number ≥ 1, got ${params.maxNodes}`);
  const edges = params.edges ?? 4;
  if (!(edges in EDGE_GROUPS)) throw new RequestError(`the edge databases must be 4 (three groups of four edges) or 6 (Korf's two groups of six), got ${String(edges)}`);
  const t0 = performance.now();
  let pdb = cachedCornerPdb('htm');
  if (!pdb) {
    forgetCornerPdb();
    pdb = await driveGenerator(cornerPdbByDepth('htm'), {
      signal: ctx.signal,
      onStep: (p) => ctx.progress({ phase: 'tables', table: { kind: 'corner' }, depth: p.depth, visited: p.visited, total: p.total, ms: performance.now() - t0 }),
    });
    rememberCornerPdb(pdb);
  }
  const edgePdbs = await edgeDatabases(edges, ctx, t0);
  const heuristic: ThreeHeuristic = { metric: 'htm', corner: pdb.distance, edges: edgePdbs };
  const tableBytes = pdb.distance.length + edgePdbs.reduce((sum, e) => sum + e.distance.length, 0);
  const tablesMs = performance.now() - t0;
  const search = new ThreeSearch(parsed.state, heuristic, { maxNodes: params.maxNodes });
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
    const expanded = kreIterations(sizes, pdb.histogram, THREE_CORNER_STATES, from, upTo).reduce((sum, it) => sum + it.expected, 0);
    prediction = { from, upTo, expanded, seconds: estimateSeconds(expanded, expandedPerSecond) };
  }
  return {
    scramble: params.scramble,
    status: r.status === 'solved' ? 'solved' : 'budget',
    solution: r.solution,
    generated: r.generated,
    expanded: r.expanded,
    iterations: r.iterations,
    ms,
    tablesMs,
    edges,
    tableBytes,
    nodesPerSecond,
    prediction,
  };
};
