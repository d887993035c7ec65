/**
 * Which move may follow which in the 3×3×3's search trees: chapter 6's move
 * pruning on six faces, one spelling for every sequence of turns on an axis.
 *
 * - Of two opposite faces (they commute) only one order: the lower face index
 *   first (U before D, R before L, F before B), never the reverse.
 * - HTM: never the same face twice in a row (X X′ undoes, X X is X2, X X2 is X′).
 * - QTM: the same face twice only as X X, the half turn written once (chapter
 *   7's rule, and the tree its recurrence N(i) = 2(4N(i−1) + 6N(i−2) + 4N(i−3) + N(i−4))
 *   counts), never X′ X′ (the same half turn again) nor X X X (= X′).
 *
 * Without X X in QTM a position one half turn from solved would need a long
 * detour: R2 would be answered in 12 quarter turns instead of R R.
 */
import type { Metric } from '../metric.ts';
import { THREE_MOVES } from './three-metric.ts';

export interface ThreeMovePruning {
  /** The metric's moves (18 in HTM, 12 in QTM); `start` = this, the root's "last move". */
  readonly moves: number;
  /** follows[last * moves + m] = 1 when m may follow `last` (row `moves` is the root: all allowed). */
  readonly follows: Uint8Array;
  /** QTM: X X is allowed, X X X is not; the caller passes the move before the last one too. */
  readonly halfTurnAsPair: boolean;
}

const cache = new Map<Metric, ThreeMovePruning>();

export function threeMovePruning(metric: Metric): ThreeMovePruning {
  const kept = cache.get(metric);
  if (kept) return kept;
  const moves = THREE_MOVES[metric];
  const n = moves.length;
  const follows = new Uint8Array((n + 1) * n).fill(1, n * n);
  for (let last = 0; last < n; last++) {
    const a = moves[last];
    for (let m = 0; m < n; m++) {
      const b = moves[m];
      const sameFace = a.faceIndex === b.faceIndex;
      const wrongOrder = !sameFace && a.axis === b.axis && b.faceIndex < a.faceIndex;
      const halfTurn = metric === 'qtm' && m === last && b.quarterTurns === 1;
      follows[last * n + m] = wrongOrder || (sameFace && !halfTurn) ? 0 : 1;
    }
  }
  const pruning = { moves: n, follows, halfTurnAsPair: metric === 'qtm' };
  cache.set(metric, pruning);
  return pruning;
}

/**
 * Whether move m may follow `last`, with `beforeLast` the move before it
 * (pass p.moves for "none": at the root, and one move deep).
 */
export function mayFollow(p: ThreeMovePruning, m: number, last: number, beforeLast: number): boolean {
  return p.follows[last * p.moves + m] === 1 && !(p.halfTurnAsPair && m === last && beforeLast === m);
}
