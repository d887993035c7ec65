/** The quality map's data preparation and drawing, with plain data and with the real joint histograms. */
import { describe, expect, it } from 'vitest';
import { STATE_COUNT } from 'pocket-cube-solver';
import { MAP_HEURISTICS, pdbFacts } from '../../src/facts/pdb-facts.build.ts';
import { heatmapSvg } from '../../src/widgets/quality-map/heatmap.ts';
import { cellShade, distanceMarginal, heuristicMarginal, jointCells, summarizeJoint } from '../../src/widgets/quality-map/joint-histogram.ts';
import { cellText, statsOf } from '../../src/widgets/quality-map/map-text.ts';

const TOY = [
  [1, 0, 0],
  [0, 2, 3],
  [0, 0, 4],
];

describe('joint histogram helpers', () => {
  it('summarises totals, means, gap, exact hits and overestimates', () => {
    const s = summarizeJoint(TOY);
    expect(s.total).toBe(10);
    expect(s.meanH).toBeCloseTo((0 * 1 + 1 * 5 + 2 * 4) / 10);
    expect(s.meanDistance).toBeCloseTo((0 * 1 + 1 * 2 + 2 * 7) / 10);
    expect(s.meanGap).toBeCloseTo(s.meanDistance - s.meanH);
    expect(s.exact).toBe(7);
    expect(s.overestimates).toBe(0);
    expect(summarizeJoint([[0, 1], [5, 0]]).overestimates).toBe(5);
  });

  it('lists non-empty cells and both marginals', () => {
    expect(jointCells(TOY)).toHaveLength(4);
    expect(distanceMarginal(TOY)).toEqual([1, 2, 7]);
    expect(heuristicMarginal(TOY)).toEqual([1, 5, 4]);
  });

  it('shades on a log scale: empty is 0, the largest is 1, one state still shows', () => {
    expect(cellShade(0, 100)).toBe(0);
    expect(cellShade(100, 100)).toBe(1);
    expect(cellShade(1, 1_000_000)).toBeGreaterThan(0.04);
  });

  it('says what one cell holds', () => {
    expect(cellText(1, 2, 3, 10)).toBe('h = 1, distance 2: 3 states, 30.0 %.');
    expect(cellText(2, 2, 1, 10)).toBe('h = 2, distance 2: 1 state, 10.0 % (h exact).');
    expect(cellText(3, 2, 0, 10)).toBe('h = 3, distance 2: 0 states (an overestimate).');
  });

  it('draws one cell per non-empty pair and marks the reader cell', () => {
    const svg = String(heatmapSvg({ counts: TOY, size: 3, width: 300, label: 'toy', marked: { h: 1, d: 2 } }));
    expect(svg.match(/class="qm-cell"/g)).toHaveLength(4);
    expect(svg).toContain('class="qm-marked"');
    expect(svg.match(/class="qm-hit"/g)).toHaveLength(9);
  });
});

describe('the real joint histograms (computed by the solver over every state)', () => {
  const f = pdbFacts();
  for (const metric of ['htm', 'qtm'] as const) {
    for (const h of MAP_HEURISTICS) {
      it(`${metric} ${h}: totals sum to every state, the distance marginal is the BFS histogram, every h ≤ distance`, () => {
        const q = f[metric].quality[h];
        const s = summarizeJoint(q.counts);
        expect(s.total).toBe(STATE_COUNT);
        expect(distanceMarginal(q.counts)).toEqual(f[metric].full);
        expect(s.overestimates).toBe(0);
        expect(q.overestimates).toBe(0);
        expect(s.meanH).toBeCloseTo(q.meanH, 10);
        expect(s.exact).toBe(q.exactHits);
        // No cell above the diagonal at all.
        q.counts.forEach((row, hv) => row.forEach((c, d) => hv > d && expect(c).toBe(0)));
      });
    }

    it(`${metric}: h = 0 fills only the bottom row, and the exact table only the diagonal`, () => {
      const q = f[metric].quality;
      q.none.counts.forEach((row, hv) => hv > 0 && row.forEach((c) => expect(c).toBe(0)));
      q.exact.counts.forEach((row, hv) => row.forEach((c, d) => hv !== d && expect(c).toBe(0)));
      expect(q.exact.exactHits).toBe(STATE_COUNT);
    });

    it(`${metric}: the max is at least as informative as either table alone, and below the mean distance`, () => {
      const q = f[metric].quality;
      expect(q.max.meanH).toBeGreaterThanOrEqual(Math.max(q.orient.meanH, q.perm.meanH));
      expect(q.max.meanH).toBeLessThan(q.max.meanDistance);
      expect(statsOf(q.max.counts).exactShare).toMatch(/%$/);
    });
  }
});
