import { describe, expect, it } from 'vitest';
import { writtenMoves, writtenSpans } from '../src/written-solution.ts';

describe('a solution as a reader writes it', () => {
  it('merges quarter turns of one face into a half turn (QTM answers), leaving HTM answers alone', () => {
    expect(writtenMoves(['R', 'R', "U'", 'F', 'F'])).toEqual(['R2', "U'", 'F2']);
    expect(writtenMoves(["R'", "R'"])).toEqual(['R2']);
    expect(writtenMoves(['R2', "U'", 'F'])).toEqual(['R2', "U'", 'F']);
    expect(writtenMoves([])).toEqual([]);
  });

  it('knows which quarter turns each written token covers', () => {
    expect(writtenSpans(['R', 'R', "U'", 'F', 'F'])).toEqual([
      { token: 'R2', from: 0, to: 2 },
      { token: "U'", from: 2, to: 3 },
      { token: 'F2', from: 3, to: 5 },
    ]);
  });
});
