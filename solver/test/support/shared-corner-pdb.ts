/**
 * One build of Korf's 3×3×3 corner database per test run, for every test
 * file that only USES it. Building it costs seconds of CPU (minutes on a
 * loaded 2-core machine), and six files used to build it each for itself.
 * The global setup (shared-tables.setup.ts) starts one build in a child
 * process when no cached copy exists (corner-pdb-file.ts); a consumer waits
 * for the file, loads it and hands it to the solver's own per-process cache
 * (rememberCornerPdb), where `cornerPdb('htm')`, `solveThree` and the worker
 * jobs find it.
 *
 * The tests of the BUILD itself never use this: corner-pdb.test.ts (the
 * published histogram, neighbour and inverse checks) and
 * corner-pdb-job.test.ts (the worker job's build with progress) build for real.
 */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { cachedCornerPdb, rememberCornerPdb } from '../../src/three/corner-pdb.ts';
import { failureFileOf, readCornerPdbFile } from './corner-pdb-file.ts';

/** Resolves once `file` exists; rejects if the builder left a failure note. */
async function waitFor(file: string): Promise<void> {
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
  await waitFor(file);
  rememberCornerPdb(readCornerPdbFile(file));
}

/** For a test that runs the CLI in a child process: the shared file once it exists, or undefined without the global setup. */
export async function sharedCornerPdbFile(): Promise<string | undefined> {
  const file = inject('cornerPdbCacheFile');
  if (file) await waitFor(file);
  return file;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by shared-tables.setup.ts: where the shared HTM corner database is, or is being written. */
    cornerPdbCacheFile?: string;
  }
}
