/**
 * Vitest global setup: the tables several test files use are built once per
 * run, not once per file (why, and who may use them: shared-corner-pdb.ts).
 * Nothing is built here: the first file that needs the corner database builds
 * it (under a lock, so only one does), and a run of files that never need it
 * spends nothing on it. Here we only say where it lives, and clear what an
 * interrupted earlier run may have left (a lock whose builder is gone, a
 * failure note) so this run tries again.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { cornerPdbCacheFile, failureFileOf, lockFileOf } from './corner-pdb-file.ts';

export function setup(project: TestProject): void {
  const file = cornerPdbCacheFile();
  rmSync(failureFileOf(file), { force: true });
  rmSync(lockFileOf(file), { force: true });
  project.provide('cornerPdbCacheFile', file);
}
