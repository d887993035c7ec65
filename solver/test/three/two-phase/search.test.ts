import { describe, expect, it } from 'vitest';
import { twoPhaseMoveTables } from '../../../src/three/two-phase/move-tables.ts';
import { FOLLOWS, IN_G1, PHASE1_FACE, PHASE2_MOVES, canFollow } from '../../../src/three/two-phase/phase-moves.ts';
import { phase2Perimeter, perimeterDistance } from '../../../src/three/two-phase/phase2-perimeter.ts';
import { G1_RETURN, TwoPhaseSearch } from '../../../src/three/two-phase/search.ts';
import { seededRandom } from '../../../src/random.ts';
import { cornerTwistCoordinate } from '../../../src/three/corner-coordinates.ts';
import { flipSliceTwistPruning, phase1Distance } from '../../../src/three/two-phase/flipslice-twist-pruning.ts';
import { flipCoordinate, slicePositionCoordinate } from '../../../src/three/two-phase/phase1-coordinates.ts';
import { twoPhasePruning } from '../../../src/three/two-phase/pruning-tables.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';
import { SOLVED_CUBE, composeCube, cubeMove } from '../../../src/three/cube-state.ts';
import { PHASE1_MOVES } from '../../../src/three/two-phase/phase-moves.ts';

const TURNS = PHASE1_MOVES.map((m) => cubeMove(m.face, m.quarterTurns));

describe("the search's pruning rules", () => {
  const t = twoPhaseMoveTables();

  it('G1_RETURN: no canonical sequence under 5 moves, ending outside G1, leads from G1 back into G1; at 5, none begins with a G1 move', () => {
    // Products of move sequences: in G1 exactly when twist, flip and slice position are 0 (any G1 start gives the same answer).
    const shortest: number[] = [];
    const path: number[] = [];
    const walk = (tw: number, fl: number, sl: number, depth: number) => {
      if (depth > 0 && tw === 0 && fl === 0 && sl === 0 && IN_G1[path[depth - 1]] === 0) shortest.push(depth * 2 + IN_G1[path[0]]);
      if (depth === G1_RETURN) return;
      for (let m = 0; m < 18; m++) {
        if (depth > 0 && FOLLOWS[(PHASE1_FACE[path[depth - 1]] + 1) * 6 + PHASE1_FACE[m]] === 0) continue;
        path[depth] = m;
        walk(t.twist[tw * 18 + m], t.flip[fl * 18 + m], t.slice[sl * 18 + m], depth + 1);
      }
    };
    walk(0, 0, 0, 0);
    expect(Math.min(...shortest)).toBe(G1_RETURN * 2); // length 5, first move outside G1
    expect(shortest.every((x) => x === G1_RETURN * 2)).toBe(true);
  });

  it('canFollow: never a face twice in a row, opposite faces in U-before-D order only', () => {
    expect(canFollow(-1, 0)).toBe(true);
    expect(canFollow(0, 0)).toBe(false);
    expect(canFollow(0, 3)).toBe(true); // U then D
    expect(canFollow(3, 0)).toBe(false); // D then U
    expect(canFollow(1, 4)).toBe(true); // R then L
    expect(canFollow(4, 1)).toBe(false);
    expect(canFollow(0, 1)).toBe(true);
    expect(PHASE2_MOVES.map((m) => IN_G1[m])).toEqual(new Array(10).fill(1));
    expect(IN_G1.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('the phase-2 perimeter holds exact distances: depth 0 only at solved, neighbours differ by at most 1, all within reach stored', () => {
    const p = phase2Perimeter(6);
    expect(p.size).toBe(1 + 10 + 67 + 456 + 3079 + 19948 + 123074);
    let bad = 0;
    for (let s = 0; s <= p.mask; s++) {
      if (p.high[s] === -1) continue;
      const sp = Math.floor(p.high[s] / 40320);
      const cp = p.high[s] % 40320;
      const ud = p.low[s];
      const d = p.distance[s];
      if ((d === 0) !== (sp === 0 && cp === 0 && ud === 0)) bad++;
      let lower = d === 0;
      for (let k = 0; k < 10; k++) {
        const e = perimeterDistance(p, t.slicePerm2[sp * 10 + k], t.cornerPerm2[cp * 10 + k], t.udEdgePerm2[ud * 10 + k]);
        if (e > d + 1 || e < d - 1) bad++;
        if (e === d - 1) lower = true;
      }
      if (!lower) bad++;
    }
    expect(bad).toBe(0);
  });

  it('with the exact phase-1 table, phase 1 starts at the exact distance and walks almost straight down to G1', () => {
    const exact = flipSliceTwistPruning();
    const pruning = twoPhasePruning({ twistFlip: false });
    const random = seededRandom(5);
    // 30 random cubes (most beyond the cap) and 30 a few moves from G1 (a random G1 cube, then 4–9 moves).
    const cubes = Array.from({ length: 30 }, () => randomCube(random));
    for (let i = 0; i < 30; i++) {
      let c = SOLVED_CUBE;
      for (let k = 0; k < 20; k++) c = composeCube(c, TURNS[PHASE2_MOVES[random.int(10)]]);
      for (let k = 4 + random.int(6); k > 0; k--) c = composeCube(c, TURNS[random.int(18)]);
      cubes.push(c);
    }
    let exactOnes = 0;
    for (const [i, state] of cubes.entries()) {
      const d = phase1Distance(exact, t, slicePositionCoordinate(state.edges), flipCoordinate(state.edges), cornerTwistCoordinate(state.corners));
      const search = new TwoPhaseSearch(state, t, pruning, { phase1: exact });
      expect(search.phase1Bound).toBe(d);
      while (search.phase2Entries === 0) search.run(1);
      if (d > exact.cap) continue; // a bound only: the first lengths may be searched in full
      exactOnes++;
      // Each node on the way has a child one move closer among its 18, which the search takes,
      // so the way down costs at most 18 nodes a move (13 at most here); a distance on the stack
      // that reads too low lets the search wander into subtrees with no solution (up to 28 a move).
      expect(search.phase1Bound).toBe(d);
      expect(search.generated - search.phase2Generated, `cube ${i}, distance ${d}`).toBeLessThanOrEqual(18 * d);
    }
    expect(exactOnes).toBeGreaterThan(25);
  });
});
