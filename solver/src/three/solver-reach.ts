/**
 * How far the chapter 8 page's solver reaches within its largest node budget:
 * seeded random scrambles of growing length, solved optimally with the page's
 * databases (the corner database and three four-edge groups), each with the
 * nodes it expanded and generated. Beside each, chapter 7's prediction for
 * the corner database alone at that optimal length (Korf, Reid & Edelkamp
 * 2001), which counts nodes *expanded*: compare it with `expanded`, never
 * with `generated` (about 13.35 times more). The page's bound is at least as
 * strong as the corners alone, so it should come in under the prediction on
 * average; the prediction is an average over random cubes, not the cost of
 * one cube of that optimal length, and single positions scatter around it.
 *
 * Each scramble is solved twice: with the page's edge databases and with
 * Korf's two six-edge ones, the memory-for-nodes trade of chapter 8.
 *
 * Deterministic (node counts, not times), but it takes about a minute, so the
 * figures are committed (solver-reach.json) for the site's build and
 * recomputed by solver/test/three/solver-reach.slow.test.ts.
 */
import { kreIterations } from '../complexity/kre-prediction.ts';
import { seededRandom } from '../random.ts';
import { THREE_CORNER_STATES } from './corner-coordinates.ts';
import { PUBLISHED_CORNER_HISTOGRAM } from './corner-pdb.ts';
import { threeBruteForceSizes } from './three-branching.ts';
import { randomFaceTurns } from './three-scramble.ts';
import { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS, solveThree } from './three-solve.ts';

/**
 * The node budget of chapter 8's reach table for Korf's design: one of the
 * widget's choices (src/widgets/three-solver/ThreeSolver.astro), and its largest
 * before Reid's bound, whose 16-movers need the next one up (1,000,000,000).
 */
export const KORF_REACH_BUDGET = 100_000_000;

/** Scramble lengths and seeds: two per length where solving is cheap, one at 14 (which runs out of budget). */
export const REACH_CASES: readonly { readonly length: number; readonly seed: number }[] = [
  { length: 10, seed: 10_001 },
  { length: 11, seed: 11_001 },
  { length: 12, seed: 12_001 },
  { length: 12, seed: 12_002 },
  { length: 13, seed: 13_001 },
  { length: 13, seed: 13_002 },
  { length: 14, seed: 14_001 },
];

export interface ReachRow {
  readonly scramble: string;
  readonly scrambleLength: number;
  readonly status: 'solved' | 'budget';
  /** The optimal solution's length, or null when the budget ran out first. */
  readonly optimalLength: number | null;
  /** Nodes generated: every child made, within the bound or not. */
  readonly generated: number;
  /** Nodes expanded: those within the bound, whose children were then generated (the prediction's unit). */
  readonly expanded: number;
  /** The last bound the search reached (the optimal length when solved). */
  readonly lastBound: number;
  /** Chapter 7's prediction (corner database alone) of the nodes expanded in all iterations up to `lastBound`, averaged over random cubes. */
  readonly predictedCornerOnly: number;
  /** The same scramble with Korf's two six-edge databases instead of the page's three four-edge ones (85 MB more). */
  readonly sixEdge: ReachSearch;
}

/** One search's outcome within the budget. */
export interface ReachSearch {
  readonly status: 'solved' | 'budget';
  readonly optimalLength: number | null;
  readonly generated: number;
  readonly expanded: number;
  readonly lastBound: number;
}

export interface SolverReach {
  readonly budget: number;
  readonly rows: readonly ReachRow[];
}

/** KRE's expected nodes expanded in all IDA* iterations up to `length`, averaged over random cubes, with the corner database's HTM distribution. */
export function predictedCornerOnlyNodes(length: number): number {
  return kreIterations(threeBruteForceSizes(length), PUBLISHED_CORNER_HISTOGRAM.htm, THREE_CORNER_STATES, 0, length).at(-1)!.cumulative;
}

/** The scramble of one case: `length` face turns from the search's move tree, seeded. */
export function reachScramble({ length, seed }: (typeof REACH_CASES)[number]): string {
  return randomFaceTurns(seededRandom(seed), length);
}

/** One row of the table: the case's scramble solved with the page's databases and largest budget. */
export function computeReachRow(c: (typeof REACH_CASES)[number]): ReachRow {
  const { length } = c;
  const scramble = reachScramble(c);
  const page = reachSearch(scramble, PAGE_EDGE_GROUPS);
  return {
    scramble,
    scrambleLength: length,
    ...page,
    predictedCornerOnly: Math.round(predictedCornerOnlyNodes(page.lastBound)),
    sixEdge: reachSearch(scramble, KORF_EDGE_GROUPS),
  };
}

/** One search of the table: a scramble solved with these edge groups (and the corner database) within the page's largest budget. */
export function reachSearch(scramble: string, edgeGroups: readonly (readonly number[])[]): ReachSearch {
  const r = solveThree(scramble, { edgeGroups, maxNodes: KORF_REACH_BUDGET });
  if (!r.ok) throw new Error(`solver-reach: ${r.error.message}`);
  return {
    status: r.status === 'solved' ? 'solved' : 'budget',
    optimalLength: r.moves ? r.moves.length : null,
    generated: r.generated,
    expanded: r.expanded,
    lastBound: r.iterations.at(-1)!.bound,
  };
}

export function computeSolverReach(): SolverReach {
  return { budget: KORF_REACH_BUDGET, rows: REACH_CASES.map(computeReachRow) };
}
