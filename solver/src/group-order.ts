/**
 * The order of a move sequence: how many times it must be repeated, on a cube
 * held in the hands, to return to solved (up to a whole-cube rotation). Computed
 * by repeating it, not quoted: e.g. R U has order 15, R U R′ U′ order 6.
 */
import { applyMoves } from './apply.ts';
import { isSolvedAsHeld } from './canonical.ts';
import { type CornerState, SOLVED, compose, isSolved } from './corner-state.ts';
import { type ParseError, parseAlg } from './notation.ts';

/**
 * Repeating a state k = ord(permutation) times leaves only twists, and three
 * such blocks of k in all cancel them; no permutation of 8 corners has order above
 * 15 (cycles 3 + 5), so no order exceeds 45. (Held in the hands all eight
 * corners can move: a sequence with D, L, B or rotations may move DBL too.)
 */
const ORDER_LIMIT = 45;

export type OrderResult = { ok: true; order: number; states: CornerState[] } | { ok: false; error: ParseError };

/**
 * Order of an algorithm on a held cube: the fewest repetitions after which every
 * face shows one colour again, with the held cube after each repetition.
 */
export function sequenceOrder(alg: string): OrderResult {
  const parsed = parseAlg(alg);
  if (!parsed.ok) return parsed;
  const effect = applyMoves(SOLVED, parsed.moves);
  const states: CornerState[] = [];
  // #region sequence-order
  let s = effect;
  for (let k = 1; k <= ORDER_LIMIT; k++) {
    states.push(s);
    if (isSolvedAsHeld(s)) return { ok: true, order: k, states };
    s = compose(s, effect);
  }
  // #endregion
  throw new Error(`unreachable: order above ${ORDER_LIMIT}`);
}

/**
 * Order of an algorithm on all eight corners as they sit in space, no
 * rotation allowed: what a model that moves all eight corners (like the
 * classic published implementation, chapter 9) must reproduce. It can exceed
 * the held-cube order: (R U L) has order 6 up to rotation but 18 in space,
 * since six rounds leave the whole cube turned.
 */
export function sequenceOrderInSpace(alg: string): { ok: true; order: number } | { ok: false; error: ParseError } {
  const parsed = parseAlg(alg);
  if (!parsed.ok) return parsed;
  const effect = applyMoves(SOLVED, parsed.moves);
  let s = effect;
  for (let k = 1; k <= ORDER_LIMIT; k++) {
    if (isSolved(s)) return { ok: true, order: k };
    s = compose(s, effect);
  }
  throw new Error(`unreachable: order above ${ORDER_LIMIT}`);
}
