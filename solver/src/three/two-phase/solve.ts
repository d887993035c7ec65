/**
 * The two-phase solver's front door: a cubie state in, a short solution out.
 * It checks the cube is solvable, builds (or reuses) the tables, and runs
 * TwoPhaseSearch (search.ts) in slices, checking a clock and a cancel callback
 * between slices, until one of:
 * - a solution of at most `targetLength` moves (default 20) is found;
 * - the time budget `maxMs` or the node budget `maxNodes` is spent;
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
import { type CubeState } from '../cube-state.ts';
import { checkCube } from './cube-validity.ts';
import { twoPhaseMoveTables } from './move-tables.ts';
import { phase2Perimeter } from './phase2-perimeter.ts';
import { twoPhasePruning } from './pruning-tables.ts';
import { type TwoPhaseImprovement, TwoPhaseSearch, type TwoPhaseStatus } from './search.ts';
import { solutionFromView, viewsOf } from './views.ts';

export interface TwoPhaseSolveOptions {
  /** Stop at the first solution of at most this many moves (default 20). */
  readonly targetLength?: number;
  /** Wall-clock budget in ms (default: none). ≤ 0 returns at once. */
  readonly maxMs?: number;
  /** Node budget (default: none). ≤ 0 returns at once. */
  readonly maxNodes?: number;
  /** Polled between slices; true cancels and returns the best so far. */
  readonly shouldStop?: () => boolean;
  /** Called on each strictly shorter solution. */
  readonly onImprovement?: (improvement: TwoPhaseImprovement) => void;
  /** Use the twist × flip table too (default true; 4.5 MB more, fewer phase-1 nodes). */
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

export type TwoPhaseStop = Exclude<TwoPhaseStatus, 'searching'> | 'time' | 'cancelled';

export type TwoPhaseSolveResult =
  | {
      readonly ok: true;
      /** The best solution found, or null if the budget ran out before any. */
      readonly moves: string[] | null;
      readonly length: number | null;
      /** True only when the search was exhausted with no phase 2 cut short (see above); reaching the target proves nothing. */
      readonly provenOptimal: boolean;
      readonly stop: TwoPhaseStop;
      readonly nodes: number;
      /** Search time, tables excluded. */
      readonly ms: number;
    }
  | { readonly ok: false; readonly error: string };

export function solveTwoPhase(state: CubeState, options: TwoPhaseSolveOptions = {}): TwoPhaseSolveResult {
  const validity = checkCube(state);
  if (!validity.ok) return { ok: false, error: validity.message };
  const maxMs = options.maxMs ?? Infinity;
  const maxNodes = options.maxNodes ?? Infinity;
  // A spent budget answers at once, before any table is built or node generated.
  if (!(maxMs > 0) || !(maxNodes > 0)) return { ok: true, moves: null, length: null, provenOptimal: false, stop: 'budget', nodes: 0, ms: 0 };
  const target = options.targetLength ?? 20;
  const tables = twoPhaseMoveTables();
  const pruning = twoPhasePruning({ twistFlip: options.twistFlip });
  const perimeterDepth = options.perimeterDepth ?? 0;
  const perimeter = perimeterDepth > 0 ? phase2Perimeter(perimeterDepth) : null;
  const started = performance.now();
  const found: { moves: string[] | null } = { moves: null }; // the best so far, as a solution of `state`
  let nodes = 0;
  const searches: TwoPhaseSearch[] = [];
  for (const { view, state: seen } of viewsOf(state, options.views ?? 6)) {
    const search: TwoPhaseSearch = new TwoPhaseSearch(seen, tables, pruning, {
      targetLength: target,
      perimeter,
      phase2Cap: options.phase2Cap,
      onImprovement: (i) => {
        if (found.moves !== null && i.length >= found.moves.length) return;
        found.moves = solutionFromView(view, i.moves);
        for (const other of searches) if (other !== search) other.lowerBest(i.length);
        options.onImprovement?.({ ...i, moves: found.moves, nodes: nodes + i.nodes - before });
      },
    });
    searches.push(search);
  }
  const slice = options.sliceNodes ?? 4096;
  let stop: TwoPhaseStop | null = null;
  let proven = false;
  let before = 0;
  // #region solve-loop
  // Round robin: each view gets a slice of nodes in turn, so all six advance together.
  for (let turn = 0; stop === null; turn = (turn + 1) % searches.length) {
    if (options.shouldStop?.()) stop = 'cancelled';
    else if (performance.now() - started >= maxMs) stop = 'time';
    else if (nodes >= maxNodes) stop = 'budget';
    else {
      const search = searches[turn];
      before = search.generated;
      search.run(Math.min(slice, maxNodes - nodes));
      nodes += search.generated - before;
      const status = search.result().status;
      if (status === 'target' || status === 'exhausted') {
        stop = status;
        proven = search.provenOptimal;
      }
      else if (found.moves !== null && found.moves.length <= target) stop = 'target';
    }
  }
  // #endregion
  const moves = found.moves;
  return {
    ok: true,
    moves,
    length: moves ? moves.length : null,
    provenOptimal: proven,
    stop,
    nodes,
    ms: performance.now() - started,
  };
}
