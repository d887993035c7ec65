import { describe, expect, it } from 'vitest';
import { measureComplexity } from '../../src/complexity/measurement.ts';
import { complexityMeasurementJob, pocketEstimateJob } from '../../src/worker/complexity-jobs.ts';
import { predictPocketCube } from '../../src/complexity/pocket-cube-prediction.ts';
import { heuristic } from '../../src/heuristics.ts';
import type { FromWorker, ToWorker, PocketEstimateParams, PocketEstimateResponse } from '../../src/page/protocol.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import { scrambleToState } from '../../src/apply.ts';
import { estimateIterations } from '../../src/complexity/iteration-estimate.ts';
import { pocketCubeTree } from '../../src/complexity/pocket-cube-tree.ts';
import { coordinatesOf } from '../../src/coordinates.ts';
import { IdaSearch } from '../../src/ida-star.ts';

/** Sends one request to the real handler; collects its progress and its final message. */
function ask(request: Omit<Extract<ToWorker, { kind: 'request' }>, 'kind' | 'id'>) {
  const progress: unknown[] = [];
  return new Promise<{ progress: unknown[]; last: FromWorker }>((resolve) => {
    const handle = createWorkerHandler((message) => {
      if (message.kind === 'progress') {
        progress.push(message.progress);
      } else resolve({ progress, last: message });
    });
    handle({ kind: 'request', id: 1, ...request } as ToWorker);
  });
}

describe('chapter 7 worker jobs', () => {
  it('krePrediction returns the same E(d) as the solver module', async () => {
    const { last } = await ask({ type: 'krePrediction', params: { metric: 'qtm', heuristic: 'perm', maxThreshold: 14 } });
    expect(last.kind).toBe('result');
    const r = (last as { result: { iterations: { expected: number }[] } }).result;
    expect(r.iterations.map((i) => i.expected)).toEqual(predictPocketCube('qtm', 'perm', 14).iterations.map((i) => i.expected));
  });

  it('complexityMeasurement reports progress in slices, then the same figures as a direct run with the seed', async () => {
    const params = { metric: 'htm' as const, heuristic: 'max' as const, starts: 40, seed: 11, maxThreshold: 10, asRun: true };
    const { progress, last } = await ask({ type: 'complexityMeasurement', params });
    // Reports are throttled by wall time (a few a second), so their number depends on the machine; at least one arrives.
    expect(progress.length).toBeGreaterThanOrEqual(1);
    const done = progress.map((p) => (p as { startsDone: number }).startsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const r = (last as { result: ReturnType<typeof measureComplexity> }).result;
    const direct = measureComplexity({ heuristic: heuristic('max', 'htm'), starts: 40, seed: 11, maxThreshold: 10, asRun: true });
    expect(r.thresholds).toEqual(direct.thresholds);
  });

  it('complexityMeasurement stops when cancelled', async () => {
    // The handler posts nothing after a cancel (the page has settled the request), so drive the job itself.
    const controller = new AbortController();
    let reports = 0;
    const job = complexityMeasurementJob(
      { metric: 'htm', heuristic: 'orient', starts: 5000, seed: 1, maxThreshold: 10, asRun: true },
      { signal: controller.signal, progress: () => void (++reports === 2 && controller.abort()) },
    );
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toBe(2);
  });

  it('bad parameters are named, with the allowed range', async () => {
    const { last } = await ask({ type: 'complexityMeasurement', params: { metric: 'htm', heuristic: 'max', starts: 0, seed: 1, maxThreshold: 5, asRun: false } });
    expect(last).toMatchObject({ kind: 'error', message: 'starts must be an integer in 1..100000, got 0' });
    const p = await ask({ type: 'krePrediction', params: { metric: 'htm', heuristic: 'max', maxThreshold: 99 } });
    expect(p.last).toMatchObject({ kind: 'error', message: 'maxThreshold must be an integer in 0..40, got 99' });
  });

  it('nodeRate times IDA* for about the time asked and reports expansions per second', async () => {
    const { last } = await ask({ type: 'nodeRate', params: { metric: 'htm', forMs: 50, seed: 3 } });
    const r = (last as { result: { solves: number; expanded: number; ms: number; nodesPerSecond: number } }).result;
    expect(r.ms).toBeGreaterThanOrEqual(50);
    expect(r.nodesPerSecond).toBeCloseTo((r.expanded / r.ms) * 1000, 6);
  });
});

/**
 * Chapter 7's per-instance estimate as a worker job (pocketEstimate): the
 * same numbers as the solver's own estimator with the same seed, reported in
 * slices, cancellable, with exact counts that are the search's, and bad input
 * named (a bad scramble by its token and column).
 */
/** The pocketEstimate request through the real handler. */
const askEstimate = (params: PocketEstimateParams) => ask({ type: 'pocketEstimate', params });

const SCRAMBLE = "R2 F R' F R2 F2 U' F R";
const PARAMS: PocketEstimateParams = { scramble: SCRAMBLE, metric: 'htm', heuristic: 'max', probes: 300, seed: 9, methods: ['knuth', 'stratified'], exact: true };

describe('pocketEstimate worker job', () => {
  it("answers every threshold from h(start) to God's number with the solver's own estimate, the search's counts and KRE's average", async () => {
    const { last } = await askEstimate(PARAMS);
    expect(last.kind).toBe('result');
    const r = (last as { result: PocketEstimateResponse }).result;
    const parsed = scrambleToState(SCRAMBLE);
    if (!parsed.ok) throw new Error('bad test scramble');
    const { perm, orient } = coordinatesOf(parsed.state);
    const h = heuristic('max', 'htm');
    const tree = pocketCubeTree(perm, orient, h);
    expect(r.rootH).toBe(tree.h(tree.root));
    expect(r.thresholds).toEqual(Array.from({ length: 11 - r.rootH + 1 }, (_, i) => r.rootH + i));
    expect(r.estimates).toEqual(estimateIterations(tree, { from: r.rootH, to: 11, methods: ['knuth', 'stratified'], probes: 300, seed: 9 }));
    expect(r.kre).toEqual(predictPocketCube('htm', 'max', 11).iterations.slice(r.rootH).map((it) => it.expected));
    // Exact counts are the search's: every iteration it finished, in both units.
    const search = new IdaSearch(perm, orient, { heuristic: h });
    search.run();
    for (const it of search.result().iterations.slice(0, -1)) expect(r.exact[r.thresholds.indexOf(it.bound)]).toEqual({ expanded: it.expanded, generated: it.generated });
  });

  it('reports progress with the estimates so far, in threshold order', async () => {
    const { progress } = await askEstimate({ ...PARAMS, probes: 20_000, methods: ['knuth'], exact: false });
    expect(progress.length).toBeGreaterThanOrEqual(1);
    const done = progress.map((p) => (p as { done: number }).done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const partial = (progress.at(-1) as { partial: { threshold: number }[] }).partial.map((e) => e.threshold);
    expect(partial).toEqual([...partial].sort((a, b) => a - b));
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    let reports = 0;
    const job = pocketEstimateJob({ ...PARAMS, probes: 100_000, exact: false }, { signal: controller.signal, progress: () => void (++reports === 1 && controller.abort()) });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toBe(1);
  });

  it('names bad input: the scramble by its token and column, the numbers with their range', async () => {
    expect((await askEstimate({ ...PARAMS, scramble: 'R U X2' })).last).toMatchObject({ kind: 'error', name: 'RequestError', message: 'unknown move "X2" at column 5' });
    expect((await askEstimate({ ...PARAMS, probes: 0 })).last).toMatchObject({ kind: 'error', message: 'probes must be an integer in 1..100000, got 0' });
    expect((await askEstimate({ ...PARAMS, methods: ['guess' as 'knuth'] })).last).toMatchObject({ kind: 'error', message: 'methods must be some of knuth, stratified, got guess' });
  });
});
