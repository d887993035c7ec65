/**
 * Chapter 9's "its answer, turned on a real cube" (src/widgets/classic-compare/
 * real-cube.ts): the classic solver's published answers, turned as written on
 * the independent facelet referee's cube, give the cubes the widget draws and
 * its verdict; none of them solves a real cube.
 */
import { describe, expect, it } from 'vitest';
import { answerOnRealCube } from '../../src/widgets/classic-compare/real-cube.ts';
import { classicFacts } from '../../src/lib/classic-facts.build.ts';
import { applyAlg, isSolvedUpToRotation, netColours } from '../referee/facelet-cube.ts';

describe('the classic answer on a real cube', () => {
  for (const answer of classicFacts().answers) {
    it(`${answer.scramble}: ${answer.classicText}`, () => {
      const moves = answer.classicText.split(' ');
      const result = answerOnRealCube(answer.scramble, moves)!;
      const referee = applyAlg(`${answer.scramble} ${answer.classicText}`);
      expect(result.before).toEqual(netColours(applyAlg(answer.scramble)));
      expect(result.after).toEqual(netColours(referee));
      expect(result.solved).toBe(isSolvedUpToRotation(referee));
      expect(result.solved).toBe(false);
    });
  }

  it('says solved when the answer does solve the cube as held (rotations and D included), and gives nothing without an answer', () => {
    expect(answerOnRealCube("x D", ["D'"])?.solved).toBe(true); // back to a whole-cube turn: solved as held
    expect(answerOnRealCube('R U', ["U'", "R'"])?.solved).toBe(true);
    expect(answerOnRealCube('R U', null)).toBeNull();
    expect(answerOnRealCube('R (U', ['U'])).toBeNull();
  });
});
