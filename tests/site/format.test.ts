import { describe, expect, it } from 'vitest';
import { countOf, escapeHtml, formatCount, formatCountZh, formatEstimate, formatMs, formatShare } from '../../src/lib/format.ts';

describe('shared formatting', () => {
  it('writes a count with its noun, singular only for exactly one', () => {
    expect(countOf(1, 'move')).toBe('1 move');
    expect(countOf(0, 'move')).toBe('0 moves');
    expect(countOf(2, 'iteration')).toBe('2 iterations');
    expect(countOf(1234, 'node')).toBe('1,234 nodes');
    expect(countOf(1, 'body', 'bodies')).toBe('1 body');
    expect(countOf(3, 'body', 'bodies')).toBe('3 bodies');
  });

  it('groups counts in English', () => {
    expect(formatCount(3674160)).toBe('3,674,160');
  });

  it('writes a count in Chinese units: digits below 10,000, then 万, then 亿; exact where exact', () => {
    expect(formatCountZh(0)).toBe('0');
    expect(formatCountZh(9999)).toBe('9,999');
    expect(formatCountZh(10_000)).toBe('1 万');
    expect(formatCountZh(12_345)).toBe('1.23 万');
    expect(formatCountZh(15_000)).toBe('1.5 万');
    expect(formatCountZh(1_000_000)).toBe('100 万');
    expect(formatCountZh(3_674_160)).toBe('367 万');
    expect(formatCountZh(10_000_000)).toBe('1,000 万');
    expect(formatCountZh(88_179_840)).toBe('8,818 万');
    expect(formatCountZh(99_999_999)).toBe('1 亿');
    expect(formatCountZh(100_000_000)).toBe('1 亿');
    expect(formatCountZh(370_000_000)).toBe('3.7 亿');
    expect(formatCountZh(1_000_000_000)).toBe('10 亿');
    expect(formatCountZh(1_234_567_890)).toBe('12.3 亿');
    // Never a coefficient of 10,000 or more before 万 (that is what 亿 is for).
    for (let n = 1e4; n < 1e10; n = Math.ceil(n * 1.37)) {
      const [digits, unit] = formatCountZh(n).split(' ');
      const figure = Number(digits.replace(/,/g, ''));
      expect(figure).toBeGreaterThanOrEqual(1);
      expect(figure).toBeLessThan(1e4);
      expect(Math.abs(figure * (unit === '亿' ? 1e8 : 1e4) - n) / n).toBeLessThan(0.005);
    }
  });

  it('writes milliseconds with a decimal only where it means something', () => {
    expect(formatMs(0.4)).toBe('< 1 ms');
    expect(formatMs(3.42)).toBe('3.4 ms');
    expect(formatMs(512.6)).toBe('513 ms');
    expect(formatMs(12345)).toBe('12,345 ms');
  });

  it('rounds an estimate and its standard error alike, to the error\'s second significant figure', () => {
    expect(formatEstimate(9130.7, 53.7)).toBe('9,131 ± 54');
    expect(formatEstimate(10526.7, 2316.1)).toBe('10,500 ± 2,300');
    expect(formatEstimate(17.43, 0.42)).toBe('17.43 ± 0.42');
    expect(formatEstimate(115.3, 4.5)).toBe('115.3 ± 4.5');
    expect(formatEstimate(17, 0)).toBe('17');
    expect(formatEstimate(3.54e7, 7.4e5)).toBe('3.54 × 10⁷ ± 2.1 %');
    expect(formatEstimate(2.7e7, 5.1e6)).toBe('2.70 × 10⁷ ± 19 %');
  });

  it('keeps two significant figures for small shares', () => {
    expect(formatShare(0.5138)).toBe('51.4 %');
    expect(formatShare(0.00072)).toBe('0.072 %');
    expect(formatShare(0)).toBe('0 %');
  });

  it('escapes markup and double quotes, and leaves primes as typed', () => {
    expect(escapeHtml(`R' <X> & "a"`)).toBe("R' &lt;X&gt; &amp; &quot;a&quot;");
  });
});
