/**
 * The classic model reproduced from its published tables: the figures of the
 * notes on the classic design (orders, turn sense, twist table) come out of
 * the re-implementation exactly, next to the real cube's.
 */
import { describe, expect, it } from 'vitest';
import { sequenceOrderInSpace } from '../../src/group-order.ts';
import {
  CLASSIC_ORIENTATION_COUNT,
  CLASSIC_PERMUTATION_COUNT,
  CLASSIC_STATE_COUNT,
  classicIndexOf,
  classicOrientationCode,
  classicOrientationOfCode,
  classicPermutationCode,
  classicPermutationOfCode,
  classicStateOfIndex,
} from '../../src/classic/encoding.ts';
import { classicCycleSense, searchTwistConventions } from '../../src/classic/geometry-check.ts';
import { CLASSIC_SOLVED, applyClassicMove, applyClassicMoves, isClassicSolved, sameClassicState } from '../../src/classic/model.ts';
import { classicMovesOf } from '../../src/classic/notation.ts';
import { classicSequenceOrder, composeClassic } from '../../src/classic/order.ts';
import { CLASSIC_AXIS, isRedundant } from '../../src/classic/redundancy.ts';
import { classicScramble } from '../../src/classic/scramble.ts';
import { seededRandom } from '../../src/random.ts';

function classicOrder(alg: string): number {
  const parsed = classicMovesOf(alg);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return classicSequenceOrder(parsed.moves);
}

function realOrder(alg: string): number {
  const r = sequenceOrderInSpace(alg);
  if (!r.ok) throw new Error(r.error.message);
  return r.order;
}

describe('the classic apply rule', () => {
  it('moves exactly the four slots of its cycle, piece c[i−1] into slot c[i]', () => {
    const s = applyClassicMove(CLASSIC_SOLVED, 0); // U: cycle 0, 3, 2, 1
    expect(s.perm).toEqual([1, 2, 3, 0, 4, 5, 6, 7]);
    expect(s.orient).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const r = applyClassicMove(CLASSIC_SOLVED, 2); // R: cycle 0, 4, 7, 3, twists 1 2 1 2
    expect(r.perm).toEqual([3, 1, 2, 7, 0, 5, 6, 4]);
    expect(r.orient).toEqual([2, 0, 0, 1, 1, 0, 0, 2]);
  });

  it('each move has order 4 and keeps the twist sum at 0 mod 3 (so the 8th orientation follows)', () => {
    for (let m = 0; m < 6; m++) {
      expect(classicSequenceOrder([m])).toBe(4);
      const s = applyClassicMoves(CLASSIC_SOLVED, [m, 2, 4, m]);
      expect(s.orient.reduce((a, b) => a + b, 0) % 3).toBe(0);
    }
  });
});

describe('the classic encodings', () => {
  it('count 8! permutations and 3^7 orientations: 88,179,840 states', () => {
    expect(CLASSIC_PERMUTATION_COUNT).toBe(40_320);
    expect(CLASSIC_ORIENTATION_COUNT).toBe(2_187);
    expect(CLASSIC_STATE_COUNT).toBe(88_179_840);
    expect(CLASSIC_STATE_COUNT).not.toBe(3_674_160); // the article's figure: 7!·3⁶, a corner held fixed
  });

  it('Lehmer code over all eight entries and base 3 over the first seven round-trip', () => {
    expect(classicPermutationCode([0, 1, 2, 3, 4, 5, 6, 7])).toBe(0);
    expect(classicPermutationCode([7, 6, 5, 4, 3, 2, 1, 0])).toBe(40_319);
    expect(classicPermutationCode([1, 0, 2, 3, 4, 5, 6, 7])).toBe(5_040); // one smaller entry right of slot 0: 1 · 7!
    for (const code of [0, 1, 777, 12_345, 40_319]) expect(classicPermutationCode(classicPermutationOfCode(code))).toBe(code);
    for (const code of [0, 1, 100, 2_186]) expect(classicOrientationCode(classicOrientationOfCode(code))).toBe(code);
    const s = applyClassicMoves(CLASSIC_SOLVED, [2, 4, 0, 3]);
    expect(sameClassicState(classicStateOfIndex(classicIndexOf(s)), s)).toBe(true);
  });
});

describe('isRedundant', () => {
  it('forbids the same move and the other face of its axis, never the first move', () => {
    expect(isRedundant(0, 0)).toBe(true);
    expect(isRedundant(0, 1)).toBe(true); // U D
    expect(isRedundant(1, 0)).toBe(true); // D U
    expect(isRedundant(0, 2)).toBe(false);
    for (let m = 0; m < 6; m++) expect(isRedundant(-1, m)).toBe(false);
  });

  it('is exactly "same axis", the grouping the skipping BFS is given', () => {
    for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) expect(isRedundant(a, b)).toBe(CLASSIC_AXIS[a] === CLASSIC_AXIS[b]);
  });
});

describe('the classic model is not a cube', () => {
  it('orders: (R F) 5, (R F R′ F′) 2, (R U L) 6; a real cube in space: 15, 6, 18', () => {
    expect([classicOrder('R F'), classicOrder("R F R' F'"), classicOrder('R U L')]).toEqual([5, 2, 6]);
    expect([realOrder('R F'), realOrder("R F R' F'"), realOrder('R U L')]).toEqual([15, 6, 18]);
  });

  it('every cycle turns its face counter-clockwise: its U is a physical U′', () => {
    for (let m = 0; m < 6; m++) expect(classicCycleSense(m)).toBe('counter-clockwise');
  });

  it('no orientation convention reproduces all 24 twist entries', () => {
    const r = searchTwistConventions();
    expect(r.conventions).toBe(3 ** 8 * 2);
    expect(r.exact).toBe(0);
    expect(r.bestMatches).toBeLessThan(24);
  });
});

describe("a reader's scramble in the classic model", () => {
  it('has no primes or half turns: U′ is U U U, U2 is U U', () => {
    expect(classicMovesOf("U' R2 F")).toEqual({ ok: true, moves: [0, 0, 0, 2, 2, 4] });
  });

  it('rejects rotations and wide turns by name and column', () => {
    const r = classicMovesOf('R Rw U');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ token: 'Rw', column: 3 });
    const bad = classicMovesOf('R Q');
    expect(bad.ok).toBe(false);
  });
});

describe('the classic scramble generator', () => {
  it('draws 15 moves with no isRedundant pair, reproducibly', () => {
    const a = classicScramble(seededRandom(7));
    expect(a).toHaveLength(15);
    for (let i = 1; i < a.length; i++) expect(isRedundant(a[i - 1], a[i])).toBe(false);
    expect(classicScramble(seededRandom(7))).toEqual(a);
    expect(isClassicSolved(applyClassicMoves(CLASSIC_SOLVED, a))).toBe(false);
  });
});

describe('classic composition', () => {
  it('applying a sequence to a state is composing with its effect on solved', () => {
    const random = seededRandom(2);
    const a = applyClassicMoves(CLASSIC_SOLVED, classicScramble(random, 9));
    const moves = classicScramble(random, 7);
    expect(composeClassic(a, applyClassicMoves(CLASSIC_SOLVED, moves))).toEqual(applyClassicMoves(a, moves));
  });
});

describe('applying a sequence', () => {
  it('in reused buffers gives the same state as the published rule move by move', () => {
    const moves = classicScramble(seededRandom(4), 200);
    let s = CLASSIC_SOLVED;
    for (const m of moves) s = applyClassicMove(s, m);
    expect(applyClassicMoves(CLASSIC_SOLVED, moves)).toEqual(s);
  });
});
