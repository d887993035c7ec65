/**
 * From notation to a position: apply parsed moves to the cubie model, then hold
 * DBL fixed (canonical.ts). Any scramble, in any mix of U/D/R/L/F/B, rotations
 * and wide turns, lands on the one DBL-fixed state it describes.
 */
import { canonicalize } from './canonical.ts';
import { CORNER_COUNT } from './corner-geometry.ts';
import { type CornerState, SOLVED, compose } from './corner-state.ts';
import { moveState } from './cube-moves.ts';
import { type AlgMove, type ParseError, parseAlg } from './notation.ts';

export type StateResult = { ok: true; state: CornerState; moves: AlgMove[] } | { ok: false; error: ParseError };

/**
 * Applies moves in order to `state` (without canonicalising: rotations stay
 * visible). Same as folding `compose` over the moves, but in two reused
 * buffers: a 100,000-move scramble then costs no allocation per move.
 */
export function applyMoves(state: CornerState, moves: readonly AlgMove[]): CornerState {
  let perm = Int8Array.from(state.perm);
  let twist = Int8Array.from(state.twist);
  let nextPerm = new Int8Array(CORNER_COUNT);
  let nextTwist = new Int8Array(CORNER_COUNT);
  for (const m of moves) {
    const move = moveState(m.family, m.quarterTurns);
    for (let i = 0; i < CORNER_COUNT; i++) {
      const from = move.perm[i];
      nextPerm[i] = perm[from];
      nextTwist[i] = (twist[from] + move.twist[i]) % 3;
    }
    [perm, nextPerm] = [nextPerm, perm];
    [twist, nextTwist] = [nextTwist, twist];
  }
  return { perm: Array.from(perm), twist: Array.from(twist) };
}

/** The DBL-fixed state a scramble leads to from the solved cube. Empty input is the solved cube. */
export function scrambleToState(text: string, from?: CornerState): StateResult {
  const parsed = parseAlg(text);
  if (!parsed.ok) return parsed;
  return { ok: true, state: canonicalize(applyMoves(from ?? SOLVED, parsed.moves)), moves: parsed.moves };
}

/**
 * Applies moves given by name, e.g. a solution ['R', "U2", "F'"]; throws on a bad
 * name because names here come from the solver, not from a reader.
 */
export function applyMoveNames(state: CornerState, names: readonly string[]): CornerState {
  const parsed = parseAlg(names.join(' '));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return canonicalize(applyMoves(state, parsed.moves));
}
