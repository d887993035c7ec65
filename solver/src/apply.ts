/**
 * From notation to a position: apply parsed moves to the cubie model in space
 * (all eight corners move; rotations turn the whole cube), which gives the cube
 * *as held* after the scramble; then recolour it so DBL is home (canonical.ts),
 * which gives the DBL-fixed state the search works on. Both are kept: pages draw
 * the held cube, the solver searches the recoloured one, and any U/R/F answer
 * means the same turns for both.
 */
import { canonicalize } from './canonical.ts';
import { CORNER_COUNT } from './corner-geometry.ts';
import { type CornerState, SOLVED, compose } from './corner-state.ts';
import { moveState } from './cube-moves.ts';
import { type AlgMove, type ParseError, parseAlg } from './notation.ts';

/**
 * What `scrambleToState` answers: the DBL-fixed `state`, the `held` cube and
 * the parsed moves, or `ok: false` with the ParseError of a bad scramble (it
 * never throws).
 */
export type StateResult =
  | {
      ok: true;
      /** The DBL-fixed (recoloured) state: what the solver searches and indexes. */
      state: CornerState;
      /** The cube in the reader's hands after the scramble: what pages draw. */
      held: CornerState;
      moves: AlgMove[];
    }
  | { ok: false; error: ParseError };

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

/**
 * The cube a scramble leaves in the reader's hands (`held`) and its DBL-fixed
 * recolouring (`state`). Empty input is the solved cube.
 *
 * @example
 * scrambleToState("x R U'") // { ok: true, state, held, moves } — `held` still shows the x
 * scrambleToState('R X2') // { ok: false, error: { message: 'unknown move "X2" at column 3', … } }
 */
export function scrambleToState(text: string, from?: CornerState): StateResult {
  const parsed = parseAlg(text);
  if (!parsed.ok) return parsed;
  const held = applyMoves(from ?? SOLVED, parsed.moves);
  return { ok: true, state: canonicalize(held), held, moves: parsed.moves };
}

/**
 * Applies moves given by name, e.g. a solution ['R', "U2", "F'"], as turns in
 * space: to a held cube it gives the held cube after them, to a DBL-fixed state
 * and U/R/F moves the DBL-fixed state after them (no recolouring is needed, as
 * U, R, F never move the DBL slot). Throws on a bad name because names here come
 * from the solver, not from a reader.
 *
 * @example
 * applyMoveNames(SOLVED, ['R', 'U']) // { perm: [0, 4, 1, 2, 6, 5, 3, 7], twist: [1, 2, 0, 0, 1, 0, 2, 0] }
 * applyMoveNames(SOLVED, ['R', 'Q']) // throws: unknown move "Q" at column 3
 */
export function applyMoveNames(state: CornerState, names: readonly string[]): CornerState {
  const parsed = parseAlg(names.join(' '));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return applyMoves(state, parsed.moves);
}
