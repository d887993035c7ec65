import { describe, expect, it } from 'vitest';
import { THREE_QTM_BRANCHING_FACTOR, threeBruteForceSizes, threeQtmTreeSizes, threeTreeSizeExact } from '../../src/three/three-branching.ts';

it('the exact tree size agrees with the doubles while they are exact, and N₁₈ has all 21 digits (issue 36: 246,639,261,965,462,754,048)', () => {
  const doubles = threeBruteForceSizes(14);
  for (let d = 0; d <= 14; d++) expect(threeTreeSizeExact(d)).toBe(BigInt(doubles[d]));
  expect(threeTreeSizeExact(1)).toBe(18n);
  expect(threeTreeSizeExact(2)).toBe(243n);
  expect(threeTreeSizeExact(18)).toBe(246_639_261_965_462_754_048n);
});

describe('the quarter-turn tree (chapter 8 states its growth beside the half-turn 13.35)', () => {
  /**
   * The group the pruning rules leave: X⁴ = 1 and opposite faces commute, nothing else, so a word is a
   * list of axis syllables (turns of each of the axis's two faces, mod 4). Distinct elements at each
   * breadth-first depth, from 12 quarter-turn generators: no automaton, no run counting.
   */
  function freeProductLayers(maxDepth: number): number[] {
    const key = (word: readonly (readonly [number, number, number])[]) => word.map((s) => s.join('')).join('|');
    const generators = [0, 1, 2].flatMap((axis) => [0, 1].flatMap((face) => [1, 3].map((turn) => ({ axis, face, turn }))));
    let layer = [[] as (readonly [number, number, number])[]];
    const seen = new Set([key([])]);
    const sizes = [1];
    for (let d = 1; d <= maxDepth; d++) {
      const next: (readonly [number, number, number])[][] = [];
      for (const word of layer) {
        for (const g of generators) {
          const last = word.at(-1);
          let product: (readonly [number, number, number])[];
          if (last && last[0] === g.axis) {
            const turned: [number, number, number] = [last[0], last[1], last[2]];
            turned[1 + g.face] = (turned[1 + g.face] + g.turn) % 4;
            product = turned[1] === 0 && turned[2] === 0 ? word.slice(0, -1) : [...word.slice(0, -1), turned];
          } else {
            const syllable: [number, number, number] = [g.axis, 0, 0];
            syllable[1 + g.face] = g.turn;
            product = [...word, syllable];
          }
          const k = key(product);
          if (!seen.has(k)) {
            seen.add(k);
            next.push(product);
          }
        }
      }
      sizes.push(next.length);
      layer = next;
    }
    return sizes;
  }

  it('counts one sequence per element of that group at each depth (against a breadth-first search of it)', () => {
    expect(threeQtmTreeSizes(5)).toEqual(freeProductLayers(5));
    expect(threeQtmTreeSizes(4)).toEqual([1, 12, 114, 1068, 10011]);
  });

  it('grows by the largest root of x⁴ − 8x³ − 12x² − 8x − 2, 9.3737…, and obeys its recurrence from depth 5', () => {
    const sizes = threeQtmTreeSizes(40);
    const x = THREE_QTM_BRANCHING_FACTOR;
    expect(x ** 4 - 8 * x ** 3 - 12 * x ** 2 - 8 * x - 2).toBeCloseTo(0, 6);
    expect(x.toFixed(4)).toBe('9.3737');
    expect(sizes[40] / sizes[39]).toBeCloseTo(x, 9);
    for (let i = 5; i <= 20; i++) expect(sizes[i]).toBe(8 * sizes[i - 1] + 12 * sizes[i - 2] + 8 * sizes[i - 3] + 2 * sizes[i - 4]);
    expect(sizes[4]).not.toBe(8 * sizes[3] + 12 * sizes[2] + 8 * sizes[1] + 2 * sizes[0]);
  });
});
