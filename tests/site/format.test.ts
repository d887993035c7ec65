import { describe, expect, it } from 'vitest';
import { countOf, escapeHtml, formatCount, formatEstimate, formatMs, formatShare } from '../../src/lib/format.ts';

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
