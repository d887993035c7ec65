import { describe, expect, it } from 'vitest';
import type { FromWorker } from '../../src/page/protocol.ts';
import { cachedCornerPdb } from '../../src/three/corner-pdb.ts';
import { cornerPdbJob } from '../../src/worker/three-jobs.ts';
import type { ThreeSolveResponse } from '../../src/page/protocol.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';

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

  it('threeSolve: builds the corner database with progress, solves optimally, and beyond the budget predicts the time (KRE)', async () => {
    const solved = await runJob({ scramble: "R U2 F' D", maxNodes: 1_000_000 }, undefined, 'threeSolve');
    expect(solved.final.kind).toBe('result');
    const r = (solved.final as { result: { status: string; solution: string[]; iterations: unknown[]; prediction: unknown } }).result;
    expect(r).toMatchObject({ status: 'solved', prediction: null });
    expect(r.solution).toHaveLength(4);
    expect(solved.progress.some((p) => (p as { phase: string }).phase === 'tables')).toBe(true);
    const stopped = await runJob({ scramble: "R U F' L2 D B' R2 F U' L D2 B R'", maxNodes: 2000 }, undefined, 'threeSolve');
    const s = (stopped.final as { result: ThreeSolveResponse }).result;
    expect(s).toMatchObject({ status: 'budget', solution: null, generated: 2000 });
    const prediction = s.prediction!;
    expect(prediction.upTo).toBe(13);
    expect(prediction.expanded).toBeGreaterThan(s.expanded);
    // One unit throughout: the predicted nodes expanded, at this search's rate of nodes expanded (not generated, 13 times faster).
    expect(s.generated / s.expanded).toBeGreaterThan(12);
    expect(prediction.seconds).toBeCloseTo(prediction.expanded / ((s.expanded / s.ms) * 1000), 6);
    const bad = await runJob({ scramble: 'R x', maxNodes: 10 }, undefined, 'threeSolve');
    expect(bad.final).toMatchObject({ kind: 'error', name: 'RequestError', message: '"x" at column 3 turns the centres too: the 3×3×3 solver takes face turns (U R F D L B) only' });
  }, 300_000);
});
