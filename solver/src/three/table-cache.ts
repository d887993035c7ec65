/**
 * The CLI's table cache: tables that take seconds to build kept on disk
 * between runs, one self-checking file per table (table-file.ts). Measured
 * for the 3×3×3's databases on a 2-core machine at load ~1: the corners
 * (88 MB) build in 5.4 s and read back in 0.13 s, each six-edge group
 * (102 MB with its move tables) in 4.4 s and 0.15 s; so `solve --puzzle 3x3`
 * took 15.6 s the first time and 1.3 s the next (most of it Node starting). A file
 * that is missing, corrupt, truncated or stale is said so on stderr and
 * rebuilt, never trusted; a folder that cannot be written is warned about
 * once and the run goes on without it. Node only: the CLI imports it, no
 * entry does.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { type TableId, readTableFile, writeTableFile } from './table-file.ts';

/** The environment variable that names the cache folder (after `--cache-dir`, before $XDG_CACHE_HOME). */
export const TABLE_CACHE_ENV = 'POCKET_CUBE_CACHE';

/**
 * The cache folder: `flag` (`--cache-dir`) if given, else $POCKET_CUBE_CACHE, else
 * $XDG_CACHE_HOME/pocket-cube-solver (the XDG Base Directory spec; only an absolute path counts),
 * else ~/.cache/pocket-cube-solver.
 *
 * @example
 * tableCacheDir(undefined, { XDG_CACHE_HOME: '/var/cache/me' }, '/home/me') // '/var/cache/me/pocket-cube-solver'
 */
export function tableCacheDir(flag?: string, env: Readonly<Record<string, string | undefined>> = process.env, home = homedir()): string {
  if (flag) return resolve(flag);
  const named = env[TABLE_CACHE_ENV];
  if (named) return resolve(named);
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.cache'), 'pocket-cube-solver');
}

/** A table the cache can keep: which it is (the file's header), its file name, what to call it, how to build it. */
export interface CachedTable<T> extends TableId {
  /** File name in the cache folder, e.g. "corner-pdb-htm.table". */
  readonly file: string;
  /** For stderr, e.g. "the corner database (HTM, 88 MB)". */
  readonly title: string;
  readonly build: () => T;
  /** A cheap check of a table read back (the checksum proves only that it is what was written): why it is wrong, or null. */
  readonly check?: (value: T) => string | null;
}

/** "312 ms", "5.5 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Temporary files older than this are left over from a run that was stopped while writing (a write takes seconds at most). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Gets tables from a cache folder, or builds them and writes them there, saying on stderr (`say`) what it does and
 * how long it took. `dir` null (`--no-cache`) builds in memory and neither reads nor writes.
 *
 * @example
 * const cache = new TableCache(tableCacheDir(), (text) => process.stderr.write(text));
 * const pdb = cache.get(cornerPdbTable('htm')); // "reading the corner database (HTM, 88 MB) from ~/.cache/pocket-cube-solver/corner-pdb-htm.table… 0.2 s"
 */
export class TableCache {
  readonly dir: string | null;
  readonly #say: (text: string) => void;
  /** Cleared at the first failed write: the folder is warned about once, then only read. */
  #writable = true;

  constructor(dir: string | null, say: (text: string) => void) {
    this.dir = dir;
    this.#say = say;
  }

  get<T>(table: CachedTable<T>): T {
    if (this.dir === null) return this.#build(table, ' (not cached: --no-cache)\n');
    const path = join(this.dir, table.file);
    if (exists(path)) {
      const started = performance.now();
      this.#say(`reading ${table.title} from ${path}… `);
      const read = readTableFile<T>(path, table);
      const problem = read.ok ? (table.check?.(read.value) ?? null) : read.reason;
      if (read.ok && problem === null) {
        this.#say(`${formatDuration(performance.now() - started)}\n`);
        return read.value;
      }
      this.#say(`invalid (${problem}); rebuilding it\n`);
    }
    if (!this.#writable) return this.#build(table, ' (not cached)\n');
    const value = this.#build(table, '');
    this.#write(path, table, value);
    return value;
  }

  #build<T>(table: CachedTable<T>, end: string): T {
    const started = performance.now();
    this.#say(`building ${table.title}… `);
    const value = table.build();
    this.#say(`${formatDuration(performance.now() - started)}${end}`);
    return value;
  }

  #write<T>(path: string, table: CachedTable<T>, value: T): void {
    const started = performance.now();
    try {
      mkdirSync(this.dir!, { recursive: true });
      writeTableFile(path, table, value);
    } catch (error) {
      this.#writable = false;
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      this.#say(`\npocket-cube: warning: cannot write the table cache ${this.dir} (${why}); going on without it (--cache-dir DIR picks another folder, --no-cache none)\n`);
      return;
    }
    this.#say(`, written to ${path} in ${formatDuration(performance.now() - started)}\n`);
    removeStaleTemporaries(this.dir!, table.file);
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (error) {
    // Anything but "no such file" (a permission, a folder in its place) is for the read to report.
    const code = (error as NodeJS.ErrnoException).code;
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}

/** Deletes what a run stopped mid-write left of this file (table-file.ts names it ".<file>.<pid>-<random>.tmp"). */
function removeStaleTemporaries(dir: string, file: string): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(`.${file}.`) || !name.endsWith('.tmp')) continue;
      const path = join(dir, name);
      if (Date.now() - statSync(path).mtimeMs > STALE_TEMPORARY_MS) rmSync(path, { force: true });
    }
  } catch {
    // Tidying is a courtesy: another run may have removed the file first.
  }
}
