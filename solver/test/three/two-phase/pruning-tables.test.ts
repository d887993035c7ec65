import { describe, expect, it } from 'vitest';
import { twoPhaseMoveTables } from '../../../src/three/two-phase/move-tables.ts';
import { twoPhasePruning } from '../../../src/three/two-phase/pruning-tables.ts';

/**
 * A table d is the exact distance to index 0 under moves `next` exactly when
 * d = 0 only at 0, no move changes d by more than 1, and every other state has
 * a move that lowers d by 1 (induction on d). Checked over every entry and move.
 */
function expectExactDistances(d: Uint8Array, blocks: number, orients: number, moves: number, blockMove: ArrayLike<number>, orientMove: ArrayLike<number>): void {
  expect(d.length).toBe(blocks * orients);
  let bad = 0;
  for (let b = 0; b < blocks; b++) {
    for (let o = 0; o < orients; o++) {
      const v = d[b * orients + o];
      if (v === 0xff || (v === 0) !== (b === 0 && o === 0)) bad++;
      let lower = v === 0;
      for (let m = 0; m < moves; m++) {
        const w = d[blockMove[b * moves + m] * orients + orientMove[o * moves + m]];
        if (w > v + 1 || w < v - 1) bad++;
        if (w === v - 1) lower = true;
      }
      if (!lower) bad++;
    }
  }
  expect(bad).toBe(0);
}

const largest = (d: Uint8Array) => d.reduce((a, b) => (b > a ? b : a), 0);

describe('two-phase pruning tables are exact distances in their projections', () => {
  const t = twoPhaseMoveTables();
  const p = twoPhasePruning();

  it('phase 1: slice × twist and slice × flip (18 moves), max 9 each', () => {
    expectExactDistances(p.sliceTwist, 495, 2187, 18, t.slice, t.twist);
    expectExactDistances(p.sliceFlip, 495, 2048, 18, t.slice, t.flip);
    expect(largest(p.sliceTwist)).toBe(9);
    expect(largest(p.sliceFlip)).toBe(9);
  });

  it('phase 1: twist × flip', () => {
    expect(p.twistFlip).not.toBeNull();
    expectExactDistances(p.twistFlip!, 2187, 2048, 18, t.twist, t.flip);
  });

  it('phase 2: slice perm × corner perm and slice perm × UD-edge perm (10 moves), within 18', () => {
    expectExactDistances(p.sliceCornerPerm, 24, 40320, 10, t.slicePerm2, t.cornerPerm2);
    expectExactDistances(p.sliceUdEdgePerm, 24, 40320, 10, t.slicePerm2, t.udEdgePerm2);
    expect(largest(p.sliceCornerPerm)).toBeLessThanOrEqual(18);
  });
});
