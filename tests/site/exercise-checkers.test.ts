import { describe, expect, it } from 'vitest';
import { CHECKERS, checkEstimate, checkGodsNumberQtm, checkList, checkNumber } from '../../src/exercises/checkers.ts';
import { facts } from '../../src/lib/pocket-cube-facts.build.ts';
import { classicUndo, decodeClassicTables, encodeClassicTables } from '../../src/exercises/classic-checkers.ts';
import { buildClassicPatternDatabases } from 'pocket-cube-solver/classic';
import { parseAlg } from 'pocket-cube-solver/notation';
import { messagesFor } from '../../src/i18n/messages.ts';

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

describe("checkGodsNumberQtm (chapter 4's prediction, answer from the build's BFS)", () => {
  const { godsNumberHtm: htm, godsNumberQtm: qtm } = facts();
  it('accepts the BFS answer, and only it', () => {
    expect(checkGodsNumberQtm(String(qtm), qtm, htm).result).toBe('correct');
    expect(CHECKERS.godsNumberQtm(` ${qtm} `, { expected: qtm, htm }).result).toBe('correct');
    for (let guess = 0; guess <= 3 * htm; guess++) if (guess !== qtm) expect(checkGodsNumberQtm(String(guess), qtm, htm).result, String(guess)).toBe('wrong');
  });
  it('answers a guess below the half-turn number, or above twice it, with the fact that rules it out', () => {
    expect(checkGodsNumberQtm(String(htm - 1), qtm, htm).message).toContain(`cannot be below ${htm}`);
    expect(checkGodsNumberQtm(String(2 * htm + 1), qtm, htm).message).toContain(`cannot be above ${2 * htm}`);
  });
  it('says which way a guess inside those limits is off', () => {
    expect(checkGodsNumberQtm(String(htm), qtm, htm).message).toContain('larger');
    expect(checkGodsNumberQtm(String(2 * htm), qtm, htm).message).toContain('smaller');
  });
  it('leaves unreadable input as a format problem', () => {
    expect(checkGodsNumberQtm('fourteen', qtm, htm).result).toBe('format');
    expect(checkGodsNumberQtm('', qtm, htm).result).toBe('format');
  });
  it('the limits it teaches hold: the half-turn number ≤ the quarter-turn number ≤ twice it', () => {
    expect(qtm).toBeGreaterThanOrEqual(htm);
    expect(qtm).toBeLessThanOrEqual(2 * htm);
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
    expect(checkList('1 x 0 1', [1, 2, 0, 1])).toEqual({ result: 'format', message: '“x” is not a whole number. Separate the numbers with spaces or commas.' });
    expect(checkList('1 3 0 1', [1, 2, 0, 1], names, [0, 1, 2])).toEqual({ result: 'format', message: '3 is not one of 0, 1, 2.' });
    expect(checkList('  ', [1]).result).toBe('format');
  });
  it('is reachable by name, as Exercise.astro refers to it', () => {
    expect(CHECKERS.list('4 5', { expected: [4, 5] }).result).toBe('correct');
    expect(CHECKERS.number('7', { expected: 7 }).result).toBe('correct');
  });
});

// Issue 37, round 3: the scramble fields read a Chinese input method's full-width forms (solver/src/full-width.ts); the exercises refused them.
describe('full-width input, as a Chinese input method types it', () => {
  it('reads full-width digits, grouping and points as their ASCII twins', () => {
    expect(checkNumber('１３', 13).result).toBe('correct');
    expect(checkNumber('３，６７４，１６０', 3674160).result).toBe('correct');
    expect(CHECKERS.godsNumberQtm('１４', { expected: 14, htm: 11 }).result).toBe('correct');
    expect(checkEstimate('５．４', 5.4, 0.01).result).toBe('correct');
  });
  it('separates a list with Chinese commas (，) and enumeration commas (、) too', () => {
    expect(checkList('5，6，7，8', [5, 6, 7, 8]).result).toBe('correct');
    expect(checkList('５、６、７、８', [5, 6, 7, 8]).result).toBe('correct');
    expect(checkList('５　６　７　８', [5, 6, 7, 8]).result).toBe('correct');
  });
  it('says which separators work when a token is no number, in both editions', () => {
    expect(checkList('5;6;7;8', [5, 6, 7, 8]).message).toContain('spaces or commas');
    expect(checkList('5;6;7;8', [5, 6, 7, 8], [], undefined, messagesFor('zh').exercises).message).toBe('“5;6;7;8”不是整数。数和数之间用空格、逗号或顿号隔开。');
    expect(messagesFor('zh').exercises.listType(4)).toContain('空格、逗号或顿号');
  });
});

describe('the pattern-database checkers', async () => {
  const { patternDatabase } = await import('pocket-cube-solver/internals');
  const { checkOrientBeatsPerm, checkSumOverestimates, decodeTable, encodeTable } = await import('../../src/exercises/pdb-checkers.ts');
  const tables = { perm: patternDatabase('perm', 'htm').distance, orient: patternDatabase('orient', 'htm').distance };

  it('ship the tables through base64 unchanged', () => {
    expect(decodeTable(encodeTable(tables.perm))).toEqual(tables.perm);
  });
  it('orientation beats permutation exactly when its table value is larger', async () => {
    const { scrambleToState, coordinatesOf } = await import('pocket-cube-solver');
    expect(checkOrientBeatsPerm('U', tables).result).toBe('wrong'); // perm 1, orient 0
    let found = 0;
    for (const scramble of ["R U R' U'", "R U2 R' U' R U' R'", "R' F R F'", "F R U R' U' F'", "R U R' U R U2 R'", "R2 F2 R2", "R' U' R U R' U' R U"]) {
      const r = scrambleToState(scramble);
      if (!r.ok) throw new Error(scramble);
      const { perm, orient } = coordinatesOf(r.state);
      const beats = tables.orient[orient] > tables.perm[perm];
      found += beats ? 1 : 0;
      expect(checkOrientBeatsPerm(scramble, tables).result, scramble).toBe(beats ? 'correct' : 'wrong');
    }
    expect(found).toBeGreaterThan(0); // the exercise can be solved with everyday algorithms
    expect(checkOrientBeatsPerm("R U R' U R U2 R'", tables).result).toBe('correct'); // chapter 5's worked answer
  });
  it('the sum overestimates after one R: both tables say 1, the scramble has 1 move', () => {
    expect(checkSumOverestimates('R', tables)).toEqual({
      result: 'correct',
      message: 'Yes: the sum is 2, but undoing your 1-move scramble solves it in 1. The sum is not admissible.',
    });
    expect(checkSumOverestimates('U', tables).result).toBe('wrong'); // 1 + 0 is not more than 1
    expect(checkSumOverestimates('y R x', tables).result).toBe('correct'); // rotations are free
  });
  it('name a bad scramble', () => {
    expect(checkSumOverestimates('R X2', tables)).toEqual({ result: 'format', message: 'Cannot read that scramble: unknown move "X2" at column 3.' });
    expect(checkOrientBeatsPerm(' ', tables).result).toBe('format');
  });
});

describe('checkEstimate', () => {
  it('takes anything within the tolerance, and then gives the exact value', () => {
    expect(checkEstimate('5,900,000', 6_000_000, 0.15)).toEqual({ result: 'correct', message: 'Close enough: the formula gives 6,000,000.' });
    expect(checkEstimate('6.8e6', 6_000_000, 0.15).result).toBe('format');
    expect(checkEstimate('6900000.5', 6_000_000, 0.15).result).toBe('wrong');
  });

  it('says by what factor and in which direction a far estimate is off', () => {
    expect(checkEstimate('1000000', 6_000_000, 0.15)).toEqual({ result: 'wrong', message: 'Not quite: 1,000,000 is 6.0 times too small. Try again.' });
    expect(checkEstimate('', 6, 0.15).result).toBe('format');
  });
});

describe('checkClassicOverestimate (chapter 9)', () => {
  // The article's tables as published, through the same base64 path the page uses.
  const pdbs = buildClassicPatternDatabases();
  const data = encodeClassicTables(pdbs);
  const check = (scramble: string) => CHECKERS.classicOverestimate(scramble, data);

  it('ships the tables through base64 unchanged, −1 entries included', () => {
    const back = decodeClassicTables(data);
    expect(back.perm).toEqual(pdbs.perm);
    expect(back.orient).toEqual(pdbs.orient);
    expect(pdbs.perm.includes(-1)).toBe(true);
  });
  it('undoes a scramble in classic moves: tokens backwards, X^q as 4 − q clockwise turns', () => {
    const alg = parseAlg("R2 U' F");
    expect(alg.ok && classicUndo(alg.moves)).toEqual(['F', 'F', 'F', 'U', 'R', 'R']);
  });
  it("accepts U′: one classic U solves it, and the tables say far more", () => {
    const verdict = check("U'");
    expect(verdict.result).toBe('correct');
    expect(verdict.message).toMatch(/^Yes\. The tables say permutation \d+, orientation \d+, so h = (\d+), yet U, 1 classic move, solves it: h overestimates by at least \d+\.$/);
  });
  it('does not accept a position whose undo sequence is as long as h', () => {
    expect(check('U2 U2')).toEqual({ result: 'wrong', message: 'That scramble leaves the cube solved, where h is 0. Try a position off solved.' });
    // U is undone by U U U: a bound of 3, which h of that position does not exceed.
    const u = check('U');
    expect(u.result).toBe('wrong');
    expect(u.message).toContain('U U U, 3 classic moves');
  });
  it('names what it cannot read, with the column', () => {
    expect(check('').result).toBe('format');
    expect(check('R x')).toEqual({ result: 'format', message: 'Cannot read that scramble: the classic model has no rotations or wide turns: "x" at column 3.' });
    expect(check('R Q').result).toBe('format');
  });
});
