import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../src/random.ts';
import { runInSlices } from '../../src/run-in-slices.ts';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { edgeGroupPdb } from '../../src/three/edge-group.ts';
import { ThreeSearch } from '../../src/three/three-ida.ts';
import { solveThree, threeHeuristic } from '../../src/three/three-solve.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

/** Smaller edge groups than Korf's (weaker bounds, equally admissible): cheap to build in a test. */
const GROUPS = [
  [0, 1, 2, 3],
  [4, 5, 6, 7],
  [8, 9, 10, 11],
];
const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];

function randomScramble(seed: number, length: number): string {
  const random = seededRandom(seed);
  const moves: string[] = [];
  while (moves.length < length) {
    const face = FACES[random.int(6)];
    if (moves.length > 0 && moves.at(-1)![0] === face) continue;
    moves.push(face + ['', '2', "'"][random.int(3)]);
  }
  return moves.join(' ');
}

/** The referee's plain iterative deepening: the shortest face-turn sequence that solves `scramble`, by brute force. */
function iddfsLength(scramble: string, maxDepth: number): number {
  const turns = FACES.flatMap((f) => [f, `${f}2`, `${f}'`]);
  const dfs = (path: string[], depth: number): boolean => {
    if (depth === 0) return new FaceletCube().apply(scramble).apply(path.join(' ')).isSolved();
    for (const t of turns) {
      if (path.length > 0 && path.at(-1)![0] === t[0]) continue;
      if (dfs([...path, t], depth - 1)) return true;
    }
    return false;
  };
  for (let d = 0; d <= maxDepth; d++) if (dfs([], d)) return d;
  throw new Error(`no solution within ${maxDepth}`);
}

describe('3×3×3 IDA* with max(corner database, edge-group databases)', () => {
  beforeAll(async () => {
    await useSharedCornerPdb(); // the corner database, built once per run for every file that uses it
    threeHeuristic('htm', GROUPS);
  }, 300_000);

  it('edge-group database: its histogram equals a BFS over cubie states with a second encoding (string keys)', () => {
    const pieces = [0, 1, 2];
    const pdb = edgeGroupPdb(pieces, 'htm');
    // Second encoding: a queue BFS on the tracked pieces' (slot, flip) pairs, keyed by strings, moves from the cubie model.
    const start = scrambleToCube('');
    if (!start.ok) throw new Error('parse');
    const seen = new Map<string, number>();
    const keyOf = (edges: { perm: readonly number[]; flip: readonly number[] }) =>
      pieces.map((p) => { const s = edges.perm.indexOf(p); return `${s}:${edges.flip[s]}`; }).join(',');
    const turns = FACES.flatMap((f) => [f, `${f}2`, `${f}'`]).map((t) => { const r = scrambleToCube(t); if (!r.ok) throw new Error('parse'); return r.state.edges; });
    let frontier = [start.state.edges];
    seen.set(keyOf(start.state.edges), 0);
    const histogram = [1];
    for (let depth = 1; frontier.length > 0; depth++) {
      const next: typeof frontier = [];
      for (const e of frontier) {
        for (const t of turns) {
          const perm = t.perm.map((from) => e.perm[from]);
          const flip = t.perm.map((from, i) => e.flip[from] ^ t.flip[i]);
          const k = keyOf({ perm, flip });
          if (!seen.has(k)) { seen.set(k, depth); next.push({ perm, flip }); }
        }
      }
      if (next.length > 0) histogram.push(next.length);
      frontier = next;
    }
    expect(pdb.histogram).toEqual(histogram);
    expect(pdb.histogram.reduce((a, b) => a + b, 0)).toBe(12 * 11 * 10 * 8);
  });

  it('solves random scrambles of depth ≤ 8 with solutions the independent facelet referee accepts, never longer than the scramble', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const scramble = randomScramble(seed, 1 + (seed % 8));
      const r = solveThree(scramble, { edgeGroups: GROUPS });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.status).toBe('solved');
      expect(new FaceletCube().apply(scramble).apply(r.moves!.join(' ')).isSolved(), `${scramble} → ${r.moves!.join(' ')}`).toBe(true);
      expect(r.moves!.length).toBeLessThanOrEqual(scramble.split(' ').length);
    }
  }, 300_000);

  it('finds optimal lengths: equal to a plain IDDFS on the referee at small depths', () => {
    for (let seed = 100; seed < 108; seed++) {
      const scramble = randomScramble(seed, 1 + (seed % 4));
      const r = solveThree(scramble, { edgeGroups: GROUPS });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.moves!.length, scramble).toBe(iddfsLength(scramble, 4));
    }
    // A scramble that cancels to something shorter: R R' is the solved cube, R U R' U' U R U' R' too.
    expect(solveThree("R U R' U' U R U' R'", { edgeGroups: GROUPS })).toMatchObject({ ok: true, moves: [], optimal: true });
    expect(solveThree("R L R'", { edgeGroups: GROUPS })).toMatchObject({ ok: true, moves: ["L'"] });
    // Opposite faces commute: the pruning keeps one order of them, never neither.
    for (const scramble of ['U D', "D' U2", 'R L2', "B F'"]) {
      const r = solveThree(scramble, { edgeGroups: GROUPS });
      expect(r.ok && r.moves!.length, scramble).toBe(2);
    }
  }, 300_000);

  it('stops cleanly at the node budget, and a sliced search can be cancelled', async () => {
    const deep = "R U F' L2 D B' R2 F U' L D2 B";
    const r = solveThree(deep, { edgeGroups: GROUPS, maxNodes: 5000 });
    expect(r).toMatchObject({ ok: true, status: 'budget', moves: null, optimal: false });
    if (r.ok) expect(r.generated).toBe(5000);
    const parsed = scrambleToCube(deep);
    if (!parsed.ok) throw new Error('parse');
    const search = new ThreeSearch(parsed.state, threeHeuristic('htm', GROUPS));
    const controller = new AbortController();
    let slices = 0;
    await expect(
      runInSlices(search, { signal: controller.signal, sliceSteps: 1000, onSlice: () => { if (++slices === 3) controller.abort(); } }),
    ).rejects.toThrow('cancelled');
    expect(search.result().status).toBe('searching');
  });

  it('reports bad input with the token and column', () => {
    expect(solveThree('R U X2', { edgeGroups: GROUPS })).toMatchObject({ ok: false, error: { column: 5 } });
    expect(solveThree('R Rw Q', { edgeGroups: GROUPS })).toMatchObject({ ok: false, error: { kind: { code: 'unknown-move' }, token: 'Q', column: 6 } });
    // A wide turn is no error: the cube is solved as held after it (Rw = L x: one turn, L′ undoes it).
    const held = solveThree('Rw', { edgeGroups: GROUPS });
    expect(held).toMatchObject({ ok: true, moves: ["L'"], optimal: true });
    expect(held.ok && new FaceletCube().apply('Rw').apply(held.moves!.join(' ')).isUniform()).toBe(true);
    // A state no face turns solve is refused before any search.
    const solved = scrambleToCube('');
    if (!solved.ok) throw new Error('parse');
    const flipped = { ...solved.state, edges: { perm: solved.state.edges.perm, flip: [1, ...solved.state.edges.flip.slice(1)] } };
    expect(solveThree(flipped, { edgeGroups: GROUPS })).toMatchObject({ ok: false, error: { kind: { code: 'flipped-edge' } } });
  });
});
