import { describe, expect, it } from 'vitest';
import { stepFaceTurn, stepTurn } from '../../src/widgets/cube-3d/step-turn.ts';
import { arraysLayoutFor } from '../../src/widgets/shared/arrays-layout.ts';

describe('stepTurn: the turn between two steps of a solution player (playground and two-phase)', () => {
  const solution = ['R', "U'", 'F2'];
  it('is the move forwards and its inverse backwards', () => {
    expect(stepTurn(solution, 0, 1)).toMatchObject({ family: 'R', quarterTurns: 1 });
    expect(stepTurn(solution, 2, 1)).toMatchObject({ family: 'U', quarterTurns: 1 });
    expect(stepTurn(solution, 1, 2)).toMatchObject({ family: 'U', quarterTurns: 3 });
    expect(stepTurn(solution, 3, 2)).toMatchObject({ family: 'F', quarterTurns: 2 });
  });
  it('is null for a jump of more than one step, no step, or past the end', () => {
    expect(stepTurn(solution, 0, 2)).toBeNull();
    expect(stepTurn(solution, 1, 1)).toBeNull();
    expect(stepTurn(solution, 3, 4)).toBeNull();
  });
  it("as a 3×3×3 face turn for the two-phase player, and null for a slice or rotation", () => {
    expect(stepFaceTurn(solution, 2, 1)).toEqual({ family: 'U', quarterTurns: 1 });
    expect(stepFaceTurn(['M'], 0, 1)).toBeNull();
  });
});

it('the corner-array tables run in rows below 620 px, in columns from there', () => {
  expect([389, 619, 620, 1280].map(arraysLayoutFor)).toEqual(['rows', 'rows', 'columns', 'columns']);
});
