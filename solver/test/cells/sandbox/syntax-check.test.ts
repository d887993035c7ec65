/** The reader's module parsed before it loads: a syntax error with its 1-based line and column. */
import { expect, it } from 'vitest';
import { syntaxErrorOf } from '../../../src/cells/sandbox/syntax-check.ts';

it('accepts a module and locates the first syntax error', () => {
  expect(syntaxErrorOf('export function rank(perm) { return 0; }')).toBeUndefined();
  expect(syntaxErrorOf('export function rank(perm) {\n  return [1, 2;\n}')).toEqual({ kind: 'syntax', message: 'Unexpected token', line: 2, column: 15 });
  expect(syntaxErrorOf('function f() {')).toMatchObject({ kind: 'syntax', line: 1 });
});
