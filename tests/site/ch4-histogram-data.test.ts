/** The depth histogram's data preparation and drawing, with plain data. */
import { describe, expect, it } from 'vitest';
import { histogramRows, meanDepth, modalDepth, sum } from '../../src/lib/histogram-data.ts';
import { describeDepth } from '../../src/widgets/depth-histogram/describe-depth.ts';
import { formatShare, formatTick } from '../../src/lib/format.ts';
import { histogramSvg, yTicks } from '../../src/widgets/shared/histogram-svg.ts';
import { messagesFor } from '../../src/i18n/messages.ts';

describe('histogramRows', () => {
  it('gives each depth its share and the running total', () => {
    const rows = histogramRows([1, 3, 4]);
    expect(rows.map((r) => r.cumulative)).toEqual([1, 4, 8]);
    expect(rows.map((r) => r.share)).toEqual([1 / 8, 3 / 8, 4 / 8]);
  });

  it('measures shares against a given total while a BFS is still growing', () => {
    expect(histogramRows([1, 9], 100)[1].share).toBe(0.09);
  });

  it('shares sum to one', () => {
    const rows = histogramRows([1, 9, 54, 321, 1847]);
    expect(sum(rows.map((r) => r.share))).toBeCloseTo(1, 12);
  });
});

describe('summaries', () => {
  it('finds the modal depth (first on a tie) and the mean', () => {
    expect(modalDepth([1, 5, 7, 7, 2])).toBe(2);
    expect(meanDepth([1, 1, 2])).toBe((0 + 1 + 4) / 4);
  });

  it('formats shares and ticks for narrow charts', () => {
    expect(formatShare(0.5138)).toBe('51.4 %');
    expect(formatShare(0.00072)).toBe('0.072 %');
    expect(formatShare(0)).toBe('0 %');
    expect(formatTick(1_500_000)).toBe('1.5M');
    expect(formatTick(10_000)).toBe('10k');
    expect(formatTick(5)).toBe('5');
    expect(formatTick(1e9)).toBe('1G');
  });

  it('says what one bar shows, in the singular for one position', () => {
    expect(describeDepth({ depth: 0, count: 1, share: 0.5, cumulative: 1 })).toBe('Depth 0: 1 position, 50.0 % of all.');
    expect(describeDepth({ depth: 2, count: 54, share: 0.25, cumulative: 64 }, messagesFor('zh').histogram)).toBe('深度 2：54 个状态，占全部的 25.0 %。');
    expect(describeDepth({ depth: 2, count: 54, share: 0.25, cumulative: 64 })).toBe('Depth 2: 54 positions, 25.0 % of all.');
  });
});

describe('histogramSvg', () => {
  const base = { counts: [1, 9, 54], depths: 4, yMax: 60, width: 400, height: 200, label: 'test <chart>' } as const;

  it('draws one bar per known depth, keeps room for the depths still to come', () => {
    const svg = String(histogramSvg({ ...base, scale: 'linear' }));
    expect(svg.match(/class="hist-bar/g)).toHaveLength(3);
    expect(svg.match(/class="hist-hit"/g)).toHaveLength(4);
    expect(svg).toContain('aria-label="test &lt;chart&gt;"');
  });

  it('marks the reader depth with a class and a triangle, the active one with another class', () => {
    const svg = String(histogramSvg({ ...base, scale: 'linear', marked: 2, active: 1 }));
    expect(svg).toMatch(/class="hist-bar is-marked" data-depth="2"/);
    expect(svg).toMatch(/class="hist-bar is-active" data-depth="1"/);
    expect(svg).toContain('class="hist-marker"');
  });

  it('taller counts get taller bars on both scales', () => {
    for (const scale of ['linear', 'log'] as const) {
      const heights = [...String(histogramSvg({ ...base, scale })).matchAll(/class="hist-bar[^"]*"[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(heights[0]).toBeGreaterThan(0); // one state still shows, even on the log scale
      expect(heights[1]).toBeGreaterThan(heights[0]);
      expect(heights[2]).toBeGreaterThan(heights[1]);
    }
  });

  it('ticks the log scale at powers of ten', () => {
    expect(yTicks('log', 2_000_000)).toEqual([1, 10, 100, 1000, 10_000, 100_000, 1_000_000]);
    expect(yTicks('linear', 60)).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });
});
