/**
 * A recorder for the IDA* search tree, for drawing and replaying it. Nodes are
 * stored in the order the search generates them (struct of arrays, so the
 * whole trace is a few typed arrays that cross to the page without copying).
 * Each iteration starts with a root node (parent −1). A node cut off by the
 * threshold is stored with the PRUNED flag and never gets children.
 *
 * Past `cap` nodes the recorder stops storing and sets `truncated`; the search
 * goes on undisturbed.
 */

export const DEFAULT_TRACE_CAP = 5000;
export const TRACE_PRUNED = 1;
export const TRACE_GOAL = 2;
/** `move` of a root node. */
export const NO_MOVE = -1;

/**
 * The recorded IDA* tree (`Solution.trace`, when `traceCap` is given): node i
 * is entry i of every array, `count` nodes in the order generated, at most `cap`.
 */
export interface SearchTrace {
  readonly count: number;
  readonly cap: number;
  readonly truncated: boolean;
  /** Index of the parent node, −1 for an iteration's root. */
  readonly parent: Int32Array;
  /** Move index (into the metric's moves) that led here, −1 for a root. */
  readonly move: Int8Array;
  readonly g: Uint8Array;
  readonly h: Uint8Array;
  /** Iteration number, 0 for the first threshold. */
  readonly iteration: Uint8Array;
  /** TRACE_PRUNED | TRACE_GOAL bits. */
  readonly flags: Uint8Array;
  /** The state reached, as coordinates. */
  readonly perm: Uint16Array;
  readonly orient: Uint16Array;
}

export class TraceRecorder {
  readonly cap: number;
  count = 0;
  truncated = false;
  private readonly parent: Int32Array;
  private readonly move: Int8Array;
  private readonly g: Uint8Array;
  private readonly h: Uint8Array;
  private readonly iteration: Uint8Array;
  private readonly flags: Uint8Array;
  private readonly perm: Uint16Array;
  private readonly orient: Uint16Array;

  constructor(cap: number = DEFAULT_TRACE_CAP) {
    if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`trace cap must be a positive integer, got ${cap}`);
    this.cap = cap;
    this.parent = new Int32Array(cap);
    this.move = new Int8Array(cap);
    this.g = new Uint8Array(cap);
    this.h = new Uint8Array(cap);
    this.iteration = new Uint8Array(cap);
    this.flags = new Uint8Array(cap);
    this.perm = new Uint16Array(cap);
    this.orient = new Uint16Array(cap);
  }

  /** Stores a node and returns its id, or −1 once the cap is reached. */
  add(parent: number, move: number, g: number, h: number, iteration: number, flags: number, perm: number, orient: number): number {
    if (this.count === this.cap) {
      this.truncated = true;
      return -1;
    }
    const id = this.count++;
    this.parent[id] = parent;
    this.move[id] = move;
    this.g[id] = g;
    this.h[id] = h;
    this.iteration[id] = iteration;
    this.flags[id] = flags;
    this.perm[id] = perm;
    this.orient[id] = orient;
    return id;
  }

  /** The recorded nodes, trimmed to `count`. */
  snapshot(): SearchTrace {
    const n = this.count;
    return {
      count: n,
      cap: this.cap,
      truncated: this.truncated,
      parent: this.parent.slice(0, n),
      move: this.move.slice(0, n),
      g: this.g.slice(0, n),
      h: this.h.slice(0, n),
      iteration: this.iteration.slice(0, n),
      flags: this.flags.slice(0, n),
      perm: this.perm.slice(0, n),
      orient: this.orient.slice(0, n),
    };
  }
}
