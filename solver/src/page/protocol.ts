/**
 * The typed messages between a page and the solver worker (worker/jobs.ts
 * answers each request type listed here). Both sides `import type` this
 * file, so the page never pulls in solver code through it.
 *
 * Page → worker: a request (id, type, params) or a cancel (id).
 * Worker → page: progress (any number), then exactly one result or error.
 */
import type { BfsProgress } from '../bfs.ts';
import type { SkippingBfsComparison } from '../classic/skipping-bfs.ts';
import type {
  ClassicBatchParams,
  ClassicBatchProgress,
  ClassicBatchResponse,
  ClassicCompareParams,
  ClassicCompareProgress,
  ClassicCompareResponse,
} from './classic-messages.ts';
import type { JointHistogram } from '../heuristic-quality.ts';
import type { HeuristicName } from '../heuristic-names.ts';
import type { Metric } from '../metric.ts';
import type { SelfCheck } from '../self-checks.ts';
import type { SolverError } from '../solver-error.ts';
import type { Solution, SolveOptions } from '../solve.ts';
import type {
  CornerPdbParams,
  CornerPdbProgress,
  CornerPdbResponse,
  ThreeEstimateParams,
  ThreeEstimateProgress,
  ThreeEstimateResponse,
  ThreeSolveParams,
  ThreeSolveProgress,
  ThreeSolveResponse,
  TwoPhaseSolveParams,
  TwoPhaseSolveProgress,
  TwoPhaseSolveResponse,
} from './three-messages.ts';

// Every message type in one place: chapter 8's and chapter 9's live in their own files, for length.
export type * from './classic-messages.ts';
export type * from './three-messages.ts';
import type { EstimateMethod, ThresholdEstimate } from '../complexity/iteration-estimate.ts';
import type { IterationCount } from '../complexity/iteration-tree.ts';
import type { MeasurementSummary } from '../complexity/measurement.ts';
import type { PocketCubePrediction } from '../complexity/pocket-cube-prediction.ts';

/** Solve a scramble (any WCA notation) optimally, with the search options of solve.ts. */
export type SolveParams = {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /**
   * A painted cube instead of a scramble: 24 colour letters in facelet order
   * (facelets-to-state.ts), solved as held. `scramble` is then only echoed back.
   */
  readonly facelets?: string;
} & Pick<SolveOptions, 'allSolutions' | 'maxSolutions' | 'maxNodes' | 'traceCap'>;

/**
 * A solve's answer: the solver's Solution (moves in U/R/F, null when the
 * budget ran out first; the trace when traceCap was given), with the
 * scramble it was for and the names of the metric's moves, indexed like
 * `trace.move`.
 */
export type SolveResponse = Solution & { readonly scramble: string; readonly moveNames: string[] };

/** Progress of a search, once per slice: nodes generated so far and the current f bound. */
export interface SearchProgress {
  readonly generated: number;
  readonly bound: number;
}

/** A random-state scramble (uniform over all states), or one at exactly `distance`. */
export interface ScrambleParams {
  readonly metric?: Metric;
  readonly seed?: number;
  /** Draw uniformly among states at exactly this distance. */
  readonly distance?: number;
}

/** A scramble and where it leads: its state index and its optimal distance. `seed` repeats it. */
export interface ScrambleResponse {
  readonly scramble: string;
  readonly index: number;
  readonly distance: number;
  readonly metric: Metric;
  readonly seed: number;
}

/** Run the full BFS (God's algorithm) for a metric. */
export interface BfsParams {
  readonly metric: Metric;
}

/** One finished BFS depth (bfs.ts's BfsProgress), with the state count and the time since the start. */
export type BfsProgressMessage = BfsProgress & {
  /** All states (STATE_COUNT). */
  readonly total: number;
  /** Milliseconds since the BFS started. */
  readonly ms: number;
};

/** The BFS histogram (states per depth), God's number and the time it took. */
export interface BfsResponse {
  readonly metric: Metric;
  readonly histogram: number[];
  readonly godsNumber: number;
  readonly ms: number;
}

/** Place a scramble in the state space of a metric. */
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

/** One pattern database: its entry count, histogram of values, and build time. */
export interface PatternDatabaseSummary {
  readonly size: number;
  readonly histogram: number[];
  readonly ms: number;
}

/** Both pattern databases of a metric, built again in the worker (move tables built beforehand, outside the timing). */
export interface PatternDatabasesResponse {
  readonly metric: Metric;
  readonly perm: PatternDatabaseSummary;
  readonly orient: PatternDatabaseSummary;
}

/** The joint histogram of a heuristic against the true distance, over every state. */
export interface QualityParams {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
}

/** heuristic-quality.ts's JointHistogram (counts[h][d], means, overestimates) for one heuristic and metric, with its timings. */
export type QualityResponse = JointHistogram & {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Time for the joint histogram itself. */
  readonly ms: number;
  /** Time of the BFS this request had to run first for the distance table; null when the worker already had it. */
  readonly bfsMs: number | null;
};

/** Solve one scramble with each heuristic in turn, each under a node budget. */
export interface LabParams {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristics: readonly HeuristicName[];
  /** Generated-node budget per heuristic. */
  readonly maxNodes: number;
  /**
   * The reader's own heuristic from chapter 5's code cell, as h of every state
   * index (table-heuristic.ts): run after the built-in ones, as 'yours'.
   */
  readonly readerTable?: Uint8Array;
}

/** A heuristic the lab runs: a built-in one, or the reader's own ('yours'). */
export type LabHeuristic = HeuristicName | 'yours';

/** One heuristic's run in the lab: the Solution without its other solutions or trace. */
export type LabRun = Omit<Pick<Solution, 'heuristic' | 'status' | 'length' | 'moves' | 'nodes' | 'generated' | 'iterations' | 'ms'>, 'heuristic'> & {
  readonly heuristic: LabHeuristic;
};

/** Lab progress: nodes generated by the heuristic now running, and its run once it is over. */
export interface LabProgress {
  readonly heuristic: LabHeuristic;
  /** Set once this heuristic's run is over. */
  readonly run?: LabRun;
  readonly generated: number;
}

/** Every run of the lab, in the order asked. */
export interface LabResponse {
  readonly scramble: string;
  readonly metric: Metric;
  readonly runs: LabRun[];
}

/** Both move tables of a metric built afresh, timed in the worker, with their sizes. */
export interface MoveTableTimingResponse {
  readonly metric: Metric;
  readonly ms: number;
  readonly permEntries: number;
  readonly orientEntries: number;
  readonly bytes: number;
}

/** Every self-check of the cube model (self-checks.ts) and their total time. */
export interface SelfChecksResponse {
  readonly checks: SelfCheck[];
  readonly ms: number;
}

/** Compare the classic last-move-skipping PDB BFS with the correct one for one PDB and metric. */
export interface ClassicBfsParams {
  readonly metric: Metric;
  readonly pdb: 'perm' | 'orient';
}

/**
 * classic/skipping-bfs.ts's SkippingBfsComparison without the table itself (the
 * counts of wrong, overestimated and unreached entries, examples), with the
 * table size and both histograms (classic: unreached entries left out).
 */
export type ClassicBfsResponse = Omit<SkippingBfsComparison, 'skipping'> & {
  readonly metric: Metric;
  readonly pdb: 'perm' | 'orient';
  readonly size: number;
  readonly correctHistogram: number[];
  readonly classicHistogram: number[];
};

/** The `krePrediction` request: the Korf–Reid–Edelkamp prediction E(d) for thresholds 0..maxThreshold, for one metric and heuristic. */
export interface KrePredictionParams {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** E(d) for d = 0..maxThreshold (at most 40). */
  readonly maxThreshold: number;
}

/** The Korf–Reid–Edelkamp prediction (complexity/): Nᵢ, the h-distribution and E(d). */
export interface KrePredictionResponse extends PocketCubePrediction {
  readonly ms: number;
}

/** The `complexityMeasurement` request: IDA*'s work measured on `starts` uniformly random states drawn with `seed`, to set beside the KRE prediction. */
export interface ComplexityMeasurementParams {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Uniform random starts, 1..100,000. */
  readonly starts: number;
  readonly seed: number;
  /** Complete iterations are counted for thresholds 0..maxThreshold. */
  readonly maxThreshold: number;
  /** Also run IDA* as it really runs (false for h = 0). */
  readonly asRun: boolean;
}

/** The measurement at work: starts done of all, and the summary so far. */
export interface ComplexityMeasurementProgress {
  readonly startsDone: number;
  readonly starts: number;
  /** The summary so far, so a page can draw as the means settle. */
  readonly partial: MeasurementSummary;
}

/** The finished measurement (complexity/measurement.ts's summary), with the metric, heuristic and time it took. */
export interface ComplexityMeasurementResponse extends MeasurementSummary {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  readonly ms: number;
}

/** The `nodeRate` request: how fast IDA* expands nodes on this machine, timed on seeded random starts for `forMs` (1..10,000 ms). */
export interface NodeRateParams {
  readonly metric: Metric;
  /** Timed solving for about this long (ms). */
  readonly forMs: number;
  readonly seed: number;
}

/** IDA* (max of both PDBs) on uniform random starts: expansions per second on this machine. */
export interface NodeRateResponse {
  readonly metric: Metric;
  readonly solves: number;
  readonly expanded: number;
  readonly ms: number;
  readonly nodesPerSecond: number;
}

/**
 * Chapter 7: a prediction for one 2×2×2 scramble (complexity/iteration-estimate.ts):
 * Knuth's probes and stratified sampling on the search's own tree, for every
 * IDA* threshold from h(start) to God's number.
 */
export interface PocketEstimateParams {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Probes per threshold and method, 1..100,000 (with `work`: at least this many). */
  readonly probes: number;
  /**
   * Children the probes may generate per threshold and method, 1..100,000,000:
   * each method gets the same work, so their standard errors compare fairly.
   */
  readonly work?: number;
  readonly seed: number;
  readonly methods: readonly EstimateMethod[];
  /**
   * Also count each iteration exactly (the whole iteration, every optimal
   * solution collected), where that takes at most about a million nodes expanded.
   */
  readonly exact: boolean;
}

/** The estimate at work: how much is done (probes, or children with `work`) and the estimates so far. */
export interface PocketEstimateProgress {
  /** Probes (or, with `work`, children generated) done and in all, every threshold and method. */
  readonly done: number;
  readonly total: number;
  readonly partial: ThresholdEstimate[];
}

/** The estimate for the reader's scramble: per threshold and method, beside the exact count (when asked) and the KRE average. */
export interface PocketEstimateResponse {
  readonly scramble: string;
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** h of the start: IDA*'s first threshold. */
  readonly rootH: number;
  /** The thresholds estimated: rootH up to God's number of the metric. */
  readonly thresholds: number[];
  /** One entry per threshold and method asked for. */
  readonly estimates: ThresholdEstimate[];
  /** Per threshold: the whole iteration counted exactly, or null (not asked, or over the cap). */
  readonly exact: (IterationCount | null)[];
  /** Per threshold: the Korf–Reid–Edelkamp E(d), nodes expanded averaged over uniformly random starts. */
  readonly kre: number[];
  readonly probes: number;
  readonly work: number | null;
  readonly seed: number;
  readonly ms: number;
}

/** The `forgetStoredTables` answer: bytes of tables deleted from IndexedDB (0: none were kept, or there is no IndexedDB), and of the copy this worker let go. */
export interface ForgetStoredTablesResponse {
  readonly freedBytes: number;
  readonly memoryBytes: number;
}

/** The `storedTables` answer: what this site keeps in the browser's IndexedDB (counted, not read). */
export interface StoredTablesResponse {
  /** Bytes of the phase-1 table kept (0: none, or no IndexedDB). */
  readonly phase1Bytes: number;
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
  /** Chapter 9: the classic solver next to ours on the reader's scramble (worker/classic-jobs.ts). */
  classicCompare: { params: ClassicCompareParams; progress: ClassicCompareProgress; result: ClassicCompareResponse };
  /** Chapter 9: the classic solver on its own random scrambles. */
  classicBatch: { params: ClassicBatchParams; progress: ClassicBatchProgress; result: ClassicBatchResponse };
  krePrediction: { params: KrePredictionParams; progress: BfsProgressMessage; result: KrePredictionResponse };
  complexityMeasurement: { params: ComplexityMeasurementParams; progress: ComplexityMeasurementProgress; result: ComplexityMeasurementResponse };
  nodeRate: { params: NodeRateParams; progress: never; result: NodeRateResponse };
  /** Chapter 7: per-instance prediction of every iteration for the reader's 2×2×2 scramble. */
  pocketEstimate: { params: PocketEstimateParams; progress: PocketEstimateProgress; result: PocketEstimateResponse };
  /** Chapter 8: Korf's 88,179,840-state corner database, built in the worker. */
  cornerPdb: { params: CornerPdbParams; progress: CornerPdbProgress; result: CornerPdbResponse };
  /** Chapter 8: a 3×3×3 scramble solved optimally within a node budget. */
  threeSolve: { params: ThreeSolveParams; progress: ThreeSolveProgress; result: ThreeSolveResponse };
  /** Chapter 8: per-instance prediction of every iteration for a 3×3×3 scramble, before solving it. */
  threeEstimate: { params: ThreeEstimateParams; progress: ThreeEstimateProgress; result: ThreeEstimateResponse };
  /** Deletes the tables this site kept in the browser's IndexedDB (the phase-1 table), nothing else, and this worker's copy; answers the bytes freed. */
  forgetStoredTables: { params: Record<string, never>; progress: never; result: ForgetStoredTablesResponse };
  /** What this site keeps in the browser's IndexedDB (chapter 8's Forget button shows it). */
  storedTables: { params: Record<string, never>; progress: never; result: StoredTablesResponse };
  /** Chapter 10: any 3×3×3 scramble by the two-phase algorithm, within a time budget. */
  twoPhaseSolve: { params: TwoPhaseSolveParams; progress: TwoPhaseSolveProgress; result: TwoPhaseSolveResponse };
}

/** The name of a request: `'solve'`, `'bfs'`, … */
export type RequestType = keyof RequestTypes;
/** What a request of type T sends. */
export type Params<T extends RequestType> = RequestTypes[T]['params'];
/** What a request of type T reports while it runs (`never`: nothing). */
export type Progress<T extends RequestType> = RequestTypes[T]['progress'];
/** What a request of type T answers. */
export type Result<T extends RequestType> = RequestTypes[T]['result'];

/** A message from the page: a request, or the cancel of one (after which the worker posts nothing for it). */
export type ToWorker =
  | { [T in RequestType]: { kind: 'request'; id: number; type: T; params: Params<T> } }[RequestType]
  | { kind: 'cancel'; id: number };

/** A message from the worker: any number of progress reports, then exactly one result or error (none after a cancel). */
export type FromWorker =
  | { kind: 'progress'; id: number; progress: unknown }
  | { kind: 'result'; id: number; result: unknown }
  /** `error`: a refusal of the request's input, the SolverError the API and the CLI give too (solver-error.ts); none for a crash. */
  | { kind: 'error'; id: number; name: string; message: string; error?: SolverError };
