/**
 * Reader state throttles its address writes (reader-state.ts, ADDRESS_WRITE_MS):
 * code that reads the address itself, the language switch carrying the query to
 * the other edition, first asks for a pending write to be made. A module of its
 * own, so that asking costs a page no reader-state code.
 */

/** Dispatched on `window`: every reader state on the page writes its pending address now. */
export const FLUSH_EVENT = 'pocket-cube:reader-flush';

/** Makes the page address current (a no-op when no write is pending). */
export function flushReaderState(target: EventTarget = window): void {
  target.dispatchEvent(new Event(FLUSH_EVENT));
}
