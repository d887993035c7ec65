import { describe, expect, it } from 'vitest';
import { heuristicCounts, heuristicCountsByScan } from '../../src/complexity/heuristic-distribution.ts';
import { STATE_COUNT } from '../../src/coordinates.ts';
import { HEURISTIC_NAMES, heuristic } from '../../src/heuristics.ts';
import { PUBLISHED_HISTOGRAM } from '../../src/metric.ts';

describe('the h-distribution over all 3,674,160 states', () => {
  for (const metric of ['htm', 'qtm'] as const) {
    for (const name of HEURISTIC_NAMES) {
      it(`${metric.toUpperCase()}, ${name}: the product shortcut equals a scan of every state`, () => {
        const counts = heuristicCounts(name, metric);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(STATE_COUNT);
        expect(counts).toEqual(heuristicCountsByScan(heuristic(name, metric)));
      });
    }
    it(`${metric.toUpperCase()}, exact: the published depth histogram`, () => {
      expect(heuristicCounts('exact', metric)).toEqual(PUBLISHED_HISTOGRAM[metric]);
    });
  }
});
