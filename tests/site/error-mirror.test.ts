import { describe, expect, it } from 'vitest';
import { parseAlg } from 'pocket-cube-solver/notation';
import { errorMirrorHtml, errorSegments } from '../../src/widgets/shared/error-mirror.ts';

/** The parser's own error for `text`, so the tests use the columns a reader would get. */
function errorOf(text: string) {
  const parsed = parseAlg(text);
  if (parsed.ok) throw new Error(`expected ${text} not to parse`);
  return parsed.error;
}

describe('errorSegments', () => {
  it('splits the text around the bad token (1-based column)', () => {
    expect(errorSegments('R U X2', { column: 5, length: 2 })).toEqual(['R U ', 'X2', '']);
  });

  it('returns the text whole without an error', () => {
    expect(errorSegments('R U', null)).toEqual(['R U', '', '']);
  });

  it('marks one blank column for a zero-length error at the end', () => {
    expect(errorSegments('(R U', { column: 5, length: 0 })).toEqual(['(R U', ' ', '']);
  });
});

describe('errorMirrorHtml', () => {
  it('marks exactly the token the parser names', () => {
    const error = errorOf('R U X2 F');
    expect(error).toMatchObject({ token: 'X2', column: 5, length: 2 });
    expect(String(errorMirrorHtml('R U X2 F', error))).toBe('R U <mark>X2</mark> F');
  });

  it('marks a token at the very start and one at the very end', () => {
    expect(String(errorMirrorHtml('Q R', errorOf('Q R')))).toBe('<mark>Q</mark> R');
    expect(String(errorMirrorHtml('R U Q', errorOf('R U Q')))).toBe('R U <mark>Q</mark>');
  });

  it('keeps every character before the mark, so the mark starts at the token’s column', () => {
    const text = "R  U2'  Rw   X";
    const html = String(errorMirrorHtml(text, errorOf(text)));
    expect(html.slice(0, html.indexOf('<mark>'))).toBe(text.slice(0, text.indexOf('X')).replace(/'/g, '&#39;'));
  });

  it('escapes the text around and inside the mark', () => {
    expect(String(errorMirrorHtml('R <b> &', { column: 3, length: 3 }))).toBe('R <mark>&lt;b&gt;</mark> &amp;');
    expect(String(errorMirrorHtml("&R'", { column: 1, length: 1 }))).toBe('<mark>&amp;</mark>R&#39;');
  });

  it('draws nothing without an error', () => {
    expect(String(errorMirrorHtml('R U <X>', null))).toBe('');
  });

  it('marks one blank column for an unclosed group', () => {
    const error = errorOf('(R U');
    expect(String(errorMirrorHtml('(R U', error))).toMatch(/<mark>.<\/mark>/);
  });
});

describe('characters outside the Basic Multilingual Plane', () => {
  it('names and marks a whole character, counting columns as a reader does', () => {
    const r = parseAlg('R 𝑅 U');
    if (r.ok) throw new Error('expected an error');
    expect(r.error).toMatchObject({ message: 'unexpected character "𝑅" at column 3', token: '𝑅', column: 3, length: 1 });
    expect(errorSegments('R 𝑅 U', r.error)).toEqual(['R ', '𝑅', ' U']);
    const later = parseAlg('𝑅x R X2');
    if (later.ok) throw new Error('expected an error');
    expect(later.error.column).toBe(1);
    const after = parseAlg('R U 😀');
    expect(!after.ok && after.error.message).toBe('unexpected character "😀" at column 5');
  });
});
