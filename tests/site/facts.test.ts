import { describe, expect, it } from 'vitest';
import { facts } from '../../src/lib/pocket-cube-facts.build.ts';
import { texCount } from '../../src/lib/format.ts';
import { formatCount } from '../../src/lib/format.ts';
import { PUBLISHED_HISTOGRAM } from 'pocket-cube-solver/internals';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

describe('facts the chapters quote', () => {
  const f = facts();

  it('counts positions as 7!·3⁶ and 8!·3⁷, the second 24 times the first', () => {
    expect(f.stateCount).toBe(factorial(7) * 3 ** 6);
    expect(f.orientedStateCount).toBe(factorial(8) * 3 ** 7);
    expect(f.rotationCount).toBe(24);
    expect(f.permutationCount).toBe(factorial(7));
    expect(f.orientationCount).toBe(3 ** 6);
  });

  it('states as many positions as the published depth counts add up to (Jaap; OEIS A079761)', () => {
    // An independent source: the sum of the published histogram, not the code's own constant.
    const published = PUBLISHED_HISTOGRAM.htm.reduce((a, b) => a + b, 0);
    expect(f.stateCount).toBe(published);
    expect(PUBLISHED_HISTOGRAM.qtm.reduce((a, b) => a + b, 0)).toBe(published);
  });

  it("has God's number as published (Jaap's Puzzle Pages; OEIS A079761, A079762)", () => {
    expect(f.godsNumberHtm).toBe(PUBLISHED_HISTOGRAM.htm.length - 1);
    expect(f.godsNumberQtm).toBe(PUBLISHED_HISTOGRAM.qtm.length - 1);
    expect(f.hardestCountHtm).toBe(PUBLISHED_HISTOGRAM.htm.at(-1));
    expect(f.hardestCountQtm).toBe(PUBLISHED_HISTOGRAM.qtm.at(-1));
  });

  it('has 9 HTM and 6 QTM moves', () => {
    expect([f.htmMoveCount, f.qtmMoveCount]).toEqual([9, 6]);
  });

  it('formats counts for prose and TeX', () => {
    expect(formatCount(3674160)).toBe('3,674,160');
    expect(texCount(3674160)).toBe('3{,}674{,}160');
  });
});
