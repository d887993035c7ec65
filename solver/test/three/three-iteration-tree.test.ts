/**
 * The 3×3×3 tree the estimators walk is the tree ThreeSearch walks with the
 * page's databases: countIteration on threeIterationTree gives the search's
 * own counters in every iteration before the last, in both units (expanded
 * with the root; generated without it, as three-ida.ts counts). And the
 * stratified estimate chapter 8's widget shows lies within sampling error of
 * what the search then counts, unit against unit (estimate-vs-search.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateVsSearch } from '../../src/complexity/estimate-vs-search.ts';
import { estimateIterations } from '../../src/complexity/iteration-estimate.ts';
import { countIteration } from '../../src/complexity/iteration-tree.ts';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { type ThreeHeuristic, ThreeSearch } from '../../src/three/three-ida.ts';
import { threeIterationTree } from '../../src/three/three-iteration-tree.ts';
import { PAGE_EDGE_GROUPS, threeHeuristic } from '../../src/three/three-solve.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

let h: ThreeHeuristic;
beforeAll(async () => {
  await useSharedCornerPdb(); // built once per run for every file that uses it
  h = threeHeuristic('htm', PAGE_EDGE_GROUPS);
}, 300_000);

/** The page's default scramble and two of chapter 8's seeded reach cases (11 and 12 moves; about a second of search each). */
const SCRAMBLES = ["R U F' L2 D B'", "F B2 R F D' B' D' R' D' R2 L", "D' B' D2 F' U B R L' F2 U R D'"];

function solved(scramble: string) {
  const parsed = scrambleToCube(scramble);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const search = new ThreeSearch(parsed.state, h);
  while (!search.run(1_000_000));
  return { tree: threeIterationTree(parsed.state, h), iterations: search.result().iterations };
}

describe('threeIterationTree is the tree ThreeSearch walks', () => {
  for (const scramble of SCRAMBLES) {
    it(`${scramble}: countIteration equals the search's counters before the last iteration, and bounds the last`, () => {
      const { tree, iterations } = solved(scramble);
      expect(tree.h(tree.root)).toBe(iterations[0].bound);
      iterations.forEach((it, i) => {
        const counted = countIteration(tree, it.bound)!;
        if (i < iterations.length - 1) expect(counted, `bound ${it.bound}`).toEqual({ expanded: it.expanded, generated: it.generated });
        else {
          expect(it.expanded).toBeLessThanOrEqual(counted.expanded); // the search stopped at its first solution
          expect(it.generated).toBeLessThanOrEqual(counted.generated);
        }
      });
    });
  }
});

describe("chapter 8's estimate against the search, unit against unit", () => {
  it('stratified sampling is within 4 standard errors of every finished iteration, in nodes expanded and in nodes generated', () => {
    for (const scramble of SCRAMBLES.slice(1)) {
      const { tree, iterations } = solved(scramble);
      const estimates = estimateIterations(tree, { from: iterations[0].bound, to: iterations.at(-1)!.bound, methods: ['stratified'], probes: 400, seed: 8 });
      const rows = estimateVsSearch(estimates, iterations);
      const compared = rows.filter((r) => r.z !== null);
      expect(compared.length).toBe(iterations.length - 1);
      for (const r of compared) {
        expect(Math.abs(r.z!.expanded), `${scramble} bound ${r.threshold}, expanded`).toBeLessThan(4);
        expect(Math.abs(r.z!.generated), `${scramble} bound ${r.threshold}, generated`).toBeLessThan(4);
      }
      expect(rows.at(-1)!.stoppedEarly).toBe(true);
    }
  });
});
