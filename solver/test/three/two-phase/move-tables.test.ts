import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/random.ts';
import { cornerPermCoordinate, cornerTwistCoordinate } from '../../../src/three/corner-coordinates.ts';
import { type CubeState, composeCube, cubeMove } from '../../../src/three/cube-state.ts';
import { twoPhaseMoveTables } from '../../../src/three/two-phase/move-tables.ts';
import { FLIP_COUNT, SLICE_COUNT, flipCoordinate, flipsOf, sliceEdgesOf, slicePositionCoordinate, slicePositionsOf } from '../../../src/three/two-phase/phase1-coordinates.ts';
import { PHASE1_MOVES, PHASE2_MOVES } from '../../../src/three/two-phase/phase-moves.ts';
import { SLICE_PERMS, UD_EDGE_PERMS, phase2EdgesOf, slicePermCoordinate, udEdgePermCoordinate } from '../../../src/three/two-phase/phase2-coordinates.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';

const SOLVED_PERM = Array.from({ length: 12 }, (_, i) => i);
const turn = (m: number) => cubeMove(PHASE1_MOVES[m].face, PHASE1_MOVES[m].quarterTurns);

describe('two-phase coordinates', () => {
  it('edge flip: every value round-trips through its twelve flips, whose sum is even', () => {
    for (let f = 0; f < FLIP_COUNT; f++) {
      const flip = flipsOf(f);
      expect(flip.reduce((a, b) => a + b, 0) % 2).toBe(0);
      expect(flipCoordinate({ perm: SOLVED_PERM, flip })).toBe(f);
    }
  });

  it('UD-slice position: 495 values, each a different set of four positions, solved = 0', () => {
    const sets = new Set<string>();
    for (let s = 0; s < SLICE_COUNT; s++) {
      const positions = slicePositionsOf(s);
      expect(positions).toHaveLength(4);
      sets.add(positions.join(','));
      expect(slicePositionCoordinate(sliceEdgesOf(s))).toBe(s);
    }
    expect(sets.size).toBe(495);
    expect(slicePositionCoordinate({ perm: SOLVED_PERM, flip: new Array(12).fill(0) })).toBe(0);
    expect(slicePositionsOf(0)).toEqual([8, 9, 10, 11]);
  });

  it('UD-edge and slice permutations round-trip; they refuse an edge shape outside G1', () => {
    for (let u = 0; u < UD_EDGE_PERMS; u += 7) expect(udEdgePermCoordinate(phase2EdgesOf(u, 0))).toBe(u);
    for (let s = 0; s < SLICE_PERMS; s++) expect(slicePermCoordinate(phase2EdgesOf(0, s))).toBe(s);
    const r = turn(3).edges; // R moves FR into the U layer
    expect(() => udEdgePermCoordinate(r)).toThrow('E-slice edges in the E slice');
  });
});

describe('two-phase move tables agree with the cubie model', () => {
  const t = twoPhaseMoveTables();
  const random = seededRandom(24);

  it('phase 1 (twist, flip, slice position, corner permutation): every move from 300 random cubes', () => {
    for (let trial = 0; trial < 300; trial++) {
      const cube = randomCube(random);
      for (let m = 0; m < 18; m++) {
        const after = composeCube(cube, turn(m));
        expect(t.twist[cornerTwistCoordinate(cube.corners) * 18 + m]).toBe(cornerTwistCoordinate(after.corners));
        expect(t.flip[flipCoordinate(cube.edges) * 18 + m]).toBe(flipCoordinate(after.edges));
        expect(t.slice[slicePositionCoordinate(cube.edges) * 18 + m]).toBe(slicePositionCoordinate(after.edges));
        expect(t.cornerPerm[cornerPermCoordinate(cube.corners) * 18 + m]).toBe(cornerPermCoordinate(after.corners));
        // The edge replay map is the cubie model's own move.
        expect(Array.from(t.edgePerm.subarray(m * 12, m * 12 + 12))).toEqual(turn(m).edges.perm);
      }
    }
  });

  it('phase 2 (corner, UD-edge and slice permutations): every G1 move from 300 random cubes of G1', () => {
    for (let trial = 0; trial < 300; trial++) {
      // A random cube of G1: 30 random phase-2 moves on the cubie model.
      let cube: CubeState = turn(PHASE2_MOVES[random.int(10)]);
      for (let i = 0; i < 30; i++) cube = composeCube(cube, turn(PHASE2_MOVES[random.int(10)]));
      expect([cornerTwistCoordinate(cube.corners), flipCoordinate(cube.edges), slicePositionCoordinate(cube.edges)]).toEqual([0, 0, 0]);
      for (let k = 0; k < 10; k++) {
        const after = composeCube(cube, turn(PHASE2_MOVES[k]));
        expect(t.cornerPerm2[cornerPermCoordinate(cube.corners) * 10 + k]).toBe(cornerPermCoordinate(after.corners));
        expect(t.udEdgePerm2[udEdgePermCoordinate(cube.edges) * 10 + k]).toBe(udEdgePermCoordinate(after.edges));
        expect(t.slicePerm2[slicePermCoordinate(cube.edges) * 10 + k]).toBe(slicePermCoordinate(after.edges));
      }
    }
  });
});
