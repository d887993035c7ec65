/**
 * Random-state scrambles (scramble.ts): uniform states, written so that the
 * solver's answer is not simply the scramble played backwards (issue 20: 16
 * of 16 were, and readers concluded the solver just undoes the scramble).
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState } from '../src/apply.ts';
import { indexOfState } from '../src/coordinates.ts';
import type { Metric } from '../src/metric.ts';
import { seededRandom } from '../src/random.ts';
import { invertSequence, randomScramble, randomScrambleAtDistance } from '../src/scramble.ts';
import { solve } from '../src/solve.ts';
import { solvesAsHeld } from '../../tests/referee/facelet-cube.ts';

/** The scramble played backwards, as a move list written the way the solver writes its answer. */
function reversed(scramble: string): string {
  return invertSequence(scramble.split(' ').filter(Boolean));
}

describe.each<Metric>(['htm', 'qtm'])('random scrambles in %s', (metric) => {
  it('reach the drawn state, and the answer is never the scramble played backwards', () => {
    const random = seededRandom(20);
    for (let k = 0; k < 250; k++) {
      const { scramble, index, distance } = randomScramble(random, metric);
      const parsed = scrambleToState(scramble);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(indexOfState(parsed.state)).toBe(index);
      const answer = solve(scramble, { metric });
      expect(answer.ok).toBe(true);
      if (!answer.ok || distance === 0) continue;
      expect(answer.length).toBe(distance);
      const solution = answer.moves ?? [];
      expect(solvesAsHeld(scramble, solution.join(' '))).toBe(true);
      expect(invertSequence(solution)).not.toBe(scramble);
      expect(reversed(scramble)).not.toBe(invertSequence(invertSequence(solution).split(' ')));
    }
  });

  it('a state with one optimal solution gets a detour, whose reverse is not the answer', () => {
    // Every state one move from solved has exactly one optimal solution.
    const random = seededRandom(4);
    for (let k = 0; k < 30; k++) {
      const { scramble, distance } = randomScrambleAtDistance(random, 1, metric);
      expect(distance).toBe(1);
      const answer = solve(scramble, { metric });
      expect(answer.ok && answer.solutions.length).toBeGreaterThan(0);
      if (!answer.ok) continue;
      expect(answer.moves).toHaveLength(1);
      expect(invertSequence(answer.moves ?? [])).not.toBe(scramble);
      expect(solvesAsHeld(scramble, (answer.moves ?? []).join(' '))).toBe(true);
    }
  });
});
