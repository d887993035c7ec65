/**
 * Everything the move explorer shows for one moment, computed from the
 * reader's scramble and the moves applied since: the cube before and after
 * the last move, that move's cycle and twists, and its table lookup. One pure
 * function, so the build-time fallback and the live widget show the same
 * thing for the same input.
 */
import { scrambleToState } from 'pocket-cube-solver';
import { indexOfState } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import type { ParseError } from 'pocket-cube-solver/notation';
import { netLayout } from '../shared/net-layout.ts';
import { type Arrow, moveArrows } from './arrows.ts';
import { type MoveEffect, type ResolvedMove, type TableLookup, moveEffect, resolveMove, tableLookup } from '../../lib/move-effect.ts';

/** The buttons: U/R/F (the solver's table moves), then D/L/B (turns that move the DBL slot). */
export const MOVE_BUTTON_ROWS: readonly (readonly string[])[] = [
  ['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"],
  ['D', 'D2', "D'", 'L', 'L2', "L'", 'B', 'B2', "B'"],
];

export interface ExplorerFrame {
  /** DBL-fixed (recoloured) states: what the arrays and the table lookup show. */
  readonly start: CornerState;
  readonly before: CornerState;
  readonly after: CornerState;
  /** The cube in the reader's hands before and after the last move: what the nets draw. */
  readonly heldBefore: CornerState;
  readonly heldAfter: CornerState;
  /** Null when no move has been applied yet. */
  readonly last: null | {
    readonly move: ResolvedMove;
    /** The turn's cycle of positions in space, with twists. */
    readonly effect: MoveEffect;
    /** The two table reads, for U, R and F; null for D, L and B, which are not in the tables. */
    readonly lookup: TableLookup | null;
    /** For D, L and B: the DBL-fixed index before and after the recolouring. */
    readonly recolour: null | { readonly index: number; readonly indexAfter: number };
    readonly arrows: readonly Arrow[];
  };
}

/** On failure, the parser's error for the scramble (message, token, column), so the field can mark the token. */
export type FrameResult = { ok: true; frame: ExplorerFrame } | { ok: false; error: ParseError };

/**
 * The frame for `scramble` followed by `applied` (button names such as "R",
 * "D'"), read exactly as if the moves had been typed after the scramble: the
 * nets show the cube as held, the arrays its DBL-fixed recolouring. A U, R or F
 * turn changes the recoloured state by that same turn (one table column, as the
 * search does it); a D, L or B turn moves the piece in the DBL slot, so the
 * solver recolours and the DBL-fixed index jumps without any table column.
 */
export function explorerFrame(scramble: string, applied: readonly string[]): FrameResult {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const last = applied.at(-1);
  if (last === undefined) {
    const { state, held } = parsed;
    return { ok: true, frame: { start: state, before: state, after: state, heldBefore: held, heldAfter: held, last: null } };
  }
  const stateAfter = (moves: readonly string[]) => {
    const r = scrambleToState(`${scramble}\n${moves.join(' ')}`);
    if (!r.ok) throw new Error(`explorerFrame: ${r.error.message}`); // button names always parse
    return r;
  };
  const before = stateAfter(applied.slice(0, -1));
  const after = stateAfter(applied);
  const move = resolveMove(last);
  const effect = moveEffect(move.map);
  const inTables = move.column !== null;
  return {
    ok: true,
    frame: {
      start: parsed.state,
      before: before.state,
      after: after.state,
      heldBefore: before.held,
      heldAfter: after.held,
      last: {
        move,
        effect,
        lookup: inTables ? tableLookup(before.state, move) : null,
        recolour: inTables ? null : { index: indexOfState(before.state), indexAfter: indexOfState(after.state) },
        arrows: moveArrows(effect, move.face, netLayout()),
      },
    },
  };
}
