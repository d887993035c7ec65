import { describe, expect, it } from 'vitest';
import { ROTATIONS, canonicalize } from '../src/canonical.ts';
import { CORNER_FACELET_FACES, CORNER_NAMES } from '../src/corner-geometry.ts';
import { SOLVED, compose, invert, isSolved, power, sameState, twistSum } from '../src/corner-state.ts';
import { MOVE_STATES } from '../src/cube-moves.ts';
import { faceletString } from '../src/facelets.ts';
import { scrambleToState } from '../src/apply.ts';
import { sequenceOrder } from '../src/group-order.ts';
import { runSelfChecks } from '../src/self-checks.ts';

/**
 * Kociemba's published cubie definitions (kociemba.org/math/cubielevel.htm),
 * corner order URF UFL ULB UBR DFR DLF DBL DRB. Ours numbers DBL last, so
 * positions 6 and 7 swap.
 */
const KOCIEMBA: Record<string, { cp: string[]; co: number[] }> = {
  U: { cp: ['UBR', 'URF', 'UFL', 'ULB', 'DFR', 'DLF', 'DBL', 'DRB'], co: [0, 0, 0, 0, 0, 0, 0, 0] },
  R: { cp: ['DFR', 'UFL', 'ULB', 'URF', 'DRB', 'DLF', 'DBL', 'UBR'], co: [2, 0, 0, 1, 1, 0, 0, 2] },
  F: { cp: ['UFL', 'DLF', 'ULB', 'UBR', 'URF', 'DFR', 'DBL', 'DRB'], co: [1, 2, 0, 0, 2, 1, 0, 0] },
  D: { cp: ['URF', 'UFL', 'ULB', 'UBR', 'DLF', 'DBL', 'DRB', 'DFR'], co: [0, 0, 0, 0, 0, 0, 0, 0] },
  L: { cp: ['URF', 'ULB', 'DBL', 'UBR', 'DFR', 'UFL', 'DLF', 'DRB'], co: [0, 1, 2, 0, 0, 2, 1, 0] },
  B: { cp: ['URF', 'UFL', 'UBR', 'DRB', 'DFR', 'DLF', 'ULB', 'DBL'], co: [0, 0, 1, 2, 0, 0, 2, 1] },
};
const KOCIEMBA_ORDER = ['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DBL', 'DRB'];

describe('the cubie model', () => {
  it('names each corner by its stickers in clockwise order', () => {
    expect(CORNER_FACELET_FACES.map((f) => f.join(''))).toEqual([...CORNER_NAMES]);
  });

  for (const face of Object.keys(KOCIEMBA)) {
    it(`derives ${face} exactly as Kociemba publishes it`, () => {
      const ours = MOVE_STATES[face as 'U'][1];
      KOCIEMBA_ORDER.forEach((position, k) => {
        const i = CORNER_NAMES.indexOf(position as 'URF');
        expect(CORNER_NAMES[ours.perm[i]]).toBe(KOCIEMBA[face].cp[k]);
        expect(ours.twist[i]).toBe(KOCIEMBA[face].co[k]);
      });
    });
  }

  it('every face turn and rotation has order 4', () => {
    for (const family of ['U', 'R', 'F', 'D', 'L', 'B', 'x', 'y', 'z'] as const) {
      const q = MOVE_STATES[family][1];
      expect([1, 2, 3].some((k) => isSolved(power(q, k)))).toBe(false);
      expect(isSolved(power(q, 4))).toBe(true);
    }
  });

  it('every face turn keeps the twist sum at 0 mod 3', () => {
    for (const family of ['U', 'R', 'F', 'D', 'L', 'B'] as const) expect(twistSum(MOVE_STATES[family][1])).toBe(0);
  });

  it('each move and its inverse cancel', () => {
    for (const family of ['U', 'R', 'F', 'D', 'L', 'B'] as const) {
      expect(isSolved(compose(MOVE_STATES[family][1], MOVE_STATES[family][3]))).toBe(true);
      expect(sameState(invert(MOVE_STATES[family][1]), MOVE_STATES[family][3])).toBe(true);
    }
  });

  it('has exactly 24 whole-cube rotations, each with one canonical form', () => {
    expect(ROTATIONS).toHaveLength(24);
    for (const r of ROTATIONS) expect(isSolved(canonicalize(r))).toBe(true);
  });

  it('computes the orders of known sequences', () => {
    const order = (alg: string) => {
      const r = sequenceOrder(alg);
      return r.ok ? r.order : NaN;
    };
    expect(order("R U R' U'")).toBe(6);
    expect(order('R U')).toBe(15);
    expect(order('R F')).toBe(15);
    expect(order('R')).toBe(4);
    expect(order('R2 U2')).toBe(3);
    expect(order('D')).toBe(4);
    expect(order('x')).toBe(1);
    expect(order('')).toBe(1);
  });

  it('passes all of its own self-checks', () => {
    for (const c of runSelfChecks()) expect(c, c.name).toMatchObject({ passed: true });
  });
});

describe('facelets', () => {
  it('shows the solved cube as six uniform faces', () => {
    expect(faceletString(SOLVED)).toBe('UUUURRRRFFFFDDDDLLLLBBBB');
  });

  it('draws R as the well-known net', () => {
    const r = scrambleToState('R');
    // After R: U's right column shows F, F's right column shows D, B's left column shows U.
    expect(r.ok && faceletString(r.state)).toBe('UFUFRRRRFDFDDBDBLLLLUBUB');
  });

  it('keeps four stickers of each colour in every state', () => {
    const r = scrambleToState("R U2 F' R2 U F R' x D");
    const s = r.ok ? faceletString(r.state) : '';
    for (const f of 'URFDLB') expect(s.split(f).length - 1).toBe(4);
  });
});
