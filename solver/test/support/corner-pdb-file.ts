/**
 * The shared copy of Korf's 3×3×3 corner database (HTM, 88,179,840 bytes) on
 * disk: where it lives, how it is written and read. Plain Node (no vitest), so
 * the CLI preload (a child process) can use it too. Why it exists:
 * shared-corner-pdb.ts.
 *
 * The file name carries a hash of the code that computes the table and of
 * this file (source-hash.ts), so a change to the BFS, the move tables, the
 * coordinates or the format gives a new file rather than a stale table.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CornerPdb } from '../../src/three/corner-pdb.ts';
import { sourceHash } from './source-hash.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const CACHE_DIR = join(REPO, 'node_modules/.cache/pocket-cube-tests');
const PREFIX = 'corner-pdb-htm-';
const UNREACHED = 255; // generic/two-coordinate-bfs.ts

/** Where the HTM corner database for the current source lives (it may not exist yet). */
export function cornerPdbCacheFile(): string {
  const key = sourceHash(join(REPO, 'solver/src/three/corner-pdb.ts'), import.meta.filename);
  return join(CACHE_DIR, `${PREFIX}${key}.bin`);
}

/** Created (exclusively) by the one process that builds the table; the others wait for the table. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/** Written instead of the table when its build failed, so consumers fail at once with the message instead of waiting. */
export function failureFileOf(file: string): string {
  return `${file}.failed`;
}

/** Writes the table atomically (a reader sees the whole file or none) and removes copies made from older source. */
export function writeCornerPdbFile(file: string, pdb: CornerPdb): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, pdb.distance);
  renameSync(partial, file);
  if (dirname(file) !== CACHE_DIR) return; // written elsewhere (by hand): leave the cache alone
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    if (name.startsWith(PREFIX) && !path.startsWith(file) && !name.endsWith('.partial')) rmSync(path, { force: true });
  }
}

/** The table in `file`, its histogram recounted from the distances (so the file is the bare table). */
export function readCornerPdbFile(file: string): CornerPdb {
  const bytes = readFileSync(file);
  const distance = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const histogram: number[] = [];
  let reached = 0;
  for (let i = 0; i < distance.length; i++) {
    const d = distance[i];
    if (d === UNREACHED) continue;
    while (histogram.length <= d) histogram.push(0);
    histogram[d]++;
    reached++;
  }
  return { metric: 'htm', distance, histogram, reached };
}
