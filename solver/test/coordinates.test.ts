import { describe, expect, it } from 'vitest';
import {
  ORIENTATION_COUNT,
  ORIENTED_STATE_COUNT,
  PERMUTATION_COUNT,
  STATE_COUNT,
  indexOfState,
  stateOfIndex,
} from '../src/coordinates.ts';
import { orientationIndex, orientationUnindex } from '../src/orientation-index.ts';
import { lehmerDigits, permutationRank, permutationUnrank } from '../src/permutation-rank.ts';
import { seededRandom } from '../src/random.ts';
import { ROTATIONS } from '../src/canonical.ts';

describe('coordinates', () => {
  it('counts 7!·3⁶ DBL-fixed states and 8!·3⁷ orientation-distinguishing ones, 24 times more', () => {
    expect(PERMUTATION_COUNT).toBe(5040);
    expect(ORIENTATION_COUNT).toBe(729);
    expect(STATE_COUNT).toBe(3_674_160);
    expect(ORIENTED_STATE_COUNT).toBe(88_179_840);
    expect(ORIENTED_STATE_COUNT / STATE_COUNT).toBe(ROTATIONS.length);
  });

  it('ranks all 5,040 permutations onto 0..5039 and back', () => {
    const seen = new Set<string>();
    for (let r = 0; r < PERMUTATION_COUNT; r++) {
      const p = permutationUnrank(r, 7);
      expect(permutationRank(p)).toBe(r);
      seen.add(p.join());
    }
    expect(seen.size).toBe(PERMUTATION_COUNT);
  });

  it('gives the identity rank 0 and the reversal the last rank', () => {
    expect(permutationRank([0, 1, 2, 3, 4, 5, 6])).toBe(0);
    expect(permutationRank([6, 5, 4, 3, 2, 1, 0])).toBe(5039);
  });

  it('computes Lehmer digits as counts of smaller later entries', () => {
    expect(lehmerDigits([2, 0, 1])).toEqual([2, 0, 0]);
    expect(lehmerDigits([1, 0, 3, 2])).toEqual([1, 0, 1, 0]);
    // 1·3! + 0·2! + 1·1! + 0·0! = 7
    expect(permutationRank([1, 0, 3, 2])).toBe(7);
  });

  it('indexes all 729 orientations and back, with a zero twist sum', () => {
    for (let o = 0; o < ORIENTATION_COUNT; o++) {
      const t = orientationUnindex(o);
      expect(t.reduce((a, b) => a + b, 0) % 3).toBe(0);
      expect(orientationIndex(t)).toBe(o);
    }
  });

  it('round-trips random state indices', () => {
    const random = seededRandom(7);
    for (let k = 0; k < 5000; k++) {
      const i = random.int(STATE_COUNT);
      expect(indexOfState(stateOfIndex(i))).toBe(i);
    }
    expect(indexOfState(stateOfIndex(0))).toBe(0);
    expect(indexOfState(stateOfIndex(STATE_COUNT - 1))).toBe(STATE_COUNT - 1);
  });

  it('rejects an out-of-range index with a clear message', () => {
    expect(() => stateOfIndex(STATE_COUNT)).toThrow(/0\.\.3674159/);
    expect(() => stateOfIndex(-1)).toThrow(RangeError);
  });
});
