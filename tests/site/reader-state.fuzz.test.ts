/**
 * Hostile input, fuzzed (issue 20): the page address is text anyone can edit.
 * For any query the reader state loads without throwing, holds only values it
 * can write back, and every value a reader can set round-trips through a
 * copied link.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createReaderState, FIELDS, MAX_SHARED_SCRAMBLE, type ReaderEnv, type ReaderKey, type ReaderValues } from '../../src/lib/reader-state.ts';

const KEYS = Object.keys(FIELDS) as ReaderKey[];

function pageAt(href: string): ReaderEnv {
  const location = { href };
  return {
    location,
    history: {
      state: null,
      replaceState(_data, _unused, url) {
        location.href = url;
      },
    },
    storage: null,
  };
}

/** Values a key could be given in a hand-edited address: junk, near misses and real ones. */
const rawValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '0', '1', '-1', '999', '1000', 'htm', 'QTM', 'max', 'MAX', 'foo', '3d', 'net', 'slow', 'FAST', "R U R' U'", 'UUUURRRRFFFFDDDDLLLLBBBB', '.'.repeat(24), 'ＵＵＵＵＲＲＲＲＦＦＦＦＤＤＤＤＬＬＬＬＢＢＢＢ'),
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), rawValue), { maxLength: 12 });

function hrefWith(pairs: readonly (readonly [string, string])[]): string {
  const url = new URL('https://x.test/pocket-cube-notebook/chapters/01-the-puzzle/');
  for (const [key, value] of pairs) url.searchParams.append(key, value);
  return url.href;
}

/** A value of `key` that reads back as itself, or its default (the explorer's "no moment", -1, never enters an address). */
function writesBack<K extends ReaderKey>(key: K, value: ReaderValues[K]): boolean {
  const spec = FIELDS[key];
  return Object.is(spec.parse(spec.format(value)), value) || Object.is(value, spec.fallback);
}

describe('the reader state on any address', () => {
  test.prop([query], { numRuns: 1500 })('loads without throwing and holds only values it can write back (or the default)', (pairs) => {
    const state = createReaderState(pageAt(hrefWith(pairs)));
    for (const key of KEYS) expect(writesBack(key, state.get(key))).toBe(true);
  });

  test.prop([query], { numRuns: 1000 })('a copied link restores every value the page shows', (pairs) => {
    const state = createReaderState(pageAt(hrefWith(pairs)));
    const shown = Object.fromEntries(KEYS.map((key) => [key, state.get(key)])) as unknown as ReaderValues;
    const again = createReaderState(pageAt(state.linkTo(KEYS)));
    for (const key of KEYS) {
      // One source of truth: beside a painting the scramble stays out of the link (reader-state.ts).
      if (key === 'scramble' && (shown.cube !== '' || shown.scramble.length > MAX_SHARED_SCRAMBLE)) continue;
      expect(again.get(key)).toEqual(shown[key]);
    }
  });

  test.prop([fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ maxLength: 120 }))], { numRuns: 1000 })(
    'any scramble the reader types comes back from the link exactly',
    (scramble) => {
      const state = createReaderState(pageAt(hrefWith([])));
      state.set({ scramble });
      const again = createReaderState(pageAt(state.linkTo(['scramble'])));
      expect(again.get('scramble')).toBe(scramble);
    },
  );
});
