/**
 * The numbers chapter 4 states come from src/facts/bfs-facts.build.ts;
 * here they are checked against the published God's-algorithm tables and
 * against the claims the prose makes about them.
 */
import { describe, expect, it } from 'vitest';
import { STATE_COUNT } from 'pocket-cube-solver';
import { PUBLISHED_HISTOGRAM } from 'pocket-cube-solver/internals';
import { bfsFacts } from '../../src/facts/bfs-facts.build.ts';
import { sum } from '../../src/lib/histogram-data.ts';

describe('chapter 4 facts', () => {
  const f = bfsFacts();

  for (const metric of ['htm', 'qtm'] as const) {
    it(`${metric}: the BFS histogram is the published one (Jaap's Puzzle Pages; OEIS A079761/A079762)`, () => {
      const m = f[metric];
      expect(m.histogram).toEqual(PUBLISHED_HISTOGRAM[metric]);
      expect(sum(m.histogram)).toBe(STATE_COUNT);
      expect(m.godsNumber).toBe(PUBLISHED_HISTOGRAM[metric].length - 1);
      expect(m.antipodes).toBe(PUBLISHED_HISTOGRAM[metric].at(-1));
    });

    it(`${metric}: the switch to the backward step comes when the frontier outgrows the unvisited rest`, () => {
      const m = f[metric];
      const d = m.firstBackwardDepth;
      expect(d).toBeGreaterThan(0);
      expect(m.direction.slice(0, d).every((x) => x === 'forward')).toBe(true);
      expect(m.direction.slice(d).every((x) => x === 'backward')).toBe(true);
      expect(m.histogram[d - 1]).toBeGreaterThan(STATE_COUNT - m.visitedBeforeSwitch);
      expect(m.histogram[d - 2]).toBeLessThanOrEqual(STATE_COUNT - (m.visitedBeforeSwitch - m.histogram[d - 1]));
    });
  }

  it('HTM: layer 2 is exactly six new positions per position of layer 1, as the prose explains', () => {
    expect(f.htm.histogram[2]).toBe(6 * f.htm.histogram[1]);
  });

  it('HTM: the modal depth holds the largest layer, and modal ± 1 covers most positions', () => {
    const h = f.htm.histogram;
    expect(Math.max(...h)).toBe(f.htm.modalCount);
    expect((h[f.htm.modalDepth - 1] + h[f.htm.modalDepth] + h[f.htm.modalDepth + 1]) / STATE_COUNT).toBeGreaterThan(0.9);
  });

  it('the distance table is one byte per position', () => {
    expect(f.tableBytes).toBe(STATE_COUNT);
  });
});
