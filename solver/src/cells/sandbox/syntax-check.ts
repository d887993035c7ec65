/**
 * The reader's module parsed before it is loaded, with acorn (a small,
 * well-kept ECMAScript parser), so a syntax error says its line and column in
 * every host alike: Chromium's `import()` of a broken module rejects with a
 * message and no location.
 */
import { parse } from 'acorn';
import type { CellError } from '../cell-error.ts';

export function syntaxErrorOf(source: string): CellError | undefined {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    return undefined;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    // acorn's message ends with " (line:column)"; the location is returned apart, so the text need not repeat it.
    const message = (error as Error).message.replace(/ \(\d+:\d+\)$/, '');
    return loc ? { kind: 'syntax', message, line: loc.line, column: loc.column + 1 } : { kind: 'syntax', message };
  }
}
