/**
 * The solver's front door: a scramble (or state) in, an optimal solution out,
 * with the figures the notebook shows (nodes per iteration, thresholds, time).
 */
import { scrambleToState } from './apply.ts';
import { canonicalize } from './canonical.ts';
import { ORIENTATION_COUNT } from './coordinates.ts';
import { checkCorners } from './corner-validity.ts';
import { coordinatesOf } from './coordinates.ts';
import type { CornerState } from './corner-state.ts';
import { type HeuristicName, heuristic } from './heuristics.ts';
import { IdaSearch, type IdaResult, type IterationStats, type SearchStatus } from './ida-star.ts';
import type { Metric } from './metric.ts';
import { moveTables } from './move-tables.ts';
import { type SearchTrace, TraceRecorder } from './search-trace.ts';
import type { Refusal } from './solver-error.ts';

/** How `solve` searches: the metric moves are counted in, the heuristic, and budgets (all optional). */
export interface SolveOptions {
  /** 'htm' (default: a half turn is one move) or 'qtm' (a half turn is two). */
  readonly metric?: Metric;
  /** The lower bound IDA* prunes with (default 'max': the larger of the two pattern databases). */
  readonly heuristic?: HeuristicName;
  /** Find every optimal solution, not only the first (in `solutions`). */
  readonly allSolutions?: boolean;
  /** With `allSolutions`, stop after this many. */
  readonly maxSolutions?: number;
  /** Stop with status 'budget' (and `moves: null`) after this many nodes expanded. */
  readonly maxNodes?: number;
  /** Record the search tree, keeping at most this many nodes. */
  readonly traceCap?: number;
}

/**
 * The 2×2×2's answer: the moves and how the search found them. The fields
 * every solver shares (solve, solveThree, solveTwoPhase) come first.
 */
export interface Solution {
  readonly status: SearchStatus;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Move names in U/R/F, e.g. ["R", "U'"], or null if the node budget ran out first; in QTM a half turn is written as two quarter turns. */
  readonly moves: string[] | null;
  /** With `allSolutions`, every optimal solution found (`moves` is the first). */
  readonly solutions: string[][];
  readonly length: number | null;
  /** True when `moves` is proven as short as possible (status 'solved': IDA* with an admissible heuristic). */
  readonly optimal: boolean;
  readonly iterations: IterationStats[];
  /** Nodes expanded in all iterations. */
  readonly nodes: number;
  readonly generated: number;
  readonly ms: number;
  readonly trace?: SearchTrace;
}

/** What `solve` answers: the Solution, or why it refused its input (solver-error.ts: the same shape for every solver). */
export type SolveResult = ({ readonly ok: true } & Solution) | Refusal;

/** A 2×2×2 to solve: a scramble in WCA notation, or a state (any whole-cube orientation: it is recoloured, canonical.ts). */
export type SolveInput = string | CornerState;

/** Creates a resumable search for a DBL-fixed state (see IdaSearch.run). */
export function createSearch(state: CornerState, options: SolveOptions = {}): { search: IdaSearch; trace: TraceRecorder | null } {
  const metric = options.metric ?? 'htm';
  const { perm, orient } = coordinatesOf(state);
  const trace = options.traceCap !== undefined ? new TraceRecorder(options.traceCap) : null;
  const search = new IdaSearch(perm, orient, {
    heuristic: heuristic(options.heuristic ?? 'max', metric),
    allSolutions: options.allSolutions,
    maxSolutions: options.maxSolutions,
    maxNodes: options.maxNodes,
    trace,
  });
  return { search, trace };
}

/** Turns a finished search into names and totals. */
export function describeResult(result: IdaResult, heuristicName: HeuristicName, trace: TraceRecorder | null): Solution {
  const names = moveTables(result.metric).moves.map((m) => m.name);
  const toNames = (moves: number[]) => moves.map((m) => names[m]);
  return {
    status: result.status,
    metric: result.metric,
    heuristic: heuristicName,
    moves: result.solution ? toNames(result.solution) : null,
    solutions: result.solutions.map(toNames),
    length: result.solution ? result.solution.length : null,
    optimal: result.status === 'solved',
    iterations: result.iterations,
    nodes: result.expanded,
    generated: result.generated,
    ms: result.ms,
    ...(trace ? { trace: trace.snapshot() } : {}),
  };
}

/** Solves a DBL-fixed state optimally (synchronously). */
export function solveState(state: CornerState, options: SolveOptions = {}): Solution {
  const { search, trace } = createSearch(state, options);
  search.run();
  return describeResult(search.result(), options.heuristic ?? 'max', trace);
}

/**
 * Solves a 2×2×2 optimally: a scramble in any WCA notation (rotations and wide
 * turns too; the answer solves the cube as held after it), or a state. Bad
 * notation or an unsolvable state comes back as `{ ok: false, error }`.
 *
 * @example
 * const answer = solve("R U2 F' x U");
 * if (answer.ok) console.log(answer.moves?.join(' '), answer.optimal); // a shortest solution, true
 * else console.log(answer.error.message);
 */
export function solve(input: SolveInput, options: SolveOptions = {}): SolveResult {
  if (typeof input === 'string') {
    const parsed = scrambleToState(input);
    if (!parsed.ok) return parsed;
    return { ok: true, ...solveState(parsed.state, options) };
  }
  const valid = checkCorners(input);
  if (!valid.ok) return valid;
  return { ok: true, ...solveState(canonicalize(input), options) };
}

// #region exact-solve
/**
 * With the full distance table no search is needed: from any state some move
 * leads one step closer, so follow it. Writes move indices into `out` and
 * returns the length (at most ~15 moves × 9 lookups, no allocation).
 */
export function solveWithDistanceTable(index: number, distance: Uint8Array, metric: Metric, out: Uint8Array): number {
  const { permMove, orientMove, moveCount } = moveTables(metric);
  let perm = (index / ORIENTATION_COUNT) | 0;
  let orient = index - perm * ORIENTATION_COUNT;
  let d = distance[index];
  for (let step = 0; d > 0; step++) {
    for (let m = 0; m < moveCount; m++) {
      const p = permMove[perm * moveCount + m];
      const o = orientMove[orient * moveCount + m];
      if (distance[p * ORIENTATION_COUNT + o] === d - 1) {
        out[step] = m;
        perm = p;
        orient = o;
        d--;
        break;
      }
    }
  }
  return distance[index];
}
// #endregion
