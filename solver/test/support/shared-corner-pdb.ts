/**
 * One build of Korf's 3×3×3 corner database per test run, for every test
 * file that only USES it. Building it costs seconds of CPU (minutes on a
 * loaded 2-core machine), and several files used to build it each for itself.
 * The first consumer to ask takes a lock file and builds it in its own
 * process (corner-pdb-file.ts writes it atomically to a cache named by the
 * hash of the code that computes it); the others, in other workers, wait for
 * the file. Each hands it to the solver's own per-process cache
 * (rememberCornerPdb), where `cornerPdb('htm')`, `solveThree` and the worker
 * jobs find it. A run that needs no corner database builds none.
 *
 * The shared copy is also the test of the HTM build itself: it is built from
 * scratch whenever the code that computes it changes (the cache is named by
 * that code's hash), and written only if its histogram is the published one
 * (OEIS A080629), each depth reported as it completed. corner-pdb.test.ts
 * checks the table in hand (its histogram recounted from the file, neighbour
 * and inverse checks) and builds the QTM table, which nothing shares, for
 * real; three-jobs.test.ts checks that the worker job starts a missing build
 * with progress and drops it on cancel.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { inject } from 'vitest';
import { type CornerPdb, PUBLISHED_CORNER_HISTOGRAM, buildCornerPdb, cachedCornerPdb, rememberCornerPdb } from '../../src/three/corner-pdb.ts';
import { failureFileOf, lockFileOf, readCornerPdbFile, writeCornerPdbFile } from './corner-pdb-file.ts';

/** True if this process took the build lock (no other process is building). */
function takeLock(file: string): boolean {
  mkdirSync(dirname(file), { recursive: true });
  try {
    closeSync(openSync(lockFileOf(file), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Builds the HTM table from scratch and refuses it unless its histogram, and each depth as reported, are the published ones. */
function checkedBuild(): CornerPdb {
  const layers: number[] = [];
  const pdb = buildCornerPdb('htm', (p) => void (p.layerDone && layers.push(p.found)));
  const published = PUBLISHED_CORNER_HISTOGRAM.htm;
  if (JSON.stringify(pdb.histogram) !== JSON.stringify(published) || JSON.stringify(layers) !== JSON.stringify(published.slice(1))) {
    throw new Error(`the HTM corner database's histogram ${JSON.stringify(pdb.histogram)} (depths reported: ${JSON.stringify(layers)}) is not the published ${JSON.stringify(published)}`);
  }
  return pdb;
}

/** Builds the table into `file` unless it exists or another process is building it; then waits for it. */
async function ensureBuilt(file: string): Promise<void> {
  if (!existsSync(file) && takeLock(file)) {
    try {
      writeCornerPdbFile(file, checkedBuild());
    } catch (error) {
      writeFileSync(failureFileOf(file), String((error as Error)?.stack ?? error));
      throw error;
    } finally {
      rmSync(lockFileOf(file), { force: true });
    }
  }
  for (;;) {
    if (existsSync(file)) return;
    const failure = failureFileOf(file);
    if (existsSync(failure)) throw new Error(`the shared corner database was not built: ${readFileSync(failure, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * For a consumer's beforeAll: puts the shared HTM corner database in this
 * process's solver cache. Without the global setup (a run under another
 * config) it does nothing, and the solver builds the table when first asked.
 */
export async function useSharedCornerPdb(): Promise<void> {
  const file = inject('cornerPdbCacheFile');
  if (!file || cachedCornerPdb('htm')) return;
  await ensureBuilt(file);
  rememberCornerPdb(readCornerPdbFile(file));
}

/** For a test that runs the CLI in a child process: the shared file once it exists, or undefined without the global setup. */
export async function sharedCornerPdbFile(): Promise<string | undefined> {
  const file = inject('cornerPdbCacheFile');
  if (file) await ensureBuilt(file);
  return file;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by shared-tables.setup.ts: where the shared HTM corner database is, or will be written. */
    cornerPdbCacheFile?: string;
  }
}
