/**
 * The phase-1 table's store (worker/phase1-table-store.ts), and threeSolve with
 * Reid's heuristic (worker/three-jobs.ts), which gets its table from it, with
 * an in-memory IndexedDB (support/fake-indexeddb.ts). The whole phase-1 table
 * (cap 12) is built once for the file, through the job: about 8 s.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import type { ForgetStoredTablesResponse, FromWorker, Phase1TableSource, StoredTablesResponse, ThreeSolveProgress } from '../../src/page/protocol.ts';
import { fakeIndexedDb } from '../support/fake-indexeddb.ts';
import { REACH_CASES, reachScramble } from '../../src/three/solver-reach.ts';
import { FLIPSLICE_TWIST_ENTRIES, MAX_PHASE1_DISTANCE, cachedFlipSliceTwistPruning, forgetFlipSliceTwistPruning } from '../../src/three/two-phase/flipslice-twist-pruning.ts';
import { REID_FIGURES } from '../../src/three/reid-figures-data.ts';
import { createWorkerHandler } from '../../src/worker/handler.ts';
import * as store from '../../src/worker/phase1-table-store.ts';
import { threeSolveJob } from '../../src/worker/three-jobs.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

const { PHASE1_CODE_BYTES, PHASE1_STORE, checkStoredPhase1, forgetStoredPhase1Table, readStoredPhase1Table, storePhase1Table } = store;
const solves = (scramble: string, moves: readonly string[]) => new FaceletCube().apply(scramble).apply(moves.join(' ')).isSolved();

async function solve(params: Parameters<typeof threeSolveJob>[0]) {
  const progress: ThreeSolveProgress[] = [];
  const response = await threeSolveJob(params, { signal: new AbortController().signal, progress: (p) => progress.push(p) });
  return { response, progress };
}

/** The browser's IndexedDB, in memory: the job finds it as globalThis.indexedDB. */
const idb = fakeIndexedDb();
const kept = () => idb.records(PHASE1_STORE.database, PHASE1_STORE.store);

beforeAll(async () => {
  // Test files share modules (isolate: false), so another file may have left the whole table in memory:
  // let it go, as a new worker has none (the module registry stays, and the other files' tables with it).
  forgetFlipSliceTwistPruning(MAX_PHASE1_DISTANCE);
  await useSharedCornerPdb();
  vi.stubGlobal('indexedDB', idb.factory);
}, 300_000);
afterAll(() => void vi.unstubAllGlobals());

/** Sends one request through the worker's handler (the table of jobs the worker runs) and resolves with its final message. */
function request(message: Parameters<ReturnType<typeof createWorkerHandler>>[0]): Promise<FromWorker> {
  return new Promise((resolve) => {
    const handle = createWorkerHandler((m) => void (m.kind !== 'progress' && resolve(m)));
    handle(message);
  });
}

describe("threeSolve job with Reid's heuristic", () => {
  const scramble = reachScramble(REACH_CASES[2]); // 12 moves

  it('a cancel during the table build stops it within one step: no table in memory, none stored', async () => {
    const controller = new AbortController();
    let steps = 0;
    let afterAbort = 0;
    const job = threeSolveJob({ scramble, maxNodes: 10_000_000, heuristic: 'reid' }, {
      signal: controller.signal,
      progress: (p) => {
        if (p.phase !== 'tables') return;
        if (controller.signal.aborted) afterAbort++;
        // A few steps in (the shallow depths take one step each), then cancel.
        if (++steps === 8) controller.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    expect(steps).toBe(8);
    expect(afterAbort).toBe(0);
    expect(cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE)).toBeUndefined();
    expect(kept().has(PHASE1_STORE.key)).toBe(false);
    // The store was asked first, and found nothing.
    expect(await request({ kind: 'request', id: 9, type: 'storedTables', params: {} })).toMatchObject({ kind: 'result', result: { phase1Bytes: 0 } });
  }, 60_000);

  it('builds the whole phase-1 table with progress as kind phase1, stores it, and solves with the length Korf’s search finds', async () => {
    const { response, progress } = await solve({ scramble, maxNodes: 10_000_000, heuristic: 'reid' });
    const built: Phase1TableSource = 'built';
    expect(response).toMatchObject({ status: 'solved', heuristic: 'reid', edges: null, phase1Table: built, phase1Stored: true, phase1Rejected: null, prediction: null, tableBytes: PHASE1_CODE_BYTES });
    expect(solves(scramble, response.moves!)).toBe(true);
    // The store is read first (nothing there), then the build reports.
    expect(progress[0]).toMatchObject({ phase: 'reading', table: { kind: 'phase1' } });
    const tables = progress.flatMap((p) => (p.phase === 'tables' ? [p] : []));
    expect(tables.length).toBeGreaterThan(12);
    for (const p of tables) expect(p).toMatchObject({ table: { kind: 'phase1' }, total: FLIPSLICE_TWIST_ENTRIES });
    expect(tables.map((p) => p.depth)).toEqual([...tables.map((p) => p.depth)].sort((a, b) => a - b));
    expect(tables.at(-1)!.depth).toBe(12);
    expect(kept().has(PHASE1_STORE.key)).toBe(true);
    const korf = await solve({ scramble, maxNodes: 10_000_000, edges: 4 });
    expect(korf.response).toMatchObject({ status: 'solved', heuristic: 'korf', edges: 4, phase1Table: null, phase1Stored: null });
    expect(response.moves!.length).toBe(korf.response.moves!.length);
    expect(response.generated).toBeLessThan(korf.response.generated);
  }, 120_000);

  it('a second request finds the table in memory, builds nothing; with both, the corner database too', async () => {
    const reid = await solve({ scramble, maxNodes: 10_000_000, heuristic: 'reid' });
    expect(reid.response).toMatchObject({ status: 'solved', phase1Table: 'memory', phase1Stored: null });
    expect(reid.progress.filter((p) => p.phase === 'tables')).toEqual([]);
    const both = await solve({ scramble, maxNodes: 10_000_000, heuristic: 'both' });
    expect(both.response).toMatchObject({ status: 'solved', heuristic: 'both', phase1Table: 'memory', tableBytes: PHASE1_CODE_BYTES + 88_179_840 });
    expect(both.response.moves!.length).toBe(reid.response.moves!.length);
    expect(solves(scramble, both.response.moves!)).toBe(true);
    expect(both.response.generated).toBeLessThanOrEqual(reid.response.generated);
  });

  it("stops at its budget, predicting the rest from Reid's distribution over the sampled cubes, not the corner database's", async () => {
    const fourteen = reachScramble(REACH_CASES[6]);
    const { response } = await solve({ scramble: fourteen, maxNodes: 5_000, heuristic: 'reid' });
    expect(response).toMatchObject({ status: 'budget', moves: null, generated: 5_000 });
    const p = response.prediction!;
    expect(p).toMatchObject({ upTo: 14, sampleCubes: REID_FIGURES.sample.cubes });
    expect(p.expanded).toBeGreaterThan(0);
    // Korf's prediction (the corner database's exact distribution) says it is: null.
    const korf = await solve({ scramble: fourteen, maxNodes: 5_000, edges: 4 });
    expect(korf.response.prediction).toMatchObject({ sampleCubes: null });
    // Reid's bound is the stronger: the work it predicts up to the same bound is smaller.
    expect(p.expanded).toBeLessThan(korf.response.prediction!.expanded);
  });

  it('runs no further slice after a cancel in the search', async () => {
    const controller = new AbortController();
    const searchProgress: ThreeSolveProgress[] = [];
    let afterAbort = 0;
    const job = threeSolveJob({ scramble: reachScramble(REACH_CASES[6]), maxNodes: 100_000_000, heuristic: 'reid' }, {
      signal: controller.signal,
      progress: (p) => {
        if (p.phase !== 'search') return;
        if (controller.signal.aborted) afterAbort++;
        searchProgress.push(p);
        controller.abort();
      },
    });
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
    // One slice of 100,000 nodes, then the cancel is seen before the next slice starts.
    expect(searchProgress).toHaveLength(1);
    expect(afterAbort).toBe(0);
    expect(searchProgress[0]).toMatchObject({ generated: 100_000 });
  });

  it('refuses a heuristic it does not have, and edge databases with Reid’s', async () => {
    const ctx = { signal: new AbortController().signal, progress: () => {} };
    await expect(threeSolveJob({ scramble, maxNodes: 1000, heuristic: 'kociemba' as 'reid' }, ctx)).rejects.toMatchObject({
      name: 'RequestError',
      message: "the heuristic must be 'korf', 'reid' or 'both', got kociemba",
    });
    await expect(threeSolveJob({ scramble, maxNodes: 1000, heuristic: 'reid', edges: 6 }, ctx)).rejects.toMatchObject({
      name: 'RequestError',
      message: "the edge databases are Korf's heuristic's: 'reid' uses none, so leave edges out (got 6)",
    });
  });

  it('a new worker (nothing in memory) reads the stored table instead of building it', async () => {
    forgetFlipSliceTwistPruning(MAX_PHASE1_DISTANCE);
    const progress: ThreeSolveProgress[] = [];
    const response = await threeSolveJob({ scramble, maxNodes: 10_000_000, heuristic: 'reid' }, { signal: new AbortController().signal, progress: (p) => progress.push(p) });
    expect(response).toMatchObject({ status: 'solved', phase1Table: 'stored', phase1Stored: null });
    expect(progress.filter((p) => p.phase === 'tables')).toEqual([]);
    expect(solves(scramble, response.moves!)).toBe(true);
  }, 60_000);
});

describe('the phase-1 table store (IndexedDB)', () => {
  it("checks tables against the published distribution: every phase-1 state, Winter's and Reid's last four depths", async () => {
    const { PUBLISHED_PHASE1_DISTRIBUTION } = await import('../../src/three/two-phase/published-phase1-distribution.ts');
    expect(PUBLISHED_PHASE1_DISTRIBUTION.reduce((a, b) => a + b, 0)).toBe(2_217_093_120);
    expect(PUBLISHED_PHASE1_DISTRIBUTION.slice(-5)).toEqual([124_946_368, 821_605_960, 1_199_128_738, 58_202_444, 476]);
  });

  /** The record the first test stored (it holds the whole table). */
  const record = () => kept().get(PHASE1_STORE.key) as { codes: Uint8Array; entriesAtDepth: number[]; statesAtDepth: number[] };

  it('reads back what it wrote, checked', async () => {
    const fake = fakeIndexedDb();
    const { codes, entriesAtDepth, statesAtDepth } = record();
    const table = { cap: 12, codes, entriesAtDepth, statesAtDepth, sym: undefined as never };
    expect((await readStoredPhase1Table(fake.factory)).status).toBe('absent');
    expect(await storePhase1Table(table, fake.factory)).toBe(true);
    const read = await readStoredPhase1Table(fake.factory);
    expect(read.status).toBe('found');
    if (read.status !== 'found') return;
    expect(read.table.cap).toBe(12);
    // Compared as bytes: a deep equality on 35 MB of typed array takes Vitest seconds and gigabytes.
    expect(Buffer.compare(read.table.codes, codes)).toBe(0);
    expect(read.table.statesAtDepth).toEqual(statesAtDepth);
  });

  it('refuses and deletes a record of another version, size or distribution', async () => {
    const good = record();
    const bad: [object, RegExp][] = [
      [{ ...good, version: 2 }, /version is 2/],
      [{ ...good, codes: good.codes.subarray(1) }, /bytes of codes/],
      [{ ...good, statesAtDepth: good.statesAtDepth.map((n, d) => (d === 11 ? n + 1 : n)) }, /not Kociemba/],
      [{ ...good, codes: new Uint8Array(PHASE1_CODE_BYTES) }, /gives 'R' \(1 moves from H\) code 0/], // right shape, wrong distances
    ];
    for (const [stored, reason] of bad) {
      const fake = fakeIndexedDb();
      fake.records(PHASE1_STORE.database, PHASE1_STORE.store).set(PHASE1_STORE.key, { version: 1, cap: 12, ...stored });
      const read = await readStoredPhase1Table(fake.factory);
      // Strings only: a failure's diff of a found table would print 35 MB.
      expect(read.status === 'rejected' ? read.reason : read.status).toMatch(reason);
      expect(fake.records(PHASE1_STORE.database, PHASE1_STORE.store).has(PHASE1_STORE.key)).toBe(false);
    }
    expect(checkStoredPhase1({ version: 1, ...good, cap: 12 })).toBeNull();
  });

  it('forgets: frees the codes’ bytes and only them, then nothing', async () => {
    const fake = fakeIndexedDb();
    const records = fake.records(PHASE1_STORE.database, PHASE1_STORE.store);
    records.set(PHASE1_STORE.key, record());
    records.set('someone-else', 1);
    expect(await forgetStoredPhase1Table(fake.factory)).toBe(PHASE1_CODE_BYTES);
    expect([...records.keys()]).toEqual(['someone-else']);
    expect(await forgetStoredPhase1Table(fake.factory)).toBe(0);
  });

  it('without IndexedDB, or when a write fails (a quota), keeps nothing and fails nothing', async () => {
    const { codes, entriesAtDepth, statesAtDepth } = record();
    const table = { cap: 12, codes, entriesAtDepth, statesAtDepth, sym: undefined as never };
    const full = fakeIndexedDb();
    full.failWrites = true;
    expect(await storePhase1Table(table, full.factory)).toBe(false);
    // Statuses only: a failure's diff of a found table would print 35 MB.
    expect((await readStoredPhase1Table(full.factory)).status).toBe('absent');
    expect((await readStoredPhase1Table(null)).status).toBe('absent');
    expect(await storePhase1Table(table, null)).toBe(false);
    expect(await forgetStoredPhase1Table(null)).toBe(0);
  });

  it("the worker's storedTables request counts the kept table; forgetStoredTables deletes it and the worker's copy, answering the bytes freed", async () => {
    expect(kept().has(PHASE1_STORE.key)).toBe(true);
    const kept35MB: StoredTablesResponse = { phase1Bytes: PHASE1_CODE_BYTES };
    expect(await request({ kind: 'request', id: 1, type: 'storedTables', params: {} })).toEqual({ kind: 'result', id: 1, result: kept35MB });
    expect(cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE)).toBeDefined();
    const final = await request({ kind: 'request', id: 2, type: 'forgetStoredTables', params: {} });
    const freedBoth: ForgetStoredTablesResponse = { freedBytes: PHASE1_CODE_BYTES, memoryBytes: PHASE1_CODE_BYTES };
    expect(final).toEqual({ kind: 'result', id: 2, result: freedBoth });
    expect(kept().has(PHASE1_STORE.key)).toBe(false);
    expect(cachedFlipSliceTwistPruning(MAX_PHASE1_DISTANCE)).toBeUndefined();
    expect(await request({ kind: 'request', id: 3, type: 'storedTables', params: {} })).toMatchObject({ result: { phase1Bytes: 0 } });
    expect(await request({ kind: 'request', id: 4, type: 'forgetStoredTables', params: {} })).toMatchObject({ result: { freedBytes: 0, memoryBytes: 0 } });
  });
});
