/**
 * Chapter 8's 3×3×3 worker jobs (worker/three-jobs.ts).
 *
 * threeSolve, with each choice of edge databases. The corner database comes
 * from the run's shared copy (the job finds it in the worker's cache, as a
 * page's second solve does); the edge databases are built by the job itself,
 * in slices, with progress naming each. Korf's two six-edge databases (85 MB,
 * seconds of CPU) are the slow tier's: three-jobs.slow.test.ts. Its tests
 * come first in this file: the first one expects the edge tables not yet built
 * in this file's modules, and threeEstimate (below) builds the same ones.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import type { FromWorker, ThreeEstimateParams, ThreeEstimateResponse, ThreeSolveProgress, ThreeSolveResponse, ToWorker } from '../../src/page/protocol.ts';

// Test files share a worker's modules (vitest.config.ts: isolate: false), and
// earlier files may have built these edge tables or dropped the corner
// database. These tests are about what a worker builds and keeps, so they take
// a fresh copy of the solver's modules, as a new worker would have.
vi.resetModules();
const { estimateIterations } = await import('../../src/complexity/iteration-estimate.ts');
const { PUBLISHED_CORNER_HISTOGRAM, cachedCornerPdb, forgetCornerPdb } = await import('../../src/three/corner-pdb.ts');
const { scrambleToCube } = await import('../../src/three/cube-state.ts');
const { REACH_CASES, reachScramble } = await import('../../src/three/solver-reach.ts');
const { threeIterationTree } = await import('../../src/three/three-iteration-tree.ts');
const { PAGE_EDGE_GROUPS, threeHeuristic } = await import('../../src/three/three-solve.ts');
const { createWorkerHandler } = await import('../../src/worker/handler.ts');
const { cornerPdbJob, threeEstimateJob, threeSolveJob } = await import('../../src/worker/three-jobs.ts');
const { useSharedCornerPdb } = await import('../support/shared-corner-pdb.ts');
const { solveWithJob } = await import('../support/three-solve-job.ts');

beforeAll(async () => {
  await useSharedCornerPdb();
}, 300_000);

describe('threeSolve job, three groups of four edges (the default)', () => {
  const scramble = reachScramble(REACH_CASES[0]);

  it('builds each edge database with progress naming it, then solves optimally (facelet referee)', async () => {
    const { response, progress } = await solveWithJob(scramble, undefined);
    expect(response.status).toBe('solved');
    expect(response.edges).toBe(4);
    expect(new FaceletCube().apply(scramble).apply(response.moves!.join(' ')).isSolved()).toBe(true);
    expect(response.moves!.length).toBeLessThanOrEqual(REACH_CASES[0].length);
    // 88,179,840 corner bytes and three tables of 12·11·10·9·2⁴ = 190,080 entries.
    expect(response.tableBytes).toBe(88_179_840 + 3 * 190_080);
    const tables = progress.filter((p) => p.phase === 'tables');
    // The first solve with this file's modules builds the three edge tables; the corner database was cached.
    expect(new Set(tables.map((p) => p.phase === 'tables' && JSON.stringify(p.table)))).toEqual(
      new Set([1, 2, 3].map((group) => JSON.stringify({ kind: 'edge', group, groups: 3 }))),
    );
    // A second solve finds them all in the worker.
    const again = await solveWithJob(scramble, 4);
    expect(again.progress.filter((p) => p.phase === 'tables')).toEqual([]);
    expect(again.response.moves).toEqual(response.moves);
  });

  it('names a choice it does not have', async () => {
    await expect(threeSolveJob({ scramble, maxNodes: 1000, edges: 5 as 4 }, { signal: new AbortController().signal, progress: () => {} })).rejects.toThrow(
      "the edge databases must be 4 (three groups of four edges) or 6 (Korf's two groups of six), got 5",
    );
  });
});

/**
 * Chapter 8's estimate before solving (threeEstimate): stratified sampling on
 * the page's search tree for every threshold from h(start) to the scramble's
 * length, the same numbers as the solver's estimator with the same seed,
 * cancellable, and bad input named by its token and column.
 */
function ask(params: ThreeEstimateParams) {
  const progress: unknown[] = [];
  return new Promise<{ progress: unknown[]; last: FromWorker }>((resolve) => {
    const handle = createWorkerHandler((message) => {
      if (message.kind === 'progress') progress.push(message.progress);
      else resolve({ progress, last: message });
    });
    handle({ kind: 'request', id: 1, type: 'threeEstimate', params } as ToWorker);
  });
}

const SCRAMBLE = "F B2 R F D' B' D' R' D' R2 L"; // chapter 8's 11-move reach case

describe('threeEstimate worker job', () => {
  it("estimates thresholds h(start)..the scramble's length, exactly as the solver's estimator does with that seed", async () => {
    const { last } = await ask({ scramble: SCRAMBLE, probes: 50, seed: 3 });
    expect(last.kind).toBe('result');
    const r = (last as { result: ThreeEstimateResponse }).result;
    const parsed = scrambleToCube(SCRAMBLE);
    if (!parsed.ok) throw new Error('bad test scramble');
    const tree = threeIterationTree(parsed.state, threeHeuristic('htm', PAGE_EDGE_GROUPS));
    expect(r).toMatchObject({ rootH: tree.h(tree.root), upTo: 11, probes: 50, seed: 3 });
    expect(r.estimates).toEqual(estimateIterations(tree, { from: r.rootH, to: 11, methods: ['stratified'], probes: 50, seed: 3 }));
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const job = threeEstimateJob({ scramble: "R' U2 F2 U2 L2 U2 D' R L F' L' D' F' L", probes: 10_000, seed: 1 }, {
      signal: controller.signal,
      progress: (p) => void (p.phase === 'estimate' && controller.abort()),
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('names bad input', async () => {
    expect((await ask({ scramble: 'R U x', probes: 10, seed: 1 })).last).toMatchObject({
      kind: 'error',
      name: 'RequestError',
      message: '"x" at column 5 turns the centres too: the 3×3×3 solver takes face turns (U R F D L B) only',
    });
    expect((await ask({ scramble: 'R U X2', probes: 10, seed: 1 })).last).toMatchObject({ kind: 'error', message: 'unknown move "X2" at column 5' });
    expect((await ask({ scramble: 'R U', probes: 20_000, seed: 1 })).last).toMatchObject({ kind: 'error', message: 'probes must be an integer in 1..10000, got 20000' });
  });
});

/**
 * The corner database's own job (cornerPdb), and threeSolve building the
 * corner database it lacks. The tests here that need the table take the run's
 * shared copy again (the memory and cancel tests drop it from the worker's
 * cache, as the job does before it allocates).
 */
/** Drives the real worker handler; `onProgress` may answer with a cancel. */
function runJob(params: object, onProgress?: (cancel: () => void) => void, type = 'cornerPdb'): Promise<{ final: FromWorker; progress: unknown[] }> {
  return new Promise((resolve) => {
    const progress: unknown[] = [];
    const handle = createWorkerHandler((message) => {
      if (message.kind === 'progress') {
        progress.push(message.progress);
        onProgress?.(() => handle({ kind: 'cancel', id: 1 }));
      } else resolve({ final: message, progress });
    });
    handle({ kind: 'request', id: 1, type: type as 'cornerPdb', params: params as never });
  });
}

describe('cornerPdb worker job', () => {
  it('fails cleanly with the size it needed when memory is short (forced limit)', async () => {
    const { final, progress } = await runJob({ metric: 'htm', maxBytes: 50_000_000 });
    expect(final).toMatchObject({ kind: 'error', name: 'TableAllocationError' });
    expect(final.kind === 'error' && final.message).toMatch(/88,179,840 bytes.*limit is 50\.0 MB/);
    expect(progress).toEqual([]);
  });

  it('stops within a slice when cancelled and keeps no half-built table', async () => {
    // The handler posts nothing after a cancel (the page has settled the request), so drive the job itself.
    const controller = new AbortController();
    const progress: unknown[] = [];
    const job = cornerPdbJob({ metric: 'qtm' }, {
      signal: controller.signal,
      progress: (p) => {
        progress.push(p);
        controller.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress.length).toBeLessThanOrEqual(2); // the cancel is seen at the next slice boundary
    expect(cachedCornerPdb('qtm')).toBeUndefined();
  });

  it('answers from the table the worker holds: the published HTM histogram, no build, no progress', async () => {
    await useSharedCornerPdb();
    const { final, progress } = await runJob({ metric: 'htm' });
    expect(final).toMatchObject({ kind: 'result', result: { metric: 'htm', histogram: [...PUBLISHED_CORNER_HISTOGRAM.htm], bytes: 88_179_840, cached: true, ms: 0 } });
    expect(progress).toEqual([]);
  });

  it('threeSolve builds a corner database it lacks, in slices with progress naming it; a cancel keeps no half-built table', async () => {
    // Only the start of the build: the whole of it is the shared copy's (shared-corner-pdb.ts checks its histogram).
    forgetCornerPdb();
    const controller = new AbortController();
    const progress: ThreeSolveProgress[] = [];
    const job = threeSolveJob({ scramble: "R U2 F' D", maxNodes: 1_000_000 }, {
      signal: controller.signal,
      progress: (p) => {
        progress.push(p);
        controller.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress[0]).toMatchObject({ phase: 'tables', table: { kind: 'corner' }, total: 88_179_840 });
    expect(cachedCornerPdb('htm')).toBeUndefined();
  });

  it('threeSolve through the handler: solves optimally, and beyond the budget predicts the time (KRE)', async () => {
    await useSharedCornerPdb();
    const solved = await runJob({ scramble: "R U2 F' D", maxNodes: 1_000_000 }, undefined, 'threeSolve');
    expect(solved.final.kind).toBe('result');
    const r = (solved.final as { result: { status: string; moves: string[]; iterations: unknown[]; prediction: unknown } }).result;
    expect(r).toMatchObject({ status: 'solved', prediction: null });
    expect(r.moves).toHaveLength(4);
    const stopped = await runJob({ scramble: "R U F' L2 D B' R2 F U' L D2 B R'", maxNodes: 2000 }, undefined, 'threeSolve');
    const s = (stopped.final as { result: ThreeSolveResponse }).result;
    expect(s).toMatchObject({ status: 'budget', moves: null, generated: 2000 });
    const prediction = s.prediction!;
    expect(prediction.upTo).toBe(13);
    expect(prediction.expanded).toBeGreaterThan(s.expanded);
    // One unit throughout: the predicted nodes expanded, at this search's rate of nodes expanded (not generated, 13 times faster).
    expect(s.generated / s.expanded).toBeGreaterThan(12);
    expect(prediction.seconds).toBeCloseTo(prediction.expanded / ((s.expanded / s.ms) * 1000), 6);
    const bad = await runJob({ scramble: 'R x', maxNodes: 10 }, undefined, 'threeSolve');
    expect(bad.final).toMatchObject({ kind: 'error', name: 'RequestError', message: '"x" at column 3 turns the centres too: the 3×3×3 solver takes face turns (U R F D L B) only' });
  });
});
