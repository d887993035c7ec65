/**
 * The in-place mark of a bad token: a copy of the scramble, drawn behind the
 * input in the same font with transparent text, in which only the token the
 * parser rejected has a background and a wavy underline. The reader sees the
 * mark under the very characters they typed, without a second copy of the
 * text to compare by eye.
 *
 * The string functions are pure and unit-tested (tests/site/error-mirror.test.ts);
 * renderErrorMirror only puts their output into the mirror element.
 */
import type { ParseError } from 'pocket-cube-solver/notation';
import { type SafeHtml, html, setHtml } from '../../lib/safe-html.ts';

/** Where the parser says the bad token is: 1-based column and length, as in ParseError. */
export type TokenSpan = Pick<ParseError, 'column' | 'length'>;

/**
 * The scramble split around the bad token: [before, token, after]. A
 * zero-length error (e.g. a missing closing parenthesis at the end) marks one
 * blank column, so there is still something to see.
 *
 * @example errorSegments('R U X2', { column: 5, length: 2 }) // ['R U ', 'X2', '']
 */
export function errorSegments(text: string, error: TokenSpan | null): [string, string, string] {
  if (!error) return [text, '', ''];
  // Columns count characters (code points), so "𝑅" is marked whole, never split.
  const chars = Array.from(text);
  const start = Math.max(0, Math.min(chars.length, error.column - 1));
  const end = Math.max(start, Math.min(chars.length, start + error.length));
  const token = end > start ? chars.slice(start, end).join('') : ' ';
  return [chars.slice(0, start).join(''), token, chars.slice(end).join('')];
}

/**
 * The mirror's content as HTML: the escaped text with the bad token in a
 * `<mark>`, or the empty string when there is no error (nothing to draw).
 *
 * @example errorMirrorHtml('R <X', { column: 3, length: 1 }) // 'R <mark>&lt;</mark>X'
 */
export function errorMirrorHtml(text: string, error: TokenSpan | null): SafeHtml {
  if (!error) return html``;
  const [before, token, after] = errorSegments(text, error);
  return html`${before}<mark>${token}</mark>${after}`;
}

/** Fills the mirror for `text` and scrolls it like the input, so the mark stays under the token. */
export function renderErrorMirror(mirror: HTMLElement, text: string, error: TokenSpan | null, scrollLeft: number): void {
  setHtml(mirror, errorMirrorHtml(text, error));
  mirror.scrollLeft = scrollLeft;
}
