import { describe, expect, it } from 'vitest';
import { formatPrediction, formatScientific } from '../../src/widgets/three-solver/format-three.ts';

describe('3×3×3 solver widget formats', () => {
  it('writes big node counts with powers of ten and predicted times in units a reader weighs', () => {
    expect(formatScientific(6.7e8)).toBe('6.7 × 10⁸');
    expect(formatScientific(2.15e13)).toBe('2.2 × 10¹³');
    expect(formatScientific(12345)).toBe('12,345');
    expect(formatPrediction(4.2)).toBe('4.2 s');
    expect(formatPrediction(1080)).toBe('18 minutes');
    expect(formatPrediction(5 * 3600)).toBe('5.0 hours');
    expect(formatPrediction(10 * 86400)).toBe('10.0 days');
    expect(formatPrediction(3 * 365 * 86400)).toBe('3.0 years');
  });
});
