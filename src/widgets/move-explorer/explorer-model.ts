/**
 * Everything the move explorer shows for one moment, computed from the
 * reader's scramble and the moves applied since: the cube before and after
 * the last move, that move's cycle and twists, and its table lookup. One pure
 * function, so the build-time fallback and the live widget show the same
 * thing for the same input.
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import type { ParseError } from '../../../solver/src/notation.ts';
import { netLayout } from '../shared/net-layout.ts';
import { type Arrow, moveArrows } from './arrows.ts';
import { type MoveEffect, type ResolvedMove, type TableLookup, effectiveMove, moveEffect, tableLookup } from './move-effect.ts';

/** The buttons: U/R/F (what the solver turns), then D/L/B (which it turns into U/R/F). */
export const MOVE_BUTTON_ROWS: readonly (readonly string[])[] = [
  ['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"],
  ['D', 'D2', "D'", 'L', 'L2', "L'", 'B', 'B2', "B'"],
];

export interface ExplorerFrame {
  readonly start: CornerState;
  readonly before: CornerState;
  readonly after: CornerState;
  /** Null when no move has been applied yet. */
  readonly last: null | {
    readonly move: ResolvedMove;
    readonly effect: MoveEffect;
    readonly lookup: TableLookup;
    readonly arrows: readonly Arrow[];
  };
}

/** On failure, the parser's error for the scramble (message, token, column), so the field can mark the token. */
export type FrameResult = { ok: true; frame: ExplorerFrame } | { ok: false; error: ParseError };

/**
 * The frame for `scramble` followed by `applied` (button names such as "R",
 * "D'"). The moves are read exactly as if they had been typed after the
 * scramble (scrambleToState, all turns in space, DBL brought home at the
 * end), so the explorer and the playground agree on what "… D B′" means.
 */
export function explorerFrame(scramble: string, applied: readonly string[]): FrameResult {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const last = applied.at(-1);
  if (last === undefined) return { ok: true, frame: { start: parsed.state, before: parsed.state, after: parsed.state, last: null } };
  const stateAfter = (moves: readonly string[]) => {
    const r = scrambleToState(`${scramble}\n${moves.join(' ')}`);
    if (!r.ok) throw new Error(`explorerFrame: ${r.error.message}`); // button names always parse
    return r.state;
  };
  const before = stateAfter(applied.slice(0, -1));
  const after = stateAfter(applied);
  const move = effectiveMove(last, before, after);
  const effect = moveEffect(move.map);
  return {
    ok: true,
    frame: {
      start: parsed.state,
      before,
      after,
      last: { move, effect, lookup: tableLookup(before, move), arrows: moveArrows(effect, move.search.face, netLayout()) },
    },
  };
}
