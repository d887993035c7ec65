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
import { type CubeInput, cubeOfInput } from './cube-input.ts';
import { edgeGroupPdb } from './edge-group.ts';
import { type ReidHeuristic, ReidSearch } from './reid-ida.ts';
import { type ThreeHeuristic, type ThreeResult, ThreeSearch } from './three-ida.ts';
import { MAX_PHASE1_DISTANCE, flipSliceTwistPruning } from './two-phase/flipslice-twist-pruning.ts';
import { twoPhaseMoveTables } from './two-phase/move-tables.ts';

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

/**
 * Reid's heuristic (reid-ida.ts): the whole phase-1 table (cap 12: 35 MB, seconds to build) on three axes,
 * and with `corner` Korf's corner database too (88 MB more). Built once per process or worker.
 */
export function reidHeuristic(corner: boolean): ReidHeuristic {
  return { moves: twoPhaseMoveTables(), toH: flipSliceTwistPruning(MAX_PHASE1_DISTANCE), corner: corner ? cornerPdb('htm').distance : null };
}

/**
 * Which lower bound an optimal 3×3×3 search prunes with: 'korf', Korf's (1997) corner and edge databases;
 * 'reid', Reid's (1997) exact distance to Kociemba's subgroup H on three axes; 'both', Reid's and Korf's
 * corner database (the largest of the four).
 */
export type ThreeHeuristicName = 'korf' | 'reid' | 'both';

/** How `solveThree` searches (all optional). */
export interface ThreeSolveOptions {
  readonly metric?: Metric;
  /** The lower bound to prune with (default 'korf'; 'reid' and 'both' count in HTM only). */
  readonly heuristic?: ThreeHeuristicName;
  /** Stop with status 'budget' after this many generated nodes. */
  readonly maxNodes?: number;
  /** The edge databases, as groups of edge indices (default KORF_EDGE_GROUPS: two of six; the page uses three of four). */
  readonly edgeGroups?: readonly (readonly number[])[];
}

/** A 3×3×3 to solve: a scramble in WCA notation, solved as held after it, or a state (cube-state.ts). */
export type ThreeSolveInput = CubeInput;

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
 * Solves a 3×3×3 optimally, synchronously: with Korf's databases by default
 * (the first call builds them: about 170 MB and tens of seconds; past about
 * 12 moves the search takes long), or with `heuristic: 'reid'`, Reid's exact
 * distance to Kociemba's subgroup H on three axes (the first call builds the
 * whole 35 MB phase-1 table, about 8 s in Node; a 14-move position then takes
 * about a second, a 16-move one about a minute). Give `maxNodes` to stop cleanly.
 *
 * @example
 * const answer = solveThree("R U F' x L2");
 * if (answer.ok) console.log(answer.moves?.join(' '), answer.optimal);
 * else console.log(answer.error.message);
 * solveThree("R' U2 F2 U2 L2 U2 D' R L F' L' D' F' L", { heuristic: 'reid' }).length; // 14, proven optimal
 */
export function solveThree(input: ThreeSolveInput, options: ThreeSolveOptions = {}): ThreeSolveResult {
  const cube = cubeOfInput(input);
  if (!cube.ok) return cube;
  const metric = options.metric ?? 'htm';
  const heuristic = options.heuristic ?? 'korf';
  if (heuristic !== 'korf' && heuristic !== 'reid' && heuristic !== 'both') return badRequest(`the heuristic must be korf, reid or both, got ${String(heuristic)}`);
  if (heuristic !== 'korf' && metric !== 'htm') return badRequest(`the ${heuristic} heuristic counts in HTM only: its table is the distance to H = ⟨U, D, R2, L2, F2, B2⟩ in face turns`);
  const search =
    heuristic === 'korf'
      ? new ThreeSearch(cube.state, threeHeuristic(metric, options.edgeGroups), { maxNodes: options.maxNodes })
      : new ReidSearch(cube.state, reidHeuristic(heuristic === 'both'), { maxNodes: options.maxNodes });
  const started = performance.now();
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

function badRequest(message: string): Refusal {
  return { ok: false, error: { kind: { code: 'bad-request' }, message } };
}
