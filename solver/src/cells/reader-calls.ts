/**
 * Calling the reader's functions: each answer checked for the shape the
 * exercise needs, so a wrong type fails with a message that names the call
 * (`rank([0,1,2,3,4,5,6]) returned "0"`), never with a crash inside the judge.
 */
import { BadAnswerError, MissingExportError } from './cell-error.ts';

export type ReaderFunction = (...args: unknown[]) => unknown;

/** The export `name` as a function, or a MissingExportError that says what was found instead. */
export function exportedFunction(module: Record<string, unknown>, name: string): ReaderFunction {
  const value = module[name];
  if (typeof value === 'function') return value as ReaderFunction;
  throw new MissingExportError(
    value === undefined
      ? `the module must export a function named ${name} (export function ${name}(…) { … })`
      : `the export ${name} must be a function, not ${describe(value)}`,
  );
}

/** A value as the messages show it: short, and never throwing. */
export function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Promise) return 'a Promise (return the value itself: cells run synchronously)';
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Fails the run: the answer of `call` was not what the exercise takes. */
export function badAnswer(call: string, value: unknown, expected: string): never {
  throw new BadAnswerError(`${call} returned ${describe(value)}; ${expected}`);
}

/** [0,1,2] as the messages write it. */
export function listText(values: readonly number[]): string {
  return `[${values.join(',')}]`;
}
