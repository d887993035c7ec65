import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import { formatPrediction, formatScientific, phase1Percent, tablesText } from '../../src/widgets/three-solver/format-three.ts';

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

  it("names the table being built: a database by its group, Reid's table by its depth of 12 and the share filled", () => {
    const phase1 = { phase: 'tables', table: { kind: 'phase1' }, depth: 9, visited: 70_454_205, total: 140_908_410, ms: 2_500 } as const;
    expect(phase1Percent(phase1)).toBe(50);
    expect(tablesText(phase1, messagesFor('en').three.solver)).toBe('Building the distance-to-H table first: depth 9 of 12, 50.0 % filled (2,500 ms). It is kept in this browser afterwards.');
    expect(tablesText(phase1, messagesFor('zh').three.solver)).toBe('先构建到 H 的距离表：第 9 层（共 12 层），已填 50.0 %（2,500 ms）。建好后会保存在本浏览器里。');
    const edge = { phase: 'tables', table: { kind: 'edge', group: 2, groups: 3 }, depth: 7, visited: 1_000, total: 190_080, ms: 40 } as const;
    expect(tablesText(edge, messagesFor('en').three.solver)).toMatch(/^Building edge database 2 of 3 first: depth 7, 1,000 of 190,080 positions/);
  });
});
