/**
 * Message types of chapter 8's 3×3×3 worker jobs (worker/three-jobs.ts);
 * protocol.ts lists them in RequestTypes and re-exports them. Types only.
 */
import type { ThresholdEstimate } from '../complexity/iteration-estimate.ts';
import type { ColourScheme } from '../facelets-to-state.ts';
import type { TwoCoordinateBfsProgress } from '../generic/two-coordinate-bfs.ts';
import type { Metric } from '../metric.ts';
import type { ThreePainting } from '../three/three-painting.ts';
import type { ThreePaintingProblem } from '../three/three-painting-problems.ts';
import type { ThreeHeuristicName } from '../three/three-solve.ts';
import type { TwoPhaseProgress } from '../three/two-phase/solve.ts';

/** The `cornerPdb` request: build Korf's 3×3×3 corner database for `metric` in the worker (88 MB), or reuse the one it has. */
export interface CornerPdbParams {
  readonly metric: Metric;
  /**
   * Refuse to allocate more than this many bytes (a test's forced small limit,
   * or a page that knows its device is short of memory).
   */
  readonly maxBytes?: number;
}

/** The corner database's BFS at work: the generic BFS's progress, with the time so far. */
export interface CornerPdbProgress extends TwoCoordinateBfsProgress {
  /** Milliseconds since the BFS started (move tables excluded). */
  readonly ms: number;
}

/** The corner database built (or found): its depth histogram, size and times; the table itself stays in the worker. */
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

/**
 * The `threeSolve` request: a 3×3×3 scramble of face turns, solved optimally
 * within `maxNodes`, with Korf's databases (the default) or Reid's distance
 * to H (three/reid-ida.ts), alone or with the corner database.
 */
export interface ThreeSolveParams {
  /** Face turns in WCA notation. */
  readonly scramble: string;
  /** Stop after this many generated nodes (the page's budget). */
  readonly maxNodes: number;
  /** The edge databases (default 4: three groups of four edges); Korf's heuristic only (refused with 'reid' or 'both'). */
  readonly edges?: ThreeEdgeChoice;
  /**
   * The lower bound (default 'korf'): 'korf', the corner and edge databases;
   * 'reid', the whole phase-1 table on three axes (35 MB, seconds to build,
   * kept in IndexedDB where there is one: worker/phase1-table-store.ts);
   * 'both', Reid's and the corner database.
   */
  readonly heuristic?: ThreeHeuristicName;
}

/** Where the phase-1 table of a 'reid' or 'both' solve came from: this worker's memory, the browser's store, or a build just now. */
export type Phase1TableSource = 'memory' | 'stored' | 'built';

/**
 * The edge databases that bound the search with the corner database: three
 * groups of four edges (190,080 entries each, built in a blink) or Korf's two
 * groups of six (42,577,920 each: 85 MB more, seconds to build, far fewer
 * nodes). The CLI's --edges 4 and 6.
 */
export type ThreeEdgeChoice = 4 | 6;

/**
 * Which table a 'tables' progress message is about: the corner database, edge
 * group `group` of `groups`, or the whole phase-1 table (Reid's; its
 * `visited` counts entries set, of 140,908,410).
 */
export type ThreeTableName = { readonly kind: 'corner' } | { readonly kind: 'edge'; readonly group: number; readonly groups: number } | { readonly kind: 'phase1' };

/** The 3×3×3 solve at work: databases being built ('tables'), then the search's counts so far ('search'). */
export type ThreeSolveProgress =
  | ThreeTablesProgress
  /** Reading a table kept in the browser's IndexedDB (the phase-1 table), before the search or a build. */
  | { readonly phase: 'reading'; readonly table: ThreeTableName; readonly ms: number }
  | { readonly phase: 'search'; readonly generated: number; readonly expanded: number; readonly bound: number; readonly iterations: readonly ThreeIterationCount[]; readonly ms: number };

/** One IDA* iteration's work, in both units (three-ida.ts says which is which). */
export interface ThreeIterationCount {
  readonly bound: number;
  readonly generated: number;
  readonly expanded: number;
}

/** The 3×3×3 search's answer: 'solved' with optimal `moves`, or 'budget' (`moves` null) with a prediction of the work left. */
export interface ThreeSolveResponse {
  readonly scramble: string;
  readonly status: 'solved' | 'budget';
  readonly moves: string[] | null;
  readonly generated: number;
  /** Nodes expanded: within the bound, their children then generated. */
  readonly expanded: number;
  /** Nodes generated and expanded per completed (and the last) iteration. */
  readonly iterations: ThreeIterationCount[];
  /** The search alone. */
  readonly ms: number;
  /** Building the databases first (0 when the worker had them). */
  readonly tablesMs: number;
  /** The lower bound the search pruned with. */
  readonly heuristic: ThreeHeuristicName;
  /** The edge databases the search used (null for 'reid' and 'both', which use none). */
  readonly edges: ThreeEdgeChoice | null;
  /** Where the phase-1 table came from (null for 'korf', which uses none). */
  readonly phase1Table: Phase1TableSource | null;
  /** After a build: whether the table was kept in IndexedDB (false: none, or the write failed, a quota say). Null when nothing was built. */
  readonly phase1Stored: boolean | null;
  /** Why a table found in IndexedDB was refused (deleted, then built again), or null. */
  readonly phase1Rejected: string | null;
  /** Bytes of all the tables the search used (corner and edges, or the phase-1 codes and the corner database): the memory side of the trade. */
  readonly tableBytes: number;
  /** Nodes generated per second. */
  readonly nodesPerSecond: number;
  /**
   * When the budget ran out: the Korf–Reid–Edelkamp prediction (chapter 7) of the
   * nodes *expanded* in the iterations from the current bound up to `upTo` (the
   * scramble's length, or 20), with the corner database's distribution as P, and
   * the time at this search's own rate of nodes expanded per second (one unit
   * throughout: the prediction does not count generated nodes). For 'reid'
   * and 'both' P is their distribution over a sample of random cubes
   * (reid-figures.json, `sampleCubes` of them; null for the corner
   * database, whose distribution is exact).
   */
  readonly prediction: { readonly from: number; readonly upTo: number; readonly expanded: number; readonly seconds: number; readonly sampleCubes: number | null } | null;
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

/** The 3×3×3 estimate at work: databases being built ('tables'), then the probes done and estimates so far ('estimate'). */
export type ThreeEstimateProgress =
  | ThreeTablesProgress
  | { readonly phase: 'estimate'; readonly done: number; readonly total: number; readonly partial: ThresholdEstimate[] };

/** The estimate for one 3×3×3 scramble: per threshold from rootH to upTo, nodes expanded and generated. */
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

/**
 * Chapter 10: any 3×3×3 by Kociemba's two-phase algorithm (three/two-phase/),
 * within a time budget: a scramble, or the cube in the reader's hands painted
 * sticker by sticker. Either way the answer solves the cube as held.
 */
export type TwoPhaseSolveParams = TwoPhaseCube & {
  /** Stop at the first solution of at most this many moves (default 20; 0 keeps improving until the time is up). */
  readonly targetLength?: number;
  /** Search time in ms, tables excluded: a whole number from 1 to 60,000; it ends only a search that has a solution (solve.ts). */
  readonly maxMs: number;
};

/** The cube to solve: exactly one of the two. */
export type TwoPhaseCube =
  /**
   * WCA notation with face turns, rotations (x y z), wide turns (Rw …) and
   * slice moves (M E S, turned like L, D and F; three/held-scramble.ts):
   * solved as held at the end, in the names of the centres then.
   */
  | { readonly scramble: string; readonly painting?: undefined }
  /**
   * 54 colours (three/three-stickers.ts's order, null = unpainted): the
   * centres name the faces (three/three-painting.ts). A painting no real cube
   * shows is refused: a 'painting' progress message carries every problem as
   * data (kind, detail, stickers to mark), then the request fails with a
   * RequestError whose message is the first problem's. A page that only wants
   * the problems reads them on its own thread with paintingToCube (page-safe,
   * microseconds), as the 2×2×2's painter does; this is for a page that asks the
   * worker straight away.
   */
  | { readonly painting: ThreePainting; readonly scramble?: undefined };

/** One strictly shorter solution, as the search found it. */
export interface TwoPhaseImprovementMessage {
  readonly moves: readonly string[];
  readonly length: number;
  /** Moves in phase 1 (the rest are phase 2, in the subgroup ⟨U, D, R2, L2, F2, B2⟩ of the view that found it). */
  readonly phase1Length: number;
  /**
   * The view that found it (three/two-phase/views.ts): 0–2 the cube turned
   * 0, 1 or 2 times about its corner diagonal, so phase 1 ends in the copy of
   * G1 that `viewSubgroup(view)` names; 3–5 the inverse cube, so the moves
   * are its phase 2 undone (moves of that subgroup), then its phase 1 undone.
   */
  readonly view: number;
  /** Nodes generated when it was found, and the search time then. */
  readonly nodes: number;
  readonly ms: number;
}

/**
 * The search at work, about every 100 ms and at each improvement: enough to
 * watch the two phases (three/two-phase/solve.ts's counters, summed over the
 * six views): the phase-1 length being searched, each phase's nodes, how
 * often phase 1 reached G1 and handed over, and the best length so far.
 */
export interface TwoPhaseSearchProgress extends Pick<TwoPhaseProgress, 'nodes' | 'ms' | 'phase1Depth' | 'phase1Nodes' | 'phase2Nodes' | 'phase2Starts'> {
  readonly phase: 'search';
  /** The best solution's length so far, or null before the first. */
  readonly bestLength: number | null;
  /** Set on the message that reports a strictly shorter solution. */
  readonly improvement?: TwoPhaseImprovementMessage;
}

/** The steps of building chapter 10's tables, in the worker's order: move tables, flip-slice symmetry classes, the small pruning tables, phase 1's exact table. */
export type TwoPhaseTableStep = 'moves' | 'symmetry' | 'pruning' | 'phase1';

/** The two-phase solve at work: a painting's problems ('painting'), table building ('tables'), then the search ('search'). */
export type TwoPhaseSolveProgress =
  /** The painting shows no real cube: every problem, before the request fails (see TwoPhaseCube). */
  | { readonly phase: 'painting'; readonly problems: readonly ThreePaintingProblem[] }
  /**
   * Building the tables (once per worker), one step after another: sent as step `done` (0-based) of
   * `of` starts, `ms` after the first began. A worker that has them sends no such message.
   */
  | { readonly phase: 'tables'; readonly table: TwoPhaseTableStep; readonly done: number; readonly of: number; readonly ms: number }
  | TwoPhaseSearchProgress;

/**
 * The solver's own answer (three/two-phase/solve.ts: the best moves or null,
 * optimal, why it stopped, nodes, search ms, the phases' counters), with
 * the scramble (null for a painting), the reader's colours as held, the time
 * the tables took first, and every strictly shorter solution in the order found.
 */
export type TwoPhaseSolveResponse = Omit<TwoPhaseProgress, 'ok'> & {
  readonly scramble: string | null;
  /** Which colour (standard names: U white …) each face's centre shows as held: the painting's centres, or where the scramble's rotations left them. */
  readonly scheme: ColourScheme;
  readonly tablesMs: number;
  readonly improvements: TwoPhaseImprovementMessage[];
};
