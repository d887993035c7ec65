/**
 * G1 and its turned copies (subgroup.ts), and which copy each view's phase 1
 * ends in: checked on the independent facelet referee, where "in the copy of
 * G1 whose free faces are A and B" is read off the stickers — A and B show
 * only A's and B's colours, and the four edges between A and B show neither.
 */
import { describe, expect, it } from 'vitest';
import { FaceletCube, refereeFaces } from '../../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../../src/random.ts';
import { scrambleToCube } from '../../../src/three/cube-state.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';
import { solveTwoPhase } from '../../../src/three/two-phase/solve.ts';
import { type SubgroupAxis, isInG1, subgroupsOf, viewSubgroup } from '../../../src/three/two-phase/subgroup.ts';

/**
 * Per axis, the cells (reading order, each face seen from outside) where the
 * four edges of the middle layer between the axis's faces show: the middle
 * row of a face whose rows run across that layer, else the middle column.
 */
const MIDDLE_EDGE_CELLS: Record<SubgroupAxis, Record<string, readonly number[]>> = {
  UD: { F: [3, 5], R: [3, 5], B: [3, 5], L: [3, 5] },
  RL: { U: [1, 7], F: [1, 7], D: [1, 7], B: [1, 7] },
  FB: { U: [3, 5], D: [3, 5], R: [1, 7], L: [1, 7] },
};

/** The referee's reading of "in the copy of G1 of `axis`". */
function refereeInSubgroup(cube: FaceletCube, axis: SubgroupAxis): boolean {
  const faces = refereeFaces(cube);
  const own = new Set([axis[0], axis[1]]);
  if (![...faces[axis[0]], ...faces[axis[1]]].every((c) => own.has(c))) return false;
  return Object.entries(MIDDLE_EDGE_CELLS[axis]).every(([face, cells]) => cells.every((cell) => !own.has(faces[face][cell])));
}

const MOVES = ['U', 'D', 'R', 'L', 'F', 'B'];

describe('the subgroup G1 and its turned copies', () => {
  it('G1 holds every sequence of U, D and half turns, and no single quarter turn of R, L, F or B', () => {
    const random = seededRandom(8);
    for (let t = 0; t < 50; t++) {
      const alg = Array.from({ length: 15 }, () => {
        const f = MOVES[random.int(6)];
        return f === 'U' || f === 'D' ? f + ['', '2', "'"][random.int(3)] : `${f}2`;
      }).join(' ');
      const r = scrambleToCube(alg);
      if (!r.ok) throw new Error(r.error.message);
      expect(isInG1(r.state), alg).toBe(true);
    }
    for (const f of ['R', 'L', 'F', 'B']) {
      const r = scrambleToCube(f);
      if (!r.ok) throw new Error(r.error.message);
      expect(isInG1(r.state), f).toBe(false);
      expect(subgroupsOf(r.state), f).toEqual([f === 'R' || f === 'L' ? 'RL' : 'FB']);
    }
  });

  it('the three rotations of the views end phase 1 in the three different copies; an inverse view in its rotation’s copy', () => {
    expect(viewSubgroup(0)).toBe('UD');
    expect(new Set([0, 1, 2].map(viewSubgroup))).toEqual(new Set(['UD', 'RL', 'FB']));
    for (const v of [3, 4, 5]) expect(viewSubgroup(v)).toBe(viewSubgroup(v - 3));
  });

  it("every improvement's first part lands in its view's copy of G1, read off the referee's stickers", () => {
    const random = seededRandom(21);
    const seen = new Set<number>();
    for (let t = 0; t < 12; t++) {
      const state = randomCube(random);
      // The referee needs the cube as moves: a solution inverted is a scramble for it.
      const base = solveTwoPhase(state, { targetLength: 24 });
      if (!base.ok || !base.moves) throw new Error('no solution');
      const scramble = [...base.moves].reverse().map((m) => (m.endsWith("'") ? m[0] : m.endsWith('2') ? m : `${m}'`)).join(' ');
      const improvements: { moves: readonly string[]; phase1Length: number; view?: number }[] = [];
      solveTwoPhase(state, { targetLength: 0, maxNodes: 300_000, onImprovement: (i) => improvements.push(i) });
      for (const i of improvements) {
        const view = i.view ?? 0;
        seen.add(view);
        const axis = viewSubgroup(view);
        const first = view < 3 ? i.phase1Length : i.moves.length - i.phase1Length;
        const cube = new FaceletCube().apply(scramble).apply(i.moves.slice(0, first).join(' '));
        if (view < 3) expect(refereeInSubgroup(cube, axis), `view ${view}: ${i.moves.join(' ')}`).toBe(true);
        else {
          // The inverse cube's phase 2, undone: moves of that copy only.
          for (const m of i.moves.slice(0, first)) expect(axis.includes(m[0]) || m.endsWith('2'), `view ${view}: ${m}`).toBe(true);
        }
        expect(new FaceletCube().apply(scramble).apply(i.moves.join(' ')).isSolved()).toBe(true);
      }
    }
    expect(seen.size).toBeGreaterThan(2);
  }, 60_000);
});
