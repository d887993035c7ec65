import type { SolverError } from '../solver-error.ts';

/**
 * Bad input to a worker job: the solver's refusal (a SolverError, the same
 * shape the API and the CLI give: solver-error.ts), or a message naming the
 * parameter and what was wrong with it (kind 'bad-request'). It goes to the
 * page whole (the client rejects with it as `error`), and the page tells it
 * apart from a crash by its name ('RequestError').
 */
export class RequestError extends Error {
  readonly error: SolverError;

  constructor(refusal: string | SolverError) {
    const error: SolverError = typeof refusal === 'string' ? { kind: { code: 'bad-request' }, message: refusal } : refusal;
    super(error.message);
    this.name = 'RequestError';
    this.error = error;
  }
}

/** Throws a RequestError unless `value` is an integer in min..max, naming the parameter and the range. */
export function checkInteger(name: string, value: unknown, min: number, max: number): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new RequestError(`${name} must be an integer in ${min}..${max}, got ${String(value)}`);
  }
}
