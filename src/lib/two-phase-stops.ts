/**
 * When the chapter 10 widget stops searching: at the first solution of at
 * most a length, or after a time spent looking for shorter ones. One list for
 * the widget's menu and the chapter's prose. 20, God's number, comes first: a
 * random cube gets it in milliseconds (median 7 ms in Node, 100 cubes of seed
 * 2024, `npm run bench:two-phase`); 19 takes a median 20 ms but, for about one
 * cube in ten, seconds, and the 10 s give-up of stopOptions then answers the 20.
 */
export const LENGTH_TARGETS = [20, 19] as const;
/**
 * Times to keep improving. The longest is for a reader who wants close to
 * optimal and will press Cancel when satisfied (Cube Explorer searches until
 * stopped); the worker job accepts up to 60 s.
 */
export const SEARCH_TIMES_MS = [100, 1000, 5000, 30_000] as const;

/** A menu value: a length target ("20") or a time ("ms1000"). */
export function stopValue(stop: { length: number } | { ms: number }): string {
  return 'length' in stop ? String(stop.length) : `ms${stop.ms}`;
}

/** What a menu value asks the worker for: a length target (and 10 s to reach it), or ms to keep improving. */
export function stopOptions(value: string): { targetLength: number; maxMs: number } {
  if (value.startsWith('ms')) return { targetLength: 0, maxMs: Number(value.slice(2)) };
  // A length target gives up after 10 s: some cubes need long for 19 (npm run bench:two-phase measures how often).
  return { targetLength: Number(value), maxMs: 10_000 };
}

/** Why a search with a solution stopped, as the widget words it (the keys of the catalogue's `why`). */
export type StopReason = 'target' | 'time' | 'exhausted' | 'exhaustedCapped' | 'budget' | 'cancelled';

/**
 * `exhausted` alone does not prove the answer optimal: phase 1 has tried every shorter phase-1 length,
 * but phase 2 may have been cut short by its cap on some of them (search.ts `provenOptimal`, the answer's `optimal`), and a
 * shorter total could lie there. Only a proof earns "this one is optimal" (issue 34).
 */
export function whyStopped(result: { readonly status: Exclude<StopReason, 'exhaustedCapped'>; readonly optimal: boolean }): StopReason {
  if (result.optimal) return 'exhausted';
  return result.status === 'exhausted' ? 'exhaustedCapped' : result.status;
}
