import { describe, expect, it } from 'vitest';
import { measureComplexity } from '../../src/complexity/measurement.ts';
import { complexityMeasurementJob } from '../../src/worker/complexity-jobs.ts';
import { predictPocketCube } from '../../src/complexity/pocket-cube-prediction.ts';
import { heuristic } from '../../src/heuristics.ts';
import type { FromWorker, ToWorker } from '../../src/page/protocol.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';

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
