/**
 * Chapter 10's solution in the address (issue 37, round 3: Copy link and the
 * language switch kept only the scramble): encoded and decoded both ways, and
 * anything malformed read as no solution.
 */
import { describe, expect, it } from 'vitest';
import { decodeSolution, encodeSolution } from '../../src/widgets/two-phase/shared-solution.ts';
import { FIELDS } from '../../src/lib/reader-state.ts';

describe('the shared two-phase solution', () => {
  it('round-trips the view, the split and the moves', () => {
    for (const solution of [{ view: 0, split: 2, moves: ['R', 'U2', "F'"] }, { view: 4, split: 0, moves: ['D2'] }, { view: 3, split: 1, moves: ['B'] }]) {
      const text = encodeSolution(solution);
      expect(FIELDS.solution3.parse(text), text).toBe(text);
      expect(decodeSolution(text)).toEqual(solution);
    }
    expect(encodeSolution({ view: 0, split: 2, moves: ['R', 'U2', 'D'] })).toBe('0:R U2 . D');
  });
  it('reads anything malformed as no solution', () => {
    for (const text of ['', 'R U', '6:R . U', '0:R U', '0:R . U . F', '0:.', "0:Rw . U", '0:x . U']) expect(decodeSolution(text), text).toBeNull();
    expect(FIELDS.solution3.parse('0:R <script>')).toBeUndefined();
  });
});
