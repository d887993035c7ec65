/**
 * The typed messages between a page and the solver worker. Both sides
 * `import type` this file, so the page never pulls in solver code through it.
 *
 * Page → worker: a request (id, type, params) or a cancel (id).
 * Worker → page: progress (any number), then exactly one result or error.
 */
import type { BfsDirection } from './bfs.ts';
import type { HeuristicName } from './heuristics.ts';
import type { IterationStats, SearchStatus } from './ida-star.ts';
import type { Metric } from './metric.ts';
import type { SearchTrace } from './search-trace.ts';
import type { SelfCheck } from './self-checks.ts';

export interface SolveParams {
  readonly scramble: string;
  /**
   * A painted cube instead of a scramble: 24 colour letters in facelet order
   * (facelets-to-state.ts), solved as held. `scramble` is then only echoed back.
   */
  readonly facelets?: string;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  readonly allSolutions?: boolean;
  readonly maxSolutions?: number;
  /** Stop with status 'budget' after this many generated nodes. */
  readonly maxNodes?: number;
  /** Record the search tree (at most this many nodes). */
  readonly traceCap?: number;
}

export interface SolveResponse {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  readonly status: SearchStatus;
  /** Move names in U/R/F; null when the budget ran out first. */
  readonly solution: string[] | null;
  readonly solutions: string[][];
  readonly length: number | null;
  readonly nodes: number;
  readonly generated: number;
  readonly iterations: IterationStats[];
  readonly ms: number;
  /** Names of the metric's moves, indexed like trace.move. */
  readonly moveNames: string[];
  /** Present when traceCap was given. */
  readonly trace?: SearchTrace;
}

export interface SearchProgress {
  readonly generated: number;
  readonly bound: number;
}

export interface ScrambleParams {
  readonly metric?: Metric;
  readonly seed?: number;
  /** Draw uniformly among states at exactly this distance. */
  readonly distance?: number;
}

export interface ScrambleResponse {
  readonly scramble: string;
  readonly index: number;
  readonly distance: number;
  readonly metric: Metric;
  readonly seed: number;
}

export interface BfsParams {
  readonly metric: Metric;
}

export interface BfsProgressMessage {
  readonly depth: number;
  readonly count: number;
  readonly visited: number;
  readonly total: number;
  readonly direction: BfsDirection;
  /** Milliseconds since the BFS started. */
  readonly ms: number;
}

export interface BfsResponse {
  readonly metric: Metric;
  readonly histogram: number[];
  readonly godsNumber: number;
  readonly ms: number;
}

export interface LocateParams {
  readonly scramble: string;
  readonly metric: Metric;
}

/** Where a scramble sits in the state space, and its heuristic values. */
export interface LocateResponse {
  readonly metric: Metric;
  readonly index: number;
  readonly perm: number;
  readonly orient: number;
  readonly distance: number;
  readonly statesAtDistance: number;
  readonly histogram: number[];
  readonly h: Readonly<Record<HeuristicName, number>>;
}

export interface PatternDatabaseSummary {
  readonly size: number;
  readonly histogram: number[];
  readonly ms: number;
}

export interface PatternDatabasesResponse {
  readonly metric: Metric;
  readonly perm: PatternDatabaseSummary;
  readonly orient: PatternDatabaseSummary;
}

export interface QualityParams {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
}

/** Joint histogram of (h, true distance) over all states. */
export interface QualityResponse {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** counts[h][d] = states with heuristic value h and distance d. */
  readonly counts: number[][];
  readonly total: number;
  readonly meanH: number;
  readonly meanDistance: number;
  /** States with h > distance (0 for an admissible heuristic). */
  readonly overestimates: number;
  /** Time for the joint histogram itself. */
  readonly ms: number;
  /** Time of the BFS this request had to run first for the distance table; null when the worker already had it. */
  readonly bfsMs: number | null;
}

export interface LabParams {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristics: readonly HeuristicName[];
  /** Generated-node budget per heuristic. */
  readonly maxNodes: number;
}

export interface LabRun {
  readonly heuristic: HeuristicName;
  readonly status: SearchStatus;
  readonly length: number | null;
  readonly solution: string[] | null;
  readonly nodes: number;
  readonly generated: number;
  readonly iterations: IterationStats[];
  readonly ms: number;
}

export interface LabProgress {
  readonly heuristic: HeuristicName;
  /** Set once this heuristic's run is over. */
  readonly run?: LabRun;
  readonly generated: number;
}

export interface LabResponse {
  readonly scramble: string;
  readonly metric: Metric;
  readonly runs: LabRun[];
}

export interface MoveTableTimingResponse {
  readonly metric: Metric;
  readonly ms: number;
  readonly permEntries: number;
  readonly orientEntries: number;
  readonly bytes: number;
}

export interface SelfChecksResponse {
  readonly checks: SelfCheck[];
  readonly ms: number;
}

export interface ClassicBfsParams {
  readonly metric: Metric;
  readonly pdb: 'perm' | 'orient';
}

/** The classic last-move-skipping PDB BFS against the correct one (classic-errata.ts). */
export interface ClassicBfsResponse {
  readonly metric: Metric;
  readonly pdb: 'perm' | 'orient';
  readonly size: number;
  readonly wrong: number;
  readonly overestimated: number;
  readonly unreached: number;
  readonly examples: { coordinate: number; correct: number; classic: number }[];
  /** Histograms of both tables (classic: unreached entries left out). */
  readonly correctHistogram: number[];
  readonly classicHistogram: number[];
}

/** Every request type: its params, its progress messages and its result. */
export interface RequestTypes {
  solve: { params: SolveParams; progress: SearchProgress; result: SolveResponse };
  scramble: { params: ScrambleParams; progress: never; result: ScrambleResponse };
  bfs: { params: BfsParams; progress: BfsProgressMessage; result: BfsResponse };
  locate: { params: LocateParams; progress: BfsProgressMessage; result: LocateResponse };
  patternDatabases: { params: { metric: Metric }; progress: never; result: PatternDatabasesResponse };
  quality: { params: QualityParams; progress: BfsProgressMessage; result: QualityResponse };
  lab: { params: LabParams; progress: LabProgress; result: LabResponse };
  moveTableTiming: { params: { metric: Metric }; progress: never; result: MoveTableTimingResponse };
  selfChecks: { params: Record<string, never>; progress: never; result: SelfChecksResponse };
  classicBfs: { params: ClassicBfsParams; progress: never; result: ClassicBfsResponse };
}

export type RequestType = keyof RequestTypes;
export type Params<T extends RequestType> = RequestTypes[T]['params'];
export type Progress<T extends RequestType> = RequestTypes[T]['progress'];
export type Result<T extends RequestType> = RequestTypes[T]['result'];

export type ToWorker =
  | { [T in RequestType]: { kind: 'request'; id: number; type: T; params: Params<T> } }[RequestType]
  | { kind: 'cancel'; id: number };

export type FromWorker =
  | { kind: 'progress'; id: number; progress: unknown }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; name: string; message: string };
