/**
 * The classic implementation's pruning rule, as published. It is used in three
 * places: the pattern-database BFS, the IDA* search and the scramble generator.
 */

// #region is-redundant
/** True when m repeats the last move, or turns the opposite face of the same axis (U/D, R/L, F/B). */
export function isRedundant(last: number, m: number): boolean {
  if (last < 0) return false; // the first move of a sequence
  return m === last || Math.floor(last / 2) === Math.floor(m / 2);
}
// #endregion

/** The axis of each classic move (U D → 0, R L → 1, F B → 2): isRedundant(a, b) ⇔ same axis. */
export const CLASSIC_AXIS: readonly number[] = [0, 0, 1, 1, 2, 2];
