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

import { type HeuristicName } from 'pocket-cube-solver';
import { isHeuristicName } from 'pocket-cube-solver/internals';
import type { Metric } from 'pocket-cube-solver';
import type { ThreeHeuristicName } from 'pocket-cube-solver/three';
import { toHalfWidth } from 'pocket-cube-solver/notation';
import { FLUSH_EVENT } from './reader-flush.ts';
import { CELL_EXERCISES, type CellExercise } from 'pocket-cube-solver/cells';

/** The address key of a code cell's shared code: `cell-rank`, `cell-move`, … (one per exercise). */
export type CellCodeKey = `cell-${CellExercise}`;

/** The key that carries `exercise`'s code in a link. */
export function cellCodeKey(exercise: CellExercise): CellCodeKey {
  return `cell-${exercise}`;
}

/**
 * Longest code token written into the page address (deflate-raw, base64url:
 * src/widgets/code-cell/share-code.ts). Like MAX_SHARED_SCRAMBLE, it leaves
 * room under the ~8 KB request lines servers accept.
 */
export const MAX_SHARED_CODE = 6000;

/**
 * Everything the reader has chosen, by key; each key is a query parameter of the page address.
 *
 * `cell-<exercise>` is a code cell's code from a shared link ("Copy link"), compressed
 * (src/widgets/code-cell/share-code.ts); '' = none. Page-local: the cell keeps the reader's
 * own code in its storage, and a link's code opens in the editor but never runs by itself.
 */
export interface ReaderValues extends Record<CellCodeKey, string> {
  /** WCA notation as the reader typed it, e.g. `R U R' U'`. */
  scramble: string;
  metric: Metric;
  /** Heuristic name for IDA*; the solver's default is `max`. */
  heuristic: HeuristicName;
  /** Playback position in the current solution: 0 = scrambled. Page-local. */
  step: number;
  /**
   * The lower bound of chapter 8's optimal 3×3×3 solver: 'korf' (corner and
   * edge databases), 'reid' (the distance to H on three axes) or 'both'. A
   * choice of its own, not `heuristic` (the 2×2×2's).
   */
  heuristic3: ThreeHeuristicName;
  /** The 3×3×3 scramble (chapter 10), as the reader holds the cube: a puzzle of its own, so not `scramble`. */
  scramble3: string;
  /**
   * A painted 3×3×3 (54 colour letters in the solver's sticker order, '.'
   * unpainted; solver/src/three/three-painting.ts), shown instead of
   * `scramble3`; '' = none. Page-local, like `cube`.
   */
  cube3: string;
  /**
   * The solution chapter 10's two-phase widget shows, so that a link and the
   * language switch keep it (a time-bound search again may find another):
   * `<view>:<first part> . <second part>`, face turns only, e.g. `0:R U2 F' . D2 U`
   * (src/widgets/two-phase/shared-solution.ts); '' = none. Page-local.
   */
  solution3: string;
  /** How cubes are drawn where a widget offers both: turning in 3-D or as the flat net. */
  view: CubeView;
  /**
   * A painted cube (24 colour letters in facelet order, '.' unpainted; see
   * solver/src/facelets-to-state.ts), shown instead of the scramble; '' = none.
   * Page-local: a painting belongs to the link that carries it. While it is
   * set, it is the one source of truth: the address carries `cube` and no
   * `scramble` (a link with both shows the painting and drops the scramble).
   */
  cube: string;
  /** Letters (U R F D L B) printed on the stickers where a widget offers it. */
  letters: boolean;
  /** Playback speed: the pause between two moves. */
  speed: PlaybackSpeed;
  /**
   * The IDA* explorer's iteration, 0-based (1-based in the address, as on the
   * page); -1 when the address names none. Page-local.
   */
  iteration: number;
  /** The explorer's node: a position in that iteration's generation order (0 = its root); -1 for none. Page-local. */
  node: number;
}

/** The lower bounds chapter 8's 3×3×3 solver offers (solver/src/three/three-solve.ts). */
export const THREE_HEURISTICS: readonly ThreeHeuristicName[] = ['korf', 'reid', 'both'];

export function isThreeHeuristicName(value: unknown): value is ThreeHeuristicName {
  return (THREE_HEURISTICS as readonly unknown[]).includes(value);
}

export type CubeView = '3d' | 'net';

export function isCubeView(value: unknown): value is CubeView {
  return value === '3d' || value === 'net';
}

/** The playback speeds a player offers, slowest first; the pause between moves is in cube-3d/cube-stage.ts. */
export const PLAYBACK_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly unknown[]).includes(value);
}

/** A reader-state key: `scramble`, `scramble3`, `heuristic3`, `cube3`, `solution3`, `metric`, `heuristic`, `step`, `iteration`, `node`, `view`, `cube`, `letters`, `speed`, and `cell-<exercise>` (a code cell's shared code). */
export type ReaderKey = keyof ReaderValues;

interface FieldSpec<T> {
  fallback: T;
  /** `undefined` for a value that cannot be used (the next source is tried). */
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** Remembered across pages in localStorage. `step` is not: it only means something for one solution. */
  persist: boolean;
  /** '' means "none": no key at all in the address (an empty `cube=` would read as "a painting is in the address"). */
  emptyIsAbsent?: boolean;
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

/**
 * Chapter 10's first 3×3×3: a random state (seededRandom(2026), the fifth
 * cube) written as the inverse of a 20-move two-phase solution, which is how
 * WCA scramblers (TNoodle) write theirs, so the reader meets the typical case,
 * not a short scramble. Chosen because its search improves three times within
 * its first million nodes (21, 20, 19 moves), so "keep searching" shows.
 */
export const DEFAULT_THREE_SCRAMBLE = "B' U2 F L2 U2 F' U2 F R2 F2 U B2 L D2 B' F2 U F2 D2 R2";

/** Longest shared 3×3×3 solution: far above any two-phase answer (at most 30-odd moves, 3 characters each). */
export const MAX_SHARED_SOLUTION = 200;

/** Longest scramble kept at all: far beyond any algorithm, short enough to parse in a few ms. */
export const MAX_SCRAMBLE = 200_000;

/** How each key is parsed from and written to the address, its default, and whether it is remembered across pages. */
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
    parse: (raw) => {
      const name = raw.toLowerCase();
      return isHeuristicName(name) ? name : undefined;
    },
    format: (value) => value,
    persist: true,
  },
  heuristic3: {
    fallback: 'korf',
    parse: (raw) => {
      const name = raw.toLowerCase();
      return isThreeHeuristicName(name) ? name : undefined;
    },
    format: (value) => value,
    persist: true,
  },
  step: {
    fallback: 0,
    parse: (raw) => (/^\d{1,3}$/.test(raw) ? Number(raw) : undefined),
    format: (value) => String(value),
    persist: false,
  },
  scramble3: {
    fallback: DEFAULT_THREE_SCRAMBLE,
    parse: (raw) => (raw.length <= MAX_SCRAMBLE ? raw : undefined),
    format: (value) => value,
    persist: true,
  },
  cube3: {
    fallback: '',
    parse: (raw) => {
      const text = toHalfWidth(raw);
      return text === '' || /^[URFDLB.]{54}$/.test(text) ? text : undefined;
    },
    format: (value) => value,
    persist: false,
    emptyIsAbsent: true,
  },
  solution3: {
    fallback: '',
    // Checked for its shape only; the widget keeps it only if it solves the cube the link shows.
    parse: (raw) => (raw.length <= MAX_SHARED_SOLUTION && /^([0-5]:[URFDLB2' .]*)?$/.test(raw) ? raw : undefined),
    format: (value) => value,
    persist: false,
    emptyIsAbsent: true,
  },
  view: {
    fallback: '3d',
    parse: (raw) => (raw === '3d' || raw === 'net' ? raw : undefined),
    format: (value) => value,
    persist: true,
  },
  cube: {
    fallback: '',
    // Full-width letters (a Chinese input method) read as their ASCII twins, as everywhere else.
    parse: (raw) => {
      const text = toHalfWidth(raw);
      return text === '' || /^[URFDLB.]{24}$/.test(text) ? text : undefined;
    },
    format: (value) => value,
    persist: false,
    emptyIsAbsent: true,
  },
  letters: {
    fallback: false,
    parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
    format: (value) => (value ? '1' : '0'),
    persist: true,
  },
  speed: {
    fallback: 'normal',
    parse: (raw) => PLAYBACK_SPEEDS.find((speed) => speed === raw.toLowerCase()),
    format: (value) => value,
    persist: true,
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
  ...cellCodeFields(),
};

/** One field per code cell exercise: a base64url token, checked for its alphabet and length only (the cell decodes it). */
function cellCodeFields(): Record<CellCodeKey, FieldSpec<string>> {
  const spec: FieldSpec<string> = {
    fallback: '',
    parse: (raw) => (raw.length <= MAX_SHARED_CODE && /^[A-Za-z0-9_-]*$/.test(raw) ? raw : undefined),
    format: (value) => value,
    persist: false,
    emptyIsAbsent: true,
  };
  return Object.fromEntries(CELL_EXERCISES.map((exercise) => [cellCodeKey(exercise), spec])) as Record<CellCodeKey, FieldSpec<string>>;
}

/** localStorage keys are this prefix plus the reader key. */
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
  /**
   * A clock and timers: when given, address writes are throttled (one per
   * ADDRESS_WRITE_MS at most, the trailing one kept). Without, each `set`
   * writes the address at once (tests that read it right after).
   */
  timers?: AddressTimers;
}

/** The clock and timers address writes are throttled by: the page's own, or fakes in tests. */
export interface AddressTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * At most one address write per this many ms. Safari refuses history.replaceState
 * after 100 calls in 30 s (a SecurityError), and a reader dragging a scrubber or a
 * widget playing back writes far faster: coalesced, a write every 200 ms is 150 in
 * 30 s at the very worst, and a refused one is retried later (see createReaderState).
 */
export const ADDRESS_WRITE_MS = 200;

/** Dispatched on the page (`events`) to have a pending address write made now: before the address is read (the language switch), or the page left. */
export { FLUSH_EVENT };

/** The DOM event announcing a change: `detail` is `{ key, value }`. */
export const CHANGE_EVENT = 'pocket-cube:reader-state';

/** The detail of a CHANGE_EVENT: which key changed, and to what. */
export interface ChangeDetail {
  key: ReaderKey;
  value: ReaderValues[ReaderKey];
}

/** Called with the new value after `key` changes. */
export type Listener<K extends ReaderKey> = (value: ReaderValues[K], key: K) => void;

/** The reader's choices on one page: read, write (to the address, storage and subscribers), subscribe, link. */
export interface ReaderState {
  get<K extends ReaderKey>(key: K): ReaderValues[K];
  /** Sets several values at once: one URL update, then one notification per changed key. */
  set(values: Partial<ReaderValues>): void;
  /** Calls `listener` after every change of `key`; returns the unsubscribe function. */
  subscribe<K extends ReaderKey>(key: K, listener: Listener<K>): () => void;
  /**
   * The current page URL with every given key written into the query: a
   * shareable link; `anchor` (an element id) makes it open at that widget.
   */
  linkTo(keys: readonly ReaderKey[], anchor?: string): string;
  /** The keys this page has read so far: what its widgets show, and what each write puts in the address. */
  shownKeys(): ReaderKey[];
  /** True when the current scramble is too long for the page address (it stays in this browser only). */
  tooLongToShare(): boolean;
  /** Writes a pending address write now (FLUSH_EVENT does the same from anywhere on the page). */
  flush(): void;
}

/**
 * A reader state over `env` (the page, or fakes in tests): each value from the
 * address, else storage, else its default.
 * @example const state = createReaderState({ location, history, storage: null }); state.set({ scramble: "R U" });
 */
export function createReaderState(env: ReaderEnv, fields: FieldSpecs = FIELDS): ReaderState {
  const values = {} as ReaderValues;
  // Written key by key below; the mapped type cannot follow a loop variable.
  const writable = values as unknown as Record<ReaderKey, unknown>;
  // Stored under their key: a Listener<K> only ever receives that key's values.
  const listeners = new Map<ReaderKey, Set<Listener<ReaderKey>>>();
  const events = env.events ?? new EventTarget();
  const query = new URL(env.location.href).searchParams;
  /** Keys read on this page: every write puts them all in the address. */
  const shown = new Set<ReaderKey>();
  /** Keys in the address whose value could not be used: removed below. */
  const unusable: ReaderKey[] = [];

  for (const key of Object.keys(fields) as ReaderKey[]) {
    const spec = fields[key] as FieldSpec<unknown>;
    let fromUrl = query.has(key) ? spec.parse(query.get(key)!) : undefined;
    // A painting in the address is the cube shown: a scramble beside it would be a second, silent truth.
    if ((key === 'scramble' || key === 'scramble3') && paintedInQuery(query, fields, PAINTING_OF[key])) fromUrl = undefined;
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
      // A value that would not read back (the explorer's "no moment yet", -1) stays out of the address.
      // No painting (cube '') or no shared code is no key at all (FieldSpec.emptyIsAbsent).
      const tooLong = (key === 'scramble' || key === 'scramble3') && raw.length > MAX_SHARED_SCRAMBLE;
      if (tooLong || (spec.emptyIsAbsent && raw === '') || spec.parse(raw) === undefined) {
        url.searchParams.delete(key);
      }
      else url.searchParams.set(key, raw);
    }
    // One source of truth: while a painting is shown, the address carries it and not the scramble.
    if (values.cube !== '') url.searchParams.delete('scramble');
    if (values.cube3 !== '') url.searchParams.delete('scramble3');
    // The one encoding of the page address: URLSearchParams', where the prime of R' is %27
    // (browsers percent-encode ' in queries anyway). Nothing else writes the address.
    return url.href;
  }

  // The address is written through here only. The values, storage and subscribers never wait for it and
  // never depend on it: a write the browser refuses (Safari's SecurityError after 100 calls in 30 s) stays
  // pending and is retried later, and `set` never throws for it (issue 37, round 3: widgets and the address
  // disagreed after a refused write threw out of set()).
  /** Keys a write has yet to put in the address (besides every key shown). */
  const pending = new Set<ReaderKey>();
  let timer: unknown = null;
  let lastWrite = -Infinity;
  let refusals = 0;
  const timers = env.timers;

  function replace(href: string): boolean {
    try {
      env.history.replaceState(env.history.state, '', href);
      return true;
    } catch {
      return false;
    }
  }

  function writeAddress(): void {
    timer = null;
    if (timers) lastWrite = timers.now();
    if (replace(withQuery([...new Set([...shown, ...pending])]))) {
      pending.clear();
      refusals = 0;
      return;
    }
    // Refused: keep the keys, try again later (backing off, to let a per-30-s quota recover).
    refusals++;
    if (timers) timer = timers.setTimeout(writeAddress, ADDRESS_WRITE_MS * 2 ** Math.min(refusals, 6));
  }

  function requestWrite(keys: readonly ReaderKey[]): void {
    for (const key of keys) pending.add(key);
    if (!timers) return writeAddress();
    if (timer !== null) return; // a trailing write is due: it writes the values as they are then
    const wait = lastWrite + ADDRESS_WRITE_MS - timers.now();
    if (wait <= 0) writeAddress();
    else timer = timers.setTimeout(writeAddress, wait);
  }

  function flush(): void {
    if (timer === null && pending.size === 0) return;
    if (timer !== null) timers?.clearTimeout(timer);
    writeAddress();
  }
  events.addEventListener(FLUSH_EVENT, flush);

  if (unusable.length > 0) {
    const url = new URL(env.location.href);
    for (const key of unusable) url.searchParams.delete(key);
    replace(url.href);
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
      // the page shows: then the current address is a complete link (throttled: requestWrite).
      requestWrite(changed);
      for (const key of differs) {
        events.dispatchEvent(new CustomEvent<ChangeDetail>(CHANGE_EVENT, { detail: { key, value: values[key] } }));
      }
    },

    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      const stored = listener as unknown as Listener<ReaderKey>;
      set.add(stored);
      return () => set.delete(stored);
    },

    linkTo(keys, anchor) {
      // The address may lag a pending write: the link is written from the values, every shown key too.
      const link = new URL(withQuery([...new Set([...shown, ...pending, ...keys])]));
      if (anchor) link.hash = anchor;
      return link.href;
    },
    shownKeys: () => [...shown],
    tooLongToShare: () => values.scramble.length > MAX_SHARED_SCRAMBLE,
    flush,
  };
}

/** Each puzzle's painting key: a painting in the address replaces that puzzle's scramble. */
const PAINTING_OF = { scramble: 'cube', scramble3: 'cube3' } as const;

/** True when the address carries a usable, non-empty painting under `key`. */
function paintedInQuery(query: URLSearchParams, fields: FieldSpecs, key: 'cube' | 'cube3'): boolean {
  const raw = query.get(key);
  return raw !== null && (fields[key].parse(raw) ?? '') !== '';
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
    const timers: AddressTimers = {
      now: () => performance.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    };
    pageState = createReaderState({ location: window.location, history: window.history, storage, events: window, timers });
    // A write still due when the page is left (reload, back) would be lost: make it now.
    window.addEventListener('pagehide', () => pageState?.flush());
  }
  return pageState;
}
