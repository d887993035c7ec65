/**
 * Bad input to a worker job. Its message goes to the page as is, so it names
 * the parameter and what was wrong with it; the page tells it apart from a
 * crash by its name ('RequestError').
 */
export class RequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestError';
  }
}

/** Throws a RequestError unless `value` is an integer in min..max, naming the parameter and the range. */
export function checkInteger(name: string, value: unknown, min: number, max: number): void {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new RequestError(`${name} must be an integer in ${min}..${max}, got ${String(value)}`);
  }
}
