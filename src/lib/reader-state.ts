/**
 * The reader's current choices, shared by every widget on every page:
 * which scramble they are looking at, which metric, which heuristic, and how
 * far a playback has stepped.
 *
 * Resolution order for each value: the URL query wins (so a copied link shows
 * exactly what its sender saw); otherwise the last value this reader used,
 * from localStorage (so a scramble typed in chapter 1 is still there in
 * chapter 6); otherwise the default.
 *
 * Writing a value rewrites the query with `history.replaceState` — no
 * navigation, no history entry per keystroke — and notifies subscribers, so
 * two widgets on one page that show the same value stay in sync. Every write
 * puts into the address all the values this page has read (what its widgets
 * show), not only the one that changed, so a copied link restores everything
 * its sender saw even where they never touched a default.
 *
 * Values that cannot be used are dropped from the address when the page
 * loads (`?heuristic=foo`), so a copied link never carries what the page
 * ignored. A scramble too long for an address (GitHub Pages refuses request
 * lines over about 8 KB) is kept in memory and localStorage but left out of
 * the address; `tooLongToShare` says so, and the scramble field tells the reader.
 *
 * The logic takes its location, history and storage as arguments
 * (`createReaderState(env)`), so it is tested with fakes in
 * tests/site/reader-state.test.ts; `getReaderState()` is the page singleton.
 */

import { isHeuristicName } from '../../solver/src/heuristic-names.ts';
import type { Metric } from '../../solver/src/metric.ts';

export interface ReaderValues {
  /** WCA notation as the reader typed it, e.g. `R U R' U'`. */
  scramble: string;
  metric: Metric;
  /** Heuristic name for IDA*; the solver's default is `max`. */
  heuristic: string;
  /** Playback position in the current solution: 0 = scrambled. Page-local. */
  step: number;
  /**
   * The IDA* explorer's iteration, 0-based (1-based in the address, as on the
   * page); -1 when the address names none. Page-local.
   */
  iteration: number;
  /** The explorer's node: a position in that iteration's generation order (0 = its root); -1 for none. Page-local. */
  node: number;
}

export type ReaderKey = keyof ReaderValues;

interface FieldSpec<T> {
  fallback: T;
  /** `undefined` for a value that cannot be used (the next source is tried). */
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** Remembered across pages in localStorage. `step` is not: it only means something for one solution. */
  persist: boolean;
}

type FieldSpecs = { [K in ReaderKey]: FieldSpec<ReaderValues[K]> };

/**
 * A scramble that shows something worth watching on first visit: six moves,
 * mixing all three faces. Its optimal solution length is computed, not assumed.
 */
export const DEFAULT_SCRAMBLE = "R U2 F' R U' F2";

/**
 * Longest scramble written into the page address. Request lines over ~8 KB are
 * refused by common servers (GitHub Pages among them), and the rest of the
 * address needs room too.
 */
export const MAX_SHARED_SCRAMBLE = 6000;

/** Longest scramble kept at all: far beyond any algorithm, short enough to parse in a few ms. */
export const MAX_SCRAMBLE = 200_000;

export const FIELDS: FieldSpecs = {
  scramble: {
    fallback: DEFAULT_SCRAMBLE,
    // Anything goes here: the parser reports bad tokens in place. Only cap the length.
    parse: (raw) => (raw.length <= MAX_SCRAMBLE ? raw : undefined),
    format: (value) => value,
    persist: true,
  },
  metric: {
    fallback: 'htm',
    // Addresses are typed by hand too: ?metric=QTM means qtm.
    parse: (raw) => {
      const lower = raw.toLowerCase();
      return lower === 'htm' || lower === 'qtm' ? lower : undefined;
    },
    format: (value) => value,
    persist: true,
  },
  heuristic: {
    fallback: 'max',
    parse: (raw) => (isHeuristicName(raw.toLowerCase()) ? raw.toLowerCase() : undefined),
    format: (value) => value,
    persist: true,
  },
  step: {
    fallback: 0,
    parse: (raw) => (/^\d{1,3}$/.test(raw) ? Number(raw) : undefined),
    format: (value) => String(value),
    persist: false,
  },
  // A trace position can reach the recorder's cap, far past step's 999: its own keys, six digits.
  iteration: {
    fallback: -1,
    parse: (raw) => (/^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) - 1 : undefined),
    format: (value) => String(value + 1),
    persist: false,
  },
  node: {
    fallback: -1,
    parse: (raw) => (/^\d{1,6}$/.test(raw) ? Number(raw) : undefined),
    format: (value) => String(value),
    persist: false,
  },
};

export const STORAGE_PREFIX = 'pocket-cube-notebook:';

/** The slices of `window` the state needs; fakes in tests. */
export interface ReaderEnv {
  location: { href: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
  /** `null` when storage is unavailable (disabled, sandboxed). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * Where change events are announced: `window` on a page, so every widget
   * (even one bundled with its own copy of this module) hears every change.
   * Defaults to a private EventTarget.
   */
  events?: EventTarget;
}

/** The DOM event announcing a change: `detail` is `{ key, value }`. */
export const CHANGE_EVENT = 'pocket-cube:reader-state';

export interface ChangeDetail {
  key: ReaderKey;
  value: ReaderValues[ReaderKey];
}

export type Listener<K extends ReaderKey> = (value: ReaderValues[K], key: K) => void;

export interface ReaderState {
  get<K extends ReaderKey>(key: K): ReaderValues[K];
  /** Sets several values at once: one URL update, then one notification per changed key. */
  set(values: Partial<ReaderValues>): void;
  /** Calls `listener` after every change of `key`; returns the unsubscribe function. */
  subscribe<K extends ReaderKey>(key: K, listener: Listener<K>): () => void;
  /** The current page URL with every given key written into the query: a shareable link. */
  linkTo(keys: readonly ReaderKey[]): string;
  /** The keys this page has read so far: what its widgets show, and what each write puts in the address. */
  shownKeys(): ReaderKey[];
  /** True when the current scramble is too long for the page address (it stays in this browser only). */
  tooLongToShare(): boolean;
}

export function createReaderState(env: ReaderEnv, fields: FieldSpecs = FIELDS): ReaderState {
  const values = {} as ReaderValues;
  // Written key by key below; the mapped type cannot follow a loop variable.
  const writable = values as unknown as Record<ReaderKey, unknown>;
  const listeners = new Map<ReaderKey, Set<Listener<any>>>();
  const events = env.events ?? new EventTarget();
  const query = new URL(env.location.href).searchParams;
  /** Keys read on this page: every write puts them all in the address. */
  const shown = new Set<ReaderKey>();
  /** Keys in the address whose value could not be used: removed below. */
  const unusable: ReaderKey[] = [];

  for (const key of Object.keys(fields) as ReaderKey[]) {
    const spec = fields[key] as FieldSpec<unknown>;
    const fromUrl = query.has(key) ? spec.parse(query.get(key)!) : undefined;
    if (query.has(key) && fromUrl === undefined) unusable.push(key);
    const fromStorage = fromUrl === undefined && spec.persist ? readStored(env, key, spec) : undefined;
    writable[key] = fromUrl ?? fromStorage ?? spec.fallback;
    // A value arriving by link becomes this reader's latest choice.
    if (fromUrl !== undefined && spec.persist) writeStored(env, key, spec.format(fromUrl));
  }

  function withQuery(keys: readonly ReaderKey[]): string {
    const url = new URL(env.location.href);
    for (const key of keys) {
      const spec = fields[key] as FieldSpec<unknown>;
      const raw = spec.format(values[key]);
      if (key === 'scramble' && raw.length > MAX_SHARED_SCRAMBLE) url.searchParams.delete(key);
      else url.searchParams.set(key, raw);
    }
    // The one encoding of the page address: URLSearchParams', where the prime of R' is %27
    // (browsers percent-encode ' in queries anyway). Nothing else writes the address.
    return url.href;
  }

  if (unusable.length > 0) {
    const url = new URL(env.location.href);
    for (const key of unusable) url.searchParams.delete(key);
    env.history.replaceState(env.history.state, '', url.href);
  }

  // Every change, from this state or another copy on the same page, arrives here.
  events.addEventListener(CHANGE_EVENT, (event) => {
    const { key, value } = (event as CustomEvent<ChangeDetail>).detail;
    writable[key] = value;
    for (const listener of listeners.get(key) ?? []) listener(values[key], key);
  });

  return {
    get(key) {
      shown.add(key);
      return values[key];
    },

    set(changes) {
      const changed = (Object.keys(changes) as ReaderKey[]).filter((key) => {
        const next = changes[key];
        return next !== undefined && fields[key].parse((fields[key] as FieldSpec<unknown>).format(next)) !== undefined;
      });
      if (changed.length === 0) return;
      const differs = changed.filter((key) => values[key] !== changes[key]);
      for (const key of changed) {
        writable[key] = changes[key];
        const spec = fields[key] as FieldSpec<unknown>;
        if (spec.persist) writeStored(env, key, spec.format(values[key]));
      }
      // Always write the URL, even when nothing differs, and with every value
      // the page shows: then the current address is a complete link.
      env.history.replaceState(env.history.state, '', withQuery([...new Set([...shown, ...changed])]));
      for (const key of differs) {
        events.dispatchEvent(new CustomEvent<ChangeDetail>(CHANGE_EVENT, { detail: { key, value: values[key] } }));
      }
    },

    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },

    linkTo: withQuery,
    shownKeys: () => [...shown],
    tooLongToShare: () => values.scramble.length > MAX_SHARED_SCRAMBLE,
  };
}


function readStored<T>(env: ReaderEnv, key: ReaderKey, spec: FieldSpec<T>): T | undefined {
  try {
    const raw = env.storage?.getItem(STORAGE_PREFIX + key);
    return raw == null ? undefined : spec.parse(raw);
  } catch {
    return undefined; // storage that throws on access (blocked cookies) counts as empty
  }
}

function writeStored(env: ReaderEnv, key: ReaderKey, raw: string): void {
  try {
    env.storage?.setItem(STORAGE_PREFIX + key, raw);
  } catch {
    // Quota or privacy mode: the URL still carries the state.
  }
}

let pageState: ReaderState | undefined;

/** The page-wide reader state, created on first use from `window`. Browser only. */
export function getReaderState(): ReaderState {
  if (!pageState) {
    let storage: ReaderEnv['storage'] = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    pageState = createReaderState({ location: window.location, history: window.history, storage, events: window });
  }
  return pageState;
}
