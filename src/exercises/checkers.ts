/**
 * Checkers for the chapters' self-checking exercises (Exercise.astro): pure
 * functions from what the reader typed, and the expected answer computed by
 * the solver at build time, to a verdict and one sentence of feedback.
 * Unit-tested in tests/site/exercise-checkers.test.ts; no DOM, no solver.
 * The sentences come from the message catalogue of the page's language
 * (English where there is no page); `words` can name another.
 */

import { type PdbTables, checkOrientBeatsPerm, checkSumOverestimates, decodeTable } from './pdb-checkers.ts';
import { type ShippedClassicTables, checkClassicOverestimate, decodeClassicTables } from './classic-checkers.ts';
import { toHalfWidth } from 'pocket-cube-solver/notation';
import { pageMessages } from '../i18n/page-language.ts';
import type { Verdict } from './verdict.ts';

export type { Verdict };

/**
 * What the reader typed as the scramble fields read it: full-width digits, commas, points and spaces
 * (a Chinese input method's "１３", "5，6") as their ASCII twins (solver/src/full-width.ts), and the
 * enumeration comma 、 as a comma.
 */
function halfWidth(input: string): string {
  return toHalfWidth(input).replace(/、/g, ',').trim();
}

/** Digit grouping in one number: commas, spaces, underscores. */
const GROUPING = /[,\s_]/g;

/** One whole number, e.g. a rank or a layer size. Digit grouping with commas or spaces is accepted, full-width too. */
export function checkNumber(input: string, expected: number, words = pageMessages().exercises): Verdict {
  const text = halfWidth(input).replace(GROUPING, '');
  if (text === '') return { result: 'format', message: words.typeWholeNumber };
  if (!/^\d+$/.test(text)) return { result: 'format', message: words.notWholeNumber(input.trim()) };
  const value = Number(text);
  if (value === expected) return { result: 'correct', message: words.rightNumber(expected) };
  return { result: 'wrong', message: words.wrongNumber(value, value < expected) };
}

/**
 * An estimate: any number within `tolerance` (a fraction, 0.15 = 15 %) of the
 * exact value counts, since the exercise asks for reasoning, not the sum.
 * Digit grouping and decimals are accepted; the feedback gives the exact value
 * once the estimate is close, and the direction while it is not.
 */
export function checkEstimate(input: string, expected: number, tolerance: number, words = pageMessages().exercises): Verdict {
  const text = halfWidth(input).replace(GROUPING, '');
  if (text === '') return { result: 'format', message: words.typeNumber };
  if (!/^\d+(\.\d+)?$/.test(text)) return { result: 'format', message: words.notNumber(input.trim()) };
  const value = Number(text);
  if (Math.abs(value - expected) <= tolerance * expected) return { result: 'correct', message: words.closeEnough(Math.round(expected)) };
  const factor = value > expected ? value / expected : expected / value;
  return { result: 'wrong', message: words.notQuite(value, factor.toFixed(1), value > expected) };
}

/**
 * God's number in the quarter-turn metric, given the half-turn one. A guess
 * outside what two facts allow is answered with the fact that rules it out:
 * every quarter turn is a half-turn-metric move too, so no position needs
 * fewer quarter turns than half-turn moves (at least `htm`); and each half
 * turn of an optimal half-turn solution can be written as two quarter turns
 * (at most 2 × `htm`).
 */
export function checkGodsNumberQtm(input: string, expected: number, htm: number, words = pageMessages().exercises): Verdict {
  const read = checkNumber(input, expected, words);
  if (read.result !== 'wrong') {
    if (read.result === 'correct') return { result: 'correct', message: words.godsRight(expected, htm) };
    return read;
  }
  const value = Number(halfWidth(input).replace(GROUPING, ''));
  if (value < htm) return { result: 'wrong', message: words.godsBelow(value, htm) };
  if (value > 2 * htm) return { result: 'wrong', message: words.godsAbove(value, htm) };
  return read;
}

/** Splits "0 1, 2" (or "０ １，２", "0、1、2") into numbers; the bad token if one is not a whole number. */
function parseList(input: string): { values: number[] } | { bad: string } {
  const tokens = halfWidth(input).split(/[\s,]+/).filter((t) => t !== '');
  const values: number[] = [];
  for (const token of tokens) {
    if (!/^\d+$/.test(token)) return { bad: token };
    values.push(Number(token));
  }
  return { values };
}

/**
 * A list of whole numbers in order, e.g. a twist array or a sequence of
 * bounds. `names[i]` names entry i in the feedback (e.g. a corner position).
 */
export function checkList(
  input: string,
  expected: readonly number[],
  names: readonly string[] = [],
  allowed?: readonly number[],
  words = pageMessages().exercises,
): Verdict {
  const parsed = parseList(input);
  if ('bad' in parsed) return { result: 'format', message: words.listBadToken(parsed.bad) };
  const { values } = parsed;
  if (values.length === 0) return { result: 'format', message: words.listType(expected.length) };
  if (allowed) {
    const outside = values.find((v) => !allowed.includes(v));
    if (outside !== undefined) return { result: 'format', message: words.listOutside(outside, allowed) };
  }
  if (values.length !== expected.length) return { result: 'format', message: words.listLength(values.length, expected.length) };
  const wrong = values.flatMap((v, i) => (v === expected[i] ? [] : [names[i] ?? words.listEntry(i + 1)]));
  if (wrong.length === 0) return { result: 'correct', message: words.listRight(expected) };
  return { result: 'wrong', message: words.listWrong(wrong) };
}

/** The exercises' checkers by name, as Exercise.astro refers to them. */
export const CHECKERS = {
  orientBeatsPerm: (input: string, data: { perm: string; orient: string }) => checkOrientBeatsPerm(input, decodedOnce(data, pdbTablesOf)),
  sumOverestimates: (input: string, data: { perm: string; orient: string }) => checkSumOverestimates(input, decodedOnce(data, pdbTablesOf)),
  classicOverestimate: (input: string, data: ShippedClassicTables) => checkClassicOverestimate(input, decodedOnce(data, decodeClassicTables)),
  number: (input: string, data: { expected: number }) => checkNumber(input, data.expected),
  estimate: (input: string, data: { expected: number; tolerance: number }) => checkEstimate(input, data.expected, data.tolerance),
  godsNumberQtm: (input: string, data: { expected: number; htm: number }) => checkGodsNumberQtm(input, data.expected, data.htm),
  list: (input: string, data: { expected: number[]; names?: string[]; allowed?: number[] }) =>
    checkList(input, data.expected, data.names, data.allowed),
} as const;

export type CheckerName = keyof typeof CHECKERS;

const pdbTablesOf = (data: { perm: string; orient: string }): PdbTables => ({ perm: decodeTable(data.perm), orient: decodeTable(data.orient) });

/** Decoded tables by decoder, then by the data (its length and orientation table are enough to tell pages' tables apart). */
const decoded = new Map<(data: never) => unknown, Map<string, unknown>>();
/** Decodes the build's base64 tables once per page (every check of an exercise would decode them again). */
function decodedOnce<T>(data: { perm: string; orient: string }, decode: (data: { perm: string; orient: string }) => T): T {
  let byData = decoded.get(decode);
  if (!byData) decoded.set(decode, (byData = new Map()));
  const key = `${data.perm.length}:${data.orient}`;
  if (!byData.has(key)) byData.set(key, decode(data));
  return byData.get(key) as T;
}
