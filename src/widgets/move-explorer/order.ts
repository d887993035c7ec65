/**
 * The order finder's data: how many repetitions of a sequence bring the cube
 * back, and the state index after each repetition (the walk round the cycle).
 * The order comes from the solver's sequenceOrder (group-order.ts), which
 * repeats the sequence until the cube is solved, at most 45 times; each
 * index is of the DBL-fixed (recoloured) state.
 */
import { canonicalize, indexOfState, sequenceOrder } from 'pocket-cube-solver/internals';
import { type ParseError, parseAlg } from 'pocket-cube-solver/notation';

/**
 * Longest sequence (after expanding groups) repeated on the page: applying it
 * 45 times must stay far below a 50 ms task (measured: ~20k moves ≈ 10 ms).
 */
export const MAX_ORDER_MOVES = 20_000;

export type OrderReport =
  | { ok: true; order: number; indexes: number[]; empty: boolean }
  | { ok: false; error: ParseError };

/**
 * @example orderReport('R U') → { ok: true, order: 15, indexes: [ …15 numbers, the last 0 ] }
 */
export function orderReport(alg: string): OrderReport {
  const parsed = parseAlg(alg);
  if (parsed.ok && parsed.moves.length > MAX_ORDER_MOVES) {
    const message = `that is ${parsed.moves.length.toLocaleString('en-US')} moves; the order finder takes up to ${MAX_ORDER_MOVES.toLocaleString('en-US')}`;
    return { ok: false, error: { kind: { code: 'too-many-moves', max: MAX_ORDER_MOVES, inGroup: false }, message, token: alg, column: 1, length: alg.length } };
  }
  const result = sequenceOrder(alg);
  if (!result.ok) return result;
  return { ok: true, order: result.order, indexes: result.states.map((s) => indexOfState(canonicalize(s))), empty: alg.trim() === '' };
}
