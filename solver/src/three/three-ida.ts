/**
 * IDA* for the 3×3×3 (Korf 1997): h = max(corner database, edge-group
 * databases). A maximum of admissible bounds is admissible (a sum would not
 * be: every move changes corners and edges alike), so the first solution the
 * iterative deepening finds is optimal.
 *
 * The state is a handful of coordinates (corner permutation and twist, one
 * index per edge group), moved by table lookups. The search is resumable
 * (explicit stack, `run(maxSteps)` from ../run-in-slices.ts's Steppable), so a
 * worker or the CLI can slice it, cancel it, and stop it at a node budget.
 *
 * Move pruning, as in chapter 6 but for six faces (three-move-pruning.ts):
 * never the same face twice in a row (in QTM, but for X X, the half turn), and
 * of two opposite faces (which commute) only U-before-D order (R before L, F
 * before B).
 *
 * Why its own loop and not one shared with ../ida-star.ts and
 * ../classic/ida-star.ts (issue 22): the loops agree only in shape. This one
 * moves 2 + 2·(edge groups) typed-array coordinates per child and reads
 * several databases inline; a shared loop would call back per node for the
 * move, h and the pruning rule, in the search's hottest code. The classic one
 * replays a published recursion (it counts entered nodes, passes each
 * subtree's least f up, prunes by its own table, stops at coordinates 0), so
 * its counts would change with a common loop. And chapter 8 shows this step
 * as it runs (region three-ida-step), which a loop of callbacks would not.
 */
import type { Steppable } from '../run-in-slices.ts';
import type { Metric } from '../metric.ts';
import { THREE_CORNER_TWISTS, cornerIndex } from './corner-coordinates.ts';
import { type CornerMoveTables, cornerMoveTables } from './corner-move-tables.ts';
import type { CubeState } from './cube-state.ts';
import { type EdgeGroupPdb, edgeGroupIndex } from './edge-group.ts';
import { THREE_MOVES } from './three-metric.ts';
import { type ThreeMovePruning, mayFollow, threeMovePruning } from './three-move-pruning.ts';

export interface ThreeHeuristic {
  readonly metric: Metric;
  /** The corner database (88,179,840 entries). */
  readonly corner: Uint8Array;
  /** Edge-group databases whose groups together contain all twelve edges. */
  readonly edges: readonly EdgeGroupPdb[];
}

/** Where a 3×3×3 search stands: still 'searching', 'solved' (optimal), or stopped at its node budget ('budget'). */
export type ThreeStatus = 'searching' | 'solved' | 'budget';

/** One IDA* iteration of the 3×3×3 search: its bound (the f limit, in moves) and the nodes it cost. */
export interface ThreeIteration {
  readonly bound: number;
  /** Nodes generated in this iteration: every child made by a table lookup, within the bound or not. */
  readonly generated: number;
  /**
   * Nodes expanded in this iteration: those with f = g + h within the bound,
   * whose children the search then generates (the root included). This is the
   * unit of chapter 7's Korf–Reid–Edelkamp prediction; each expanded node
   * generates about the branching factor (13.35) children.
   */
  readonly expanded: number;
}

/** The 3×3×3 search's result so far: status, the moves once solved, and node counts (totals and per iteration). */
export interface ThreeResult {
  readonly status: ThreeStatus;
  /** Move names, or null until solved. */
  readonly moves: string[] | null;
  readonly generated: number;
  readonly expanded: number;
  readonly iterations: ThreeIteration[];
}

const MAX_DEPTH = 40;

export class ThreeSearch implements Steppable {
  private readonly names: readonly string[];
  private readonly pruning: ThreeMovePruning;
  private readonly n: number;
  private readonly corner: CornerMoveTables;
  private readonly h: ThreeHeuristic;
  private readonly maxNodes: number;
  // The stack: coordinates and the next move to try at each depth.
  private readonly cp = new Int32Array(MAX_DEPTH + 1);
  private readonly co = new Int32Array(MAX_DEPTH + 1);
  private readonly ep: Int32Array[];
  private readonly eo: Int32Array[];
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

  constructor(state: CubeState, h: ThreeHeuristic, options: { maxNodes?: number } = {}) {
    const covered = new Set(h.edges.flatMap((g) => g.tables.pieces));
    if (covered.size !== 12) throw new Error('the edge groups must contain all twelve edges (else h = 0 would not mean solved)');
    this.h = h;
    this.corner = cornerMoveTables(h.metric);
    const moves = THREE_MOVES[h.metric];
    this.names = moves.map((m) => m.name);
    this.pruning = threeMovePruning(h.metric);
    this.n = moves.length;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.ep = h.edges.map(() => new Int32Array(MAX_DEPTH + 1));
    this.eo = h.edges.map(() => new Int32Array(MAX_DEPTH + 1));
    const c = cornerIndex(state.corners);
    this.cp[0] = Math.floor(c / THREE_CORNER_TWISTS);
    this.co[0] = c % THREE_CORNER_TWISTS;
    h.edges.forEach((g, i) => {
      const index = edgeGroupIndex(state.edges, g.tables.pieces);
      this.ep[i][0] = Math.floor(index / g.tables.orientCount);
      this.eo[i][0] = index % g.tables.orientCount;
    });
    const h0 = this.estimate(0);
    if (h0 === 0) {
      this.status = 'solved';
      this.solution = [];
    }
    this.bound = h0;
    this.next[0] = 0;
    this.countExpanded(); // the root, within its own bound h0
  }

  private countExpanded(): void {
    this.expanded++;
    this.iterationExpanded++;
  }

  private closeIteration(): void {
    this.iterations.push({ bound: this.bound, generated: this.iterationGenerated, expanded: this.iterationExpanded });
  }

  /** h at stack depth d: the largest of the databases' values. */
  private estimate(d: number): number {
    let h = this.h.corner[this.cp[d] * THREE_CORNER_TWISTS + this.co[d]];
    for (let i = 0; i < this.ep.length; i++) {
      const g = this.h.edges[i];
      const v = g.distance[this.ep[i][d] * g.tables.orientCount + this.eo[i][d]];
      if (v > h) h = v;
    }
    return h;
  }

  // #region three-ida-step
  /** Generates up to `maxSteps` nodes; true when the search is over (solved or out of budget). */
  run(maxSteps: number): boolean {
    if (this.status !== 'searching') return true;
    const n = this.n;
    const { permMove, orientMove } = this.corner;
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
      // One spelling per sequence (three-move-pruning.ts): the same face twice only as QTM's X X, opposite faces in one order.
      if (d > 0 && !mayFollow(this.pruning, m, this.path[d - 1], d > 1 ? this.path[d - 2] : n)) continue;
      // The child, by table lookups.
      const c = d + 1;
      this.cp[c] = permMove[this.cp[d] * n + m];
      this.co[c] = orientMove[this.co[d] * n + m];
      for (let i = 0; i < this.ep.length; i++) {
        const t = this.h.edges[i].tables;
        const at = this.ep[i][d] * n + m;
        this.ep[i][c] = t.permMove[at];
        this.eo[i][c] = this.eo[i][d] ^ t.orientTransform[at];
      }
      steps++;
      this.generated++;
      this.iterationGenerated++;
      const h = this.estimate(c);
      const f = c + h;
      if (f > this.bound) {
        if (f < this.minExceeded) this.minExceeded = f;
        continue;
      }
      this.path[d] = m;
      if (h === 0) {
        // Every database says solved: corners and all edge groups are home.
        this.solution = Array.from(this.path.subarray(0, c), (k) => this.names[k]);
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
