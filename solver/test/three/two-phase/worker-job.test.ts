/**
 * Chapter 10's worker job, driven through the real worker handler: the answer
 * solves the scramble (checked by the independent facelet referee), each
 * reported improvement is strictly shorter and valid, a cancel stops the
 * search within a slice, and bad input is named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../../tests/referee-three/facelets.ts';
import type { FromWorker, TwoPhaseSolveProgress, TwoPhaseSolveResponse } from '../../../src/page/protocol.ts';
import { twoPhasePruning } from '../../../src/three/two-phase/pruning-tables.ts';
import { createWorkerHandler } from '../../../src/worker/handler.ts';
import { twoPhaseSolveJob } from '../../../src/worker/two-phase-jobs.ts';

const SCRAMBLE = "R2 U' F' L D2 B R' U2 F L2 D' B2 R U F2 L' D B' R2 U' F D2 L B'";

/** Drives the real worker handler with one request; resolves on its result or error. */
function ask(params: object): Promise<{ final: FromWorker; progress: TwoPhaseSolveProgress[] }> {
  return new Promise((resolve) => {
    const progress: TwoPhaseSolveProgress[] = [];
    const handle = createWorkerHandler((message) => {
      if (message.kind === 'progress') progress.push(message.progress as TwoPhaseSolveProgress);
      else resolve({ final: message, progress });
    });
    handle({ kind: 'request', id: 7, type: 'twoPhaseSolve', params: params as never });
  });
}

const solves = (scramble: string, moves: readonly string[]) => new FaceletCube().apply(scramble).apply(moves.join(' ')).isSolved();

describe('twoPhaseSolve worker job', () => {
  beforeAll(() => void twoPhasePruning(), 60_000);

  it('answers within the target, and every improvement it reported solves the cube and is shorter than the one before', async () => {
    const { final, progress } = await ask({ scramble: SCRAMBLE, targetLength: 21, maxMs: 20_000 });
    expect(final.kind).toBe('result');
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(r.stop).toBe('target');
    expect(r.length).toBeLessThanOrEqual(21);
    expect(solves(SCRAMBLE, r.moves!)).toBe(true);
    expect(r.improvements.length).toBeGreaterThan(0);
    expect(r.improvements.at(-1)!.moves).toEqual(r.moves);
    for (let i = 0; i < r.improvements.length; i++) {
      const step = r.improvements[i];
      expect(solves(SCRAMBLE, step.moves), step.moves.join(' ')).toBe(true);
      expect(step.moves.length).toBe(step.length);
      if (i > 0) expect(step.length).toBeLessThan(r.improvements[i - 1].length);
    }
    // The page hears the tables phase first, then each improvement as it happens.
    expect(progress[0]).toEqual({ phase: 'tables' });
    expect(progress.flatMap((p) => (p.phase === 'search' && p.improvement ? [p.improvement.length] : []))).toEqual(r.improvements.map((i) => i.length));
  });

  it('keeps improving until its time is up when the target is 0, and says it stopped for time', async () => {
    const { final } = await ask({ scramble: SCRAMBLE, targetLength: 0, maxMs: 300 });
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(r.stop).toBe('time');
    expect(solves(SCRAMBLE, r.moves!)).toBe(true);
  });

  it('stops within a slice when cancelled, instead of running out its minute', async () => {
    // The handler posts nothing after a cancel whatever the job does, so drive the job itself.
    const controller = new AbortController();
    let searching = 0;
    const started = performance.now();
    const job = twoPhaseSolveJob({ scramble: SCRAMBLE, targetLength: 0, maxMs: 60_000 }, {
      signal: controller.signal,
      progress: (p) => void (p.phase === 'search' && ++searching === 2 && controller.abort()),
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(searching).toBeGreaterThanOrEqual(2); // improvements found inside the slice that saw the abort still report
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('names bad input: a bad token with its column, a bad budget, a rotation', async () => {
    const bad = await ask({ scramble: 'R U X', maxMs: 100 });
    expect(bad.final).toMatchObject({ kind: 'error', name: 'RequestError' });
    expect((bad.final as { message: string }).message).toMatch(/X/);
    const budget = await ask({ scramble: 'R U', maxMs: 0 });
    expect(budget.final).toMatchObject({ kind: 'error', message: 'maxMs must be an integer in 1..60000, got 0' });
    const rotation = await ask({ scramble: 'R x', maxMs: 100 });
    expect(rotation.final).toMatchObject({ kind: 'error', name: 'RequestError' });
  });
});
