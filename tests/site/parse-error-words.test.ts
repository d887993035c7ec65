/**
 * The pages' words for a parse error say the parser's rule (issue 37, round 3:
 * the suffix message left out 2', which the parser accepts), in both editions.
 */
import { describe, expect, it } from 'vitest';
import { parseAlg } from 'pocket-cube-solver/notation';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/lib/locales.ts';

describe.each(LOCALES)('a bad suffix (%s)', (locale) => {
  it("names every suffix a move takes: none, 2, ' and 2'", () => {
    const parsed = parseAlg('R U3');
    if (parsed.ok) throw new Error('R U3 parsed');
    const text = messagesFor(locale).cube.parseError(parsed.error);
    for (const suffix of ['2', "'", "2'"]) {
      expect(parseAlg(`R${suffix}`).ok).toBe(true);
      expect(text, suffix).toMatch(new RegExp(`(^|[\\s、，,(（])${suffix.replace("'", "\\'")}($|[\\s、，,)）])`));
    }
  });
});
