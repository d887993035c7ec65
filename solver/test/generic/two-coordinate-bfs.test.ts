import { describe, expect, it } from 'vitest';
import { bfs } from '../../src/bfs.ts';
import { moveTables } from '../../src/move-tables.ts';
import { seededRandom } from '../../src/random.ts';
import { TableAllocationError, type TwoCoordinateSpace, UNREACHED, runToEnd, twoCoordinateBfs } from '../../src/generic/two-coordinate-bfs.ts';
import { nibbleAt, packNibbles } from '../../src/generic/nibbles.ts';

/** A textbook FIFO-queue BFS over the same space, one state at a time: the referee. */
function naiveBfs(space: TwoCoordinateSpace, start: number): Uint8Array {
  const { permCount: P, orientCount: K, moveCount: n } = space;
  const T = space.transformCount ?? n;
  const distance = new Uint8Array(P * K).fill(UNREACHED);
  const queue = [start];
  distance[start] = 0;
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    const p = Math.floor(s / K);
    const o = s % K;
    for (let m = 0; m < n; m++) {
      const t = space.orientTransform ? space.orientTransform[p * n + m] : m;
      const next = space.permMove[p * n + m] * K + space.orientMove[o * T + t];
      if (distance[next] === UNREACHED) {
        distance[next] = distance[s] + 1;
        queue.push(next);
      }
    }
  }
  return distance;
}

function randomPermutation(size: number, random: ReturnType<typeof seededRandom>): number[] {
  const a = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Random move tables: each move's column a random permutation, so the move set is generally NOT closed under inverses. */
function randomSpace(seed: number, P: number, K: number, n: number, twisted: boolean): TwoCoordinateSpace {
  const random = seededRandom(seed);
  const permMove = new Uint16Array(P * n);
  for (let m = 0; m < n; m++) randomPermutation(P, random).forEach((v, p) => (permMove[p * n + m] = v));
  const T = twisted ? 5 : n;
  const orientMove = new Uint16Array(K * T);
  for (let t = 0; t < T; t++) randomPermutation(K, random).forEach((v, o) => (orientMove[o * T + t] = v));
  const orientTransform = twisted ? Uint8Array.from({ length: P * n }, () => random.int(T)) : undefined;
  return { permCount: P, orientCount: K, moveCount: n, permMove, orientMove, orientTransform, transformCount: T };
}

/** Byte tables compared in one pass (a deep toEqual on millions of entries takes seconds). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0;
}

function histogramOf(distance: Uint8Array): number[] {
  const h: number[] = [];
  for (const d of distance) if (d !== UNREACHED) h[d] = (h[d] ?? 0) + 1;
  return h;
}

describe('two-coordinate BFS', () => {
  it('reproduces the 2×2×2 tables of bfs.ts in both metrics', () => {
    for (const metric of ['htm', 'qtm'] as const) {
      const t = moveTables(metric);
      const space = { permCount: 5040, orientCount: 729, moveCount: t.moveCount, permMove: t.permMove, orientMove: t.orientMove };
      const result = runToEnd(twoCoordinateBfs(space, 0));
      const reference = bfs(metric);
      expect(result.histogram).toEqual(reference.histogram);
      expect(sameBytes(result.distance, reference.distance)).toBe(true);
    }
  });

  it('agrees with a naive queue BFS entry by entry on random spaces (plain and twisted, with and without pulling)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const twisted = seed % 2 === 0;
      const space = randomSpace(seed, 30 + seed, 7 + (seed % 5), 2 + (seed % 3), twisted);
      const start = seed % (space.permCount * space.orientCount);
      const expected = naiveBfs(space, start);
      for (const pushOnly of [false, true]) {
        const result = runToEnd(twoCoordinateBfs(space, start, { pushOnly, sliceWork: 50 }));
        expect(result.distance).toEqual(expected);
        expect(result.histogram).toEqual(histogramOf(expected));
        expect(result.reached).toBe(expected.filter((d) => d !== UNREACHED).length);
      }
    }
  });

  it('uses the pull direction when the frontier outgrows the unvisited set, and it gives the same table', () => {
    const t = moveTables('htm');
    const space = { permCount: 5040, orientCount: 729, moveCount: t.moveCount, permMove: t.permMove, orientMove: t.orientMove };
    const directions = new Set<string>();
    const pulled = runToEnd(twoCoordinateBfs(space, 0), (p) => directions.add(p.direction));
    expect(directions).toEqual(new Set(['push', 'pull']));
    const pushed = runToEnd(twoCoordinateBfs(space, 0, { pushOnly: true }));
    expect(sameBytes(pulled.distance, pushed.distance)).toBe(true);
  });

  it('measures distance FROM the start when the moves have no inverses', () => {
    // One move, +1 on a 5-cycle: from 0, state 4 is four moves away, not one.
    const space = { permCount: 5, orientCount: 1, moveCount: 1, permMove: [1, 2, 3, 4, 0], orientMove: [0] };
    const { distance } = runToEnd(twoCoordinateBfs(space, 0));
    expect([...distance]).toEqual([0, 1, 2, 3, 4]);
    const fromTwo = runToEnd(twoCoordinateBfs(space, 2)).distance;
    expect([...fromTwo]).toEqual([3, 4, 0, 1, 2]);
  });

  it('leaves unreachable states UNREACHED', () => {
    // Two disjoint 2-cycles in the permutation coordinate.
    const space = { permCount: 4, orientCount: 2, moveCount: 1, permMove: [1, 0, 3, 2], orientMove: [1, 0] };
    const result = runToEnd(twoCoordinateBfs(space, 0));
    expect([...result.distance]).toEqual([0, UNREACHED, UNREACHED, 1, UNREACHED, UNREACHED, UNREACHED, UNREACHED]);
    expect(result.reached).toBe(2);
  });

  it('reports each depth once, with slices in between that only grow', () => {
    const t = moveTables('qtm');
    const space = { permCount: 5040, orientCount: 729, moveCount: t.moveCount, permMove: t.permMove, orientMove: t.orientMove };
    const reports: { depth: number; found: number; layerDone: boolean; sweep: number }[] = [];
    const result = runToEnd(twoCoordinateBfs(space, 0, { sliceWork: 100_000 }), (p) => reports.push(p));
    const done = reports.filter((r) => r.layerDone);
    expect(done.map((r) => r.found)).toEqual(result.histogram.slice(1));
    expect(reports.length).toBeGreaterThan(done.length * 2);
    for (let i = 1; i < reports.length; i++) {
      if (reports[i].depth === reports[i - 1].depth && !reports[i - 1].layerDone) {
        expect(reports[i].found).toBeGreaterThanOrEqual(reports[i - 1].found);
        expect(reports[i].sweep).toBeGreaterThan(reports[i - 1].sweep);
      }
    }
  });

  it('refuses a table over maxBytes with a message naming the size, before any work', () => {
    const t = moveTables('htm');
    const space = { permCount: 5040, orientCount: 729, moveCount: t.moveCount, permMove: t.permMove, orientMove: t.orientMove };
    const steps = twoCoordinateBfs(space, 0, { maxBytes: 1_000_000 });
    expect(() => steps.next()).toThrow(TableAllocationError);
    expect(() => runToEnd(twoCoordinateBfs(space, 0, { maxBytes: 1_000_000 }))).toThrow(/3,674,160 bytes.*limit is 1,000,000 bytes/);
  });

  it('rejects move tables that are not permutations, naming the column', () => {
    const space = { permCount: 3, orientCount: 1, moveCount: 1, permMove: [1, 1, 0], orientMove: [0] };
    expect(() => runToEnd(twoCoordinateBfs(space, 0))).toThrow(/permMove: column 0 is not a permutation/);
  });
});

describe('nibble packing', () => {
  it('round-trips values 0..15 and rejects larger ones', () => {
    const bytes = Uint8Array.from({ length: 37 }, (_, i) => (i * 7) % 16);
    const packed = packNibbles(bytes);
    expect(packed.length).toBe(19);
    expect(Array.from(bytes, (_, i) => nibbleAt(packed, i))).toEqual([...bytes]);
    expect(() => packNibbles(Uint8Array.of(3, 16))).toThrow(/entry 1 is 16/);
  });
});
