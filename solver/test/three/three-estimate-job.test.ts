/**
 * Chapter 8's estimate before solving (threeEstimate): stratified sampling on
 * the page's search tree for every threshold from h(start) to the scramble's
 * length, the same numbers as the solver's estimator with the same seed,
 * cancellable, and bad input named by its token and column.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateIterations } from '../../src/complexity/iteration-estimate.ts';
import type { FromWorker, ThreeEstimateParams, ThreeEstimateResponse, ToWorker } from '../../src/page/protocol.ts';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { threeIterationTree } from '../../src/three/three-iteration-tree.ts';
import { PAGE_EDGE_GROUPS, threeHeuristic } from '../../src/three/three-solve.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import { threeEstimateJob } from '../../src/worker/three-jobs.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

beforeAll(async () => {
  await useSharedCornerPdb(); // built once per run for every file that uses it
}, 300_000);

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
