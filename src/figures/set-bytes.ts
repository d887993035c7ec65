/**
 * What it costs to remember that a position was seen: bytes per position for
 * a JavaScript `Set` of positions against chapter 4's index table, for the
 * figure in chapter 4 (SetBytesFigure.astro). Computed from V8's object
 * layouts, not measured at build time (a build machine's heap is no place for
 * a measurement); tests/site/set-bytes.test.ts measures real Sets in a child
 * Node process (--expose-gc) and checks these formulas against them.
 *
 * V8, src/objects/ordered-hash-table.h: a JS `Set` keeps its entries in an
 * OrderedHashSet, a FixedArray (2 header words: map, length) holding 3 words
 * of counts (elements, deleted, buckets), capacity / 2 bucket heads (load
 * factor 2), and per entry the key and a chain link (2 words). The capacity
 * starts at 4 and doubles when full, so it is the smallest power of two that
 * holds the entries. A small integer key (a Smi, as every state index is) is
 * stored in the entry itself.
 *
 * V8, src/objects/string.h: a flat one-byte string (SeqOneByteString) has a
 * map word, a 4-byte hash and a 4-byte length, then its characters, the whole
 * rounded up to the word size.
 *
 * Words are 8 bytes in Node (no pointer compression, checked by the test);
 * Chrome compresses pointers to 4 bytes, which halves the Set's own share.
 */

/** Words of a FixedArray header (map, length) plus the OrderedHashTable's three counts. */
const TABLE_HEADER_WORDS = 2 + 3;
/** OrderedHashTable::kLoadFactor: entries per bucket. */
const LOAD_FACTOR = 2;
/** OrderedHashSet::kEntrySize + 1: the key and the chain link. */
const SET_ENTRY_WORDS = 2;
const INITIAL_CAPACITY = 4;

/** The capacity V8 grows a Set to for `entries` entries: doubling from 4. */
export function v8SetCapacity(entries: number): number {
  let capacity = INITIAL_CAPACITY;
  while (capacity < entries) capacity *= 2;
  return capacity;
}

/** Bytes of the hash table behind a `Set` holding `entries` small-integer keys. */
export function v8SetTableBytes(entries: number, wordBytes = 8): number {
  const capacity = v8SetCapacity(entries);
  return wordBytes * (TABLE_HEADER_WORDS + capacity / LOAD_FACTOR + capacity * SET_ENTRY_WORDS);
}

/** Bytes of one flat one-byte string of `length` characters (map, hash, length, characters; word-aligned). */
export function v8FlatStringBytes(length: number, wordBytes = 8): number {
  const unaligned = wordBytes + 4 + 4 + length;
  return Math.ceil(unaligned / wordBytes) * wordBytes;
}

/**
 * A textbook key for a position: both of chapter 2's arrays, eight corners
 * and eight twists, one digit each, as `[...perm, ...twist].join('')` writes it.
 */
export const STRING_KEY_LENGTH = 16;

/** What remembers the seen positions (the figure names each in the page's language). */
export type SeenCostKind = 'strings' | 'numbers' | 'bytes' | 'nibbles';

export interface SeenCost {
  readonly kind: SeenCostKind;
  /** Bytes per position, with every position seen. */
  readonly bytesPerState: number;
  /** Bytes in all. */
  readonly totalBytes: number;
}

/** The four ways of remembering `states` positions the figure compares, most expensive first. */
export function seenCosts(states: number): SeenCost[] {
  const row = (kind: SeenCostKind, totalBytes: number): SeenCost => ({ kind, bytesPerState: totalBytes / states, totalBytes });
  const table = v8SetTableBytes(states);
  return [
    row('strings', table + states * v8FlatStringBytes(STRING_KEY_LENGTH)),
    row('numbers', table),
    row('bytes', states),
    row('nibbles', states / 2),
  ];
}
