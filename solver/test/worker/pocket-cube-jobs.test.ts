import { describe, expect, it, vi } from 'vitest';
import { SolverClient, type WorkerLike, isAbortError } from '../../src/page/client.ts';
import { PUBLISHED_HISTOGRAM } from '../../src/metric.ts';
import type { FromWorker, ToWorker } from '../../src/page/protocol.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import type { JobContext } from '../../src/worker/job.ts';
import { applyMoves } from '../../src/apply.ts';
import { SOLVED } from '../../src/corner-state.ts';
import { CORNER_STICKERS, TWISTED_CORNER_MESSAGE, formatPainting, stateToPainting } from '../../src/facelets-to-state.ts';
import { type AlgMove, parseAlg } from '../../src/notation.ts';
import { IdaSearch } from '../../src/ida-star.ts';

/** A worker double: the real handler, with messages crossing an event-loop turn like postMessage. */
function inProcessWorker(handler = createWorkerHandler): WorkerLike & { sent: ToWorker[]; posted: FromWorker[] } {
  const listeners: ((e: { data: FromWorker }) => void)[] = [];
  const posted: FromWorker[] = [];
  const handle = handler((message) => {
    posted.push(message);
    setTimeout(() => listeners.forEach((l) => l({ data: structuredClone(message) })), 0);
  });
  const sent: ToWorker[] = [];
  return {
    sent,
    posted,
    postMessage(message: ToWorker) {
      sent.push(message);
      setTimeout(() => handle(structuredClone(message)), 0);
    },
    addEventListener(type: string, listener: never) {
      if (type === 'message') listeners.push(listener);
    },
    terminate() {},
  };
}

describe('solver worker protocol', () => {
  it('solves a scramble and reports the figures', async () => {
    const client = new SolverClient(inProcessWorker);
    const r = await client.request('solve', { scramble: "R U R' U'", metric: 'htm', heuristic: 'max' });
    expect(r.length).toBe(4);
    expect(r.moves).toHaveLength(4);
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.moveNames).toHaveLength(9);
  });

  it('solves a painted cube as held, and rejects a painting with its first problem', async () => {
    const client = new SolverClient(inProcessWorker);
    // z2 R: held upside down, then R. In the reader's frame the answer is R'.
    const painted = formatPainting(stateToPainting(applyMoves(SOLVED, (parseAlg('z2 R') as { moves: AlgMove[] }).moves)));
    const r = await client.request('solve', { scramble: '', facelets: painted, metric: 'htm', heuristic: 'max' });
    expect(r.moves).toEqual(["R'"]);
    const twisted = stateToPainting(SOLVED);
    const [a, b, c] = CORNER_STICKERS[0];
    [twisted[a], twisted[b], twisted[c]] = [twisted[c], twisted[a], twisted[b]];
    await expect(client.request('solve', { scramble: '', facelets: painted.slice(0, 23), metric: 'htm', heuristic: 'max' })).rejects.toThrow('24 letters');
    await expect(client.request('solve', { scramble: '', facelets: formatPainting(twisted), metric: 'htm', heuristic: 'max' })).rejects.toThrow(TWISTED_CORNER_MESSAGE);
  });

  it('rejects a bad scramble with the parser message', async () => {
    const client = new SolverClient(inProcessWorker);
    await expect(client.request('solve', { scramble: 'R U X2', metric: 'htm', heuristic: 'max' })).rejects.toThrow('unknown move "X2" at column 5');
  });

  it('streams BFS progress depth by depth, then the published histogram', async () => {
    const client = new SolverClient(inProcessWorker);
    const depths: number[] = [];
    const r = await client.request('bfs', { metric: 'qtm' }, { onProgress: (p) => depths.push(p.depth) });
    expect(r.histogram).toEqual(PUBLISHED_HISTOGRAM.qtm);
    expect(r.godsNumber).toBe(14);
    expect(depths).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('an aborted request rejects at once, and its job runs no more slices in the worker', async () => {
    const worker = inProcessWorker();
    const client = new SolverClient(() => worker);
    // Count the search's slices themselves (IdaSearch.run is one slice), not the messages the job posts.
    const slices = vi.spyOn(IdaSearch.prototype, 'run');
    try {
      const controller = new AbortController();
      // h = 0 on an 11-mover: seconds of search in slices, unless it is stopped.
      const older = client.request('solve', { scramble: "F2 R' F R' U R' U' R2 U F' U'", metric: 'htm', heuristic: 'none' }, { signal: controller.signal });
      await vi.waitUntil(() => slices.mock.calls.length >= 3, { timeout: 30_000 }); // it is running (vitest waits 1 s by default: too tight for a loaded machine)
      controller.abort();
      expect(isAbortError(await older.catch((e: unknown) => e))).toBe(true);
      const olderId = (worker.sent.find((m) => m.kind === 'request') as { id: number }).id;
      expect(worker.sent.some((m) => m.kind === 'cancel' && m.id === olderId)).toBe(true);
      // Once the cancel has crossed to the worker (one macrotask, as postMessage), the job must run no slice more.
      // Without its signal check runInSlices runs one slice per event-loop turn for seconds: 50 turns would show 50.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const atCancel = slices.mock.calls.length;
      for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(slices.mock.calls.length - atCancel, 'slices the job ran after its cancel reached the worker').toBe(0);
    } finally {
      slices.mockRestore();
    }
  });

  it('an abort removes its listener when the request settles: a long-lived signal does not collect one per request', async () => {
    const client = new SolverClient(inProcessWorker);
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    for (const scramble of ['R', 'U', 'F']) await client.request('solve', { scramble, metric: 'htm', heuristic: 'max' }, { signal: controller.signal });
    expect(added).toHaveBeenCalledTimes(3);
    expect(removed.mock.calls.map((call) => call[1])).toEqual(added.mock.calls.map((call) => call[1]));
  });

  it('never delivers a stale result: an aborted promise rejects even if its result arrives', async () => {
    const client = new SolverClient(inProcessWorker);
    const results: string[] = [];
    const controller = new AbortController();
    const first = client.request('solve', { scramble: 'U', metric: 'htm', heuristic: 'max' }, { signal: controller.signal }).then(
      () => results.push('first'),
      () => results.push('first aborted'),
    );
    controller.abort(); // as LatestRequest does when a newer run replaces it
    const second = client.request('solve', { scramble: 'F', metric: 'htm', heuristic: 'max' }).then((r) => results.push(r.moves!.join(' ')));
    await Promise.all([first, second]);
    expect(results).toEqual(['first aborted', "F'"]);
  });

  it('runs the lab with a node budget instead of freezing on h = 0', async () => {
    const client = new SolverClient(inProcessWorker);
    const r = await client.request('lab', { scramble: "F2 R' F R' U R' U' R2 U F' U'", metric: 'htm', heuristics: ['none', 'max'], maxNodes: 2_000_000 });
    expect(r.runs.map((run) => run.status)).toEqual(['budget', 'solved']);
    expect(r.runs[1].length).toBe(11);
  });

  it("runs the reader's own heuristic table in the lab after the built-ins, as 'yours'", async () => {
    const client = new SolverClient(inProcessWorker);
    // A table that is the max of both databases: 'yours' must search exactly as 'max' does.
    const { heuristic } = await import('../../src/heuristics.ts');
    const { ORIENTATION_COUNT, STATE_COUNT } = await import('../../src/coordinates.ts');
    const max = heuristic('max', 'qtm');
    const table = new Uint8Array(STATE_COUNT);
    for (let i = 0; i < STATE_COUNT; i++) table[i] = Math.max(max.permH[Math.floor(i / ORIENTATION_COUNT)], max.orientH[i % ORIENTATION_COUNT]);
    const scramble = "R U2 F' R";
    const r = await client.request('lab', { scramble, metric: 'qtm', heuristics: ['max'], maxNodes: 2_000_000, readerTable: table });
    expect(r.runs.map((run) => run.heuristic)).toEqual(['max', 'yours']);
    expect({ ...r.runs[1], heuristic: 'max', ms: 0 }).toEqual({ ...r.runs[0], ms: 0 });
    await expect(client.request('lab', { scramble, metric: 'qtm', heuristics: [], maxNodes: 10, readerTable: new Uint8Array(5) })).rejects.toThrow(
      "the reader's heuristic must be a Uint8Array of 3674160 values, one per state index",
    );
  });

  it('locates a scramble in the distance table with every heuristic value', async () => {
    const client = new SolverClient(inProcessWorker);
    const r = await client.request('locate', { scramble: "R U R' U'", metric: 'htm' });
    expect(r.distance).toBe(4);
    expect(r.statesAtDistance).toBe(1847);
    expect(r.h.exact).toBe(4);
    expect(r.h.none).toBe(0);
    expect(r.h.max).toBe(Math.max(r.h.perm, r.h.orient));
  });

  it('reports the quality of a heuristic over all states', async () => {
    // A fresh worker (fresh module state): earlier tests have left distance tables in this one's cache.
    vi.resetModules();
    const fresh = (await import('../../src/worker/handler.ts')).createWorkerHandler;
    const client = new SolverClient(() => inProcessWorker(fresh));
    const r = await client.request('quality', { metric: 'htm', heuristic: 'max' });
    expect(r.counts.flat().reduce((a, b) => a + b, 0)).toBe(3_674_160);
    expect(r.overestimates).toBe(0);
    expect(r.meanH).toBeLessThan(r.meanDistance);
    // The BFS it needed first is timed apart, and only once: the worker keeps the table.
    expect(r.bfsMs).toBeGreaterThan(0);
    const again = await client.request('quality', { metric: 'htm', heuristic: 'orient' });
    expect(again.bfsMs).toBeNull();
    expect(again.counts.flat().reduce((a, b) => a + b, 0)).toBe(3_674_160);
  });

  it('answers an unknown request type with an error', async () => {
    const client = new SolverClient(inProcessWorker);
    await expect(client.request('nonsense' as never, {} as never)).rejects.toThrow('unknown request type "nonsense"');
  });
});

describe('classic errata request', () => {
  it('compares the classic skipping BFS with the correct one', async () => {
    const client = new SolverClient(inProcessWorker);
    const qtm = await client.request('classicBfs', { metric: 'qtm', pdb: 'perm' });
    expect(qtm.wrong).toBeGreaterThan(0);
    expect(qtm.correctHistogram.reduce((a, b) => a + b, 0)).toBe(5040);
    expect(qtm.classicHistogram.reduce((a, b) => a + b, 0)).toBe(5040 - qtm.unreached);
    const htm = await client.request('classicBfs', { metric: 'htm', pdb: 'orient' });
    expect(htm.wrong).toBe(0);
  });
});

describe('the worker handler cancel path', () => {
  it('aborts the job signal on cancel and posts nothing more for that request', async () => {
    const posted: FromWorker[] = [];
    let seen: JobContext<'bfs'> | undefined;
    let finish!: () => void;
    const handle = createWorkerHandler((m) => posted.push(m), {
      bfs: (_params, ctx) => {
        seen = ctx;
        ctx.progress({ depth: 1, count: 9, visited: 10, total: 100, direction: 'forward', ms: 1 });
        // Ends (as a sliced job would) once it sees the abort, by throwing; or resolves when told.
        return new Promise((resolve, reject) => {
          ctx.signal.addEventListener('abort', () => reject(Object.assign(new Error('cancelled'), { name: 'AbortError' })));
          finish = () => resolve({ metric: 'htm', histogram: [1], godsNumber: 0, ms: 1 });
        });
      },
    });
    handle({ kind: 'request', id: 7, type: 'bfs', params: { metric: 'htm' } });
    expect(posted.map((m) => m.kind)).toEqual(['progress']);
    handle({ kind: 'cancel', id: 7 });
    expect(seen!.signal.aborted).toBe(true);
    seen!.progress({ depth: 2, count: 54, visited: 64, total: 100, direction: 'forward', ms: 2 });
    finish();
    await new Promise((resolve) => setImmediate(resolve)); // a turn of the event loop, for the job's promise to settle
    expect(posted.map((m) => m.kind)).toEqual(['progress']);
  });

  it('still posts the result of a request that was not cancelled', async () => {
    const posted: FromWorker[] = [];
    const handle = createWorkerHandler((m) => posted.push(m), { bfs: async () => ({ metric: 'htm', histogram: [1], godsNumber: 0, ms: 1 }) });
    handle({ kind: 'request', id: 1, type: 'bfs', params: { metric: 'htm' } });
    handle({ kind: 'cancel', id: 2 });
    await new Promise((resolve) => setImmediate(resolve)); // a turn of the event loop, for the job's promise to settle
    expect(posted).toEqual([{ kind: 'result', id: 1, result: { metric: 'htm', histogram: [1], godsNumber: 0, ms: 1 } }]);
  });
});
