/**
 * Pure helpers of the corner-database widget: the rows of its table (the
 * published count beside the one the reader's browser found) and the
 * sentences its status line says. No DOM, so tests/site can check them.
 */
import { formatMs } from '../../lib/format.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

type Words = Catalogue['three']['corners'];

export interface CornerRow {
  readonly depth: number;
  readonly published: number;
  /** The reader's count so far; null before the BFS reaches this depth. */
  readonly found: number | null;
  /** True when this depth is finished and equals the published count. */
  readonly matches: boolean | null;
  /** Milliseconds from the start when this depth was finished. */
  readonly ms: number | null;
}

/** The live counts (finished depths, then the one being filled) against the published histogram. */
export function cornerRows(published: readonly number[], live: readonly number[], finished: number, ms: readonly (number | null)[]): CornerRow[] {
  return published.map((count, depth) => {
    const found = depth < live.length ? live[depth] : null;
    const done = depth <= finished && found !== null;
    return { depth, published: count, found, matches: done ? found === count : null, ms: ms[depth] ?? null };
  });
}

/** Milliseconds as a reader reads a build time: "840 ms", "12.3 s". */
export function formatDuration(ms: number, words: Words = pageMessages().three.corners): string {
  return ms < 10_000 ? formatMs(ms) : words.seconds((ms / 1000).toFixed(1));
}

/** What the status line says when the build is done. */
export function doneSentence(total: number, deepest: number, ms: number, allMatch: boolean, words: Words = pageMessages().three.corners): string {
  return words.done(formatDuration(ms, words), total, deepest, allMatch);
}

/** The status line while building. */
export function progressSentence(depth: number, visited: number, total: number, ms: number, words: Words = pageMessages().three.corners): string {
  return words.progressLine(depth, visited, total, formatDuration(ms, words));
}

