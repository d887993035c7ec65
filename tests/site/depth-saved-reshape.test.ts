import { describe, expect, it } from 'vitest';
import { sharesOf, summarize, withShare } from '../../src/widgets/depth-saved/reshape.ts';

describe('the reshapeable histogram of h (chapter 7)', () => {
  const shares = sharesOf([1, 9, 30, 60], 6);
  const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

  it('pads to the bar count and adds up to 1', () => {
    expect(shares).toHaveLength(6);
    expect(sum(shares)).toBeCloseTo(1, 12);
  });
  it('setting one bar keeps the total at 1 and the other bars in proportion', () => {
    const next = withShare(shares, 1, 0.5);
    expect(next[1]).toBe(0.5);
    expect(sum(next)).toBeCloseTo(1, 12);
    expect(next[3] / next[2]).toBeCloseTo(shares[3] / shares[2], 12);
  });
  it('clamps to [0, 1], and a bar alone keeps every state', () => {
    expect(withShare(shares, 2, 7)[2]).toBe(1);
    expect(withShare(shares, 2, -1)[2]).toBe(0);
    expect(withShare([0, 1, 0], 1, 0.3)).toEqual([0, 1, 0]);
  });
  it('saves exactly the mean when every state has one value, and less otherwise (Jensen)', () => {
    const spike = summarize([0, 0, 0, 1], 6);
    expect(spike.mean).toBe(3);
    expect(spike.saved).toBeCloseTo(3, 12);
    const spread = summarize(shares, 6);
    expect(spread.saved).toBeLessThan(spread.mean);
    expect(spread.workLeft).toBeCloseTo(sum(shares.map((p, h) => p * 6 ** -h)), 12);
  });
});
