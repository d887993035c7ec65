/**
 * Reid's optimal solver (Michael Reid, cube-lovers, July 1997): IDA* for the
 * 3×3×3 whose heuristic is the exact distance to Kociemba's subgroup
 * H = G1 = ⟨U, D, R2, L2, F2, B2⟩, read from the whole phase-1 table of
 * chapter 10 (two-phase/flipslice-twist-pruning.ts at cap 12, one entry per
 * flip-slice symmetry class and twist), on three axes: the cube itself and
 * the cube turned about its URF–DBL diagonal once and twice
 * (two-phase/views.ts), so that H's U/D axis is in turn the cube's U/D, R/L
 * and F/B axis. Each is a distance to a subgroup every solved cube is in, so
 * each bounds the distance to solved from below, and so does their maximum
 * (and, when it is given, the maximum with Korf's corner database,
 * corner-pdb.ts): the first solution IDA* finds is optimal. Kociemba's Cube
 * Explorer's optimal solver and Rokicki's nxopt grew from the same idea.
 *
 * Along the search each axis's distance is read by Kociemba's mod-3 rule:
 * the table stores the distance mod 3, a move changes it by at most one, so a
 * child's distance is the one value of parent − 1, parent, parent + 1 with the
 * child's residue (childDistance). The root's is found by walking down to H.
 *
 * A cube in H on all three axes need not be solved (the square group
 * ⟨U2, D2, R2, L2, F2, B2⟩ is in all three), so a node whose three distances
 * are 0 is checked on the cube itself, replaying its path.
 *
 * The loop is ../three/three-ida.ts's (resumable with `run(maxSteps)`, the
 * same move pruning, the same counts of generated and expanded nodes), with
 * the child's coordinates and bound read its own way: one loop per heuristic
 * keeps each search's hottest code free of callbacks (see three-ida.ts).
 */
import type { Steppable } from '../run-in-slices.ts';
import { THREE_CORNER_TWISTS, cornerIndex } from './corner-coordinates.ts';
import { cornerMoveTables } from './corner-move-tables.ts';
import { type CubeState, composeCube, cubeMove, isCubeSolved } from './cube-state.ts';
import type { ThreeIteration, ThreeResult, ThreeStatus } from './three-ida.ts';
import { cornerTwistCoordinate } from './corner-coordinates.ts';
import { BEYOND_CAP, type FlipSliceTwistPruning, MAX_PHASE1_DISTANCE, childDistance, phase1Distance } from './two-phase/flipslice-twist-pruning.ts';
import type { TwoPhaseMoveTables } from './two-phase/move-tables.ts';
import { FLIP_COUNT, flipCoordinate, slicePositionCoordinate } from './two-phase/phase1-coordinates.ts';
import { PHASE1_FACE, PHASE1_MOVES, PHASE1_MOVE_COUNT } from './two-phase/phase-moves.ts';
import { SYMMETRY_COUNT } from './two-phase/symmetries.ts';
import { VIEW_MOVE, turnedView } from './two-phase/views.ts';

/** What Reid's heuristic reads: the whole phase-1 table, the phase-1 move tables, and optionally Korf's corner database. */
export interface ReidHeuristic {
  readonly moves: TwoPhaseMoveTables;
  /** The flip-slice-twist table at cap 12: exact distances to H everywhere (a smaller cap is refused). */
  readonly toH: FlipSliceTwistPruning;
  /** Korf's corner database in HTM (88,179,840 entries), or null: h is then the three axes alone. */
  readonly corner: Uint8Array | null;
}

const MAX_DEPTH = 40;
const AXES = 3;
const TURNS = PHASE1_MOVES.map((m) => cubeMove(m.face, m.quarterTurns));

export class ReidSearch implements Steppable {
  private readonly h: ReidHeuristic;
  private readonly maxNodes: number;
  private readonly start: CubeState;
  // The stack, per depth: each axis's twist, flip, slice and exact distance to H (index depth · 3 + axis).
  private readonly twist = new Int32Array((MAX_DEPTH + 1) * AXES);
  private readonly flip = new Int32Array((MAX_DEPTH + 1) * AXES);
  private readonly slice = new Int32Array((MAX_DEPTH + 1) * AXES);
  private readonly dist = new Int32Array((MAX_DEPTH + 1) * AXES);
  // The corner database's coordinates (when it is given).
  private readonly cp = new Int32Array(MAX_DEPTH + 1);
  private readonly co = new Int32Array(MAX_DEPTH + 1);
  private readonly next = new Int32Array(MAX_DEPTH + 1);
  private readonly path = new Int32Array(MAX_DEPTH + 1);
  private depth = 0;
  private bound = 0;
  private minExceeded = Infinity;
  private status: ThreeStatus = 'searching';
  private solution: string[] | null = null;
  private generated = 0;
  private iterationGenerated = 0;
  private expanded = 0;
  private iterationExpanded = 0;
  private readonly iterations: ThreeIteration[] = [];

  constructor(state: CubeState, h: ReidHeuristic, options: { maxNodes?: number } = {}) {
    if (h.toH.cap < MAX_PHASE1_DISTANCE) throw new RangeError(`Reid's heuristic needs the whole phase-1 table (cap 12), got cap ${h.toH.cap}`);
    this.h = h;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.start = state;
    let h0 = 0;
    for (let k = 0; k < AXES; k++) {
      const view = turnedView(state, k);
      const tw = cornerTwistCoordinate(view.corners);
      const fl = flipCoordinate(view.edges);
      const sl = slicePositionCoordinate(view.edges);
      this.twist[k] = tw;
      this.flip[k] = fl;
      this.slice[k] = sl;
      this.dist[k] = phase1Distance(h.toH, h.moves, sl, fl, tw);
      if (this.dist[k] > h0) h0 = this.dist[k];
    }
    if (h.corner) {
      const c = cornerIndex(state.corners);
      this.cp[0] = Math.floor(c / THREE_CORNER_TWISTS);
      this.co[0] = c % THREE_CORNER_TWISTS;
      const hc = h.corner[c];
      if (hc > h0) h0 = hc;
    }
    if (isCubeSolved(state)) {
      this.status = 'solved';
      this.solution = [];
    }
    this.bound = h0;
    this.countExpanded(); // the root, within its own bound h0
  }

  private countExpanded(): void {
    this.expanded++;
    this.iterationExpanded++;
  }

  private closeIteration(): void {
    this.iterations.push({ bound: this.bound, generated: this.iterationGenerated, expanded: this.iterationExpanded });
  }

  /** Is the cube after the path's first `length` moves solved? Asked only where all three axes are in H. */
  private solvedAfter(length: number): boolean {
    let s = this.start;
    for (let i = 0; i < length; i++) s = composeCube(s, TURNS[this.path[i]]);
    return isCubeSolved(s);
  }

  // #region reid-ida-step
  /** Generates up to `maxSteps` nodes; true when the search is over (solved or out of budget). */
  run(maxSteps: number): boolean {
    if (this.status !== 'searching') return true;
    const n = PHASE1_MOVE_COUNT;
    const T = THREE_CORNER_TWISTS;
    const S = SYMMETRY_COUNT;
    const { twist: twistMove, flip: flipMove, slice: sliceMove } = this.h.moves;
    const { codes, sym } = this.h.toH;
    const { classOf, toRep, twistConj } = sym;
    const corner = this.h.corner;
    const cornerTables = corner ? cornerMoveTables('htm') : null;
    let steps = 0;
    while (steps < maxSteps) {
      if (this.generated >= this.maxNodes) {
        this.status = 'budget';
        this.closeIteration();
        return true;
      }
      const d = this.depth;
      const m = this.next[d]++;
      if (m >= n) {
        if (d === 0) {
          this.endIteration();
          continue;
        }
        this.depth--; // backtrack
        continue;
      }
      if (d > 0) {
        const last = PHASE1_FACE[this.path[d - 1]];
        const f = PHASE1_FACE[m];
        if (f === last || (f % 3 === last % 3 && f < last)) continue; // same face, or D-then-U order
      }
      const c = d + 1;
      const room = this.bound - c;
      steps++;
      this.generated++;
      this.iterationGenerated++;
      // Each axis in turn, the child's distance to H by the mod-3 rule; the first that is out of reach prunes.
      let h = 0;
      let k = 0;
      for (; k < AXES; k++) {
        const mk = VIEW_MOVE[k][m];
        const at = d * AXES + k;
        const tw = twistMove[this.twist[at] * n + mk];
        const fl = flipMove[this.flip[at] * n + mk];
        const sl = sliceMove[this.slice[at] * n + mk];
        const raw = sl * FLIP_COUNT + fl;
        const j = classOf[raw] * T + twistConj[tw * S + toRep[raw]];
        const code = (codes[j >> 2] >> ((j & 3) << 1)) & 3;
        if (code === BEYOND_CAP) throw new Error('phase-1 table: an entry beyond cap 12');
        const e = childDistance(MAX_PHASE1_DISTANCE, this.dist[at], code);
        if (e > room) {
          // IDA*'s next bound is the least f over the cut children; c + e bounds this child's f from below.
          if (c + e < this.minExceeded) this.minExceeded = c + e;
          break;
        }
        const to = c * AXES + k;
        this.twist[to] = tw;
        this.flip[to] = fl;
        this.slice[to] = sl;
        this.dist[to] = e;
        if (e > h) h = e;
      }
      if (k < AXES) continue;
      if (corner !== null) {
        const cp = cornerTables!.permMove[this.cp[d] * n + m];
        const co = cornerTables!.orientMove[this.co[d] * n + m];
        const hc = corner[cp * T + co];
        if (hc > room) {
          if (c + hc < this.minExceeded) this.minExceeded = c + hc;
          continue;
        }
        this.cp[c] = cp;
        this.co[c] = co;
        if (hc > h) h = hc;
      }
      this.path[d] = m;
      if (h === 0 && this.solvedAfter(c)) {
        this.solution = Array.from(this.path.subarray(0, c), (i) => PHASE1_MOVES[i].name);
        this.status = 'solved';
        this.closeIteration();
        return true;
      }
      if (c >= MAX_DEPTH) continue;
      this.countExpanded();
      this.depth = c;
      this.next[c] = 0;
    }
    return false;
  }
  // #endregion

  private endIteration(): void {
    this.closeIteration();
    this.iterationGenerated = 0;
    this.iterationExpanded = 0;
    if (this.minExceeded === Infinity) throw new Error('IDA*: nothing beyond the bound, yet no solution (an unreachable state?)');
    this.bound = this.minExceeded;
    this.minExceeded = Infinity;
    this.depth = 0;
    this.next[0] = 0;
    this.countExpanded(); // the root again, in the new iteration
  }

  result(): ThreeResult {
    return { status: this.status, moves: this.solution, generated: this.generated, expanded: this.expanded, iterations: [...this.iterations] };
  }

  /** The bound of the iteration now running. */
  currentBound(): number {
    return this.bound;
  }
}
