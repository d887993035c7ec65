/** Stack frames located in the reader's module, in Chromium's and Node's formats. */
import { expect, it } from 'vitest';
import { cellErrorOf, locateInSource } from '../../../src/cells/sandbox/error-location.ts';

const blob = 'blob:http://127.0.0.1:4739/5b1c0d2e-7f4a-4b8e-9c1d-2a3b4c5d6e7f';

it('finds the first frame in the module, in either format, and nothing elsewhere', () => {
  const chromium = `TypeError: x is not a function\n    at collectRank (http://127.0.0.1:4739/_astro/cells.js:1:200)\n    at rank (${blob}:7:15)\n    at ${blob}:2:1`;
  expect(locateInSource(chromium, blob)).toEqual({ line: 7, column: 15 });
  expect(locateInSource('Error\n    at file:///tmp/student.js:12:3', 'file:///tmp/student.js')).toEqual({ line: 12, column: 3 });
  expect(locateInSource('Error\n    at file:///tmp/other.js:12:3', 'file:///tmp/student.js')).toBeUndefined();
  expect(locateInSource(undefined, blob)).toBeUndefined();
});

it('words what was thrown: an error with its name, a plain value as itself', () => {
  const error = new RangeError('too far');
  error.stack = `RangeError: too far\n    at h (${blob}:3:9)`;
  expect(cellErrorOf(error, blob)).toEqual({ kind: 'runtime', message: 'RangeError: too far', line: 3, column: 9 });
  expect(cellErrorOf('oops', blob)).toEqual({ kind: 'runtime', message: 'threw "oops"' });
  expect(cellErrorOf(42, blob)).toEqual({ kind: 'runtime', message: 'threw 42' });
});
