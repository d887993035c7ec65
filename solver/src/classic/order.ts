/**
 * The order of a move sequence in the classic model (how often it must be
 * repeated to come back to solved), computed by repeating it. A real cube
 * has other orders (group-order.ts): (R F) 15, (R F R′ F′) 6, (R U L) 18.
 */
import { CLASSIC_SOLVED, applyClassicMoves, isClassicSolved } from './model.ts';

/** No element of S₈ ⋉ Z₃⁷ has order above 3 · 15 (permutation orders of 8 points are at most 15). */
const ORDER_LIMIT = 45;

export function classicSequenceOrder(moves: readonly number[]): number {
  let s = applyClassicMoves(CLASSIC_SOLVED, moves);
  for (let k = 1; k <= ORDER_LIMIT; k++) {
    if (isClassicSolved(s)) return k;
    s = applyClassicMoves(s, moves);
  }
  throw new Error(`unreachable: order above ${ORDER_LIMIT}`);
}
