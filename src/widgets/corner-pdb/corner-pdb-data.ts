/**
 * Pure helpers of the corner-database widget: the rows of its table (the
 * published count beside the one the reader's browser found) and the
 * sentences its status line says. No DOM, so tests/site can check them.
 */
import { countOf, formatCount, formatMs } from '../../lib/format.ts';

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
export function formatDuration(ms: number): string {
  return ms < 10_000 ? formatMs(ms) : `${(ms / 1000).toFixed(1)} s`;
}

/** What the status line says when the build is done. */
export function doneSentence(total: number, deepest: number, ms: number, allMatch: boolean): string {
  const check = allMatch ? 'every depth equals the published count' : 'some depth DIFFERS from the published count';
  return `Built in your browser in ${formatDuration(ms)}: ${formatCount(total)} corner positions, the deepest ${countOf(deepest, 'move')} from solved; ${check}.`;
}

/** The status line while building. */
export function progressSentence(depth: number, visited: number, total: number, ms: number): string {
  const pct = ((visited / total) * 100).toFixed(1);
  return `Depth ${depth}: ${formatCount(visited)} of ${formatCount(total)} positions known (${pct} %), ${formatDuration(ms)} so far.`;
}

