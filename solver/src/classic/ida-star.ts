/**
 * The classic implementation's IDA*, as published: threshold = h(start);
 * `search` returns f when f = g + h exceeds the threshold, else reports a
 * solution if the state is solved, else tries the moves in the order
 * U D R L F B, skipping those `isRedundant` forbids after the last one; the
 * first solution found is the answer; the next threshold is the smallest f
 * that exceeded the old one.
 *
 * The original recurses over state objects; this one walks the same tree in
 * the same order with an explicit stack over the two coordinates (the classic
 * model's moves act on them independently), so it can stop after a node
 * budget and resume in slices in a worker. A unit test runs the recursive,
 * object-per-node form side by side and gets the same answers and node counts.
 *
 * The heuristic tables and the pruning rule are parameters: with the classic
 * PDBs and isRedundant it is the classic solver; with the correct distances
 * to solved and no pruning it is an optimal solver for the same model.
 */
import type { Steppable } from '../run-in-slices.ts';
import { CLASSIC_MOVE_COUNT } from './model.ts';
import { classicMoveTables } from './move-tables.ts';

export interface ClassicSearchTables {
  /** h = max(perm[permCode], orient[orientCode]); may be −1 in the classic tables. */
  readonly perm: Int16Array;
  readonly orient: Int8Array;
  /** True when move m may not follow `last` (−1 = no move yet). */
  readonly forbidden: (last: number, m: number) => boolean;
}

export type ClassicSearchStatus = 'running' | 'solved' | 'budget';

export interface ClassicSearchResult {
  readonly status: ClassicSearchStatus;
  /** Move indices (0..5 = U D R L F B); null until solved. */
  readonly solution: number[] | null;
  /** Calls of `search`: every node whose f was computed, the root of each iteration included. */
  readonly nodes: number;
  /** Thresholds tried, in order. */
  readonly thresholds: number[];
}

const MAX_DEPTH = 64; // far beyond the 30-odd moves a threshold can reach here
const INF = 0x7fffffff;

export class ClassicIdaSearch implements Steppable {
  private readonly permMove: Uint16Array;
  private readonly orientMove: Uint16Array;
  private readonly forbidden: Uint8Array; // (last + 1) · 6 + m
  private readonly tables: ClassicSearchTables;
  private readonly hPerm: Int16Array;
  private readonly hOrient: Int8Array;
  private readonly maxNodes: number;
  // The explicit stack: one frame per depth.
  private readonly perm = new Int32Array(MAX_DEPTH + 1);
  private readonly orient = new Int32Array(MAX_DEPTH + 1);
  private readonly move = new Int8Array(MAX_DEPTH + 1); // move that led to this frame
  private readonly nextMove = new Int8Array(MAX_DEPTH + 1);
  private readonly least = new Float64Array(MAX_DEPTH + 1);
  private depth = -1;
  private threshold: number;
  private nodes = 0;
  private status: ClassicSearchStatus = 'running';
  private solution: number[] | null = null;
  private readonly thresholds: number[] = [];

  constructor(permCode: number, orientCode: number, tables: ClassicSearchTables, options: { maxNodes?: number } = {}) {
    const t = classicMoveTables();
    this.permMove = t.permMove;
    this.orientMove = t.orientMove;
    this.tables = tables;
    this.hPerm = tables.perm;
    this.hOrient = tables.orient;
    this.maxNodes = options.maxNodes ?? Infinity;
    this.forbidden = new Uint8Array(7 * CLASSIC_MOVE_COUNT);
    for (let last = -1; last < CLASSIC_MOVE_COUNT; last++) {
      for (let m = 0; m < CLASSIC_MOVE_COUNT; m++) this.forbidden[(last + 1) * CLASSIC_MOVE_COUNT + m] = tables.forbidden(last, m) ? 1 : 0;
    }
    this.perm[0] = permCode;
    this.orient[0] = orientCode;
    this.move[0] = -1;
    this.threshold = this.h(permCode, orientCode);
  }

  private h(p: number, o: number): number {
    const a = this.hPerm[p];
    const b = this.hOrient[o];
    return a > b ? a : b;
  }

  /**
   * "Enter" a node at `depth` (the body of the published `search` up to its
   * loop): count it, cut it off if f > threshold, stop if solved. Returns
   * the value handed to the parent, or NaN when the node is to be expanded.
   */
  private enter(depth: number): number {
    this.nodes++;
    const p = this.perm[depth];
    const o = this.orient[depth];
    const f = depth + this.h(p, o);
    if (f > this.threshold) return f;
    if (p === 0 && o === 0) return -1; // FOUND
    this.nextMove[depth] = 0;
    this.least[depth] = INF;
    return NaN;
  }

  /** Runs at most `maxSteps` nodes; true when finished (solved or out of budget). */
  run(maxSteps: number): boolean {
    if (this.status !== 'running') return true;
    let steps = 0;
    for (;;) {
      if (this.depth < 0) {
        // A new iteration at the current threshold: enter the root.
        this.thresholds.push(this.threshold);
        const r = this.enter(0);
        steps++;
        if (r === -1) return this.finish(0);
        if (!Number.isNaN(r)) {
          this.threshold = r; // the root itself exceeded it (h = threshold cannot, but keep the rule)
          continue;
        }
        this.depth = 0;
      }
      if (this.nodes >= this.maxNodes) {
        this.status = 'budget';
        return true;
      }
      if (steps >= maxSteps) return false;
      const d = this.depth;
      const last = this.move[d];
      let m = this.nextMove[d];
      while (m < CLASSIC_MOVE_COUNT && this.forbidden[(last + 1) * CLASSIC_MOVE_COUNT + m]) m++;
      if (m === CLASSIC_MOVE_COUNT) {
        // Return `least` to the parent.
        const value = this.least[d];
        this.depth--;
        if (this.depth < 0) {
          if (value === INF) throw new Error('the classic search ran out of moves');
          this.threshold = value;
        } else if (value < this.least[this.depth]) this.least[this.depth] = value;
        continue;
      }
      this.nextMove[d] = m + 1;
      const c = d + 1;
      if (c > MAX_DEPTH) throw new Error(`the classic search went deeper than ${MAX_DEPTH}`);
      this.perm[c] = this.permMove[this.perm[d] * CLASSIC_MOVE_COUNT + m];
      this.orient[c] = this.orientMove[this.orient[d] * CLASSIC_MOVE_COUNT + m];
      this.move[c] = m;
      steps++;
      const r = this.enter(c);
      if (r === -1) return this.finish(c);
      if (Number.isNaN(r)) this.depth = c;
      else if (r < this.least[d]) this.least[d] = r;
    }
  }

  private finish(depth: number): boolean {
    this.status = 'solved';
    this.solution = Array.from(this.move.subarray(1, depth + 1));
    return true;
  }

  result(): ClassicSearchResult {
    return { status: this.status, solution: this.solution, nodes: this.nodes, thresholds: [...this.thresholds] };
  }
}

