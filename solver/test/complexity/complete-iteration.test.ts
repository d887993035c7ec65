import { describe, expect, it } from 'vitest';
import { distanceTable } from '../../src/bfs.ts';
import { completeCountsByThreshold, countCompleteIteration } from '../../src/complexity/complete-iteration.ts';
import { STATE_COUNT, splitStateIndex } from '../../src/coordinates.ts';
import { HEURISTIC_NAMES, heuristic } from '../../src/heuristics.ts';
import { IdaSearch } from '../../src/ida-star.ts';
import type { Metric } from '../../src/metric.ts';
import { seededRandom } from '../../src/random.ts';

const METRICS: Metric[] = ['htm', 'qtm'];
/** Starts per heuristic: the orientation PDB alone expands ~10× more nodes than the others. */
const STARTS: Record<string, number> = { orient: 40, perm: 150, max: 300, exact: 300 };

describe('a complete iteration counts what IDA* calls expanded', () => {
  for (const metric of METRICS) {
    for (const name of HEURISTIC_NAMES.filter((n) => n !== 'none')) {
      it(`${metric.toUpperCase()}, ${name}: every iteration that finds no solution expands exactly the complete-iteration count (${STARTS[name]} seeded starts)`, () => {
        const h = heuristic(name, metric);
        const { distance } = distanceTable(metric);
        const random = seededRandom(1307);
        let compared = 0;
        for (let k = 0; k < STARTS[name]; k++) {
          const index = random.int(STATE_COUNT);
          const { perm, orient } = splitStateIndex(index);
          const search = new IdaSearch(perm, orient, { heuristic: h });
          search.run();
          const result = search.result();
          const optimal = distance[index];
          const counts = completeCountsByThreshold(countCompleteIteration(perm, orient, h, optimal));
          for (const it of result.iterations) {
            if (it.bound >= optimal) continue; // the last iteration stops at its first goal
            expect(it.expanded).toBe(counts[it.bound]);
            compared++;
          }
          // The last iteration stops early: never more than the complete one.
          expect(result.iterations.at(-1)!.expanded).toBeLessThanOrEqual(counts[optimal]);
        }
        // With the exact table IDA* needs one iteration only, and it finds the goal.
        if (name !== 'exact') expect(compared).toBeGreaterThan(0);
      });
    }
  }

  it('h = 0: the complete iteration of threshold d is the whole brute-force tree to depth d', () => {
    const h = heuristic('none', 'htm');
    const counts = completeCountsByThreshold(countCompleteIteration(123, 45, h, 5));
    expect(counts).toEqual([1, 10, 64, 388, 2332, 13996]);
  });

  it('one pass at a high threshold gives the same counts as separate passes at each lower threshold', () => {
    const h = heuristic('max', 'qtm');
    const random = seededRandom(5);
    for (let k = 0; k < 20; k++) {
      const { perm, orient } = splitStateIndex(random.int(STATE_COUNT));
      const high = completeCountsByThreshold(countCompleteIteration(perm, orient, h, 10));
      for (let d = 0; d <= 10; d++) {
        const alone = countCompleteIteration(perm, orient, h, d).reduce((a, b) => a + b, 0);
        expect(alone).toBe(high[d]);
      }
    }
  });

  it('rejects a threshold that is not a small non-negative integer', () => {
    const h = heuristic('max', 'htm');
    expect(() => countCompleteIteration(0, 0, h, -1)).toThrow(/threshold/);
    expect(() => countCompleteIteration(0, 0, h, 2.5)).toThrow(/threshold/);
  });
});
