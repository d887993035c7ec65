/**
 * The explorer's own place in the page address: which iteration and which
 * node of it (`?iteration=3&node=120`). Scramble, metric and heuristic live in
 * the shared reader state (src/lib/reader-state.ts); its `step` field means a
 * playback position in a solution and stops at 999, while a trace position
 * can reach the recorder's cap, so the explorer keeps its own two keys.
 * reader-state rewrites the query from the current URL, so these survive.
 */

export interface ExplorerMoment {
  /** 0-based iteration; shown 1-based. */
  readonly iteration: number;
  /** Position in that iteration's generation order: 0 = its root. */
  readonly node: number;
}

const PATTERN = /^\d{1,6}$/;

/** Reads the moment from a URL; keys that are missing or malformed come back null. */
export function readMoment(href: string): { iteration: number | null; node: number | null } {
  const query = new URL(href).searchParams;
  const read = (key: string) => {
    const raw = query.get(key);
    return raw !== null && PATTERN.test(raw) ? Number(raw) : null;
  };
  // Shown 1-based in the address, as on the page.
  const iteration = read('iteration');
  return { iteration: iteration === null || iteration < 1 ? null : iteration - 1, node: read('node') };
}

/** `href` with the moment written in (other keys kept). Primes stay readable, as in reader-state. */
export function withMoment(href: string, moment: ExplorerMoment): string {
  const url = new URL(href);
  url.searchParams.set('iteration', String(moment.iteration + 1));
  url.searchParams.set('node', String(moment.node));
  return url.href.replace(/%27/g, "'");
}
