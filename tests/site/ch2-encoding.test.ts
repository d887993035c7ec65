/**
 * Chapter 2: the solver's rankings round-trip over their whole ranges, and the
 * state inspector's worked steps (encoding.ts, view.ts) agree with them.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState, SOLVED, STATE_COUNT, seededRandom } from 'pocket-cube-solver';
import { FIXED_CORNER, ORIENTATION_COUNT, PERMUTATION_COUNT, indexOfState, stateOfCoordinates, stateOfIndex, orientationIndex, orientationUnindex, factorial, lehmerDigits, permutationRank, permutationUnrank } from 'pocket-cube-solver/internals';
import { decodingWorkout, encodingWorkout, parseStateIndex } from '../../src/widgets/state-inspector/encoding.ts';
import { arraysTableHtml } from '../../src/widgets/shared/corner-arrays.ts';
import { decodingHtml, indexLineHtml, lehmerTableHtml, twistTableHtml } from '../../src/widgets/state-inspector/view.ts';

describe('Lehmer ranking (solver/src/permutation-rank.ts)', () => {
  it('round-trips all 7! permutations, and every rank is used once', () => {
    const seen = new Set<string>();
    for (let rank = 0; rank < PERMUTATION_COUNT; rank++) {
      const perm = permutationUnrank(rank, 7);
      expect(permutationRank(perm)).toBe(rank);
      seen.add(perm.join(''));
    }
    expect(seen.size).toBe(factorial(7));
  });

  it('ranks in lexicographic order, identity first', () => {
    expect(permutationUnrank(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(permutationUnrank(PERMUTATION_COUNT - 1, 7)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    for (let rank = 1; rank < PERMUTATION_COUNT; rank++) {
      expect(permutationUnrank(rank - 1, 7).join(',') < permutationUnrank(rank, 7).join(',')).toBe(true);
    }
  });

  it('has digit i at most 6 − i, and the documented example', () => {
    expect(lehmerDigits([2, 0, 1])).toEqual([2, 0, 0]);
    for (let rank = 0; rank < PERMUTATION_COUNT; rank += 7) {
      lehmerDigits(permutationUnrank(rank, 7)).forEach((d, i) => expect(d).toBeLessThanOrEqual(6 - i));
    }
  });
});

describe('orientation index (solver/src/orientation-index.ts)', () => {
  it('round-trips all 3^6 indices, and the implied twist makes the sum ≡ 0 (mod 3)', () => {
    for (let index = 0; index < ORIENTATION_COUNT; index++) {
      const twist = orientationUnindex(index);
      expect(twist).toHaveLength(7);
      expect(orientationIndex(twist)).toBe(index);
      expect(twist.reduce((a, b) => a + b, 0) % 3).toBe(0);
    }
  });
});

describe('encodingWorkout', () => {
  it('is index 0 for the solved cube', () => {
    const w = encodingWorkout(SOLVED);
    expect(w.index).toBe(0);
    expect(w.lehmer.every((s) => s.digit === 0 && s.smallerLater.length === 0)).toBe(true);
  });

  it('sums its Lehmer contributions to the solver rank for all 7! permutations', () => {
    for (let perm = 0; perm < PERMUTATION_COUNT; perm++) {
      const w = encodingWorkout(stateOfCoordinates(perm, 0));
      expect(w.lehmer.reduce((sum, s) => sum + s.contribution, 0)).toBe(perm);
      expect(w.permRank).toBe(perm);
      w.lehmer.forEach((s, i) => {
        expect(s.digit).toBe(s.smallerLater.length);
        expect(s.weight).toBe(factorial(6 - i));
      });
    }
  });

  it('sums its twist digits to the orientation index for all 3^6 patterns', () => {
    for (let orient = 0; orient < ORIENTATION_COUNT; orient++) {
      const w = encodingWorkout(stateOfCoordinates(0, orient));
      expect(w.twistDigits.reduce((sum, d) => sum + d.contribution, 0)).toBe(orient);
      expect((w.storedTwistSum + w.impliedTwist) % 3).toBe(0);
    }
  });

  it('agrees with indexOfState on scrambles, including D/L/B and rotations', () => {
    for (const scramble of ["R U2 F' R U' F2", "R U R' U'", 'D L B', "x y R U'", 'F2 U R2']) {
      const r = scrambleToState(scramble);
      if (!r.ok) throw new Error(scramble);
      expect(encodingWorkout(r.state).index).toBe(indexOfState(r.state));
    }
  });

  it('refuses a state with DBL moved', () => {
    expect(() => encodingWorkout({ perm: [7, 1, 2, 3, 4, 5, 6, 0], twist: [0, 0, 0, 0, 0, 0, 0, 0] })).toThrow(/DBL-fixed/);
  });
});

describe('decodingWorkout', () => {
  it('gives the solver state and re-ranks to the same index, on random and edge indices', () => {
    const random = seededRandom(7);
    const indices = [0, 1, ORIENTATION_COUNT - 1, ORIENTATION_COUNT, STATE_COUNT - 1, ...Array.from({ length: 500 }, () => random.int(STATE_COUNT))];
    for (const index of indices) {
      const d = decodingWorkout(index);
      expect(d.state).toEqual(stateOfIndex(index));
      expect(d.state.perm[FIXED_CORNER]).toBe(FIXED_CORNER);
      expect(encodingWorkout(d.state).index).toBe(index);
      expect(d.steps.map((s) => s.picked)).toEqual(d.state.perm.slice(0, 7));
      d.steps.forEach((s) => expect(s.unused[s.digit]).toBe(s.picked));
      expect(d.permRank * ORIENTATION_COUNT + d.orientIndex).toBe(index);
    }
  });

  it('throws outside the range', () => {
    expect(() => decodingWorkout(STATE_COUNT)).toThrow(RangeError);
    expect(() => decodingWorkout(-1)).toThrow(RangeError);
    expect(() => decodingWorkout(1.5)).toThrow(RangeError);
  });
});

describe('parseStateIndex', () => {
  it('accepts digits with grouping', () => {
    expect(parseStateIndex(' 1,234,567 ')).toEqual({ ok: true, index: 1234567 });
    expect(parseStateIndex('0')).toEqual({ ok: true, index: 0 });
    expect(parseStateIndex(String(STATE_COUNT - 1))).toEqual({ ok: true, index: STATE_COUNT - 1 });
  });

  it('explains what is wrong', () => {
    const bad = (text: string) => {
      const r = parseStateIndex(text);
      return r.ok ? '' : r.message;
    };
    expect(bad('')).toMatch(/Type a whole number/);
    expect(bad('-3')).toMatch(/not a whole number/);
    expect(bad('1e5')).toMatch(/not a whole number/);
    expect(bad('3.5')).toMatch(/not a whole number/);
    expect(bad(String(STATE_COUNT))).toMatch(/too large/);
    expect(bad('99999999999999999999')).toMatch(/too large/);
  });
});

describe('state inspector view', () => {
  const r = scrambleToState("R U2 F' R U' F2");
  if (!r.ok) throw new Error('default scramble');
  const w = encodingWorkout(r.state);

  it('draws one cell per position in each array, in both layouts', () => {
    for (const layout of ['columns', 'rows'] as const) {
      const html = String(arraysTableHtml(w.perm, w.twist, { caption: 'x', layout, interactive: true }));
      expect(html.match(/<td data-position=/g)).toHaveLength(16);
      expect(html.match(/class="si-corner"/g)).toHaveLength(8);
    }
    expect(String(arraysTableHtml(w.perm, w.twist, { caption: 'x' }))).not.toContain('<button');
  });

  it('shows the totals the solver computes', () => {
    expect(String(lehmerTableHtml(w))).toContain(`<td class="si-total">${w.permRank.toLocaleString('en-US')}</td>`);
    expect(String(twistTableHtml(w))).toContain(`<td class="si-total">${w.orientIndex}</td>`);
    expect(String(indexLineHtml(w))).toContain(`<strong class="si-index">${w.index.toLocaleString('en-US')}</strong>`);
    const d = decodingWorkout(w.index);
    expect(String(decodingHtml(d))).toContain(`<strong>${d.digits.join(' ')}</strong>`);
    expect(String(decodingHtml(d)).match(/<mark>/g)).toHaveLength(7);
  });
});
