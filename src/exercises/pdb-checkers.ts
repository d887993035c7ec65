/**
 * Checkers for chapter 5's pattern-database exercises. The two tables are
 * tiny (7! + 3⁶ bytes), so the page receives them from the build
 * (base64 in the exercise's data) and looks values up itself: parsing a
 * scramble and computing its two coordinates is main-thread-cheap, and no
 * worker round trip is needed for a verdict.
 */
import { scrambleToState, coordinatesOf } from 'pocket-cube-solver';
import { parseAlg } from 'pocket-cube-solver/notation';
import type { Verdict } from './verdict.ts';
import { pageMessages } from '../i18n/page-language.ts';

/** The two pattern databases of one metric, as the build hands them over. */
export interface PdbTables {
  readonly perm: Uint8Array;
  readonly orient: Uint8Array;
}

/** Base64 for a data attribute, and back. */
export function encodeTable(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

export function decodeTable(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

type Looked = { ok: true; perm: number; orient: number; moves: number } | { ok: false; verdict: Verdict };

/** Both table values of a scramble, and its length in half-turn moves (rotations are free). */
function lookUp(scramble: string, tables: PdbTables): Looked {
  const words = pageMessages().exercises;
  if (scramble.trim() === '') return { ok: false, verdict: { result: 'format', message: words.typeScramble } };
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) return { ok: false, verdict: { result: 'format', message: words.unreadable(parsed.error) } };
  const { perm, orient } = coordinatesOf(parsed.state);
  const alg = parseAlg(scramble);
  const moves = alg.ok ? alg.moves.filter((m) => !['x', 'y', 'z'].includes(m.family)).length : Infinity; // wide turns parse as rotations
  return { ok: true, perm: tables.perm[perm], orient: tables.orient[orient], moves };
}

/** Correct when the orientation database says more than the permutation database. */
export function checkOrientBeatsPerm(scramble: string, tables: PdbTables): Verdict {
  const r = lookUp(scramble, tables);
  if (!r.ok) return r.verdict;
  const words = pageMessages().exercises;
  if (r.orient > r.perm) return { result: 'correct', message: words.orientBeats(r.orient, r.perm) };
  return { result: 'wrong', message: words.orientLoses(r.orient, r.perm) };
}

/**
 * Correct when perm + orient is provably more than the true distance: the
 * scramble, undone, is a solution, so the distance is at most its length.
 */
export function checkSumOverestimates(scramble: string, tables: PdbTables): Verdict {
  const r = lookUp(scramble, tables);
  if (!r.ok) return r.verdict;
  const sum = r.perm + r.orient;
  const words = pageMessages().exercises;
  if (sum > r.moves) return { result: 'correct', message: words.sumOver(sum, r.moves) };
  return { result: 'wrong', message: words.sumNotOver(sum, r.moves) };
}
