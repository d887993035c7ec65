import { describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../../src/random.ts';
import { scrambleToCube } from '../../../src/three/cube-state.ts';
import { solveTwoPhase } from '../../../src/three/two-phase/solve.ts';
import { solutionFromView, viewsOf } from '../../../src/three/two-phase/views.ts';

const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];

describe('six views of a cube (turned about the URF–DBL diagonal, and inverted)', () => {
  it('each view is its own cube; its solution, translated back, solves the scramble (facelet referee)', () => {
    const random = seededRandom(3);
    for (let trial = 0; trial < 6; trial++) {
      const scramble = Array.from({ length: 12 }, () => FACES[random.int(6)] + ['', '2', "'"][random.int(3)]).join(' ');
      const r = scrambleToCube(scramble);
      if (!r.ok) throw new Error(r.error.message);
      const views = viewsOf(r.state);
      expect(views.map((v) => v.view)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(views[0].state).toEqual(r.state);
      for (const { view, state } of views) {
        const s = solveTwoPhase(state, { views: 1, targetLength: 30 }); // one view only: a solution of `state` itself
        if (!s.ok || !s.moves) throw new Error('no solution');
        const back = solutionFromView(view, s.moves);
        expect(new FaceletCube().apply(scramble).apply(back.join(' ')).isSolved(), `view ${view}: ${s.moves.join(' ')} → ${back.join(' ')}`).toBe(true);
        if (view > 0) expect(new FaceletCube().apply(scramble).apply(s.moves.join(' ')).isSolved(), `view ${view} differs from the cube`).toBe(false);
      }
    }
  }, 30_000);

  it('keeps one view of a cube all of whose views coincide (the superflip)', () => {
    const r = scrambleToCube("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
    if (!r.ok) throw new Error(r.error.message);
    expect(viewsOf(r.state)).toHaveLength(1);
  });
});
