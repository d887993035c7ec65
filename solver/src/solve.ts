/**
 * The solver's front door: a scramble (or state) in, an optimal solution out,
 * with the figures the notebook shows (nodes per iteration, thresholds, time).
 */
import { scrambleToState } from './apply.ts';
import { ORIENTATION_COUNT } from './coordinates.ts';
import { coordinatesOf } from './coordinates.ts';
import type { CornerState } from './corner-state.ts';
import { type HeuristicName, heuristic } from './heuristics.ts';
import { IdaSearch, type IdaResult, type IterationStats, type SearchStatus } from './ida-star.ts';
import type { Metric } from './metric.ts';
import { moveTables } from './move-tables.ts';
import type { ParseError } from './notation.ts';
import { type SearchTrace, TraceRecorder } from './search-trace.ts';

export interface SolveOptions {
  readonly metric?: Metric;
  readonly heuristic?: HeuristicName;
  readonly allSolutions?: boolean;
  readonly maxSolutions?: number;
  readonly maxNodes?: number;
  /** Record the search tree, keeping at most this many nodes. */
  readonly traceCap?: number;
}

export interface Solution {
  readonly status: SearchStatus;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Move names in U/R/F, e.g. ["R", "U'"]; in QTM a half turn is written as two quarter turns. */
  readonly solution: string[] | null;
  readonly solutions: string[][];
  readonly length: number | null;
  readonly iterations: IterationStats[];
  /** Nodes expanded in all iterations. */
  readonly nodes: number;
  readonly generated: number;
  readonly ms: number;
  readonly trace?: SearchTrace;
}

export type SolveResult = ({ ok: true } & Solution) | { ok: false; error: ParseError };

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
    solution: result.solution ? toNames(result.solution) : null,
    solutions: result.solutions.map(toNames),
    length: result.solution ? result.solution.length : null,
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

/** Solves a scramble in any WCA notation; bad notation comes back as `{ ok: false, error }`. */
export function solve(scramble: string, options: SolveOptions = {}): SolveResult {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) return parsed;
  return { ok: true, ...solveState(parsed.state, options) };
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
