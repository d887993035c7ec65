/**
 * The two-phase solver's front door: a cubie state in, a short solution out.
 * It checks the cube is solvable, builds (or reuses) the tables, and runs
 * TwoPhaseSearch (search.ts) in slices, checking a clock and a cancel callback
 * between slices, until one of:
 * - a solution of at most `targetLength` moves (default 20) is found;
 * - the time budget `maxMs` is spent and a solution of at most 20 moves (or
 *   the target, if larger) has been found: a solvable cube always gets one,
 *   almost always within milliseconds, so a short time on a busy machine
 *   still answers instead of failing, and never longer than God's number;
 * - the node budget `maxNodes` is spent (strict: build-time figures rely on it);
 * - `shouldStop()` returns true (cancelled);
 * - phase 1 has searched every length below the best total ('exhausted').
 * It returns the best solution found so far (or none).
 *
 * Optimality: two-phase solutions are not optimal in general, and reaching
 * the target proves nothing. The one case where the result is proven optimal
 * is 'exhausted': phase 1 has then walked every sequence shorter than the
 * best total that ends in G1, and any solution s can be cut after its last
 * non-G1 move into a phase-1 solution and a phase-2 tail, so a shorter s would
 * have been found (Jaap Scherphuis's account of Kociemba's algorithm: "until
 * phase 1 reaches the length of the best solution found", proving it
 * optimal) — provided no phase 2 was cut short by the phase-2 cap (search.ts).
 * It happens only for cubes a few moves from solved.
 */
import type { Steppable } from '../../run-in-slices.ts';
import type { Refusal } from '../../solver-error.ts';
import { type CubeState } from '../cube-state.ts';
import { type CubeInput, cubeOfInput } from '../cube-input.ts';
import { type TwoPhaseMoveTables, twoPhaseMoveTables } from './move-tables.ts';
import { type Phase2Perimeter, phase2Perimeter } from './phase2-perimeter.ts';
import { type TwoPhasePruning, twoPhasePruning } from './pruning-tables.ts';
import { DEFAULT_PHASE1_CAP, type FlipSliceTwistPruning, flipSliceTwistPruning } from './flipslice-twist-pruning.ts';
import { type TwoPhaseImprovement, TwoPhaseSearch, type TwoPhaseStatus } from './search.ts';
import { solutionFromView, viewsOf } from './views.ts';

/**
 * Every cube is solved in at most 20 face turns (Rokicki, Kociemba, Davidson and
 * Dethridge 2010, cube20.org): the default target, and the longest answer a time
 * budget may end the search with (issue 36: a bench run given 100 ms returned 22).
 */
export const GODS_NUMBER = 20;

/** How `solveTwoPhase` (and `TwoPhaseSolver`) search: when to stop, and which tables to read (all optional). */
export interface TwoPhaseSolveOptions {
  /** Stop at the first solution of at most this many moves (default 20). */
  readonly targetLength?: number;
  /**
   * Wall-clock time to search (default: none), checked only once a solution of
   * at most max(targetLength, 20) moves exists: the search goes on past it to
   * its first such solution, so a budget never answers longer than the default
   * target would. ≤ 0 returns at once.
   */
  readonly maxMs?: number;
  /** Node budget (default: none). ≤ 0 returns at once. */
  readonly maxNodes?: number;
  /** Polled between slices; true cancels and returns the best so far. */
  readonly shouldStop?: () => boolean;
  /** Called on each strictly shorter solution. */
  readonly onImprovement?: (improvement: TwoPhaseImprovement) => void;
  /**
   * Phase 1's heuristic: 'projections', the max of the slice × twist, slice ×
   * flip (and twist × flip) tables (pruning-tables.ts, 2–7 MB, built in a
   * fraction of a second), or 'flipslice-twist' (default), the exact distance
   * to G1 up to `phase1Cap` from the symmetry-reduced table
   * (flipslice-twist-pruning.ts, 35 MB, about a second to build at cap 8).
   * Measured on the bench's first 20 cubes (two-phase-bench.ts): mean length
   * after 9 M nodes 18.70 instead of 19.35, after 18 M 18.55 instead of 19.15;
   * median time at the 21-move target 8–12 ms instead of 20 (under load).
   */
  readonly phase1Table?: 'projections' | 'flipslice-twist';
  /** The flip-slice-twist table's cap (default 8, DEFAULT_PHASE1_CAP): exact distances up to it. */
  readonly phase1Cap?: number;
  /** Build and use the twist × flip table too (default: with the projections only; 4.5 MB more, fewer phase-1 nodes). */
  readonly twistFlip?: boolean;
  /**
   * How many views of the cube to search side by side (views.ts): 1 is the
   * textbook algorithm, 6 (default) adds the cube turned about its corner
   * diagonal twice and the inverses.
   */
  readonly views?: number;
  /**
   * Depth of the phase-2 perimeter (phase2-perimeter.ts): exact distances for
   * G1 cubes this close to solved, 6 (147k cubes, 1.8 MB) or 7 (883k, 14.7 MB).
   * Default 0, none: measured on 30 random cubes at a 20-move target, depth 7
   * cut the nodes from 41 M to 30 M but each node costs a hash lookup, and the
   * total time went up from 2.4 s to 3.3 s; it pays only where phase 2 does
   * most of the work (the superflip: 178 M nodes down to 119 M, 1.6× faster).
   */
  readonly perimeterDepth?: number;
  /** The longest phase 2 searched (default 11, as Kociemba's solver.py; 18 for no cap, see search.ts). */
  readonly phase2Cap?: number;
  /** Nodes between clock and cancel checks (default 4,096: well under a millisecond). */
  readonly sliceNodes?: number;
}

/**
 * Every table a solver with these options reads, built once per process or
 * worker (each is memoized): a worker calls it first to time the build apart
 * from the search.
 *
 * @example
 * twoPhaseTables(); // builds the default tables once (about a second), so the first solve is not slow
 */
export function twoPhaseTables(options: TwoPhaseSolveOptions = {}): {
  tables: TwoPhaseMoveTables;
  pruning: TwoPhasePruning;
  phase1: FlipSliceTwistPruning | null;
  perimeter: Phase2Perimeter | null;
} {
  const exact = (options.phase1Table ?? DEFAULT_PHASE1_TABLE) === 'flipslice-twist';
  const perimeterDepth = options.perimeterDepth ?? 0;
  return {
    tables: twoPhaseMoveTables(),
    // With the exact table phase 1 reads only slice × twist and slice × flip, as a quick first cut: no twist × flip unless asked for.
    pruning: twoPhasePruning({ twistFlip: options.twistFlip ?? !exact }),
    phase1: exact ? flipSliceTwistPruning(options.phase1Cap ?? DEFAULT_PHASE1_CAP) : null,
    perimeter: perimeterDepth > 0 ? phase2Perimeter(perimeterDepth) : null,
  };
}

/** Phase 1's heuristic when the options name none (see TwoPhaseSolveOptions.phase1Table). */
export const DEFAULT_PHASE1_TABLE: 'projections' | 'flipslice-twist' = 'flipslice-twist';

/** Why a two-phase search stopped: at the target, out of budget or time, cancelled, or exhausted (every shorter solution ruled out). */
export type TwoPhaseStop = Exclude<TwoPhaseStatus, 'searching'> | 'time' | 'cancelled';

/** What `solveTwoPhase` answers, in the shape every solver of the package shares, or why it refused its input. */
export type TwoPhaseSolveResult =
  | {
      readonly ok: true;
      /** The best solution found, or null if the node budget ran out (or a cancel came) before any. */
      readonly moves: string[] | null;
      readonly length: number | null;
      /** Two-phase solutions are counted in face turns (a half turn is one move). */
      readonly metric: 'htm';
      /** True only when the search was exhausted with no phase 2 cut short (see above); reaching the target proves nothing. */
      readonly optimal: boolean;
      /** Why the search stopped. */
      readonly status: TwoPhaseStop;
      /** Nodes generated, both phases, all views. */
      readonly nodes: number;
      /** Search time, tables excluded. */
      readonly ms: number;
      /**
       * The two phases at work, summed over the views: the shortest phase-1
       * length a view is still searching (each view deepens on its own), the
       * nodes each phase generated (phase1Nodes + phase2Nodes = nodes), and how
       * many times phase 1 reached G1 and handed the cube to phase 2.
       */
      readonly phase1Depth: number;
      readonly phase1Nodes: number;
      readonly phase2Nodes: number;
      readonly phase2Starts: number;
    }
  | Refusal;

/** A 3×3×3 to solve: a scramble in WCA notation, solved as held after it, or a state (cube-state.ts). */
export type TwoPhaseSolveInput = CubeInput;

/** The search's answer so far (or final): see TwoPhaseSolveResult. */
export type TwoPhaseProgress = Extract<TwoPhaseSolveResult, { ok: true }>;

/**
 * The solver as resumable work (run-in-slices.ts's Steppable): `run(n)`
 * generates about n more nodes, round robin over the views, and answers true
 * once a stop condition holds. A worker drives it in slices with yields
 * between them, so a cancel message gets through; solveTwoPhase drives it in
 * one go. The cube must be solvable (checkCube): the search of an unsolvable
 * one never ends.
 *
 * @example
 * const solver = new TwoPhaseSolver(randomCube(seededRandom(1)), { targetLength: 20 });
 * while (!solver.run(100_000)) await new Promise((r) => setTimeout(r)); // a turn for messages between slices
 * console.log(solver.result().moves?.join(' '));
 */
export class TwoPhaseSolver implements Steppable {
  private readonly searches: TwoPhaseSearch[] = [];
  private readonly target: number;
  /** The longest answer the clock may end the search with: max(target, God's number). */
  private readonly timeLength: number;
  private readonly maxMs: number;
  private readonly maxNodes: number;
  private readonly slice: number;
  private readonly options: TwoPhaseSolveOptions;
  /** When the search started: after the tables, which the result's `ms` leaves out. */
  private started = performance.now();
  private best: string[] | null = null;
  private nodes = 0;
  private before = 0;
  private turn = 0;
  private stopped: TwoPhaseStop | null = null;
  private proven = false;

  constructor(state: CubeState, options: TwoPhaseSolveOptions = {}) {
    this.options = options;
    this.target = options.targetLength ?? GODS_NUMBER;
    this.timeLength = Math.max(this.target, GODS_NUMBER);
    this.maxMs = options.maxMs ?? Infinity;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.slice = options.sliceNodes ?? 4096;
    // A spent budget answers at once, before any table is built or node generated.
    if (!(this.maxMs > 0) || !(this.maxNodes > 0)) {
      this.stopped = 'budget';
      return;
    }
    const { tables, pruning, phase1, perimeter } = twoPhaseTables(options);
    for (const { view, state: seen } of viewsOf(state, options.views ?? 6)) {
      const search: TwoPhaseSearch = new TwoPhaseSearch(seen, tables, pruning, {
        targetLength: this.target,
        perimeter,
        phase1,
        phase2Cap: options.phase2Cap,
        onImprovement: (i) => {
          if (this.best !== null && i.length >= this.best.length) return;
          this.best = solutionFromView(view, i.moves);
          for (const other of this.searches) if (other !== search) other.lowerBest(i.length);
          options.onImprovement?.({ ...i, moves: this.best, nodes: this.nodes + i.nodes - this.before, view });
        },
      });
      this.searches.push(search);
    }
    this.started = performance.now();
  }

  run(maxSteps: number): boolean {
    const until = this.nodes + maxSteps;
    // #region solve-loop
    // Round robin: each view gets a slice of nodes in turn, so all six advance together.
    while (this.stopped === null && this.nodes < until) {
      if (this.options.shouldStop?.()) this.stopped = 'cancelled';
      // The clock ends only a search that has an answer within God's number (or the target, if
      // larger): it goes on to that first, so a time budget never answers longer than the default would.
      else if (this.best !== null && this.best.length <= this.timeLength && performance.now() - this.started >= this.maxMs) this.stopped = 'time';
      else if (this.nodes >= this.maxNodes) this.stopped = 'budget';
      else {
        const search = this.searches[this.turn];
        this.turn = (this.turn + 1) % this.searches.length;
        this.before = search.generated;
        search.run(Math.min(this.slice, this.maxNodes - this.nodes));
        this.nodes += search.generated - this.before;
        const status = search.result().status;
        if (status === 'target' || status === 'exhausted') {
          this.stopped = status;
          this.proven = search.provenOptimal;
        } else if (this.best !== null && this.best.length <= this.target) this.stopped = 'target';
      }
    }
    // #endregion
    return this.stopped !== null;
  }

  result(): TwoPhaseProgress {
    const moves = this.best;
    let phase2Nodes = 0;
    let phase2Starts = 0;
    let phase1Depth = Infinity;
    for (const search of this.searches) {
      phase2Nodes += search.phase2Generated;
      phase2Starts += search.phase2Entries;
      if (search.phase1Bound < phase1Depth) phase1Depth = search.phase1Bound;
    }
    return {
      ok: true,
      moves,
      length: moves ? moves.length : null,
      metric: 'htm',
      optimal: this.proven,
      status: this.stopped ?? 'budget',
      nodes: this.nodes,
      ms: performance.now() - this.started,
      phase1Depth: this.searches.length > 0 ? phase1Depth : 0,
      phase1Nodes: this.nodes - phase2Nodes,
      phase2Nodes,
      phase2Starts,
    };
  }
}

/**
 * Solves a 3×3×3 with Kociemba's two-phase algorithm, synchronously: within
 * God's number (20 moves) by default, in milliseconds once the tables are
 * built (the first call: about a second and 46 MB).
 *
 * @example
 * const answer = solveTwoPhase("R U F' x L2 D B'");
 * if (answer.ok) console.log(answer.moves?.join(' '), answer.length); // at most 20 moves
 * else console.log(answer.error.message);
 */
export function solveTwoPhase(input: TwoPhaseSolveInput, options: TwoPhaseSolveOptions = {}): TwoPhaseSolveResult {
  const cube = cubeOfInput(input);
  if (!cube.ok) return cube;
  const solver = new TwoPhaseSolver(cube.state, options);
  while (!solver.run(Infinity));
  return solver.result();
}
