/**
 * The 3×3×3 front door: a scramble (rotations, wide turns and slices too,
 * solved as held: held-scramble.ts) or a state in, an optimal solution (or
 * a clean stop at the node budget) out. The databases are built on first use
 * and kept: the corner database (88 MB) and Korf's two six-edge databases
 * (42.6 MB each) by default; tests pass smaller edge groups, which are weaker
 * bounds but just as admissible.
 */
import type { Metric } from '../metric.ts';
import type { Refusal } from '../solver-error.ts';
import { cornerPdb } from './corner-pdb.ts';
import type { CubeState } from './cube-state.ts';
import { edgeGroupPdb } from './edge-group.ts';
import { scrambleToHeldCube } from './held-scramble.ts';
import { type ThreeHeuristic, type ThreeResult, ThreeSearch } from './three-ida.ts';
import { checkCube } from './two-phase/cube-validity.ts';

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

/** How `solveThree` searches (all optional). */
export interface ThreeSolveOptions {
  readonly metric?: Metric;
  /** Stop with status 'budget' after this many generated nodes. */
  readonly maxNodes?: number;
  /** The edge databases, as groups of edge indices (default KORF_EDGE_GROUPS: two of six; the page uses three of four). */
  readonly edgeGroups?: readonly (readonly number[])[];
}

/** A 3×3×3 to solve: a scramble in WCA notation, solved as held after it, or a state (cube-state.ts). */
export type ThreeSolveInput = string | CubeState;

/**
 * What `solveThree` answers: `moves` (null at the node budget), `optimal`
 * (true when solved: IDA* with admissible databases), `nodes` (expanded), the
 * iterations; or why it refused its input (solver-error.ts: the same shape
 * for every solver).
 */
export type ThreeSolveResult =
  | ({ readonly ok: true; readonly ms: number; readonly metric: Metric; readonly length: number | null; readonly optimal: boolean; readonly nodes: number } & ThreeResult)
  | Refusal;

/**
 * Solves a 3×3×3 optimally with Korf's databases, synchronously (the first call
 * builds them: about 170 MB and tens of seconds). Past about 12 moves this
 * takes long; give `maxNodes` to stop cleanly.
 *
 * @example
 * const answer = solveThree("R U F' x L2");
 * if (answer.ok) console.log(answer.moves?.join(' '), answer.optimal);
 * else console.log(answer.error.message);
 */
export function solveThree(input: ThreeSolveInput, options: ThreeSolveOptions = {}): ThreeSolveResult {
  const cube = cubeOf(input);
  if (!cube.ok) return cube;
  const metric = options.metric ?? 'htm';
  const h = threeHeuristic(metric, options.edgeGroups);
  const started = performance.now();
  const search = new ThreeSearch(cube.state, h, { maxNodes: options.maxNodes });
  while (!search.run(1_000_000)) {
    // synchronous: the CLI and tests; a worker slices it with runInSlices instead
  }
  const result = search.result();
  return {
    ok: true,
    metric,
    ms: performance.now() - started,
    length: result.moves ? result.moves.length : null,
    optimal: result.status === 'solved',
    nodes: result.expanded,
    ...result,
  };
}

/** The cube an input names, checked: a scramble read as held, or a state face turns can solve. */
function cubeOf(input: ThreeSolveInput): { ok: true; state: CubeState } | Refusal {
  if (typeof input === 'string') return scrambleToHeldCube(input);
  const valid = checkCube(input);
  return valid.ok ? { ok: true, state: input } : valid;
}
