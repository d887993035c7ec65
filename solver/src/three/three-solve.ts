/**
 * The 3×3×3 front door: a scramble of face turns in, an optimal solution (or
 * a clean stop at the node budget) out. The databases are built on first use
 * and kept: the corner database (88 MB) and Korf's two six-edge databases
 * (42.6 MB each) by default; tests pass smaller edge groups, which are weaker
 * bounds but just as admissible.
 */
import type { Metric } from '../metric.ts';
import type { ParseError } from '../notation.ts';
import { cornerPdb } from './corner-pdb.ts';
import { scrambleToCube } from './cube-state.ts';
import { edgeGroupPdb } from './edge-group.ts';
import { type ThreeHeuristic, type ThreeResult, ThreeSearch } from './three-ida.ts';

/** Korf's (1997) split of the edges: UR UF UL UB DR DF, and DL DB FR FL BL BR. */
export const KORF_EDGE_GROUPS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5],
  [6, 7, 8, 9, 10, 11],
];

/**
 * The page's edge databases (and the CLI's `--edges 4`): three groups of four
 * edges (12·11·10·9·2⁴ = 190,080 positions each, built in a fraction of a
 * second). Korf's two six-edge ones would need ~300 MB more in a browser tab;
 * these bound less tightly but are just as admissible.
 */
export const PAGE_EDGE_GROUPS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [4, 5, 6, 7],
  [8, 9, 10, 11],
];

/** The heuristic's databases, built (or taken from this process's cache). */
export function threeHeuristic(metric: Metric, groups: readonly (readonly number[])[] = KORF_EDGE_GROUPS): ThreeHeuristic {
  return { metric, corner: cornerPdb(metric).distance, edges: groups.map((g) => edgeGroupPdb(g, metric)) };
}

export interface ThreeSolveOptions {
  readonly metric?: Metric;
  /** Stop with status 'budget' after this many generated nodes. */
  readonly maxNodes?: number;
  readonly edgeGroups?: readonly (readonly number[])[];
}

export type ThreeSolveResult = ({ ok: true; ms: number; metric: Metric } & ThreeResult) | { ok: false; error: ParseError };

export function solveThree(scramble: string, options: ThreeSolveOptions = {}): ThreeSolveResult {
  const parsed = scrambleToCube(scramble);
  if (!parsed.ok) return parsed;
  const metric = options.metric ?? 'htm';
  const h = threeHeuristic(metric, options.edgeGroups);
  const started = performance.now();
  const search = new ThreeSearch(parsed.state, h, { maxNodes: options.maxNodes });
  while (!search.run(1_000_000)) {
    // synchronous: the CLI and tests; a worker slices it with runInSlices instead
  }
  return { ok: true, metric, ms: performance.now() - started, ...search.result() };
}
