/**
 * Hostile input, fuzzed (issue 20): the notation parser takes whatever a
 * reader types or pastes. For any string it must not throw, must finish, and
 * must return either moves or an error that names a token found at its column.
 * fast-check prints the seed and the shrunk counterexample when one fails.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { MoveFamily } from '../src/cube-moves.ts';
import { formatMove, parseAlg } from '../src/notation.ts';

/** Characters a reader could plausibly type into a scramble field, hostile ones included. */
const NOTATION_PIECES = [
  'R', 'U', 'F', 'D', 'L', 'B', 'x', 'y', 'z', 'w', 'r', "'", '’', '′', '2', '3', '0', '(', ')', ' ', '\t', '\n',
  'Ｒ', 'Ｕ', '＇', '２', '（', '）', '\u3000', '𝑅', '\ud800', '#', '99999', 'Rw', '2\'', ')999999',
];
const notationLike = fc.array(fc.constantFrom(...NOTATION_PIECES), { maxLength: 60 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), notationLike);

const FAMILIES: MoveFamily[] = ['U', 'D', 'R', 'L', 'F', 'B', 'x', 'y', 'z'];

/** Generous: a parse of a few hundred characters takes well under a millisecond; this only catches a freeze. */
const FREEZE_MS = 2000;

function codePoints(text: string): string[] {
  return Array.from(text);
}

describe('parseAlg on any string', () => {
  test.prop([anyText], { numRuns: 1500 })('returns moves or an error naming a token at its column, without throwing or freezing', (text) => {
    const started = performance.now();
    const result = parseAlg(text);
    expect(performance.now() - started).toBeLessThan(FREEZE_MS);
    if (result.ok) return;
    const { column, length, token, message } = result.error;
    const chars = codePoints(text);
    expect(column).toBeGreaterThanOrEqual(1);
    expect(column + length - 1).toBeLessThanOrEqual(chars.length);
    expect(length).toBeGreaterThanOrEqual(1);
    expect(chars.slice(column - 1, column - 1 + length).join('')).toBe(token);
    expect(message).toContain(`column ${column}`);
  });

  test.prop([anyText], { numRuns: 1500 })('parse → print → parse is the identity on what parses', (text) => {
    const first = parseAlg(text);
    if (!first.ok) return;
    // Groups like (R)999999 expand to a million moves; printing and reparsing those proves nothing new and takes seconds.
    fc.pre(first.moves.length <= 2000);
    const printed = first.moves.map((m) => formatMove(m.family, m.quarterTurns)).join(' ');
    const again = parseAlg(printed);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.moves.map((m) => [m.family, m.quarterTurns])).toEqual(first.moves.map((m) => [m.family, m.quarterTurns]));
  });

  test.prop([fc.array(fc.tuple(fc.constantFrom(...FAMILIES), fc.constantFrom(1, 2, 3)), { maxLength: 40 })])(
    'every move list, printed, parses back to itself',
    (moves) => {
      const printed = moves.map(([family, turns]) => formatMove(family, turns)).join(' ');
      const parsed = parseAlg(printed);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.moves.map((m) => [m.family, m.quarterTurns])).toEqual(moves);
    },
  );
});

describe('full-width input (a Chinese input method)', () => {
  test.prop([fc.array(fc.tuple(fc.constantFrom(...FAMILIES), fc.constantFrom(1, 2, 3)), { minLength: 1, maxLength: 20 })])(
    'reads as its ASCII twin, move for move',
    (moves) => {
      const ascii = moves.map(([family, turns]) => formatMove(family, turns)).join(' ');
      const wide = Array.from(ascii, (c) => (c === ' ' ? '\u3000' : String.fromCharCode(c.charCodeAt(0) + 0xfee0))).join('');
      const a = parseAlg(ascii);
      const w = parseAlg(wide);
      expect(w.ok).toBe(true);
      if (a.ok && w.ok) expect(w.moves.map((m) => [m.family, m.quarterTurns])).toEqual(a.moves.map((m) => [m.family, m.quarterTurns]));
    },
  );
});
