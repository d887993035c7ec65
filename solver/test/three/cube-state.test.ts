import { describe, expect, it } from 'vitest';
import { factorial } from '../../src/permutation-rank.ts';
import { THREE_CORNER_STATES } from '../../src/three/corner-coordinates.ts';
import { EDGE_FACELET_FACES, EDGE_NAMES } from '../../src/three/edge-geometry.ts';
import { SOLVED_CUBE, composeCube, cubeMove, isCubeSolved, scrambleToCube } from '../../src/three/cube-state.ts';

/** How many times an algorithm must be repeated to return the cube to solved. */
function order(alg: string): number {
  const r = scrambleToCube(alg);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  for (let k = 1; k <= 1260; k++) {
    if (isCubeSolved(s)) return k;
    s = composeCube(s, r.state);
  }
  throw new Error(`order of ${alg} above 1260`);
}

describe('3×3×3 cubie model (corners and edges, derived from geometry)', () => {
  it('names edge stickers U/D first, else F/B', () => {
    expect(EDGE_NAMES.map((name, i) => EDGE_FACELET_FACES[i].join(''))).toEqual(['UR', 'UF', 'UL', 'UB', 'DR', 'DF', 'DL', 'DB', 'FR', 'FL', 'BL', 'BR']);
  });

  it('has the known orders: R U 105, R U′ 63, a face turn 4, R U R′ U′ 6, the superflip 2', () => {
    expect(order('R U')).toBe(105);
    expect(order("R U'")).toBe(63);
    expect(order('R')).toBe(4);
    expect(order("R U R' U'")).toBe(6);
    expect(order('R2 U2')).toBe(6);
    // Superflip (Reid's 20-move sequence): every edge flipped in place, an element of order 2.
    const superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";
    expect(order(superflip)).toBe(2);
    const s = scrambleToCube(superflip);
    if (!s.ok) throw new Error('parse');
    expect(s.state.edges.perm).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(s.state.edges.flip).toEqual(new Array(12).fill(1));
    expect(s.state.corners.perm).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the invariants of every reachable cube: twist sum ≡ 0 (3), flip sum even, equal permutation parities', () => {
    const parity = (p: readonly number[]) => {
      let inversions = 0;
      for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) if (p[j] < p[i]) inversions++;
      return inversions % 2;
    };
    const faces = ['U', 'R', 'F', 'D', 'L', 'B'];
    let seed = 7;
    for (let trial = 0; trial < 200; trial++) {
      const moves = Array.from({ length: 25 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return faces[seed % 6] + ['', '2', "'"][(seed >> 8) % 3];
      });
      const r = scrambleToCube(moves.join(' '));
      if (!r.ok) throw new Error('parse');
      const { corners, edges } = r.state;
      expect(corners.twist.reduce((a, b) => a + b, 0) % 3).toBe(0);
      expect(edges.flip.reduce((a, b) => a + b, 0) % 2).toBe(0);
      expect(parity(corners.perm)).toBe(parity(edges.perm));
    }
  });

  it('counts 43,252,003,274,489,856,000 positions from the coordinate counts', () => {
    const edgeCoordinates = BigInt(factorial(12)) * 2n ** 11n;
    expect((BigInt(THREE_CORNER_STATES) * edgeCoordinates) / 2n).toBe(43_252_003_274_489_856_000n);
  });

  it('refuses rotations and wide turns, naming the token and its column', () => {
    const r = scrambleToCube("R U x2 F");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('"x2" at column 5 turns the centres too: the 3×3×3 solver takes face turns (U R F D L B) only');
    expect(isCubeSolved(SOLVED_CUBE)).toBe(true);
  });
});

// Chapter 10 says it: in Kociemba's edge orientation only F and B quarter turns flip edges, four at a time.
it('only a quarter turn of F or B flips edges, four of them; U, D, R, L by any amount and half turns flip none', () => {
  const flipped = (face: 'U' | 'R' | 'F' | 'D' | 'L' | 'B', quarterTurns: number) => cubeMove(face, quarterTurns).edges.flip.reduce((a, b) => a + b, 0);
  const table = (['U', 'R', 'F', 'D', 'L', 'B'] as const).map((face) => [face, flipped(face, 1), flipped(face, 2), flipped(face, 3)]);
  expect(table).toEqual([['U', 0, 0, 0], ['R', 0, 0, 0], ['F', 4, 0, 4], ['D', 0, 0, 0], ['L', 0, 0, 0], ['B', 4, 0, 4]]);
});

describe('3×3×3 move tree under the search pruning', () => {
  it('counts the pruned sequences exactly (against enumeration) and grows by 6 + √54', async () => {
    const { threeBruteForceSizes, THREE_BRANCHING_FACTOR } = await import('../../src/three/three-branching.ts');
    // Enumerate sequences with the same rule as three-ida.ts: faces 0..5 = U R F D L B.
    const count = (depth: number, last: number): number => {
      if (depth === 0) return 1;
      let total = 0;
      for (let f = 0; f < 6; f++) {
        if (last >= 0 && (f === last || (f % 3 === last % 3 && f < last))) continue;
        total += 3 * count(depth - 1, f);
      }
      return total;
    };
    expect(threeBruteForceSizes(5)).toEqual([0, 1, 2, 3, 4, 5].map((d) => count(d, -1)));
    const n = threeBruteForceSizes(30);
    expect(n[30] / n[29]).toBeCloseTo(THREE_BRANCHING_FACTOR, 6);
    expect(THREE_BRANCHING_FACTOR).toBeCloseTo(13.3485, 4);
  });
});
