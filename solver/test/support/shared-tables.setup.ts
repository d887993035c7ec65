/**
 * Vitest global setup: the tables several test files use are built once per
 * run, not once per file (why, and who may use them: shared-corner-pdb.ts).
 * On a cache miss the corner database is built in a child process while the
 * first test files run; the files that need it wait for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { cornerPdbCacheFile, failureFileOf } from './corner-pdb-file.ts';

let builder: ChildProcess | undefined;

export function setup(project: TestProject): void {
  const file = cornerPdbCacheFile();
  rmSync(failureFileOf(file), { force: true }); // a failure from an earlier run is retried
  if (!existsSync(file)) {
    builder = spawn(process.execPath, [new URL('./build-corner-pdb-file.ts', import.meta.url).pathname, file], { stdio: ['ignore', 'inherit', 'inherit'] });
  }
  project.provide('cornerPdbCacheFile', file);
}

/** A run that never needed the table (one quick file) does not wait for it: the unfinished build is dropped. */
export function teardown(): void {
  if (builder && builder.exitCode === null) builder.kill();
}
