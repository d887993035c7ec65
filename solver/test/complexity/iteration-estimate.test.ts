/**
 * Knuth's probe and stratified sampling are unbiased estimators of the
 * iteration IDA* really runs: on 2×2×2 trees small enough to count, the
 * mean of many probes lies within a few standard errors of the count the
 * search itself reports (IdaSearch's counters, not the estimators' own tree),
 * in nodes expanded and in nodes generated, each against the same unit.
 * A tree with no choice to make is estimated exactly by every probe.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState } from '../../src/apply.ts';
import { estimateIterations, standardErrorAtWork } from '../../src/complexity/iteration-estimate.ts';
import { countIteration } from '../../src/complexity/iteration-tree.ts';
import { knuthProbe } from '../../src/complexity/knuth-probe.ts';
import { pocketCubeTree } from '../../src/complexity/pocket-cube-tree.ts';
import { zScore } from '../../src/complexity/sampling-error.ts';
import { stratifiedProbe } from '../../src/complexity/stratified-sampling.ts';
import { coordinatesOf } from '../../src/coordinates.ts';
import { type HeuristicName, heuristic } from '../../src/heuristics.ts';
import { IdaSearch } from '../../src/ida-star.ts';
import type { Metric } from '../../src/metric.ts';
import { seededRandom } from '../../src/random.ts';
import { listTree } from '../support/list-tree.ts';

function start(scramble: string) {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return coordinatesOf(parsed.state);
}

/** Every iteration of the real search, run to the end at the solving threshold (every optimal solution). */
function searchCounts(scramble: string, metric: Metric, name: HeuristicName) {
  const { perm, orient } = start(scramble);
  const search = new IdaSearch(perm, orient, { heuristic: heuristic(name, metric), allSolutions: true, maxSolutions: 1e9 });
  search.run();
  return search.result().iterations;
}

/**
 * Scrambles at distance 9 (HTM) and 12 (QTM), drawn with a seed, and
 * heuristics whose iterations from `from` on hold a few dozen to ~60,000
 * nodes: cheap to count, wide enough to sample. The QTM permutation database
 * skips every odd threshold (its values and the depth keep one parity).
 */
const HTM_9 = "R2 F R' F R2 F2 U' F R";
const QTM_12 = "U R F2 U' F R' F' R' F R U";
const CASES: readonly { scramble: string; metric: Metric; heuristic: HeuristicName; from: number }[] = [
  { scramble: HTM_9, metric: 'htm', heuristic: 'orient', from: 6 },
  { scramble: HTM_9, metric: 'htm', heuristic: 'max', from: 7 },
  { scramble: QTM_12, metric: 'qtm', heuristic: 'max', from: 8 },
  { scramble: QTM_12, metric: 'qtm', heuristic: 'perm', from: 6 },
];

/** Probes per threshold: Knuth's are cheap and scatter widely; a stratified probe costs about 20 of them. */
const PROBES = { knuth: 50_000, stratified: 2_000 } as const;

describe('unbiased: the mean of many probes is the count the search reports', () => {
  for (const method of ['knuth', 'stratified'] as const) {
    it(`${method}: within 4 standard errors at every threshold, in both units, each against its own unit`, () => {
      const zs: number[] = [];
      for (const c of CASES) {
        const { perm, orient } = start(c.scramble);
        const tree = pocketCubeTree(perm, orient, heuristic(c.heuristic, c.metric));
        const iterations = searchCounts(c.scramble, c.metric, c.heuristic).filter((it) => it.bound >= c.from);
        const estimates = estimateIterations(tree, { from: c.from, to: iterations.at(-1)!.bound, methods: [method], probes: PROBES[method], seed: 2026 });
        for (const it of iterations) {
          const e = estimates.find((x) => x.threshold === it.bound)!;
          for (const unit of ['expanded', 'generated'] as const) {
            const z = zScore(e[unit], it[unit]);
            expect(Math.abs(z), `${c.scramble} (${c.metric}, ${c.heuristic}) bound ${it.bound}, ${unit}: ${e[unit].mean} ± ${e[unit].standardError} against ${it[unit]}`).toBeLessThan(4);
            zs.push(z);
          }
        }
      }
      // Taken together the z-scores should look standard normal: a bias too small for one threshold shows in their squares.
      expect(zs.length).toBeGreaterThanOrEqual(20);
      expect(zs.reduce((s, z) => s + z * z, 0) / zs.length).toBeLessThan(2.5);
    });
  }

  it('the expanded and generated estimates are far apart: comparing across units would fail the test above', () => {
    const c = CASES[0];
    const { perm, orient } = start(c.scramble);
    const tree = pocketCubeTree(perm, orient, heuristic(c.heuristic, c.metric));
    const it = searchCounts(c.scramble, c.metric, c.heuristic).at(-2)!;
    const [e] = estimateIterations(tree, { from: it.bound, to: it.bound, methods: ['stratified'], probes: PROBES.stratified, seed: 2026 });
    expect(Math.abs(zScore(e.expanded, it.generated))).toBeGreaterThan(40);
    expect(Math.abs(zScore(e.generated, it.expanded))).toBeGreaterThan(40);
  });
});

describe('a tree with no choice is estimated exactly by every probe', () => {
  it('a chain: 1 + 1 + 1 + 1 nodes', () => {
    const chain = listTree([[1], [2], [3], []]);
    const random = seededRandom(1);
    for (let i = 0; i < 10; i++) {
      expect(knuthProbe(chain, 9, random)).toMatchObject({ expanded: 4, generated: 4 });
      expect(stratifiedProbe(chain, 9, random)).toMatchObject({ expanded: 4, generated: 4 });
    }
  });

  it("the 2×2×2 with the exact distance as h, at the solving threshold of a scramble with one optimal solution: only that path survives", () => {
    const { perm, orient } = start('R U');
    const tree = pocketCubeTree(perm, orient, heuristic('exact', 'htm'));
    const [last] = searchCounts('R U', 'htm', 'exact');
    expect(last).toEqual({ bound: 2, expanded: 2, generated: 1 + 9 + 6 }); // the root, U' (then R' reaches the goal, which is not expanded)
    expect(countIteration(tree, 2)).toEqual({ expanded: 2, generated: 16 });
    const random = seededRandom(7);
    for (let i = 0; i < 20; i++) {
      expect(knuthProbe(tree, 2, random)).toMatchObject({ expanded: 2, generated: 16 });
      expect(stratifiedProbe(tree, 2, random)).toMatchObject({ expanded: 2, generated: 16 });
    }
  });
});

describe("Knuth's weights, by hand", () => {
  it('a probe through a node with c children counts c nodes for it; the two possible probes average to the true size', () => {
    // 0 → 1, 2; 1 → 3, 4, 5. Six nodes. Through 1: 1 + 2 + 2·3 = 9; through 2: 1 + 2 = 3; (9 + 3)/2 = 6.
    const tree = listTree([[1, 2], [3, 4, 5], [], [], [], []]);
    const random = seededRandom(3);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) seen.add(knuthProbe(tree, 9, random).expanded);
    expect([...seen].sort((a, b) => a - b)).toEqual([3, 9]);
  });

  it('a goal is generated and not expanded, and nothing below it counts', () => {
    // 0 → 1 (a goal, with a child the search never reaches), 2. Two expanded, three generated (root included).
    const tree = listTree([[1, 2], [3], [], []], { goals: [1] });
    const random = seededRandom(5);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const p = knuthProbe(tree, 9, random);
      seen.add(`${p.expanded}/${p.generated}`);
    }
    // Into the goal: 1 expanded (the root), weight 2 for a leaf; into 2: 1 + 2. Mean (1 + 3)/2 = 2, the true count.
    expect([...seen].sort()).toEqual(['1/3', '3/3']);
    expect(stratifiedProbe(tree, 9, random)).toMatchObject({ expanded: 2, generated: 3 });
  });
});

describe('Knuth against stratified sampling, at equal work', () => {
  it('with a work budget each method probes until it has generated that many children, however many probes that takes', () => {
    const { perm, orient } = start(HTM_9);
    const tree = pocketCubeTree(perm, orient, heuristic('max', 'htm'));
    const estimates = estimateIterations(tree, { from: 5, to: 9, methods: ['knuth', 'stratified'], probes: 10, work: 50_000, seed: 1 });
    for (const e of estimates) {
      if (e.threshold < tree.h(tree.root)) expect(e).toMatchObject({ probes: 10, work: 0 }); // an empty tree: nothing to spend the work on
      else {
        expect(e.work).toBeGreaterThanOrEqual(50_000);
        expect(e.work).toBeLessThan(52_000); // it stopped at the first probe past the budget (none costs 2,000 here)
      }
    }
    const deepest = estimates.filter((e) => e.threshold === 9);
    expect(deepest[0].probes).toBeGreaterThan(5 * deepest[1].probes); // a stratified probe costs many of Knuth's
  });

  it('on the deeper 2×2×2 iterations stratified sampling reaches a smaller standard error for the same children generated', () => {
    const c = CASES[0];
    const { perm, orient } = start(c.scramble);
    const tree = pocketCubeTree(perm, orient, heuristic(c.heuristic, c.metric));
    const options = { from: 8, to: 9, probes: 2_000, seed: 11 };
    const knuth = estimateIterations(tree, { ...options, methods: ['knuth'] });
    const stratified = estimateIterations(tree, { ...options, methods: ['stratified'] });
    for (let i = 0; i < knuth.length; i++) {
      const work = 1_000_000;
      expect(standardErrorAtWork(stratified[i], 'expanded', work)).toBeLessThan(standardErrorAtWork(knuth[i], 'expanded', work));
    }
  });
});
