/**
 * Hostile input, fuzzed (issue 20): `pocket-cube solve` reads scrambles a line
 * at a time from anyone's standard input. Any line is answered with a
 * solution that solves the cube as held (checked by the independent referee)
 * or with an error naming a column inside the line; nothing throws.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { answerLine, scrambleOfLine } from '../src/cli-line.ts';
import { solvesAsHeld } from '../../tests/referee/facelet-cube.ts';

const PIECES = ['R', 'U', 'F', 'D', 'L', 'B', 'x', 'y', 'z', 'Rw', "'", '2', ' ', '(', ')', 'Ｒ', '＇', '\u3000', '\t', '#', '𝑅'];
const lineLike = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((parts) => parts.join(''));
const anyLine = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), lineLike);

/** Whole WCA tokens the referee reads, some typed full-width, between runs of assorted white space. */
const TOKENS = ['U', "U'", 'U2', 'D', "D'", 'R2', "L'", 'F', 'B2', 'x', "y'", 'z2', 'Rw', "Uw'", 'Fw2', 'Ｒ', 'Ｕ＇', 'Ｆ２', 'ｘ'];
const SPACES = [' ', '  ', '\t', '\u3000'];
const tokenLine = fc
  .array(fc.tuple(fc.constantFrom(...TOKENS), fc.constantFrom(...SPACES)), { maxLength: 25 })
  .map((pairs) => pairs.map(([token, space]) => token + space).join(''));

/** The referee reads ASCII only: Unicode's own compatibility mapping (NFKC), not the solver's, turns full-width into ASCII for it. */
function forReferee(line: string): string {
  return line.normalize('NFKC');
}

describe('the CLI line reader on any line', () => {
  test.prop([anyLine, fc.boolean(), fc.constantFrom('htm', 'qtm')], { numRuns: 600 })(
    'answers with a solution in U, R, F or an error at a column inside the line, never a throw',
    (raw, interactive, metric) => {
      const line = scrambleOfLine(raw, interactive);
      if (line === null) {
        expect(raw.trim()).toBe('');
        return;
      }
      const answer = answerLine(line, { metric, heuristic: 'max', all: false });
      if (!answer.ok) {
        expect(answer.error.column).toBeGreaterThanOrEqual(1);
        expect(answer.error.column).toBeLessThanOrEqual(Array.from(line).length);
        expect(answer.error.message).toContain(`column ${answer.error.column}`);
        return;
      }
      expect(answer.moves).toMatch(/^(?:[URF][2']? ?)*$/);
    },
  );

  test.prop([tokenLine, fc.constantFrom('htm', 'qtm')], { numRuns: 400 })(
    'a line of WCA tokens, full-width or not, gets a solution that solves the cube as held',
    (raw, metric) => {
      const line = scrambleOfLine(raw, false);
      if (line === null) return;
      const answer = answerLine(line, { metric, heuristic: 'max', all: false });
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(solvesAsHeld(forReferee(line), answer.moves)).toBe(true);
    },
  );
});
