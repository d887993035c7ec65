import { describe, expect, it } from 'vitest';
import { bfs, distanceTable } from '../src/bfs.ts';
import { STATE_COUNT } from '../src/coordinates.ts';
import { PUBLISHED_HISTOGRAM } from '../src/metric.ts';
import { buildPatternDatabase, patternDatabase } from '../src/pattern-database.ts';
import { moveTables } from '../src/move-tables.ts';

describe('breadth-first search', () => {
  for (const metric of ['htm', 'qtm'] as const) {
    it(`reproduces the published ${metric.toUpperCase()} distribution exactly`, () => {
      const depths: number[] = [];
      const { histogram, distance } = bfs(metric, (p) => depths.push(p.depth));
      expect(histogram).toEqual(PUBLISHED_HISTOGRAM[metric]);
      expect(histogram.reduce((a, b) => a + b, 0)).toBe(STATE_COUNT);
      expect(depths).toEqual(histogram.map((_, d) => d).slice(1)); // progress once per depth
      expect(distance.every((d) => d < histogram.length)).toBe(true);
    });
  }

  it("gives God's number 11 in HTM and 14 in QTM", () => {
    expect(distanceTable('htm').histogram.length - 1).toBe(11);
    expect(distanceTable('qtm').histogram.length - 1).toBe(14);
  });

  it('has distances that differ by exactly one across some move (BFS layers)', () => {
    const { distance } = distanceTable('htm');
    const t = moveTables('htm');
    for (let index = 0; index < STATE_COUNT; index += 997) {
      const perm = Math.floor(index / 729);
      const orient = index % 729;
      const neighbours = Array.from({ length: t.moveCount }, (_, m) => distance[t.permMove[perm * 9 + m] * 729 + t.orientMove[orient * 9 + m]]);
      for (const d of neighbours) expect(Math.abs(d - distance[index])).toBeLessThanOrEqual(1);
      if (distance[index] > 0) expect(Math.min(...neighbours)).toBe(distance[index] - 1);
    }
  });

  it('gives QTM distances the parity of the corner permutation', () => {
    // Every quarter turn is a 4-cycle, an odd permutation.
    const { distance } = distanceTable('qtm');
    for (let index = 0; index < STATE_COUNT; index += 1009) {
      const perm = Math.floor(index / 729);
      expect(distance[index] % 2).toBe(distance[perm * 729] % 2);
    }
  });
});

describe('pattern databases', () => {
  it('cover all 5,040 permutations and 729 orientations', () => {
    for (const metric of ['htm', 'qtm'] as const) {
      expect(buildPatternDatabase('perm', metric).histogram.reduce((a, b) => a + b, 0)).toBe(5040);
      expect(buildPatternDatabase('orient', metric).histogram.reduce((a, b) => a + b, 0)).toBe(729);
    }
  });

  it('never overestimate the true distance (admissible)', () => {
    for (const metric of ['htm', 'qtm'] as const) {
      const { distance } = distanceTable(metric);
      const perm = patternDatabase('perm', metric).distance;
      const orient = patternDatabase('orient', metric).distance;
      for (let index = 0; index < STATE_COUNT; index++) {
        const p = (index / 729) | 0;
        const o = index - p * 729;
        if (perm[p] > distance[index] || orient[o] > distance[index]) throw new Error(`overestimate at ${index}`);
      }
    }
  });

  it('are the exact distances of the abstract puzzles (min over the forgotten part)', () => {
    const { distance } = distanceTable('htm');
    const minPerm = new Uint8Array(5040).fill(255);
    const minOrient = new Uint8Array(729).fill(255);
    for (let index = 0; index < STATE_COUNT; index++) {
      const p = (index / 729) | 0;
      const o = index - p * 729;
      minPerm[p] = Math.min(minPerm[p], distance[index]);
      minOrient[o] = Math.min(minOrient[o], distance[index]);
    }
    expect(Array.from(patternDatabase('perm', 'htm').distance)).toEqual(Array.from(minPerm));
    expect(Array.from(patternDatabase('orient', 'htm').distance)).toEqual(Array.from(minOrient));
  });
});
