/**
 * Chapter 9's worker jobs through the real handler and client: the classic
 * solver next to ours, with a budget, and the batch with progress and cancel.
 */
import { describe, expect, it } from 'vitest';
import { SolverClient, type WorkerLike, isAbortError } from '../../src/page/client.ts';
import type { FromWorker, ToWorker } from '../../src/page/protocol.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import { solvesAsHeld } from '../../../tests/referee/facelet-cube.ts';

function inProcessWorker(): WorkerLike {
  const listeners: ((e: { data: FromWorker }) => void)[] = [];
  const handle = createWorkerHandler((message) => setTimeout(() => listeners.forEach((l) => l({ data: structuredClone(message) })), 0));
  return {
    postMessage(message: ToWorker) {
      setTimeout(() => handle(structuredClone(message)), 0);
    },
    addEventListener(type: string, listener: never) {
      if (type === 'message') listeners.push(listener);
    },
    terminate() {},
  };
}

describe('classicCompare', () => {
  it("runs the classic solver, the classic model's optimum and ours on one scramble", async () => {
    const client = new SolverClient(inProcessWorker);
    const phases = new Set<string>();
    const r = await client.request('classicCompare', { scramble: 'R F2', metric: 'htm', maxNodes: 5_000_000 }, { onProgress: (p) => phases.add(p.phase) });
    expect(r.classicScramble).toEqual(['R', 'F', 'F']);
    expect(r.classic.status).toBe('solved');
    expect(r.classic.verified).toBe(true);
    expect(r.optimal.verified).toBe(true);
    expect(r.classic.length!).toBeGreaterThanOrEqual(r.optimal.length!);
    expect(r.ours).toMatchObject({ status: 'solved', length: 2, verified: true });
    expect(phases.has('classic')).toBe(true);
    expect(solvesAsHeld('R F2', r.ours.solution!.join(' '))).toBe(true);
  });

  it('our answer solves the cube as held, for D, L and B turns too (independent sticker referee)', async () => {
    const client = new SolverClient(inProcessWorker);
    const scramble = "D L2 B' R";
    const r = await client.request('classicCompare', { scramble, metric: 'qtm', maxNodes: 1_000 });
    expect(r.classicScramble).toEqual(['D', 'L', 'L', 'B', 'B', 'B', 'R']);
    expect(r.ours.status).toBe('solved');
    expect(solvesAsHeld(scramble, r.ours.solution!.join(' '))).toBe(true);
  });

  it('stops the classic search at its node budget', async () => {
    const client = new SolverClient(inProcessWorker);
    const r = await client.request('classicCompare', { scramble: 'U', metric: 'htm', maxNodes: 100_000 });
    expect(r.classic).toMatchObject({ status: 'budget', solution: null, length: null, nodes: 100_000 });
    expect(r.optimal.solution).toEqual(['U', 'U', 'U']);
  });

  it('names a rotation, which the classic model cannot express', async () => {
    const client = new SolverClient(inProcessWorker);
    await expect(client.request('classicCompare', { scramble: 'R x', metric: 'htm', maxNodes: 1000 })).rejects.toThrow('"x" at column 3');
  });
});

describe('classicBatch', () => {
  it('reports each scramble as it finishes, and a cancel stops it', async () => {
    const client = new SolverClient(inProcessWorker);
    const done: number[] = [];
    const controller = new AbortController();
    const request = client.request('classicBatch', { count: 50, seed: 5, maxNodes: 20_000 }, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.run) {
          done.push(p.run.index);
          expect(p.run.scramble).toHaveLength(15);
          expect(p.run.optimal).toBeGreaterThan(0);
          if (done.length === 3) controller.abort();
        }
      },
    });
    const error = await request.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(done).toEqual([0, 1, 2]);
  });

  it('finishes a small batch with one run per scramble', async () => {
    const client = new SolverClient(inProcessWorker);
    const r = await client.request('classicBatch', { count: 2, seed: 9, maxNodes: 10_000 });
    expect(r.runs.map((run) => run.index)).toEqual([0, 1]);
    for (const run of r.runs) if (run.classic !== null) expect(run.classic).toBeGreaterThanOrEqual(run.optimal);
  });
});
