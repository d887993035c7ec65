/**
 * Reader state when the browser refuses history.replaceState (issue 37,
 * round 3): Safari throws a SecurityError after 100 calls in 30 s, and set()
 * threw with it, so widgets and the address disagreed. Address writes are
 * throttled (one per ADDRESS_WRITE_MS at most, the trailing one kept), a
 * refused write is retried later, and no write ever loses or splits the
 * state: every subscriber hears every change, get() is right at once, and
 * the address catches up.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_WRITE_MS, type AddressTimers, FLUSH_EVENT, createReaderState, type ReaderEnv } from '../../src/lib/reader-state.ts';

/** A manual clock with timers, run by `advance`. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: AddressTimers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => void due.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [id, first] = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (first === undefined || first.at > end) break;
      due.delete(id!);
      now = first.at;
      first.callback();
    }
    now = end;
  };
  return { timers, advance, pending: () => due.size };
}

/** Safari's history: a SecurityError for every call past `limit` within `windowMs`. */
function safariHistory(location: { href: string }, clock: () => number, limit = 100, windowMs = 30_000) {
  const calls: number[] = [];
  let refused = 0;
  const history: ReaderEnv['history'] = {
    state: null,
    replaceState(_data, _unused, url) {
      const now = clock();
      while (calls.length > 0 && calls[0] <= now - windowMs) calls.shift();
      if (calls.length >= limit) {
        refused++;
        const error = new Error('Attempt to use history.replaceState() more than 100 times per 30 seconds');
        error.name = 'SecurityError';
        throw error;
      }
      calls.push(now);
      location.href = url;
    },
  };
  return { history, refused: () => refused, calls: () => calls.length };
}

describe('reader state under a history that refuses writes', () => {
  it('throttles, never throws, keeps every subscriber and get() right, and the address catches up', () => {
    const { timers, advance } = fakeTimers();
    const location = { href: 'https://x.test/ch/' };
    const safari = safariHistory(location, timers.now, 5); // refuses early, so refusals surely happen below
    const events = new EventTarget();
    const env: ReaderEnv = { location, history: safari.history, storage: null, events, timers };
    // Two copies on one page (two bundles), as widgets may have: both must hear everything.
    const a = createReaderState(env);
    const b = createReaderState({ ...env });
    const heard: number[][] = [[], [], []];
    a.subscribe('step', (v) => heard[0].push(v));
    a.subscribe('step', (v) => heard[1].push(v));
    b.subscribe('step', (v) => heard[2].push(v));
    a.get('step');
    let writesAsked = 0;
    for (let step = 1; step <= 400; step++) {
      expect(() => a.set({ step })).not.toThrow();
      writesAsked++;
      expect(a.get('step')).toBe(step);
      expect(b.get('step')).toBe(step);
      advance(10); // a scrubber dragged: a step every 10 ms, 4 s in all
    }
    const steps = Array.from({ length: 400 }, (_, k) => k + 1);
    for (const h of heard) expect(h).toEqual(steps);
    expect(safari.refused()).toBeGreaterThan(0); // the quota was hit: writes were refused and retried
    // Coalesced: far fewer writes asked of the browser than changes (one per 200 ms at most, per copy).
    expect(safari.calls() + safari.refused()).toBeLessThan((2 * writesAsked * 10) / ADDRESS_WRITE_MS + 10);
    // Once the browser accepts writes again, the address says the last state.
    advance(60_000);
    expect(new URL(location.href).searchParams.get('step')).toBe('400');
    expect(a.linkTo(['step'])).toContain('step=400');
  });

  it('coalesces a burst into one leading and one trailing write, and a flush writes at once', () => {
    const { timers, advance, pending } = fakeTimers();
    const location = { href: 'https://x.test/ch/' };
    const written: string[] = [];
    const events = new EventTarget();
    const state = createReaderState({
      location,
      history: { state: null, replaceState: (_d, _u, url) => void written.push((location.href = url)) },
      storage: null,
      events,
      timers,
    });
    for (let step = 1; step <= 20; step++) state.set({ step });
    expect(written.map((url) => new URL(url).searchParams.get('step'))).toEqual(['1']);
    // A link is right before the address is: it is written from the values.
    expect(state.linkTo(['step'])).toContain('step=20');
    advance(ADDRESS_WRITE_MS);
    expect(written.map((url) => new URL(url).searchParams.get('step'))).toEqual(['1', '20']);
    state.set({ step: 21 });
    expect(pending()).toBe(1);
    events.dispatchEvent(new Event(FLUSH_EVENT)); // the language switch, before it reads the address
    expect(new URL(location.href).searchParams.get('step')).toBe('21');
    expect(pending()).toBe(0);
  });
});
