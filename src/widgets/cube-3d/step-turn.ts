/**
 * The one turn that takes a solution player from step `from` to the next or
 * the previous step: the solution's move forwards, its inverse backwards.
 * The 3-D cube animates it; any other jump is drawn without a turn (null).
 * The playground (2×2×2) and the two-phase widget (3×3×3) both step through
 * solutions this way.
 */
import { type AlgMove, parseAlg } from 'pocket-cube-solver/notation';
import type { FaceTurn } from './three-layout.ts';
import { invertMoves } from './twizzle-link.ts';

/**
 * @example stepTurn(["R", "U'"], 1, 2) // U′ as an AlgMove; stepTurn(["R", "U'"], 2, 1) // U; stepTurn(moves, 0, 2) // null
 */
export function stepTurn(solution: readonly string[], from: number, to: number): AlgMove | null {
  if (Math.abs(to - from) !== 1) return null;
  const name = solution[Math.min(from, to)];
  if (name === undefined) return null;
  const parsed = parseAlg(to > from ? name : invertMoves([name]));
  return parsed.ok && parsed.moves.length === 1 ? parsed.moves[0] : null;
}

/**
 * The same for a 3×3×3 player: a face turn (U R F D L B), or null for anything else.
 * @example stepFaceTurn(["R", "U'"], 2, 1) // { family: 'U', quarterTurns: 1 }
 */
export function stepFaceTurn(solution: readonly string[], from: number, to: number): FaceTurn | null {
  const move = stepTurn(solution, from, to);
  return move && 'URFDLB'.includes(move.family) ? { family: move.family as FaceTurn['family'], quarterTurns: move.quarterTurns } : null;
}
