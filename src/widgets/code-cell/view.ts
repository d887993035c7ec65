/**
 * The cell's own drawing besides the verdicts (verdict-views.ts): an error
 * as the page says it (its kind in the page's words, where, and the solver's
 * message as code, which stays English), a console line, and the elapsed time.
 * Pure: data and words in, nodes or text out.
 */
import type { CellError } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../i18n/cell-words.ts';
import { el } from './verdicts/dom.ts';

/** A syntax error, a throw, a missing export or a wrong answer, with its place when the worker found one. */
export function errorView(error: CellError, words: CellPageWords): Node {
  const t = words.cells;
  const where = error.line === undefined ? null : el('span', { class: 'cc-error-at' }, ` (${t.errorAt(error.line, error.column)})`);
  return el(
    'div',
    { class: 'cc-error-body', 'data-kind': error.kind },
    el('p', {}, el('strong', {}, t.errorKinds[error.kind]), where),
    el('pre', { lang: 'en', translate: 'no' }, el('code', {}, error.message)),
  );
}

/** One line of the reader's console output. */
export function logLine(level: 'log' | 'info' | 'warn' | 'error', text: string): HTMLLIElement {
  return el('li', { 'data-level': level }, text);
}

/** Elapsed seconds with one decimal, as the progress line shows them. */
export function elapsedText(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(1);
}
