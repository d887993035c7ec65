/**
 * Kociemba's two-phase search (kociemba.org/cube.htm, "The Two-Phase
 * Algorithm"; Herbert Kociemba's description of it there and in his
 * RubiksCube-TwophaseSolver): two copies of IDA*.
 *
 * Phase 1 walks every move sequence that takes the cube into G1 (twist, flip
 * and slice position all 0) at exactly `bound1` moves, for bound1 = h₁(start),
 * h₁ + 1, …, with h₁ = max(slice × twist, slice × flip[, twist × flip]), or,
 * with the symmetry-reduced table of flipslice-twist-pruning.ts, h₁ = the exact
 * phase-1 distance (up to its cap; beyond it, cap + 1).
 * From each such phase-1 solution, phase 2 is an IDA* in G1's ten moves for
 * the shortest way to solved, with h₂ = max(slice perm × corner perm, slice
 * perm × UD-edge perm), allowed at most best − 1 − bound1 moves: only totals
 * shorter than the best so far are looked for. As bound1 grows, the room left
 * for phase 2 shrinks; the search keeps improving until a target length, a
 * budget, or until bound1 reaches the best length.
 *
 * Kociemba's rule for where phase 1 stops: its last move must not be a G1
 * move (a quarter turn of R, L, F or B). A phase-1 solution ending with a G1
 * move has a shorter prefix already in G1, whose phase 2 (searched at an
 * earlier bound1, with at least as much room) covers the same total.
 *
 * The search is resumable like ../three-ida.ts (explicit stacks, `run(maxSteps)`
 * from ../../run-in-slices.ts's Steppable), so a caller can slice it, check a
 * clock or a cancel flag between slices, and stop at a node budget.
 */
import type { Steppable } from '../../run-in-slices.ts';
import { THREE_CORNER_TWISTS } from '../corner-coordinates.ts';
import { cornerPermCoordinate, cornerTwistCoordinate } from '../corner-coordinates.ts';
import type { CubeState } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import type { TwoPhaseMoveTables } from './move-tables.ts';
import { FIRST_SLICE_EDGE, FLIP_COUNT, flipCoordinate, slicePositionCoordinate } from './phase1-coordinates.ts';
import { FOLLOWS, IN_G1, PHASE1_FACE, PHASE1_MOVES, PHASE1_MOVE_COUNT, PHASE2_FACE, PHASE2_MOVES, PHASE2_MOVE_COUNT } from './phase-moves.ts';
import { UD_EDGE_PERMS } from './phase2-coordinates.ts';
import { type Phase2Perimeter, perimeterDistance } from './phase2-perimeter.ts';
import type { TwoPhasePruning } from './pruning-tables.ts';
import { BEYOND_CAP, type FlipSliceTwistPruning, childDistance, phase1Distance } from './flipslice-twist-pruning.ts';
import { SYMMETRY_COUNT } from './symmetries.ts';

/** Every cube reaches G1 in at most 12 moves (Kociemba's phase-1 bound, cube.htm). */
export const MAX_PHASE1 = 12;
/** Every cube of G1 is solved by at most 18 phase-2 moves (Kociemba, cube.htm). */
export const MAX_PHASE2 = 18;
/**
 * The first solution is at most 12 + 18 = 30 moves, and later phase-1 solutions
 * are only tried while shorter than the best, so no stack grows past 30.
 */
const MAX_TOTAL = MAX_PHASE1 + MAX_PHASE2;
/**
 * Phase 2 is searched to at most 11 moves by default, one more than Kociemba's
 * solver.py, whose `for togo2 in range(dist2, togo2_limit)` with
 * `togo2_limit = min(shortest − len(phase 1), 11)` stops before the limit ("do
 * not use more than togo2_limit - 1 moves in phase 2": at most 10). Without a cap, the first
 * phase-1 solutions, found while there is no best yet, may start phase-2
 * searches 18 moves deep, each of which can take seconds; with it the first
 * solution comes in milliseconds from a slightly longer phase 1. Measured on
 * 100 random cubes with a 100 ms budget: without the cap 7 had no solution yet.
 */
export const DEFAULT_PHASE2_CAP = 11;

/**
 * Already in G1 with `togo` moves left, phase 1 must leave G1 and come back,
 * its last move a quarter turn of R, L, F or B. No canonical sequence shorter
 * than 5 moves does that, and those of exactly 5 all begin with a move outside
 * G1 (counted by enumeration in test/three/two-phase/search.test.ts):
 * so with fewer than 5 moves left such a node has no phase-1 solution below
 * it, and with exactly 5 only moves outside G1 can lead to one. Kociemba's
 * solver.py skips the G1 moves there (with "togo_phase1 < 5"); the count
 * shows the whole node can go when fewer than 5 are left.
 */
export const G1_RETURN = 5;

export type TwoPhaseStatus =
  /** Still going: run() again. */
  | 'searching'
  /** A solution of at most the target length was found. */
  | 'target'
  /** Every phase-1 length below the best total was searched: no shorter solution exists. */
  | 'exhausted'
  /** The node budget ran out. */
  | 'budget';

/** A solution the two-phase search found, each shorter than the one before: its moves, length, phase-1 share and cost so far. */
export interface TwoPhaseImprovement {
  /** Move names (U, R2, F′ written F'), phase 1 then phase 2. */
  readonly moves: readonly string[];
  readonly length: number;
  readonly phase1Length: number;
  /** Nodes generated (both phases) when it was found. */
  readonly nodes: number;
  /**
   * Which view of the cube found it (views.ts; 0 when one search runs alone):
   * in views 0–2 the first `phase1Length` moves take the cube into that view's
   * copy of G1 (subgroup.ts); in views 3–5 the search solved the inverse cube,
   * so the moves are its phase 2 undone, then its phase 1 undone.
   */
  readonly view?: number;
}

export interface TwoPhaseSearchOptions {
  /** Stop at the first solution of at most this many moves (default 0: keep improving to the end). */
  readonly targetLength?: number;
  /** Stop with status 'budget' after this many generated nodes. */
  readonly maxNodes?: number;
  /** Called on each strictly shorter solution. */
  readonly onImprovement?: (improvement: TwoPhaseImprovement) => void;
  /** The longest phase 2 searched (default DEFAULT_PHASE2_CAP; MAX_PHASE2 = 18 for none). */
  readonly phase2Cap?: number;
  /** Exact phase-2 distances near the goal (phase2-perimeter.ts), or none. */
  readonly perimeter?: Phase2Perimeter | null;
  /**
   * Phase 1's exact distance table (flipslice-twist-pruning.ts), used instead
   * of the projections (`pruning`'s sliceTwist, sliceFlip, twistFlip), or none.
   */
  readonly phase1?: FlipSliceTwistPruning | null;
}

export class TwoPhaseSearch implements Steppable {
  private readonly t: TwoPhaseMoveTables;
  private readonly p: TwoPhasePruning;
  private readonly perimeter: Phase2Perimeter | null;
  private readonly exact1: FlipSliceTwistPruning | null;
  private readonly phase2Cap: number;
  /** The shortest total a capped phase 2 may have left unsearched (phase-1 length + cap + 1). */
  private unsearchedFrom = Infinity;
  /** The perimeter's depth, or −1 without one. */
  private readonly perimeterDepth: number;
  private readonly target: number;
  private readonly maxNodes: number;
  private readonly onImprovement: ((i: TwoPhaseImprovement) => void) | undefined;
  // Phase 1's stack (index = depth): coordinates, next move to try, path.
  private readonly twist = new Int32Array(MAX_TOTAL + 1);
  private readonly flip = new Int32Array(MAX_TOTAL + 1);
  private readonly slice = new Int32Array(MAX_TOTAL + 1);
  private readonly next1 = new Int32Array(MAX_TOTAL + 1);
  private readonly path1 = new Int32Array(MAX_TOTAL + 1);
  /** With the exact table: each depth's phase-1 distance (exact up to the cap, else the bound cap + 1). */
  private readonly dist1 = new Int32Array(MAX_TOTAL + 1);
  private depth1 = 0;
  private bound1: number;
  private rootInG1: boolean;
  // Phase 2's stack.
  private readonly cp = new Int32Array(MAX_PHASE2 + 2);
  private readonly ud = new Int32Array(MAX_PHASE2 + 2);
  private readonly sp = new Int32Array(MAX_PHASE2 + 2);
  private readonly next2 = new Int32Array(MAX_PHASE2 + 2);
  private readonly path2 = new Int32Array(MAX_PHASE2 + 2);
  private depth2 = 0;
  private bound2 = 0;
  private maxLength2 = 0;
  private lastFace1 = -1;
  private inPhase2 = false;
  // Where phase 1 starts, for replaying its path into phase-2 coordinates.
  private readonly startCornerPerm: number;
  private readonly startEdges: Int8Array;
  private readonly edges = new Int8Array(EDGE_COUNT);
  private readonly scratch = new Int8Array(EDGE_COUNT);

  private status: TwoPhaseStatus = 'searching';
  private best: string[] | null = null;
  private bestLength = Infinity;
  private nodes = 0;
  /** Of `nodes`, those phase 2 generated (counted per call of phase2(), not per node). */
  private nodes2 = 0;
  private phase2Starts = 0;

  constructor(state: CubeState, tables: TwoPhaseMoveTables, pruning: TwoPhasePruning, options: TwoPhaseSearchOptions = {}) {
    this.t = tables;
    this.p = pruning;
    this.perimeter = options.perimeter ?? null;
    this.phase2Cap = Math.min(options.phase2Cap ?? DEFAULT_PHASE2_CAP, MAX_PHASE2);
    this.perimeterDepth = this.perimeter ? this.perimeter.depth : -1;
    this.target = options.targetLength ?? 0;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.onImprovement = options.onImprovement;
    this.twist[0] = cornerTwistCoordinate(state.corners);
    this.flip[0] = flipCoordinate(state.edges);
    this.slice[0] = slicePositionCoordinate(state.edges);
    this.startCornerPerm = cornerPermCoordinate(state.corners);
    this.startEdges = Int8Array.from(state.edges.perm);
    this.exact1 = options.phase1 ?? null;
    this.dist1[0] = this.exact1 ? phase1Distance(this.exact1, tables, this.slice[0], this.flip[0], this.twist[0]) : 0;
    // Beyond the table's cap (8 or more), cap + 1 ≥ 9 already bounds every projection (their largest value is 9).
    this.bound1 = this.exact1 ? this.dist1[0] : this.h1(this.slice[0], this.twist[0], this.flip[0]);
    this.rootInG1 = this.bound1 === 0; // phase 1 is empty: try phase 2 from the start first
  }

  private h1(slice: number, twist: number, flip: number): number {
    const p = this.p;
    let h = p.sliceTwist[slice * THREE_CORNER_TWISTS + twist];
    const f = p.sliceFlip[slice * FLIP_COUNT + flip];
    if (f > h) h = f;
    if (p.twistFlip) {
      const g = p.twistFlip[twist * FLIP_COUNT + flip];
      if (g > h) h = g;
    }
    return h;
  }

  /** Generates up to `maxSteps` nodes; true when the search is over. */
  run(maxSteps: number): boolean {
    let steps = 0;
    while (this.status === 'searching' && steps < maxSteps) {
      const room = this.maxNodes - this.nodes;
      if (room <= 0) {
        this.status = 'budget';
        break;
      }
      const limit = Math.min(maxSteps - steps, room);
      // phase1() returns when it hands a cube to phase 2, so each call's nodes belong to one phase.
      const inPhase2 = this.inPhase2;
      const done = inPhase2 ? this.phase2(limit) : this.phase1(limit);
      steps += done;
      this.nodes += done;
      if (inPhase2) this.nodes2 += done;
    }
    return this.status !== 'searching';
  }

  // #region phase-1
  /** Phase-1 IDA* for up to `limit` nodes, or until it hands a G1 cube to phase 2. */
  private phase1(limit: number): number {
    const { twist: twistMove, flip: flipMove, slice: sliceMove } = this.t;
    const exact = this.exact1;
    const cap = exact !== null ? exact.cap : 0;
    const codes = exact !== null ? exact.codes : NONE;
    const { classOf, toRep, twistConj } = exact !== null ? exact.sym : NO_SYM;
    const { sliceTwist, sliceFlip, twistFlip } = this.p;
    const n = PHASE1_MOVE_COUNT;
    let steps = 0;
    if (this.rootInG1) {
      this.rootInG1 = false;
      if (this.startPhase2(0, 0) || this.status !== 'searching') return 0;
    }
    while (steps < limit) {
      const d = this.depth1;
      const m = this.next1[d]++;
      if (m >= n) {
        if (d > 0) {
          this.depth1--; // backtrack
          continue;
        }
        // Every sequence of length bound1 is done: one move longer, if that can still beat the best.
        this.bound1++;
        this.next1[0] = 0;
        if (this.bound1 >= this.bestLength) {
          this.status = 'exhausted';
          return steps;
        }
        if (this.bound1 > MAX_TOTAL) throw new Error('phase 1 went past 30 moves without a solution: not a legal cube');
        continue;
      }
      const face = PHASE1_FACE[m];
      if (d > 0 && FOLLOWS[(PHASE1_FACE[this.path1[d - 1]] + 1) * 6 + face] === 0) continue;
      const togo = this.bound1 - d;
      if (togo <= G1_RETURN && this.twist[d] === 0 && this.flip[d] === 0 && this.slice[d] === 0 && (togo < G1_RETURN || IN_G1[m] !== 0)) continue;
      const c = d + 1;
      const room = this.bound1 - c;
      const tw = twistMove[this.twist[d] * n + m];
      const sl = sliceMove[this.slice[d] * n + m];
      steps++;
      // h₁ = max of the tables, read one at a time: stop at the first that says G1 is out of reach.
      if (sliceTwist[sl * THREE_CORNER_TWISTS + tw] > room) continue;
      const fl = flipMove[this.flip[d] * n + m];
      if (sliceFlip[sl * FLIP_COUNT + fl] > room) continue;
      if (exact !== null) {
        // The exact distance after the projections: they are small and in cache, and each
        // child they cut saves a read of the 35 MB table (measured: 1.3–1.6× the nodes per second).
        // The child's distance from its code and this node's (Kociemba's mod-3 reading).
        const raw = sl * FLIP_COUNT + fl;
        const j = classOf[raw] * THREE_CORNER_TWISTS + twistConj[tw * SYMMETRY_COUNT + toRep[raw]];
        const code = (codes[j >> 2] >> ((j & 3) << 1)) & 3;
        const h = code === BEYOND_CAP ? cap + 1 : childDistance(cap, this.dist1[d], code);
        if (h > room) continue;
        this.dist1[c] = h;
      } else if (twistFlip !== null && twistFlip[tw * FLIP_COUNT + fl] > room) continue;
      this.path1[d] = m;
      if (c === this.bound1) {
        // In G1 (h₁ = 0) at exactly bound1 moves. Kociemba's rule: the last move is not a G1 move.
        if (IN_G1[m] !== 0) continue;
        if (this.startPhase2(c, steps)) return steps;
        if (this.status !== 'searching') return steps; // solved outright, at the target
        if (this.bound1 >= this.bestLength) {
          // Phase 1 alone reached solved: no total at this bound or above can be shorter.
          this.status = 'exhausted';
          return steps;
        }
        continue;
      }
      this.twist[c] = tw;
      this.flip[c] = fl;
      this.slice[c] = sl;
      this.next1[c] = 0;
      this.depth1 = c;
    }
    return steps;
  }
  // #endregion

  /**
   * The phase-2 coordinates where phase 1's `length` moves end, read by
   * replaying them on the corner permutation table and on a 12-entry edge array
   * (both are not phase-1 coordinates, and this happens once per phase-1
   * solution, not per node). Returns true when phase 2 has been set up to run.
   */
  private startPhase2(length: number, steps: number): boolean {
    const t = this.t;
    let corner = this.startCornerPerm;
    const edges = this.edges;
    edges.set(this.startEdges);
    for (let i = 0; i < length; i++) {
      const m = this.path1[i];
      corner = t.cornerPerm[corner * PHASE1_MOVE_COUNT + m];
      const from = m * EDGE_COUNT;
      for (let k = 0; k < EDGE_COUNT; k++) this.scratch[k] = edges[t.edgePerm[from + k]];
      edges.set(this.scratch);
    }
    const udEdge = rank(edges, 0, FIRST_SLICE_EDGE);
    const slicePerm = rank(edges, FIRST_SLICE_EDGE, EDGE_COUNT);
    const allowed = this.bestLength - 1 - length;
    if (allowed > this.phase2Cap) this.unsearchedFrom = Math.min(this.unsearchedFrom, length + this.phase2Cap + 1);
    const maxLength2 = Math.min(allowed, this.phase2Cap);
    let h = this.h2(slicePerm, corner, udEdge);
    if (this.perimeter) {
      const e = perimeterDistance(this.perimeter, slicePerm, corner, udEdge); // exact, or depth + 1
      if (e > h) h = e;
    }
    this.phase2Starts++;
    if (h > maxLength2) return false;
    this.lastFace1 = length > 0 ? PHASE1_FACE[this.path1[length - 1]] : -1;
    if (h === 0) {
      this.record(length, 0, steps);
      return false;
    }
    this.cp[0] = corner;
    this.ud[0] = udEdge;
    this.sp[0] = slicePerm;
    this.next2[0] = 0;
    this.depth2 = 0;
    this.bound2 = h;
    this.maxLength2 = maxLength2;
    this.inPhase2 = true;
    return true;
  }

  private h2(slicePerm: number, corner: number, udEdge: number): number {
    const a = this.p.sliceCornerPerm[slicePerm * UD_EDGE_PERMS + corner];
    const b = this.p.sliceUdEdgePerm[slicePerm * UD_EDGE_PERMS + udEdge];
    return a > b ? a : b;
  }

  // #region phase-2
  /** Phase-2 IDA* for up to `limit` nodes, or until it finds a solution or runs out of room. */
  private phase2(limit: number): number {
    const { cornerPerm2, udEdgePerm2, slicePerm2 } = this.t;
    const { sliceCornerPerm, sliceUdEdgePerm } = this.p;
    const n = PHASE2_MOVE_COUNT;
    const length1 = this.bound1;
    let steps = 0;
    while (steps < limit) {
      const d = this.depth2;
      const k = this.next2[d]++;
      if (k >= n) {
        if (d > 0) {
          this.depth2--;
          continue;
        }
        this.bound2++;
        this.next2[0] = 0;
        if (this.bound2 > this.maxLength2) {
          this.inPhase2 = false; // nothing short enough from this phase-1 solution
          return steps;
        }
        continue;
      }
      const last = d > 0 ? PHASE2_FACE[this.path2[d - 1]] : this.lastFace1;
      if (FOLLOWS[(last + 1) * 6 + PHASE2_FACE[k]] === 0) continue;
      const c = d + 1;
      const room = this.bound2 - c;
      const cp = cornerPerm2[this.cp[d] * n + k];
      const sp = slicePerm2[this.sp[d] * n + k];
      steps++;
      // h₂ = max of two tables, read one at a time: most children fail the first.
      const hc = sliceCornerPerm[sp * UD_EDGE_PERMS + cp];
      if (hc > room) continue;
      const ud = udEdgePerm2[this.ud[d] * n + k];
      const hu = sliceUdEdgePerm[sp * UD_EDGE_PERMS + ud];
      if (hu > room) continue;
      // Within the perimeter's reach, its exact distance decides: a cube not in it is too far.
      if (room <= this.perimeterDepth && perimeterDistance(this.perimeter!, sp, cp, ud) > room) continue;
      this.path2[d] = k;
      if (hc === 0 && hu === 0) {
        // Both tables say 0 only when corners, U/D edges and slice edges are all home: solved.
        this.record(length1, c, steps);
        this.inPhase2 = false;
        return steps;
      }
      this.cp[c] = cp;
      this.ud[c] = ud;
      this.sp[c] = sp;
      this.next2[c] = 0;
      this.depth2 = c;
    }
    return steps;
  }
  // #endregion

  private record(length1: number, length2: number, steps: number): void {
    // Only strictly shorter solutions count (lowerBest may have tightened the best since phase 2 began).
    if (length1 + length2 >= this.bestLength) return;
    const moves: string[] = [];
    for (let i = 0; i < length1; i++) moves.push(PHASE1_MOVES[this.path1[i]].name);
    for (let i = 0; i < length2; i++) moves.push(PHASE1_MOVES[PHASE2_MOVES[this.path2[i]]].name);
    this.best = moves;
    this.bestLength = moves.length;
    if (this.bestLength <= this.target) this.status = 'target';
    this.onImprovement?.({ moves, length: moves.length, phase1Length: length1, nodes: this.nodes + steps });
  }

  /**
   * Look only for solutions shorter than `length` from now on: another search
   * (another view of the same cube, views.ts) has found one of that length.
   */
  lowerBest(length: number): void {
    if (length < this.bestLength) this.bestLength = length;
    if (this.status === 'searching' && this.bound1 >= this.bestLength) this.status = 'exhausted';
    if (this.inPhase2) this.maxLength2 = Math.min(this.maxLength2, this.bestLength - 1 - this.bound1);
  }

  /**
   * True when the search was exhausted and no total shorter than the best was
   * left unsearched by the phase-2 cap: every shorter solution would have been found.
   */
  get provenOptimal(): boolean {
    return this.status === 'exhausted' && this.unsearchedFrom >= this.bestLength;
  }

  /** Nodes generated so far, both phases. */
  get generated(): number {
    return this.nodes;
  }

  /** Nodes phase 2 generated so far (phase 1's are `generated` minus these). */
  get phase2Generated(): number {
    return this.nodes2;
  }

  /** The phase-1 length being searched now (the last one searched, once the search is over). */
  get phase1Bound(): number {
    return this.bound1;
  }

  /** How many times phase 1 reached G1 and handed the cube to phase 2 (including the phase 2s its bound cut off at once). */
  get phase2Entries(): number {
    return this.phase2Starts;
  }

  result(): { status: TwoPhaseStatus; moves: string[] | null; nodes: number; phase1Length: number; phase2Starts: number } {
    return { status: this.status, moves: this.best ? [...this.best] : null, nodes: this.nodes, phase1Length: this.bound1, phase2Starts: this.phase2Starts };
  }
}

const NONE = new Uint8Array(0);
const NO_SYM = { classOf: new Uint16Array(0), toRep: new Uint8Array(0), twistConj: new Uint16Array(0) };

/**
 * Lehmer rank (../../permutation-rank.ts) of edges[from..to), which in G1 hold
 * the pieces from..to−1: only their relative order counts, so no offset is needed.
 */
function rank(edges: Int8Array, from: number, to: number): number {
  let r = 0;
  for (let i = from; i < to; i++) {
    let smaller = 0;
    for (let j = i + 1; j < to; j++) if (edges[j] < edges[i]) smaller++;
    r = r * (to - i) + smaller;
  }
  return r;
}
