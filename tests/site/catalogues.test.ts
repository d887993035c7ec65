/**
 * The message catalogues (src/i18n/): the Chinese one has every key of the
 * English one (the type checker sees to that) and says each thing in
 * Chinese. A string left in English in the Chinese catalogue fails here
 * unless it is one that both languages write the same way (cubing notation,
 * metric abbreviations, formulas).
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import { cellWordsFor } from '../../src/i18n/cell-words.ts';
import { CLASSIC_CHECKLIST } from '../../src/lib/classic-checklist.ts';
import { sampleSayings } from './sample-calls.ts';
import { SOLVED, scrambleToState } from 'pocket-cube-solver';
import { CORNER_STICKERS, STANDARD_SCHEME, paintingToState, stateToPainting } from 'pocket-cube-solver/internals';

/** Strings written the same in both editions. */
const SAME_IN_BOTH = new Set(['HTM', 'QTM', 'h = 0', 'IDA*', 'CC BY 4.0']);
const HAN = /\p{Script=Han}/u;
/** Units both editions write alike (Chinese technical writing keeps SI and byte units in Latin). */
const UNITS = /\b(ms|KB|MB|GB|TB|s)\b/g;
/**
 * Catalogue functions whose arguments are records or lists of pairs (a ParseError, a PaintingProblem, a SelfCheck),
 * which sample numbers and strings do not fit. Listed so that a new one is noticed; the scramble and painting ones
 * are read in Chinese by the tests below and in paint-three.test.ts, the rest where the page shows them
 * (tests/browser/chinese-edition.spec.ts: no English in a Chinese page's widgets and figures).
 */
const TAKES_A_RECORD = new Set<string>([
  'cube.paintingProblem',
  'cube.parseError',
  'cube.threePaintingProblem',
  'exercises.unreadable',
  'figures.abstractions.positionsLabel',
  'figures.toyBfs.describe',
  'inspector.decode.split',
  'verification.detail',
  'verification.name',
]);

function leaves(value: unknown, path: string[] = []): [string, unknown][] {
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, key]));
  return [[path.join('.'), value]];
}

describe('the Chinese catalogue', () => {
  // The code cells' words live apart from the page catalogue (src/i18n/cell-words.ts) and are held to the same rules.
  const english = new Map(leaves({ ...messagesFor('en'), ...cellWordsFor('en') }));
  const chinese = leaves({ ...messagesFor('zh'), ...cellWordsFor('zh') });

  it('has the same keys as the English one', () => {
    expect(chinese.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  it('says every string in Chinese, except what both editions write alike', () => {
    const untranslated = chinese.filter(
      ([key, value]) =>
        typeof value === 'string' && /[A-Za-z]/.test(value) && !SAME_IN_BOTH.has(value) && !HAN.test(value) && !key.startsWith('site.home.otherEdition'),
    );
    expect(untranslated.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  // A third of the Chinese leaves are functions (plurals, counts, names go in as arguments): reading strings alone
  // would miss one that returns English (issue 34). Each is called as the page calls it, with sample arguments.
  it('says every function\'s sentence in Chinese too, and not the English one', () => {
    const english = new Map(leaves({ ...messagesFor('en'), ...cellWordsFor('en') }));
    const functions = chinese.filter(([, value]) => typeof value === 'function') as [string, (...args: unknown[]) => unknown][];
    expect(functions.length).toBeGreaterThan(250);
    const untranslated: string[] = [];
    const silent: string[] = [];
    for (const [key, fn] of functions) {
      const said = sampleSayings(fn);
      const englishSaid = sampleSayings(english.get(key) as (...args: unknown[]) => unknown).map(({ text }) => text);
      if (said.length === 0) silent.push(key);
      for (const [i, { args, text }] of said.entries()) {
        // What the page passed in comes back out (a move, a count, another sentence): only the function's own words count.
        let own = text;
        for (const arg of args) own = own.split(String(arg)).join(' ');
        own = own.replace(UNITS, ' ').replace(/\bundefined\b/g, ' '); // a lookup the sample argument missed
        const latinOnly = /[A-Za-z]{2,}/.test(own) && !HAN.test(own) && !SAME_IN_BOTH.has(own.trim());
        if (latinOnly || (text === englishSaid[i] && /[A-Za-z]{2,}/.test(own))) untranslated.push(`${key}(): ${text}`);
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
    expect(silent.sort(), 'functions no sample argument fits (TAKES_A_RECORD)').toEqual([...TAKES_A_RECORD].sort());
  });

  it('translates every row of chapter 9\'s checklist, in order', () => {
    expect(messagesFor('zh').classic.checklist.items).toHaveLength(CLASSIC_CHECKLIST.length);
    expect(messagesFor('en').classic.checklist.items.map((item) => item.error)).toEqual(CLASSIC_CHECKLIST.map((item) => item.error));
    for (const [i, item] of CLASSIC_CHECKLIST.entries()) expect(Boolean(messagesFor('zh').classic.checklist.items[i].each), item.title).toBe(Boolean(item.run));
  });

  it('offers the English edition in English, and the English one offers the Chinese in Chinese', () => {
    expect(messagesFor('zh').site.home.otherEditionLink).toMatch(/English/);
    expect(messagesFor('en').site.home.otherEditionLink).toMatch(HAN);
  });

  it('names a bad token and its column in Chinese, for every kind of scramble error', () => {
    const words = messagesFor('zh').cube;
    for (const scramble of ['R Q', 'R3', ')', '(R', '(R U)0', 'R %', 'r', '(R)3000000000']) {
      const parsed = scrambleToState(scramble);
      if (parsed.ok) throw new Error(`${scramble} parses`);
      const said = words.parseError(parsed.error);
      expect(said, scramble).toMatch(HAN);
      expect(said, scramble).toContain(`第 ${parsed.error.column} 列`);
    }
  });

  it('says every kind of painting problem in Chinese, naming the corner it marks', () => {
    const words = messagesFor('zh').cube;
    const solved = stateToPainting(SOLVED, STANDARD_SCHEME);
    // The corner in position 0 turned in place (a twisted corner), and two of its stickers swapped (a mirror image).
    const [x, y, z] = CORNER_STICKERS[0];
    const twisted = solved.map((colour, i) => (i === x ? solved[z] : i === y ? solved[x] : i === z ? solved[y] : colour));
    const mirrored = solved.map((colour, i) => (i === x ? solved[y] : i === y ? solved[x] : colour));
    const cases = [
      solved.map((colour, i) => (i === 0 ? null : colour)),
      solved.map((colour, i) => (i === x ? solved[23] : colour)),
      twisted,
      mirrored,
    ];
    const kinds = new Set<string>();
    for (const painting of cases) {
      const read = paintingToState(painting);
      if (read.ok) throw new Error('an impossible painting was read as a cube');
      for (const problem of read.problems) {
        kinds.add(problem.kind);
        expect(words.paintingProblem(problem), problem.kind).toMatch(HAN);
        if ('corner' in problem.detail) expect(words.paintingProblem(problem)).toMatch(/（[UD][FB][RL]）/);
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['count', 'mirrored', 'twist', 'unpainted']));
  });
});
