/**
 * The tree the estimators walk is the tree the search walks. countIteration
 * on pocketCubeTree must give IdaSearch's own counters, iteration by
 * iteration, in both units (expanded: within the bound and no goal, the root
 * included; generated: every child made, and the root): for every iteration
 * but the last exactly as the search ran it, and for the last as the search
 * runs it to the end (every optimal solution collected). Any difference in
 * move pruning, heuristic, bound test or goal handling shows up here.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState } from '../../src/apply.ts';
import { completeCountsByThreshold, countCompleteIteration } from '../../src/complexity/complete-iteration.ts';
import { countIteration } from '../../src/complexity/iteration-tree.ts';
import { pocketCubeTree } from '../../src/complexity/pocket-cube-tree.ts';
import { coordinatesOf } from '../../src/coordinates.ts';
import { HEURISTIC_NAMES, heuristic } from '../../src/heuristics.ts';
import { IdaSearch } from '../../src/ida-star.ts';
import { METRICS } from '../../src/metric.ts';
import { seededRandom } from '../../src/random.ts';
import { randomScrambleAtDistance } from '../../src/scramble.ts';
import { listTree } from '../support/list-tree.ts';

/**
 * Scrambles at distances where each heuristic's search stays cheap (h = 0 is
 * brute force; one database alone is a weak bound): a few hundred ms a test.
 */
const DISTANCES: Record<string, Record<'htm' | 'qtm', number[]>> = {
  none: { htm: [3, 5], qtm: [4, 6] },
  orient: { htm: [6, 9], qtm: [7, 11] },
  perm: { htm: [6, 9], qtm: [7, 11] },
  max: { htm: [5, 8, 11], qtm: [6, 10, 14] },
  exact: { htm: [5, 8, 11], qtm: [6, 10, 14] },
};

function startsFor(name: string, metric: 'htm' | 'qtm', seed: number) {
  const random = seededRandom(seed);
  const distances = DISTANCES[name][metric];
  return distances.map((d) => {
    const s = randomScrambleAtDistance(random, d, metric);
    const parsed = scrambleToState(s.scramble);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return { scramble: s.scramble, ...coordinatesOf(parsed.state) };
  });
}

describe('pocketCubeTree is the tree IdaSearch walks', () => {
  for (const metric of METRICS) {
    for (const name of HEURISTIC_NAMES) {
      it(`${name}, ${metric.toUpperCase()}: countIteration equals IdaSearch's counters, every iteration, both units`, () => {
        const h = heuristic(name, metric);
        for (const { scramble, perm, orient } of startsFor(name, metric, 21)) {
          const tree = pocketCubeTree(perm, orient, h);
          const asRun = new IdaSearch(perm, orient, { heuristic: h });
          asRun.run();
          const whole = new IdaSearch(perm, orient, { heuristic: h, allSolutions: true, maxSolutions: 1e9 });
          whole.run();
          const ran = asRun.result().iterations;
          const complete = whole.result().iterations;
          expect(complete.map((it) => it.bound), scramble).toEqual(ran.map((it) => it.bound));
          ran.forEach((it, i) => {
            const counted = countIteration(tree, it.bound)!;
            const isLast = i === ran.length - 1;
            // Before the last iteration the search runs the whole tree; in the last it stops at its first solution.
            if (!isLast) expect(counted, `${scramble} bound ${it.bound}`).toEqual({ expanded: it.expanded, generated: it.generated });
            else {
              expect(counted, `${scramble} bound ${it.bound}, all solutions`).toEqual({ expanded: complete[i].expanded, generated: complete[i].generated });
              expect(it.expanded).toBeLessThanOrEqual(counted.expanded);
            }
          });
        }
      });
    }
  }

  it("below the solving threshold it is also chapter 7's complete iteration, counted by independent code", () => {
    const h = heuristic('max', 'qtm');
    for (const { perm, orient } of startsFor('max', 'qtm', 5)) {
      const tree = pocketCubeTree(perm, orient, h);
      const search = new IdaSearch(perm, orient, { heuristic: h });
      search.run();
      const last = search.result().iterations.at(-1)!.bound;
      const byThreshold = completeCountsByThreshold(countCompleteIteration(perm, orient, h, last - 1));
      for (let t = 0; t < last; t++) expect(countIteration(tree, t)!.expanded).toBe(byThreshold[t]);
    }
  });

  it('gives up past maxExpanded, and counts nothing where h(start) is over the bound', () => {
    const parsed = scrambleToState("R U2 F' R2 U F2 R' U'");
    if (!parsed.ok) throw new Error('bad test scramble');
    const { perm, orient } = coordinatesOf(parsed.state);
    const tree = pocketCubeTree(perm, orient, heuristic('orient', 'htm'));
    const whole = countIteration(tree, 8)!;
    expect(countIteration(tree, 8, whole.expanded)).toEqual(whole);
    expect(countIteration(tree, 8, whole.expanded - 1)).toBeNull();
    expect(countIteration(tree, tree.h(tree.root) - 1)).toEqual({ expanded: 0, generated: 0 });
  });
});

describe('countIteration on small hand-made trees', () => {
  it('counts a goal as generated but not expanded, and does not go below it', () => {
    // 0 → 1, 2; 1 → 3; 2 (a goal) → 4 (never reached).
    const tree = listTree([[1, 2], [3], [4], [], []], { goals: [2] });
    expect(countIteration(tree, 10)).toEqual({ expanded: 3, generated: 1 + 2 + 1 + 0 });
  });
});
