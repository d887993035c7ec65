import { describe, expect, it } from 'vitest';
import { CHECKERS, checkList, checkNumber } from '../../src/exercises/checkers.ts';

describe('checkNumber', () => {
  it('accepts the answer, with or without digit grouping', () => {
    expect(checkNumber('13', 13).result).toBe('correct');
    expect(checkNumber(' 3,674,160 ', 3674160).result).toBe('correct');
  });
  it('says which way a wrong answer is off', () => {
    expect(checkNumber('12', 13)).toEqual({ result: 'wrong', message: 'Not 12: the answer is larger. Try again.' });
    expect(checkNumber('81', 54).message).toContain('smaller');
  });
  it('names input it cannot read, without judging it', () => {
    expect(checkNumber('', 1).result).toBe('format');
    expect(checkNumber('5.4', 54)).toEqual({ result: 'format', message: '“5.4” is not a whole number: use digits only.' });
    expect(checkNumber('thirteen', 13).result).toBe('format');
  });
});

describe('checkList', () => {
  const names = ['URF', 'UFL', 'ULB', 'UBR'];
  it('accepts the list with spaces or commas', () => {
    expect(checkList('1 2, 0 1', [1, 2, 0, 1], names).result).toBe('correct');
  });
  it('names the entries that are off', () => {
    expect(checkList('1 2 0 0', [1, 2, 0, 1], names)).toEqual({ result: 'wrong', message: 'Not yet: UBR is off. Try again.' });
    expect(checkList('0 0 0 0', [1, 2, 0, 1], names).message).toBe('Not yet: URF, UFL, UBR are off. Try again.');
  });
  it('reports the wrong length, a bad token and a value outside the allowed set as format problems', () => {
    expect(checkList('1 2 0', [1, 2, 0, 1])).toEqual({ result: 'format', message: 'That is 3 numbers; the answer has 4.' });
    expect(checkList('1 x 0 1', [1, 2, 0, 1])).toEqual({ result: 'format', message: '“x” is not a whole number.' });
    expect(checkList('1 3 0 1', [1, 2, 0, 1], names, [0, 1, 2])).toEqual({ result: 'format', message: '3 is not one of 0, 1, 2.' });
    expect(checkList('  ', [1]).result).toBe('format');
  });
  it('is reachable by name, as Exercise.astro refers to it', () => {
    expect(CHECKERS.list('4 5', { expected: [4, 5] }).result).toBe('correct');
    expect(CHECKERS.number('7', { expected: 7 }).result).toBe('correct');
  });
});
