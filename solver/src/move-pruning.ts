/**
 * Move pruning that keeps optimality, as a tiny automaton over move sequences.
 * A sequence is skipped only when an equal-or-shorter sequence reaching the
 * same state is still searched, so no optimal solution is lost.
 *
 * - HTM: never turn the same face twice in a row (X X′ cancels, X X2 = X′, …:
 *   two turns of one face are always one turn or none).
 * - QTM: on one face only X, X′ and X X may follow each other: X X′ cancels,
 *   X X X is X′ (shorter), and X′ X′ equals X X (kept once).
 * U, R and F meet pairwise, so no two of them commute: there is no
 * opposite-face rule to add. (The classic article pruned *both* orders of
 * commuting faces, and, with clockwise turns only, forbade repeating a face —
 * each cuts off optimal solutions; see the errata chapter.)
 */
import { memoize } from './memo.ts';
import { type Metric, METRIC_MOVES } from './metric.ts';

export interface MovePruning {
  readonly stateCount: number;
  /** The automaton state before any move. */
  readonly start: number;
  /** allowed[state · moveCount + m] is 1 when move m may follow. */
  readonly allowed: Uint8Array;
  /** next[state · moveCount + m]: the automaton state after move m. */
  readonly next: Uint8Array;
  /** allowedMask[state]: the allowed moves as bits (bit m = move m). */
  readonly allowedMask: Uint16Array;
}

// #region move-pruning
/** State 0 = nothing yet; otherwise it remembers the last move and whether it was repeated. */
export function buildMovePruning(metric: Metric): MovePruning {
  const moves = METRIC_MOVES[metric];
  const n = moves.length;
  // An automaton state is (last move, how many times in a row), 0 = start.
  const keys: string[] = ['start'];
  const key = (m: number, run: number) => `${m}x${run}`;
  const stateOf = (k: string) => {
    let s = keys.indexOf(k);
    if (s < 0) s = keys.push(k) - 1;
    return s;
  };
  // #region may-follow
  const mayFollow = (last: number, run: number, m: number): boolean => {
    if (moves[last].faceIndex !== moves[m].faceIndex) return true;
    if (metric === 'htm') return false;
    // QTM: only a clockwise quarter turn may repeat, and only once (X X = X2).
    return m === last && moves[m].quarterTurns === 1 && run === 1;
  };
  // #endregion
  const allowedRows: number[][] = [];
  const nextRows: number[][] = [];
  for (let s = 0; s < keys.length; s++) {
    const [last, run] = s === 0 ? [-1, 0] : keys[s].split('x').map(Number);
    allowedRows[s] = [];
    nextRows[s] = [];
    for (let m = 0; m < n; m++) {
      const ok = last < 0 || mayFollow(last, run, m);
      allowedRows[s][m] = ok ? 1 : 0;
      nextRows[s][m] = ok ? stateOf(key(m, m === last ? run + 1 : 1)) : 0;
    }
  }
  return {
    stateCount: keys.length,
    start: 0,
    allowed: Uint8Array.from(allowedRows.flat()),
    next: Uint8Array.from(nextRows.flat()),
    allowedMask: Uint16Array.from(allowedRows.map((row) => row.reduce((mask, ok, m) => mask | (ok << m), 0))),
  };
}
// #endregion

export const movePruning: (metric: Metric) => MovePruning = memoize(buildMovePruning);
