import { describe, expect, it } from 'vitest';
import { createReaderState, DEFAULT_SCRAMBLE, DEFAULT_THREE_SCRAMBLE, MAX_SHARED_SCRAMBLE, STORAGE_PREFIX, type ReaderEnv } from '../../src/lib/reader-state.ts';

/** A page at `href` with an in-memory localStorage and a history that records replaceState calls. */
function fakeEnv(href: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored).map(([key, value]) => [STORAGE_PREFIX + key, value]));
  const replaced: string[] = [];
  const location = { href };
  const env: ReaderEnv = {
    location,
    history: {
      state: null,
      replaceState(_data, _unused, url) {
        replaced.push(url);
        location.href = url;
      },
    },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
  };
  return { env, storage, replaced, location };
}

describe('reader state resolution', () => {
  it('uses the defaults on a fresh visit', () => {
    const state = createReaderState(fakeEnv('https://x.test/ch/').env);
    expect(state.get('scramble')).toBe(DEFAULT_SCRAMBLE);
    expect(state.get('metric')).toBe('htm');
    expect(state.get('heuristic')).toBe('max');
    expect(state.get('step')).toBe(0);
  });

  it('prefers localStorage over the default', () => {
    const state = createReaderState(fakeEnv('https://x.test/ch/', { scramble: 'R U', metric: 'qtm' }).env);
    expect(state.get('scramble')).toBe('R U');
    expect(state.get('metric')).toBe('qtm');
  });

  it('prefers the URL over localStorage', () => {
    const { env } = fakeEnv("https://x.test/ch/?scramble=F+R'&metric=htm&step=3", { scramble: 'R U', metric: 'qtm' });
    const state = createReaderState(env);
    expect(state.get('scramble')).toBe("F R'");
    expect(state.get('metric')).toBe('htm');
    expect(state.get('step')).toBe(3);
  });

  it('keeps an empty scramble from the URL (an explicitly solved cube)', () => {
    const state = createReaderState(fakeEnv('https://x.test/?scramble=', { scramble: 'R' }).env);
    expect(state.get('scramble')).toBe('');
  });

  it('takes the painting out of the address when it gives way to a scramble', () => {
    const painting = 'UUUURRRRFFFFDDDDLLLLBBBB';
    const { env, location } = fakeEnv(`https://x.test/?cube=${painting}`);
    const state = createReaderState(env);
    expect(state.get('cube')).toBe(painting);
    state.set({ cube: '', scramble: "R U'" });
    const query = new URL(location.href).searchParams;
    expect(query.has('cube')).toBe(false);
    expect(query.get('scramble')).toBe("R U'");
  });

  it("keeps the 3×3×3's scramble and painting apart from the 2×2×2's, with the same rules", () => {
    const painting = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
    const fresh = createReaderState(fakeEnv('https://x.test/ch/').env);
    expect(fresh.get('scramble3')).toBe(DEFAULT_THREE_SCRAMBLE);
    expect(fresh.get('scramble')).toBe(DEFAULT_SCRAMBLE);
    // A painting in the address replaces that puzzle's scramble only.
    const { env, location } = fakeEnv(`https://x.test/?cube3=${painting}&scramble3=R&scramble=U`);
    const state = createReaderState(env);
    expect(state.get('cube3')).toBe(painting);
    expect(state.get('scramble3')).toBe(DEFAULT_THREE_SCRAMBLE);
    expect(state.get('scramble')).toBe('U');
    expect(new URL(state.linkTo(['scramble3', 'cube3'])).searchParams.has('scramble3')).toBe(false);
    state.set({ cube3: '', scramble3: "Rw U x'" });
    const query = new URL(location.href).searchParams;
    expect(query.has('cube3')).toBe(false);
    expect(query.get('scramble3')).toBe("Rw U x'");
    // 24 letters are a 2×2×2 painting, not a 3×3×3 one.
    expect(createReaderState(fakeEnv('https://x.test/?cube3=UUUURRRRFFFFDDDDLLLLBBBB').env).get('cube3')).toBe('');
  });

  it('skips unusable values and falls through to the next source', () => {
    const { env } = fakeEnv('https://x.test/?metric=stm&step=-1', { metric: 'qtm' });
    const state = createReaderState(env);
    expect(state.get('metric')).toBe('qtm');
    expect(state.get('step')).toBe(0);
  });

  it('remembers a value that arrived by link as the latest choice', () => {
    const { env, storage } = fakeEnv('https://x.test/?scramble=U2&step=2');
    createReaderState(env);
    expect(storage.get(STORAGE_PREFIX + 'scramble')).toBe('U2');
    // the playback step belongs to one page, it is never stored
    expect(storage.has(STORAGE_PREFIX + 'step')).toBe(false);
  });

  it('treats storage that throws as empty', () => {
    const { env } = fakeEnv('https://x.test/');
    env.storage = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('SecurityError');
      },
    };
    const state = createReaderState(env);
    expect(state.get('metric')).toBe('htm');
    expect(() => state.set({ metric: 'qtm' })).not.toThrow();
    expect(state.get('metric')).toBe('qtm');
  });
});

describe('reader state writes', () => {
  it('writes the URL with replaceState, keeping other parameters and the hash', () => {
    const { env, replaced } = fakeEnv('https://x.test/ch/?other=1#moves');
    const state = createReaderState(env);
    state.set({ scramble: "R U R' U'", metric: 'qtm' });
    expect(replaced).toEqual(['https://x.test/ch/?other=1&scramble=R+U+R%27+U%27&metric=qtm#moves']);
  });

  it('a write carries every value the page shows, not only the one that changed (a link restores all of it)', () => {
    const { env, replaced } = fakeEnv('https://x.test/ch/');
    const state = createReaderState(env);
    state.get('scramble');
    state.get('metric');
    state.get('step');
    state.set({ step: 2 });
    const query = new URL(replaced.at(-1)!).searchParams;
    expect(query.get('step')).toBe('2');
    expect(query.get('scramble')).toBe(DEFAULT_SCRAMBLE);
    expect(query.get('metric')).toBe('htm');
    expect(query.has('heuristic')).toBe(false); // never read on this page
    expect(state.shownKeys().sort()).toEqual(['metric', 'scramble', 'step']);
  });

  it('drops values it cannot use from the address, and reads ?metric=QTM as qtm', () => {
    const { env, replaced } = fakeEnv('https://x.test/ch/?heuristic=foo&metric=QTM&other=1');
    const state = createReaderState(env);
    expect(state.get('heuristic')).toBe('max');
    expect(state.get('metric')).toBe('qtm');
    expect(replaced).toEqual(['https://x.test/ch/?metric=QTM&other=1']);
  });

  it('keeps a scramble too long for an address, in memory and storage, and says it is not in the link', () => {
    const long = Array.from({ length: 3000 }, (_, i) => ['R', "U'", 'F2', 'D'][i % 4]).join(' ');
    expect(long.length).toBeGreaterThan(MAX_SHARED_SCRAMBLE);
    const { env, replaced, storage } = fakeEnv('https://x.test/ch/?scramble=R');
    const state = createReaderState(env);
    state.get('scramble');
    state.set({ scramble: long });
    expect(state.get('scramble')).toBe(long);
    expect(storage.get(STORAGE_PREFIX + 'scramble')).toBe(long);
    expect(new URL(replaced.at(-1)!).searchParams.has('scramble')).toBe(false); // not the stale "R"
    expect(state.tooLongToShare()).toBe(true);
    // A 624-character scramble fits and is kept, in the address too.
    const medium = long.slice(0, 624).trim();
    state.set({ scramble: medium });
    expect(new URL(replaced.at(-1)!).searchParams.get('scramble')).toBe(medium);
    expect(state.tooLongToShare()).toBe(false);
    expect(createReaderState(fakeEnv(replaced.at(-1)!).env).get('scramble')).toBe(medium);
  });

  it('persists shared values but not the step', () => {
    const { env, storage } = fakeEnv('https://x.test/');
    const state = createReaderState(env);
    state.set({ scramble: 'F2', step: 1 });
    expect(storage.get(STORAGE_PREFIX + 'scramble')).toBe('F2');
    expect(storage.has(STORAGE_PREFIX + 'step')).toBe(false);
  });

  it("carries the explorer's moment: iteration 1-based in the address, node as is, one prime encoding", () => {
    const { env, replaced, location } = fakeEnv("https://x.test/c/?scramble=R+U'");
    const state = createReaderState(env);
    expect(state.get('iteration')).toBe(-1);
    expect(state.get('node')).toBe(-1);
    state.set({ iteration: 2, node: 41 });
    expect(replaced).toEqual(['https://x.test/c/?scramble=R+U%27&iteration=3&node=41']);
    const again = createReaderState(fakeEnv(location.href).env);
    expect([again.get('iteration'), again.get('node')]).toEqual([2, 41]);
    const bad = createReaderState(fakeEnv('https://x.test/?iteration=0&node=x').env);
    expect([bad.get('iteration'), bad.get('node')]).toEqual([-1, -1]);
  });

  it('round-trips: a written URL restores the same values on a new page', () => {
    const first = fakeEnv('https://x.test/ch/');
    createReaderState(first.env).set({ scramble: "R U R' U'", metric: 'qtm', step: 2 });
    const second = createReaderState(fakeEnv(first.location.href).env);
    expect(second.get('scramble')).toBe("R U R' U'");
    expect(second.get('metric')).toBe('qtm');
    expect(second.get('step')).toBe(2);
  });

  it('ignores invalid values', () => {
    const { env, replaced } = fakeEnv('https://x.test/');
    const state = createReaderState(env);
    state.set({ metric: 'stm' as never });
    expect(state.get('metric')).toBe('htm');
    expect(replaced).toEqual([]);
  });

  it('notifies subscribers of changed keys only, once each', () => {
    const state = createReaderState(fakeEnv('https://x.test/').env);
    const seen: string[] = [];
    state.subscribe('scramble', (value) => seen.push(`scramble=${value}`));
    state.subscribe('metric', (value) => seen.push(`metric=${value}`));
    state.set({ scramble: 'R', metric: 'htm' });
    state.set({ scramble: 'R' });
    expect(seen).toEqual(['scramble=R']);
  });

  it('stops notifying after unsubscribe', () => {
    const state = createReaderState(fakeEnv('https://x.test/').env);
    const seen: number[] = [];
    const stop = state.subscribe('step', (value) => seen.push(value));
    state.set({ step: 1 });
    stop();
    state.set({ step: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps two states on one page in sync through the shared event target', () => {
    const events = new EventTarget();
    const a = createReaderState({ ...fakeEnv('https://x.test/').env, events });
    const b = createReaderState({ ...fakeEnv('https://x.test/').env, events });
    const seen: string[] = [];
    b.subscribe('scramble', (value) => seen.push(value));
    a.set({ scramble: "R U'" });
    expect(b.get('scramble')).toBe("R U'");
    expect(seen).toEqual(["R U'"]);
  });

  it('builds a shareable link for chosen keys', () => {
    const state = createReaderState(fakeEnv('https://x.test/ch/', { scramble: 'U' }).env);
    expect(state.linkTo(['scramble', 'metric'])).toBe('https://x.test/ch/?scramble=U&metric=htm');
  });
});
