/**
 * A reader's scramble in the classic model. Its letters are the classic's own
 * moves, applied with ITS tables (which are not a real cube's): "U" means the
 * classic U (a physical U′ with the wrong twists on other faces), and since
 * it has only clockwise quarter turns, U′ becomes U U U and U2 becomes U U.
 * Rotations and wide turns have no meaning there and are rejected by name
 * and column.
 */
import { type AlgMove, type ParseError, parseAlg } from '../notation.ts';
import { CLASSIC_MOVE_NAMES, type ClassicMoveName } from './model.ts';

export type ClassicParseResult = { ok: true; moves: number[] } | { ok: false; error: ParseError };

export function classicMovesOf(scramble: string): ClassicParseResult {
  const parsed = parseAlg(scramble);
  return parsed.ok ? classicMovesOfAlg(parsed.moves) : parsed;
}

/** The same, for moves already parsed (a page that also applies them to a real cube parses once). */
export function classicMovesOfAlg(algMoves: readonly AlgMove[]): ClassicParseResult {
  const moves: number[] = [];
  for (const move of algMoves) {
    const index = CLASSIC_MOVE_NAMES.indexOf(move.family as ClassicMoveName);
    if (index < 0) {
      return {
        ok: false,
        error: {
          kind: { code: 'face-turns-only' },
          message: `the classic model has no rotations or wide turns: "${move.text}" at column ${move.column}`,
          token: move.text,
          column: move.column,
          length: move.text.length,
        },
      };
    }
    for (let q = 0; q < move.quarterTurns; q++) moves.push(index);
  }
  return { ok: true, moves };
}
