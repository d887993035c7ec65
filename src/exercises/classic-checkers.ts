/**
 * Checker for chapter 9's "find a position the classic heuristic
 * overestimates" exercise. The classic program's two tables, as published
 * (−1 where its BFS never arrived), come from the build as base64 signed
 * bytes (40,320 + 2,187 of them); the page parses the reader's scramble,
 * applies it with the classic tables and looks h up itself.
 *
 * No distance table is needed for a proof: each classic move is a quarter
 * turn of order 4 in its own model, so a scramble token X^q is undone by the
 * classic X applied 4 − q times (X′ by one X, X2 by two, X by three). The
 * scramble read backwards that way solves the position, so its length bounds
 * the true distance from above, and h above that bound is an overestimate.
 */
import {
  CLASSIC_SOLVED,
  type ClassicPatternDatabases,
  applyClassicMoves,
  classicMovesOfAlg,
  classicOrientationCode,
  classicPermutationCode,
  isClassicSolved,
} from 'pocket-cube-solver/classic';
import { parseAlg } from 'pocket-cube-solver/notation';
import { decodeTable, encodeTable } from './pdb-checkers.ts';
import type { Verdict } from './verdict.ts';
import { pageMessages } from '../i18n/page-language.ts';

/** The classic tables as the build ships them: base64 of signed bytes (every value fits; −1 for "never reached"). */
export interface ShippedClassicTables {
  readonly perm: string;
  readonly orient: string;
}

export function encodeClassicTables(pdbs: ClassicPatternDatabases): ShippedClassicTables {
  const signed = (values: Int16Array | Int8Array) => encodeTable(new Uint8Array(Int8Array.from(values).buffer));
  return { perm: signed(pdbs.perm), orient: signed(pdbs.orient) };
}

/** Back to the solver's own table types, so the page looks h up as the classic program does. */
export function decodeClassicTables(shipped: ShippedClassicTables): ClassicPatternDatabases {
  const signed = (base64: string) => new Int8Array(decodeTable(base64).buffer);
  return { perm: Int16Array.from(signed(shipped.perm)), orient: signed(shipped.orient) };
}

/** The classic moves that undo a scramble: tokens backwards, X^q as 4 − q classic X turns. */
export function classicUndo(algMoves: readonly { readonly family: string; readonly quarterTurns: number }[]): string[] {
  return algMoves
    .slice()
    .reverse()
    .flatMap((m) => Array.from({ length: (4 - (m.quarterTurns % 4)) % 4 }, () => m.family));
}

/** Correct when the classic heuristic exceeds the length of a classic solution of the scrambled position. */
export function checkClassicOverestimate(scramble: string, tables: ClassicPatternDatabases): Verdict {
  const words = pageMessages().exercises;
  if (scramble.trim() === '') return { result: 'format', message: words.typeScramble };
  const parsed = parseAlg(scramble);
  if (!parsed.ok) return { result: 'format', message: words.unreadable(parsed.error) };
  const classic = classicMovesOfAlg(parsed.moves);
  if (!classic.ok) return { result: 'format', message: words.unreadable(classic.error) };
  const position = applyClassicMoves(CLASSIC_SOLVED, classic.moves);
  if (isClassicSolved(position)) return { result: 'wrong', message: words.classicSolved };
  const perm = tables.perm[classicPermutationCode(position.perm)];
  const orient = tables.orient[classicOrientationCode(position.orient)];
  const h = Math.max(perm, orient); // the classic heuristic (classic/heuristic.ts), with both entries kept for the message
  const undo = classicUndo(parsed.moves);
  const undoText = undo.join(' ');
  if (h > undo.length) return { result: 'correct', message: words.classicOver(perm, orient, h, undoText, undo.length) };
  return { result: 'wrong', message: words.classicNotOver(perm, orient, h, undoText, undo.length) };
}
