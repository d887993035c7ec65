import { describe, expect, it } from 'vitest';
import { CORNER_POSITION, MOVE_STATES, type MoveFamily } from 'pocket-cube-solver/internals';
import { rotateCss, toCss, turnPlan } from '../../src/widgets/cube-3d/turn-geometry.ts';

const FAMILIES: MoveFamily[] = ['U', 'R', 'F', 'D', 'L', 'B', 'x', 'y', 'z'];

describe('3-D turns agree with the solver’s cubie maps', () => {
  for (const family of FAMILIES) {
    for (const quarterTurns of [1, 2, 3]) {
      it(`${family} × ${quarterTurns}: the animated rotation carries each turning cubie to where the model puts it`, () => {
        const plan = turnPlan({ family, quarterTurns });
        const move = MOVE_STATES[family][quarterTurns];
        // perm[to] = from: the cubie at `from` moves to `to`.
        const moved = move.perm.flatMap((from, to) => (from !== to ? [from] : []));
        for (const from of moved) expect(plan.corners).toContain(from);
        for (const from of plan.corners) {
          const to = move.perm.indexOf(from);
          expect(rotateCss(plan.axis, plan.degrees, toCss(CORNER_POSITION[from]))).toEqual(toCss(CORNER_POSITION[to]));
        }
        // Quarter turns turn one layer (4 cubies), rotations all 8.
        expect(plan.corners).toHaveLength('xyz'.includes(family) ? 8 : 4);
      });
    }
  }

  it('a half turn is one 180° motion in HTM and two quarter turns in QTM', () => {
    expect(turnPlan({ family: 'R', quarterTurns: 2 }, 'htm').stops).toEqual([0, 180]);
    expect(turnPlan({ family: 'R', quarterTurns: 2 }, 'qtm').stops).toEqual([0, 90, 180]);
    expect(turnPlan({ family: 'R', quarterTurns: 3 }, 'qtm').stops).toEqual([0, -90]);
  });

  it('a prime turns the other way from the plain move (not a 270° spin)', () => {
    expect(turnPlan({ family: 'U', quarterTurns: 1 }).degrees).toBe(90);
    expect(turnPlan({ family: 'U', quarterTurns: 3 }).degrees).toBe(-90);
  });
});
