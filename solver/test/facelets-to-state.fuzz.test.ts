/**
 * Hostile input, fuzzed (issue 20): a painted cube arrives as 24 letters in
 * the page address (`cube=`), typed or pasted by anyone. Any string either
 * reads as a painting or is refused; any painting either reads as a cube or
 * explains itself with stickers to mark, and nothing throws.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatPainting, paintingToState, parsePainting } from '../src/facelets-to-state.ts';

const LETTERS = ['U', 'R', 'F', 'D', 'L', 'B', '.', '-'];
const paintingText = fc.array(fc.constantFrom(...LETTERS), { minLength: 24, maxLength: 24 }).map((c) => c.join(''));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), paintingText, fc.array(fc.constantFrom(...LETTERS, 'Ｕ', 'x', '\u3000'), { maxLength: 30 }).map((c) => c.join('')));

describe('painted cubes from any text', () => {
  test.prop([anyText], { numRuns: 2000 })('parsePainting refuses or reads; a reading explains itself or is a cube', (text) => {
    const painting = parsePainting(text);
    if (painting === null) return;
    expect(painting).toHaveLength(24);
    // The painting prints back to the same 24 letters (full-width and '-' written as their canonical forms).
    expect(parsePainting(formatPainting(painting))).toEqual(painting);
    const read = paintingToState(painting);
    if (read.ok) return;
    expect(read.problems.length).toBeGreaterThan(0);
    for (const problem of read.problems) {
      expect(problem.message.length).toBeGreaterThan(0);
      for (const sticker of problem.stickers) {
        expect(Number.isInteger(sticker) && sticker >= 0 && sticker < 24).toBe(true);
      }
    }
  });

  test.prop([paintingText])('full-width letters read as their ASCII twins', (text) => {
    const wide = Array.from(text, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect(parsePainting(wide)).toEqual(parsePainting(text));
  });
});
