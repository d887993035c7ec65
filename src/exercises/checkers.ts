/**
 * Checkers for the chapters' self-checking exercises (Exercise.astro): pure
 * functions from what the reader typed, and the expected answer computed by
 * the solver at build time, to a verdict and one sentence of feedback.
 * Unit-tested in tests/site/exercise-checkers.test.ts; no DOM, no solver.
 */

import { type PdbTables, checkOrientBeatsPerm, checkSumOverestimates, decodeTable } from './pdb-checkers.ts';
import { type ShippedClassicTables, checkClassicOverestimate, decodeClassicTables } from './classic-checkers.ts';
import { countOf } from '../lib/format.ts';
import type { Verdict } from './verdict.ts';

export type { Verdict };

/** One whole number, e.g. a rank or a layer size. Digit grouping with commas or spaces is accepted. */
export function checkNumber(input: string, expected: number): Verdict {
  const text = input.trim().replace(/[,\s_]/g, '');
  if (text === '') return { result: 'format', message: 'Type a whole number first.' };
  if (!/^\d+$/.test(text)) return { result: 'format', message: `“${input.trim()}” is not a whole number: use digits only.` };
  const value = Number(text);
  if (value === expected) return { result: 'correct', message: `Right: ${expected.toLocaleString('en-US')}.` };
  return { result: 'wrong', message: `Not ${value.toLocaleString('en-US')}: the answer is ${value < expected ? 'larger' : 'smaller'}. Try again.` };
}

/**
 * An estimate: any number within `tolerance` (a fraction, 0.15 = 15 %) of the
 * exact value counts, since the exercise asks for reasoning, not the sum.
 * Digit grouping and decimals are accepted; the feedback gives the exact value
 * once the estimate is close, and the direction while it is not.
 */
export function checkEstimate(input: string, expected: number, tolerance: number): Verdict {
  const text = input.trim().replace(/[,\s_]/g, '');
  if (text === '') return { result: 'format', message: 'Type a number first.' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { result: 'format', message: `“${input.trim()}” is not a number: use digits, and a point for decimals.` };
  const value = Number(text);
  const exact = Math.round(expected).toLocaleString('en-US');
  if (Math.abs(value - expected) <= tolerance * expected) return { result: 'correct', message: `Close enough: the formula gives ${exact}.` };
  const factor = value > expected ? value / expected : expected / value;
  return { result: 'wrong', message: `Not quite: ${value.toLocaleString('en-US')} is ${factor.toFixed(1)} times too ${value > expected ? 'large' : 'small'}. Try again.` };
}

/**
 * God's number in the quarter-turn metric, given the half-turn one. A guess
 * outside what two facts allow is answered with the fact that rules it out:
 * every quarter turn is a half-turn-metric move too, so no position needs
 * fewer quarter turns than half-turn moves (at least `htm`); and each half
 * turn of an optimal half-turn solution can be written as two quarter turns
 * (at most 2 × `htm`).
 */
export function checkGodsNumberQtm(input: string, expected: number, htm: number): Verdict {
  const read = checkNumber(input, expected);
  if (read.result !== 'wrong') {
    if (read.result === 'correct') {
      return { result: 'correct', message: `Right: ${expected}, only ${expected - htm} more than the ${htm} of the half-turn metric, far from twice as many.` };
    }
    return read;
  }
  const value = Number(input.trim().replace(/[,\s_]/g, ''));
  if (value < htm) {
    return { result: 'wrong', message: `Not ${value}: it cannot be below ${htm}. A quarter turn is also a move of the half-turn metric, so no position needs fewer quarter turns than half-turn moves, and some need ${htm} of those.` };
  }
  if (value > 2 * htm) {
    return { result: 'wrong', message: `Not ${value}: it cannot be above ${2 * htm}. Write each half turn of an optimal half-turn solution as two quarter turns: at most ${htm} moves become at most ${2 * htm}.` };
  }
  return read;
}

/** Splits "0 1, 2" into numbers; null (with the bad token) if a token is not a whole number. */
function parseList(input: string): { values: number[] } | { bad: string } {
  const tokens = input.trim().split(/[\s,]+/).filter((t) => t !== '');
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
export function checkList(input: string, expected: readonly number[], names: readonly string[] = [], allowed?: readonly number[]): Verdict {
  const parsed = parseList(input);
  if ('bad' in parsed) return { result: 'format', message: `“${parsed.bad}” is not a whole number.` };
  const { values } = parsed;
  if (values.length === 0) return { result: 'format', message: `Type ${expected.length} numbers, separated by spaces.` };
  if (allowed) {
    const outside = values.find((v) => !allowed.includes(v));
    if (outside !== undefined) return { result: 'format', message: `${outside} is not one of ${allowed.join(', ')}.` };
  }
  if (values.length !== expected.length) {
    return { result: 'format', message: `That is ${countOf(values.length, 'number')}; the answer has ${expected.length}.` };
  }
  const wrong = values.flatMap((v, i) => (v === expected[i] ? [] : [names[i] ?? `number ${i + 1}`]));
  if (wrong.length === 0) return { result: 'correct', message: `Right: ${expected.join(' ')}.` };
  return { result: 'wrong', message: `Not yet: ${wrong.length === 1 ? `${wrong[0]} is` : `${wrong.join(', ')} are`} off. Try again.` };
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
