/**
 * Message types of chapter 8's 3×3×3 worker jobs (worker/three-jobs.ts);
 * protocol.ts lists them in RequestTypes and re-exports them. Types only.
 */
import type { ThresholdEstimate } from '../complexity/iteration-estimate.ts';
import type { TwoCoordinateBfsProgress } from '../generic/two-coordinate-bfs.ts';
import type { Metric } from '../metric.ts';
import type { TwoPhaseProgress } from '../three/two-phase/solve.ts';

export interface CornerPdbParams {
  readonly metric: Metric;
  /**
   * Refuse to allocate more than this many bytes (a test's forced small limit,
   * or a page that knows its device is short of memory).
   */
  readonly maxBytes?: number;
}

export interface CornerPdbProgress extends TwoCoordinateBfsProgress {
  /** Milliseconds since the BFS started (move tables excluded). */
  readonly ms: number;
}

export interface CornerPdbResponse {
  readonly metric: Metric;
  readonly histogram: number[];
  /** The BFS's time; 0 when the worker already had the table. */
  readonly ms: number;
  /** Building the move tables, before the BFS. */
  readonly tablesMs: number;
  /** Bytes of the table (one per state). */
  readonly bytes: number;
  /** True when the worker had built it before. */
  readonly cached: boolean;
}

export interface ThreeSolveParams {
  /** Face turns in WCA notation. */
  readonly scramble: string;
  /** Stop after this many generated nodes (the page's budget). */
  readonly maxNodes: number;
  /** The edge databases (default 4: three groups of four edges). */
  readonly edges?: ThreeEdgeChoice;
}

/**
 * The edge databases that bound the search with the corner database: three
 * groups of four edges (190,080 entries each, built in a blink) or Korf's two
 * groups of six (42,577,920 each: 85 MB more, seconds to build, far fewer
 * nodes). The CLI's --edges 4 and 6.
 */
export type ThreeEdgeChoice = 4 | 6;

/** Which database a 'tables' progress message is about: the corner database, or edge group `group` of `groups`. */
export type ThreeTableName = { readonly kind: 'corner' } | { readonly kind: 'edge'; readonly group: number; readonly groups: number };

export type ThreeSolveProgress =
  | ThreeTablesProgress
  | { readonly phase: 'search'; readonly generated: number; readonly expanded: number; readonly bound: number; readonly iterations: readonly ThreeIterationCount[]; readonly ms: number };

/** One IDA* iteration's work, in both units (three-ida.ts says which is which). */
export interface ThreeIterationCount {
  readonly bound: number;
  readonly generated: number;
  readonly expanded: number;
}

export interface ThreeSolveResponse {
  readonly scramble: string;
  readonly status: 'solved' | 'budget';
  readonly solution: string[] | null;
  readonly generated: number;
  /** Nodes expanded: within the bound, their children then generated. */
  readonly expanded: number;
  /** Nodes generated and expanded per completed (and the last) iteration. */
  readonly iterations: ThreeIterationCount[];
  /** The search alone. */
  readonly ms: number;
  /** Building the databases first (0 when the worker had them). */
  readonly tablesMs: number;
  /** The edge databases the search used. */
  readonly edges: ThreeEdgeChoice;
  /** Bytes of all the databases the search used (corner and edges): the memory side of the trade. */
  readonly tableBytes: number;
  /** Nodes generated per second. */
  readonly nodesPerSecond: number;
  /**
   * When the budget ran out: the Korf–Reid–Edelkamp prediction (chapter 7) of the
   * nodes *expanded* in the iterations from the current bound up to `upTo` (the
   * scramble's length, or 20), with the corner database's distribution as P, and
   * the time at this search's own rate of nodes expanded per second (one unit
   * throughout: the prediction does not count generated nodes).
   */
  readonly prediction: { readonly from: number; readonly upTo: number; readonly expanded: number; readonly seconds: number } | null;
}

/**
 * A prediction for one 3×3×3 scramble before solving it: stratified sampling
 * (complexity/stratified-sampling.ts) on the tree of the page's search
 * (three/three-iteration-tree.ts: same databases, pruning and bound), for
 * every threshold from h(start) up to the scramble's own length (at most 20).
 */
export interface ThreeEstimateParams {
  /** Face turns in WCA notation. */
  readonly scramble: string;
  /** Probes per threshold, 1..10,000. */
  readonly probes: number;
  readonly seed: number;
  /** The edge databases of the search being estimated (default 4, as threeSolve). */
  readonly edges?: ThreeEdgeChoice;
}

/** A database being built before a 3×3×3 search or estimate can start. */
export type ThreeTablesProgress = { readonly phase: 'tables'; readonly table: ThreeTableName; readonly depth: number; readonly visited: number; readonly total: number; readonly ms: number };

export type ThreeEstimateProgress =
  | ThreeTablesProgress
  | { readonly phase: 'estimate'; readonly done: number; readonly total: number; readonly partial: ThresholdEstimate[] };

export interface ThreeEstimateResponse {
  readonly scramble: string;
  /** h of the start: the search's first threshold. */
  readonly rootH: number;
  /** The last threshold estimated: the scramble's length (its moves solve it, so the optimum is no longer), or 20. */
  readonly upTo: number;
  /** Stratified sampling, one per threshold rootH..upTo, in nodes expanded and generated. */
  readonly estimates: ThresholdEstimate[];
  readonly probes: number;
  readonly seed: number;
  /** The estimate alone, and the corner database first (0 when the worker had it). */
  readonly ms: number;
  readonly tablesMs: number;
}

/** Chapter 10: any 3×3×3 scramble by Kociemba's two-phase algorithm (three/two-phase/), within a time budget. */
export interface TwoPhaseSolveParams {
  /** Face turns in WCA notation (rotations and wide turns are refused: they move the centres). */
  readonly scramble: string;
  /** Stop at the first solution of at most this many moves (default 20; 0 keeps improving until the time is up). */
  readonly targetLength?: number;
  /** Search time in ms, tables excluded: a whole number from 1 to 60,000. */
  readonly maxMs: number;
}

/** One strictly shorter solution, as the search found it. */
export interface TwoPhaseImprovementMessage {
  readonly moves: readonly string[];
  readonly length: number;
  /** Moves in phase 1 (the rest are phase 2, in the subgroup ⟨U, D, R2, L2, F2, B2⟩). */
  readonly phase1Length: number;
  /** Nodes generated when it was found, and the search time then. */
  readonly nodes: number;
  readonly ms: number;
}

export type TwoPhaseSolveProgress =
  | { readonly phase: 'tables' }
  | { readonly phase: 'search'; readonly nodes: number; readonly ms: number; readonly improvement?: TwoPhaseImprovementMessage };

/**
 * The solver's own answer (three/two-phase/solve.ts: the best moves or null,
 * provenOptimal, why it stopped, nodes, search ms), with the scramble, the
 * time the tables took first, and every strictly shorter solution in the
 * order found.
 */
export type TwoPhaseSolveResponse = Omit<TwoPhaseProgress, 'ok'> & {
  readonly scramble: string;
  readonly tablesMs: number;
  readonly improvements: TwoPhaseImprovementMessage[];
};
