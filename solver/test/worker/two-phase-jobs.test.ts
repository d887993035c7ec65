/**
 * Chapter 10's worker job, driven through the real worker handler: the answer
 * solves the scramble or painting as held (checked by the independent facelet
 * referee), each reported improvement is strictly shorter and valid, the
 * phases' counters add up, a cancel stops the search within a slice, and bad
 * input is named (an impossible painting with every problem as data).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FaceletCube, refereeStickers } from '../../../tests/referee-three/facelets.ts';
import type { FromWorker, TwoPhaseSolveProgress, TwoPhaseSolveResponse } from '../../src/page/protocol.ts';
import { scrambleToHeldCube } from '../../src/three/held-scramble.ts';
import { twoPhaseTables } from '../../src/three/two-phase/solve.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import { twoPhaseSolveJob } from '../../src/worker/two-phase-jobs.ts';

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
  beforeAll(() => void twoPhaseTables(), 60_000);

  it('answers within the target, and every improvement it reported solves the cube and is shorter than the one before', async () => {
    const { final, progress } = await ask({ scramble: SCRAMBLE, targetLength: 21, maxMs: 20_000 });
    expect(final.kind).toBe('result');
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(r.status).toBe('target');
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
    // The page hears the tables' steps first (none when this worker already has them: two-phase-jobs
    // is shared by the files of a run), then each improvement as it happens.
    const firstSearch = progress.findIndex((p) => p.phase === 'search');
    expect(progress.slice(firstSearch).filter((p) => p.phase === 'tables')).toEqual([]);
    expect(progress.flatMap((p) => (p.phase === 'search' && p.improvement ? [p.improvement.length] : []))).toEqual(r.improvements.map((i) => i.length));
  });

  it('reports each step of building the tables in a fresh worker, before the search, and none once it has them (issue 37, round 3)', async () => {
    vi.resetModules(); // a fresh worker: no tables yet
    const { twoPhaseSolveJob: fresh } = await import('../../src/worker/two-phase-jobs.ts');
    const run = async () => {
      const seen: TwoPhaseSolveProgress[] = [];
      await fresh({ scramble: SCRAMBLE, targetLength: 25, maxMs: 20_000 }, { signal: new AbortController().signal, progress: (p) => void seen.push(p) });
      return seen;
    };
    const first = await run();
    const steps = first.flatMap((p) => (p.phase === 'tables' ? [p] : []));
    expect(steps.map((p) => [p.table, p.done, p.of])).toEqual([['moves', 0, 4], ['symmetry', 1, 4], ['pruning', 2, 4], ['phase1', 3, 4]]);
    expect(steps.map((p) => p.ms)).toEqual([...steps.map((p) => p.ms)].sort((a, b) => a - b));
    expect(first.findIndex((p) => p.phase === 'search')).toBeGreaterThan(first.lastIndexOf(steps.at(-1)!));
    expect((await run()).filter((p) => p.phase === 'tables')).toEqual([]);
  }, 120_000);

  it('keeps improving until its time is up when the target is 0, and says it stopped for time', async () => {
    const { final } = await ask({ scramble: SCRAMBLE, targetLength: 0, maxMs: 300 });
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(r.status).toBe('time');
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

  it('names bad input: a bad token with its column, a bad budget, a bad painting, both or neither', async () => {
    const bad = await ask({ scramble: 'R U X', maxMs: 100 });
    expect(bad.final).toMatchObject({ kind: 'error', name: 'RequestError' });
    expect((bad.final as { message: string }).message).toMatch(/X/);
    const slice = await ask({ scramble: 'R x M3', maxMs: 100 });
    expect(slice.final).toMatchObject({ kind: 'error', name: 'RequestError', message: `bad suffix "3" on move "M3" (a move takes no suffix, 2, ' or 2') at column 5` });
    const budget = await ask({ scramble: 'R U', maxMs: 0 });
    expect(budget.final).toMatchObject({ kind: 'error', message: 'maxMs must be an integer in 1..60000, got 0' });
    const short = await ask({ painting: refereeStickers(new FaceletCube()).slice(1), maxMs: 100 });
    expect(short.final).toMatchObject({ kind: 'error', name: 'RequestError', message: 'painting must be 54 stickers, each one of U R F D L B (a colour) or null (unpainted)' });
    const both = await ask({ scramble: 'R', painting: refereeStickers(new FaceletCube()), maxMs: 100 });
    expect(both.final).toMatchObject({ kind: 'error', message: 'give either a scramble or a painting, not both or neither' });
    expect((await ask({ maxMs: 100 })).final).toMatchObject({ kind: 'error', message: 'give either a scramble or a painting, not both or neither' });
  });

  it('solves a scramble with rotations and wide turns as held, and says which colours the centres show', async () => {
    const scramble = "Rw U x F' y2 Bw' R2 Dw L z' B";
    const { final } = await ask({ scramble, maxMs: 20_000 });
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(new FaceletCube().apply(scramble).apply(r.moves!.join(' ')).isUniform()).toBe(true);
    const held = scrambleToHeldCube(scramble);
    expect(r).toMatchObject({ scramble, scheme: held.ok && held.scheme });
  });

  it('solves a painting in the reader’s own colours, the centres naming the faces', async () => {
    const scramble = "F2 D' L B2 U R' D2 F' x U2 L'";
    const recolour: Record<string, string> = { U: 'D', D: 'U', R: 'F', F: 'R', L: 'B', B: 'L' };
    const painting = refereeStickers(new FaceletCube().apply(scramble)).map((c) => recolour[c]);
    const { final } = await ask({ painting, maxMs: 20_000 });
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    expect(r.scramble).toBe(null);
    // The centres as held after x, in the reader's colours.
    const held = scrambleToHeldCube(scramble);
    expect(r.scheme).toEqual(held.ok && Object.fromEntries(Object.entries(held.scheme).map(([face, c]) => [face, recolour[c]])));
    expect(new FaceletCube().apply(scramble).apply(r.moves!.join(' ')).isUniform()).toBe(true);
  });

  it('refuses a painting no cube shows: every problem as data first, then the first one’s message as a RequestError', async () => {
    const painting = refereeStickers(new FaceletCube());
    [painting[8], painting[9], painting[20]] = [painting[20], painting[8], painting[9]]; // the up-front-right corner twisted
    [painting[23], painting[12]] = [painting[12], painting[23]]; // the front-right edge flipped
    const { final, progress } = await ask({ painting, maxMs: 100 });
    expect(progress.map((p) => p.phase)).toEqual(['painting']);
    const problems = (progress[0] as Extract<TwoPhaseSolveProgress, { phase: 'painting' }>).problems;
    expect(problems.map((p) => p.kind)).toEqual(['twist', 'flip']);
    expect(problems[1]).toMatchObject({ detail: { kind: 'flip', edge: 8 }, stickers: [23, 12] });
    expect(final).toMatchObject({ kind: 'error', name: 'RequestError', message: problems[0].message });
    // The worker hears no strokes: it cannot know which corner was painted last, so every corner is marked.
    expect(problems[0].message).toMatch(/^One corner is twisted in place .*the stickers cannot show which corner \(all are marked\).* the up-front-right corner,/);
    expect(problems[0].stickers).toHaveLength(24);
  });

  it('reports the two phases at work: phase-1 depth, each phase’s nodes, phase-2 entries, the best length', async () => {
    const { final, progress } = await ask({ scramble: SCRAMBLE, targetLength: 0, maxMs: 400 });
    const r = (final as { result: TwoPhaseSolveResponse }).result;
    const search = progress.filter((p): p is Extract<TwoPhaseSolveProgress, { phase: 'search' }> => p.phase === 'search');
    expect(search.length).toBeGreaterThan(2);
    let before = search[0];
    for (const p of search) {
      expect(p.phase1Nodes + p.phase2Nodes).toBe(p.nodes);
      expect(p.phase1Depth).toBeGreaterThanOrEqual(before.phase1Depth);
      expect(p.phase2Starts).toBeGreaterThanOrEqual(before.phase2Starts);
      if (p.improvement) expect(p.bestLength).toBe(p.improvement.length);
      before = p;
    }
    expect(search.at(-1)!.bestLength).toBe(r.length);
    expect(r.phase1Nodes + r.phase2Nodes).toBe(r.nodes);
    expect(r.phase2Nodes).toBeGreaterThan(0);
    expect(r.phase2Starts).toBeGreaterThan(r.improvements.length);
    expect(r.phase1Depth).toBeGreaterThan(0);
  });
});
