import { describe, expect, it } from 'vitest';
import { sideLabelAttributes, sideLabelMarkup } from '../../src/widgets/shared/axis-label.ts';

describe('a y-axis label along the axis', () => {
  it('turns a Latin label a quarter', () => {
    expect(sideLabelAttributes('Moves', 12, 100, -90)).toEqual({ transform: 'translate(12,100) rotate(-90)' });
    expect(sideLabelAttributes('E(k) / E(k − 1) (log)', 14, 12, 90)).toEqual({ transform: 'translate(14,12) rotate(90)' });
  });

  it('sets a Chinese label upright in a vertical line, not on its side (issue 37: chapter 10’s 步数)', () => {
    expect(sideLabelAttributes('步数', 12, 100, -90)).toEqual({ x: '12', y: '100', 'writing-mode': 'vertical-rl', style: 'text-orientation: upright' });
    expect(String(sideLabelMarkup('启发值 h', 12, 100, -90))).toBe('x="12" y="100" writing-mode="vertical-rl" style="text-orientation: upright"');
  });
});
