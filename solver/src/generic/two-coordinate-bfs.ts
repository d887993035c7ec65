/**
 * Breadth-first search over a *two-coordinate product space*: every state is a
 * pair (p, o) of a "permutation" coordinate p in 0..P−1 and an "orientation"
 * coordinate o in 0..K−1, stored at index p·K + o, and a move m sends
 * (p, o) to (permMove[p, m], orient_t[o]) where the orientation transform t is
 * the move itself (corners: Korf's 8!·3⁷ = 88,179,840 states, or the 2×2×2's
 * 7!·3⁶) or, optionally, chosen per (p, m) (a "twisted" product: the six-edge
 * pattern database, whose flips are stored per piece, so how a move flips them
 * depends on where the pieces are).
 *
 * It is the 2×2×2 BFS of ../bfs.ts made generic, with the same two ideas:
 * - Block-local work. States are visited one permutation block (K states) at a
 *   time; for a fixed block and move, every successor lies in ONE other block,
 *   so the scattered writes stay inside K bytes that sit in cache.
 * - Direction switching (Beamer, Asanović & Patterson 2012, "Direction-optimizing
 *   breadth-first search"): while the frontier is smaller than the unvisited
 *   set, push (expand every frontier state); once it is larger, pull (ask each
 *   unvisited state whether a *predecessor* lies on the frontier, stopping at
 *   the first). Pull uses inverse tables built here from the move tables, so it
 *   does NOT assume that the move set contains inverses: with a move set such
 *   as the classic design's six clockwise quarter turns, push and pull still
 *   compute the same thing.
 *
 * Direction matters for such move sets: this is a FORWARD search, so
 * distance[s] is the length of the shortest move sequence taking the START to s
 * (the distance *from* the start). For an inverse-closed move set (HTM, QTM)
 * that equals the distance from s to the start; otherwise a heuristic for
 * solving needs the BFS over inverse moves (or the inverse state).
 *
 * Packing: one byte per state. The byte BFS reads and writes each entry with a
 * single load or store; a 4-bit table would make every write a read-modify-write
 * of a shared byte and split the 2,187-entry corner blocks across byte
 * boundaries (2,187 is odd). The cost is memory: 88 MB for the corner database
 * instead of 44 MB. A finished table can be halved with packNibbles (./nibbles.ts)
 * when every distance is ≤ 14.
 *
 * The search is a generator that yields after every slice of work (about
 * `sliceWork` state×move steps) and at the end of every depth, so a worker can
 * report progress and notice a cancel mid-layer (run-in-slices.ts,
 * driveGenerator).
 */

/** Sentinel of an unreached state in the distance table. */
export const UNREACHED = 0xff;

/** A product space and its moves. */
export interface TwoCoordinateSpace {
  /** Number of values of the permutation coordinate (P). */
  readonly permCount: number;
  /** Number of values of the orientation coordinate (K): the block size. */
  readonly orientCount: number;
  /** Number of moves (n): the row stride of permMove (and of orientMove unless transformCount is given). */
  readonly moveCount: number;
  /** permMove[p · n + m] = permutation coordinate after move m. Each column must be a permutation of 0..P−1. */
  readonly permMove: ArrayLike<number>;
  /**
   * orientMove[o · T + t] = orientation coordinate after orientation transform t, where T is
   * transformCount (default n, and t = m). Each column must be a permutation of 0..K−1.
   */
  readonly orientMove: ArrayLike<number>;
  /** Optional twisted product: orientTransform[p · n + m] = t, the orientation column move m uses from block p. */
  readonly orientTransform?: ArrayLike<number>;
  /** Number of orientation transforms (columns of orientMove); default moveCount. */
  readonly transformCount?: number;
}

export type BfsStepDirection = 'push' | 'pull';

export interface TwoCoordinateBfsProgress {
  /** The depth being filled (states found now get this distance). */
  readonly depth: number;
  /** States found at `depth` so far. */
  readonly found: number;
  /** True when `depth` is complete (then `found` is its final count). */
  readonly layerDone: boolean;
  /** States with a known distance, of `total`. */
  readonly visited: number;
  readonly total: number;
  /** Fraction of this layer's sweep over the blocks done, 0..1. */
  readonly sweep: number;
  readonly direction: BfsStepDirection;
}

export interface TwoCoordinateBfsResult {
  /** distance[p · K + o] = moves from the start to (p, o); UNREACHED (255) where no sequence reaches it. */
  readonly distance: Uint8Array;
  /** histogram[d] = states at distance d. */
  readonly histogram: number[];
  /** States reached (the sum of the histogram). */
  readonly reached: number;
}

export interface TwoCoordinateBfsOptions {
  /** Approximate state×move steps between yields (default 2,000,000: ~5–15 ms). */
  readonly sliceWork?: number;
  /** Refuse tables larger than this many bytes (a test's forced small limit, or a phone's budget). */
  readonly maxBytes?: number;
  /** Never pull (for comparisons and tests). */
  readonly pushOnly?: boolean;
}

/** The distance table could not be allocated (over maxBytes, or the engine refused). */
export class TableAllocationError extends Error {
  readonly bytes: number;
  constructor(bytes: number, reason: string) {
    super(`The distance table needs ${formatBytes(bytes)} and could not be allocated: ${reason}.`);
    this.name = 'TableAllocationError';
    this.bytes = bytes;
  }
}

/** SI megabytes (10⁶ bytes), the unit every chapter uses, with the exact count beside them. */
function formatBytes(bytes: number): string {
  return bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB (${bytes.toLocaleString('en-US')} bytes)` : `${bytes.toLocaleString('en-US')} bytes`;
}

/**
 * Allocates a byte table of `size` entries filled with `fill`, or throws
 * TableAllocationError (never a bare RangeError) when it is over `maxBytes` or
 * the engine cannot provide it.
 */
export function allocateByteTable(size: number, fill: number, maxBytes = Infinity): Uint8Array {
  if (size > maxBytes) throw new TableAllocationError(size, `the limit is ${formatBytes(maxBytes)}`);
  let table: Uint8Array;
  try {
    table = new Uint8Array(size);
  } catch (e) {
    throw new TableAllocationError(size, e instanceof Error ? e.message : String(e));
  }
  if (fill !== 0) table.fill(fill);
  return table;
}

function checkColumnsArePermutations(table: ArrayLike<number>, rows: number, columns: number, what: string): void {
  const seen = new Uint8Array(rows);
  for (let c = 0; c < columns; c++) {
    seen.fill(0);
    for (let r = 0; r < rows; r++) {
      const v = table[r * columns + c];
      if (!(v >= 0 && v < rows) || seen[v]) throw new Error(`${what}: column ${c} is not a permutation of 0..${rows - 1} (row ${r} gives ${v})`);
      seen[v] = 1;
    }
  }
}

/** Work done in a sweep: state×move steps (for slicing) and states found. */
interface Work {
  steps: number;
  found: number;
}

/** Per block: states on the frontier, states found for the next layer, states still unreached. */
interface BlockCounts {
  frontier: Int32Array;
  next: Int32Array;
  unreached: Int32Array;
}

/** Tables the sweep uses, laid out for it: orientation columns contiguous, inverses for pulling. */
interface Prepared {
  readonly P: number;
  readonly K: number;
  readonly n: number;
  readonly permMove: Int32Array;
  /** permFrom[p · n + m] = q with permMove[q · n + m] = p. */
  readonly permFrom: Int32Array;
  /** transform[p · n + m] = orientation column used by move m from block p. */
  readonly transform: Int32Array;
  /** orientCol[t · K + o] = orientation after transform t. */
  readonly orientCol: Int32Array;
  /** orientColInv[t · K + o'] = o with orientCol[t · K + o] = o'. */
  readonly orientColInv: Int32Array;
}

function prepare(space: TwoCoordinateSpace): Prepared {
  const { permCount: P, orientCount: K, moveCount: n } = space;
  const T = space.transformCount ?? n;
  if (space.permMove.length !== P * n) throw new Error(`permMove has ${space.permMove.length} entries, expected ${P} × ${n}`);
  if (space.orientMove.length !== K * T) throw new Error(`orientMove has ${space.orientMove.length} entries, expected ${K} × ${T}`);
  checkColumnsArePermutations(space.permMove, P, n, 'permMove');
  checkColumnsArePermutations(space.orientMove, K, T, 'orientMove');
  const permMove = Int32Array.from(space.permMove);
  const permFrom = new Int32Array(P * n);
  for (let p = 0; p < P; p++) for (let m = 0; m < n; m++) permFrom[permMove[p * n + m] * n + m] = p;
  const transform = new Int32Array(P * n);
  if (space.orientTransform) {
    if (space.orientTransform.length !== P * n) throw new Error(`orientTransform has ${space.orientTransform.length} entries, expected ${P} × ${n}`);
    for (let i = 0; i < P * n; i++) {
      const t = space.orientTransform[i];
      if (!(t >= 0 && t < T)) throw new Error(`orientTransform[${i}] = ${t} is not a column of orientMove (0..${T - 1})`);
      transform[i] = t;
    }
  } else {
    if (T !== n) throw new Error('transformCount differs from moveCount but no orientTransform was given');
    for (let p = 0; p < P; p++) for (let m = 0; m < n; m++) transform[p * n + m] = m;
  }
  const orientCol = new Int32Array(T * K);
  const orientColInv = new Int32Array(T * K);
  for (let t = 0; t < T; t++) {
    for (let o = 0; o < K; o++) {
      const next = space.orientMove[o * T + t];
      orientCol[t * K + o] = next;
      orientColInv[t * K + next] = o;
    }
  }
  return { P, K, n, permMove, permFrom, transform, orientCol, orientColInv };
}

// #region generic-push
/**
 * Push over blocks [from, to): every unreached successor of a state at `depth`
 * gets depth + 1. `counts` says how many states of each block are on the
 * frontier (so empty blocks are skipped) and collects the next layer's.
 */
function pushBlocks(t: Prepared, distance: Uint8Array, depth: number, from: number, to: number, counts: BlockCounts, list: Int32Array, work: Work): void {
  const { K, n, permMove, transform, orientCol } = t;
  const { frontier, next: nextCount, unreached } = counts;
  const next = depth + 1;
  let found = 0;
  let steps = 0;
  for (let p = from; p < to; p++) {
    const want = frontier[p];
    if (want === 0) continue;
    const row = p * K;
    let k = 0; // this block's frontier, collected until all `want` are found
    for (let o = 0; k < want; o++) if (distance[row + o] === depth) list[k++] = o;
    steps += K >> 3;
    for (let m = 0; m < n; m++) {
      const block = permMove[p * n + m]; // all successors by m lie in this block
      const target = block * K;
      const col = transform[p * n + m] * K;
      let hits = 0;
      for (let i = 0; i < k; i++) {
        const s = target + orientCol[col + list[i]];
        if (distance[s] === UNREACHED) {
          distance[s] = next;
          hits++;
        }
      }
      nextCount[block] += hits;
      unreached[block] -= hits;
      found += hits;
    }
    steps += k * n;
  }
  work.steps += steps;
  work.found += found;
}
// #endregion

// #region generic-pull
/**
 * Pull over blocks [from, to): every unreached state with a predecessor at
 * `depth` gets depth + 1 (it stops asking at the first such predecessor).
 */
function pullBlocks(t: Prepared, distance: Uint8Array, depth: number, from: number, to: number, counts: BlockCounts, list: Int32Array, work: Work): void {
  const { K, n, permFrom, transform, orientColInv } = t;
  const { next: nextCount, unreached } = counts;
  const next = depth + 1;
  let found = 0;
  let steps = 0;
  for (let p = from; p < to; p++) {
    const want = unreached[p];
    if (want === 0) continue;
    const row = p * K;
    let k = 0; // this block's unreached states
    for (let o = 0; k < want; o++) if (distance[row + o] === UNREACHED) list[k++] = o;
    steps += K >> 3;
    const before = k;
    for (let m = 0; m < n && k > 0; m++) {
      const q = permFrom[p * n + m]; // every predecessor by m lies in block q
      const source = q * K;
      const col = transform[q * n + m] * K;
      let kept = 0;
      for (let i = 0; i < k; i++) {
        const o = list[i];
        if (distance[source + orientColInv[col + o]] === depth) distance[row + o] = next;
        else list[kept++] = o; // still unreached: ask the next move
      }
      steps += k;
      k = kept;
    }
    nextCount[p] += before - k;
    unreached[p] -= before - k;
    found += before - k;
  }
  work.steps += steps;
  work.found += found;
}
// #endregion

/**
 * The BFS from `start` (an index p·K + o) as a generator: it yields progress
 * after every slice of about `sliceWork` steps and once at the end of each
 * depth (layerDone), and returns the full table. Drive it with driveGenerator
 * (run-in-slices.ts) in a worker, or with runToEnd.
 *
 * Throws TableAllocationError when the table cannot be allocated, and Error
 * when the move tables are not permutations.
 */
export function* twoCoordinateBfs(space: TwoCoordinateSpace, start: number, options: TwoCoordinateBfsOptions = {}): Generator<TwoCoordinateBfsProgress, TwoCoordinateBfsResult> {
  const total = space.permCount * space.orientCount;
  if (!Number.isInteger(start) || start < 0 || start >= total) throw new RangeError(`start must be an index in 0..${total - 1}, got ${start}`);
  const distance = allocateByteTable(total, UNREACHED, options.maxBytes);
  const t = prepare(space);
  const sliceWork = options.sliceWork ?? 2_000_000;
  const list = new Int32Array(t.K);
  // #region generic-layers
  distance[start] = 0;
  const counts: BlockCounts = { frontier: new Int32Array(t.P), next: new Int32Array(t.P), unreached: new Int32Array(t.P).fill(t.K) };
  const startBlock = Math.floor(start / t.K);
  counts.frontier[startBlock] = 1;
  counts.unreached[startBlock]--;
  const histogram = [1];
  let visited = 1;
  for (let depth = 0; depth < UNREACHED - 1; depth++) {
    const frontier = histogram[depth];
    const direction: BfsStepDirection = !options.pushOnly && frontier > total - visited ? 'pull' : 'push';
    const sweep = direction === 'push' ? pushBlocks : pullBlocks;
    const work: Work = { steps: 0, found: 0 };
    let p = 0;
    while (p < t.P) {
      // Grow the chunk until it holds about sliceWork steps, then yield.
      const before = work.steps;
      while (p < t.P && work.steps - before < sliceWork) {
        const to = Math.min(t.P, p + 64);
        sweep(t, distance, depth, p, to, counts, list, work);
        p = to;
      }
      if (p < t.P) yield { depth: depth + 1, found: work.found, layerDone: false, visited: visited + work.found, total, sweep: p / t.P, direction };
    }
    if (work.found === 0) break; // nothing new: `depth` was the last layer
    [counts.frontier, counts.next] = [counts.next, counts.frontier.fill(0)];
    histogram.push(work.found);
    visited += work.found;
    yield { depth: depth + 1, found: work.found, layerDone: true, visited, total, sweep: 1, direction };
  }
  // #endregion
  return { distance, histogram, reached: visited };
}

/** Runs a generator to its end synchronously, passing each progress report to `onProgress`. */
export function runToEnd<P, R>(steps: Generator<P, R>, onProgress?: (p: P) => void): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}
