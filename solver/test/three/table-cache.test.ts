/**
 * The CLI's table cache (table-file.ts, table-cache.ts, three-cli-tables.ts),
 * on small tables in a temporary folder per test: a file gives back exactly
 * what was written, any damage or staleness is caught and named, the cache
 * reads a good file without rewriting it and rebuilds a bad one, `--no-cache`
 * and an unwritable folder write nothing. The 3×3×3's own tables go through
 * it too: four-edge groups, and the corner database only as the run's shared
 * copy (shared-corner-pdb.ts), never built here.
 */
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveState } from '../../src/cube-moves.ts';
import { cornerIndex } from '../../src/three/corner-coordinates.ts';
import { cachedCornerPdb, cornerPdb } from '../../src/three/corner-pdb.ts';
import { cachedEdgeGroupPdb, edgeGroupPdbByDepth } from '../../src/three/edge-group.ts';
import { runToEnd } from '../../src/generic/two-coordinate-bfs.ts';
import { type CachedTable, TableCache, tableCacheDir } from '../../src/three/table-cache.ts';
import { TABLE_FILE_MAGIC, type TableId, readTableFile, writeTableFile } from '../../src/three/table-file.ts';
import { cornerPdbTable, edgeGroupPdbTable, prepareThreeTables } from '../../src/three/three-cli-tables.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pocket-cube-table-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ID: TableId = { table: 'demo', version: 2, params: { metric: 'htm', pieces: [0, 1, 2] } };

/** A small table with every kind of part a real one has: nested objects, plain arrays, typed arrays of odd byte lengths. */
function demoValue() {
  return {
    metric: 'htm',
    tables: { pieces: [0, 1, 2], permCount: 1320, permMove: Uint32Array.from({ length: 1321 }, (_, i) => (i * 2654435761) >>> 0), flags: new Int16Array([-3, 7, 11]) },
    distance: Uint8Array.from({ length: 1001 }, (_, i) => i % 9),
    weights: new Float64Array([0.5, -1.25]),
    empty: new Uint8Array(0),
    histogram: [1, 18, 243],
    exact: true,
    note: null,
  };
}

/** The cached-table form of the demo table, counting its builds. */
function demoTable(builds: { count: number }, id: TableId = ID): CachedTable<ReturnType<typeof demoValue>> {
  return { ...id, file: 'demo.table', title: 'the demo table (1 KB)', build: () => (builds.count++, demoValue()) };
}

const cacheSaying = (lines: string[], folder: string | null = dir) => new TableCache(folder, (text) => lines.push(text));

/** Flips one byte of the file at `offset` from its end (offset < 0) or start. */
function flipByte(path: string, offset: number): void {
  const bytes = readFileSync(path);
  const at = offset < 0 ? bytes.length + offset : offset;
  bytes[at] ^= 0x20;
  writeFileSync(path, bytes);
}

/** Byte offset of the payload: after the magic line and the header line. */
const payloadStart = (path: string) => readFileSync(path).indexOf(0x0a, TABLE_FILE_MAGIC.length) + 1;

describe('a table file', () => {
  it('gives back what was written: the same keys in order, typed arrays of the same types and contents, each in a buffer of its own', () => {
    const path = join(dir, 'demo.table');
    const value = demoValue();
    writeTableFile(path, ID, value);
    const read = readTableFile<typeof value>(path, ID);
    if (!read.ok) throw new Error(read.reason);
    expect(read.value).toStrictEqual(value);
    expect(JSON.stringify(Object.keys(read.value))).toBe(JSON.stringify(Object.keys(value)));
    expect(read.value.tables.permMove).toBeInstanceOf(Uint32Array);
    expect(read.value.tables.flags).toBeInstanceOf(Int16Array);
    for (const array of [read.value.distance, read.value.tables.permMove, read.value.weights]) expect(array.buffer.byteLength).toBe(array.byteLength);
    // The header says what the file is, readably; the payload starts aligned for any typed array.
    const text = readFileSync(path, 'latin1');
    expect(text.startsWith(TABLE_FILE_MAGIC)).toBe(true);
    const header = JSON.parse(text.slice(TABLE_FILE_MAGIC.length, text.indexOf('\n', TABLE_FILE_MAGIC.length)));
    expect(header).toMatchObject({ format: 1, table: 'demo', version: 2, params: ID.params, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(payloadStart(path) % 8).toBe(0);
    expect(readdirSync(dir)).toEqual(['demo.table']); // no temporary file left
  });

  it('refuses values JSON would not give back', () => {
    const path = join(dir, 'bad.table');
    expect(() => writeTableFile(path, ID, { m: new Map() })).toThrow(/plain objects/);
    expect(() => writeTableFile(path, ID, { x: Number.NaN })).toThrow(/finite/);
    expect(() => writeTableFile(path, ID, { b: Buffer.from('ab') })).toThrow(/not Buffer/);
    expect(() => writeTableFile(join(dir, 'no-such-folder', 'x.table'), ID, demoValue())).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names what is wrong with a damaged, truncated, stale or foreign file', () => {
    const path = join(dir, 'demo.table');
    const reasonAfter = (damage: () => void, id: TableId = ID) => {
      writeTableFile(path, ID, demoValue());
      damage();
      const read = readTableFile(path, id);
      if (read.ok) throw new Error('a damaged file was read');
      return read.reason;
    };
    expect(reasonAfter(() => flipByte(path, -500))).toBe('its checksum does not match: the file is corrupt'); // in the payload
    expect(reasonAfter(() => flipByte(path, payloadStart(path)))).toMatch(/checksum/); // its first byte
    // A digit of the histogram in the header (still valid JSON): the checksum covers the header too.
    expect(reasonAfter(() => writeFileSync(path, readFileSync(path, 'latin1').replace('[1,18,243]', '[1,18,244]'), 'latin1'))).toMatch(/checksum/);
    expect(reasonAfter(() => truncateSync(path, statSync(path).size - 100))).toMatch(/^it is truncated: \d+ bytes of the \d+ its header announces$/);
    expect(reasonAfter(() => truncateSync(path, 40))).toMatch(/truncated/);
    expect(reasonAfter(() => appendFileSync(path, 'x'))).toMatch(/its header announces/);
    expect(reasonAfter(() => writeFileSync(path, 'a text file\n'))).toMatch(/not a table file/);
    expect(reasonAfter(() => flipByte(path, TABLE_FILE_MAGIC.length + 1))).toMatch(/header is not JSON/);
    expect(reasonAfter(() => {}, { ...ID, version: 3 })).toBe('it holds version 2 of the table, this solver uses version 3: stale');
    expect(reasonAfter(() => {}, { ...ID, params: { metric: 'qtm', pieces: [0, 1, 2] } })).toMatch(/^it was built for \{"metric":"htm".*, not \{"metric":"qtm".*: stale$/);
    expect(reasonAfter(() => {}, { ...ID, table: 'other' })).toMatch(/holds the table "demo"/);
    expect(readTableFile(join(dir, 'none.table'), ID)).toEqual({ ok: false, missing: true, reason: 'there is no such file' });
  });
});

describe('the table cache', () => {
  it('builds and writes a table once; the next get reads it and leaves the file alone', () => {
    const builds = { count: 0 };
    const said: string[] = [];
    const path = join(dir, 'demo.table');
    expect(cacheSaying(said).get(demoTable(builds))).toEqual(demoValue());
    expect(said.join('')).toMatch(new RegExp(`^building the demo table \\(1 KB\\)… \\d+ ms, written to ${path} in \\d+ ms\\n$`));
    const written = statSync(path, { bigint: true });
    said.length = 0;
    expect(cacheSaying(said).get(demoTable(builds))).toEqual(demoValue());
    expect(said.join('')).toMatch(new RegExp(`^reading the demo table \\(1 KB\\) from ${path}… \\d+ ms\\n$`));
    expect(builds.count).toBe(1);
    const after = statSync(path, { bigint: true });
    expect([after.ino, after.mtimeNs, after.size]).toEqual([written.ino, written.mtimeNs, written.size]);
  });

  it('reports a corrupt, truncated or stale file, rebuilds it and writes it anew', () => {
    const path = join(dir, 'demo.table');
    const damages: [string, () => void, RegExp][] = [
      ['a flipped payload byte', () => flipByte(path, -10), /checksum does not match: the file is corrupt/],
      ['a cut-off end', () => truncateSync(path, statSync(path).size - 8), /truncated/],
      ['an older version', () => writeTableFile(path, { ...ID, version: 1 }, demoValue()), /holds version 1 of the table, this solver uses version 2: stale/],
      ['other parameters', () => writeTableFile(path, { ...ID, params: { metric: 'qtm', pieces: [0, 1, 2] } }, demoValue()), /built for .*qtm.*: stale/],
    ];
    for (const [what, damage, reason] of damages) {
      const builds = { count: 0 };
      rmSync(path, { force: true });
      cacheSaying([]).get(demoTable(builds));
      damage();
      const damaged = statSync(path, { bigint: true });
      const said: string[] = [];
      expect(cacheSaying(said).get(demoTable(builds)), what).toEqual(demoValue());
      expect(builds.count, what).toBe(2);
      const text = said.join('');
      expect(text, what).toMatch(new RegExp(`^reading the demo table \\(1 KB\\) from ${path}… invalid \\(`));
      expect(text, what).toMatch(reason);
      expect(text, what).toMatch(/rebuilding it\nbuilding the demo table \(1 KB\)… \d+ ms, written to /);
      expect(statSync(path, { bigint: true }).ino, what).not.toBe(damaged.ino); // a new file, renamed into place
      expect(readTableFile(path, ID).ok, what).toBe(true);
    }
  });

  it('rebuilds a file whose checksum is right but whose table fails its check', () => {
    const builds = { count: 0 };
    const checked: CachedTable<ReturnType<typeof demoValue>> = { ...demoTable(builds), check: (v) => (v.distance[0] === 0 ? null : 'the start is not at distance 0') };
    const wrong = demoValue();
    wrong.distance[0] = 5;
    writeTableFile(join(dir, 'demo.table'), ID, wrong);
    const said: string[] = [];
    expect(cacheSaying(said).get(checked).distance[0]).toBe(0);
    expect(said.join('')).toMatch(/invalid \(the start is not at distance 0\); rebuilding it\n/);
    expect(builds.count).toBe(1);
  });

  it('--no-cache builds every time and writes nothing', () => {
    const builds = { count: 0 };
    const said: string[] = [];
    const cache = cacheSaying(said, null);
    cache.get(demoTable(builds));
    cache.get(demoTable(builds));
    expect(builds.count).toBe(2);
    expect(said.join('')).toMatch(/^building the demo table \(1 KB\)… \d+ ms \(not cached: --no-cache\)\n/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('warns once about a folder it cannot write, and goes on without it', () => {
    writeFileSync(join(dir, 'a-file'), '');
    const folder = join(dir, 'a-file', 'cache'); // no folder can be made under a file, not even by root
    const said: string[] = [];
    const cache = cacheSaying(said, folder);
    expect(cache.get(demoTable({ count: 0 }))).toEqual(demoValue());
    expect(cache.get({ ...demoTable({ count: 0 }), file: 'other.table' })).toEqual(demoValue());
    const text = said.join('');
    expect(text.match(/warning/g)).toHaveLength(1);
    expect(text).toContain(`pocket-cube: warning: cannot write the table cache ${folder} (ENOTDIR); going on without it`);
    expect(text).toMatch(/\nbuilding the demo table \(1 KB\)… \d+ ms \(not cached\)\n$/);
  });

  it('lives in --cache-dir, else $POCKET_CUBE_CACHE, else $XDG_CACHE_HOME/pocket-cube-solver, else ~/.cache/pocket-cube-solver', () => {
    const env = { POCKET_CUBE_CACHE: '/srv/tables', XDG_CACHE_HOME: '/var/cache/me' };
    expect(tableCacheDir('/tmp/mine', env, '/home/me')).toBe('/tmp/mine');
    expect(tableCacheDir(undefined, env, '/home/me')).toBe('/srv/tables');
    expect(tableCacheDir(undefined, { XDG_CACHE_HOME: '/var/cache/me' }, '/home/me')).toBe('/var/cache/me/pocket-cube-solver');
    expect(tableCacheDir(undefined, { XDG_CACHE_HOME: 'relative' }, '/home/me')).toBe('/home/me/.cache/pocket-cube-solver'); // the XDG spec ignores it
    expect(tableCacheDir(undefined, { POCKET_CUBE_CACHE: '' }, '/home/me')).toBe('/home/me/.cache/pocket-cube-solver');
  });
});

describe("the 3×3×3's databases in the cache", () => {
  it("gives back an edge group's database exactly as edgeGroupPdb builds it, and hands it to the solver's getter", async () => {
    await useSharedCornerPdb(); // prepareThreeTables leaves a corner database already in memory alone
    const pieces = [0, 2, 5, 7]; // UR UL DF DB: a group no other test remembers in this process
    const table = edgeGroupPdbTable(pieces, 'htm');
    expect(table.file).toBe('edge-pdb-htm-UR-UL-DF-DB.table');
    const built = runToEnd(edgeGroupPdbByDepth(pieces, 'htm'));
    writeTableFile(join(dir, table.file), table, built);
    expect(cachedCornerPdb('htm')).toBeDefined();
    expect(cachedEdgeGroupPdb(pieces, 'htm')).toBeUndefined();
    const said: string[] = [];
    prepareThreeTables('htm', [pieces], cacheSaying(said));
    expect(said.join('')).toMatch(/^reading the edge database UR UL DF DB \(HTM, 1\.3 MB\) from .*… \d+ ms\n$/);
    expect(cachedEdgeGroupPdb(pieces, 'htm')).toStrictEqual(built);
    expect(table.check!(built)).toBeNull();
  });

  it("spots an edge database whose move tables or distances are not the current code's, even with a right checksum", () => {
    const pieces = [0, 1, 2, 3];
    const table = edgeGroupPdbTable(pieces, 'htm');
    const wrongMove = runToEnd(edgeGroupPdbByDepth(pieces, 'htm'));
    (wrongMove.tables.permMove as Uint32Array)[4] ^= 1;
    expect(table.check!(wrongMove)).toMatch(/move tables do not take the solved group through R2 /);
    const wrongDistance = runToEnd(edgeGroupPdbByDepth(pieces, 'htm'));
    wrongDistance.distance[wrongDistance.tables.solvedIndex] = 1;
    expect(table.check!(wrongDistance)).toMatch(/solved group/);
  });

  it('reads the corner database back byte for byte, and rebuilds one that fails its check', async () => {
    await useSharedCornerPdb(); // the run's shared copy: never built here
    const shared = cornerPdb('htm');
    const builds = { count: 0 };
    const table = { ...cornerPdbTable('htm'), build: () => (builds.count++, shared) };
    const path = join(dir, 'corner-pdb-htm.table');
    cacheSaying([]).get(table);
    const said: string[] = [];
    const read = cacheSaying(said).get(table);
    expect(said.join('')).toMatch(new RegExp(`^reading the corner database \\(HTM, 88 MB\\) from ${path}… [\\d.]+ m?s\\n$`));
    expect(read === shared).toBe(false); // (not .not.toBe: its failure message deep-compares 88 MB)
    expect(Buffer.from(read.distance).equals(Buffer.from(shared.distance))).toBe(true);
    expect([read.metric, read.histogram, read.reached]).toEqual([shared.metric, shared.histogram, shared.reached]);
    // A table from other coordinates, say, written with a right checksum: caught by the spot check.
    const tampered = { ...shared, distance: shared.distance.slice() };
    tampered.distance[cornerIndex(moveState('U', 1))] = 2;
    writeTableFile(path, table, tampered);
    said.length = 0;
    expect(cacheSaying(said).get(table) === shared).toBe(true);
    expect(said.join('')).toMatch(/invalid \(the corners after U are not at distance 1\); rebuilding it\n/);
    expect(builds.count).toBe(2);
  }, 60_000);
});
