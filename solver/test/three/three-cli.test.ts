import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedCornerPdb } from '../../src/three/corner-pdb.ts';
import { TABLE_CACHE_ENV } from '../../src/three/table-cache.ts';
import { TABLE_FILE_MAGIC, readTableFile, writeTableFile } from '../../src/three/table-file.ts';
import { cornerPdbTable, edgeGroupPdbTable } from '../../src/three/three-cli-tables.ts';
import { PAGE_EDGE_GROUPS } from '../../src/three/three-solve.ts';
import { runCli } from '../support/run-cli.ts';
import { sharedCornerPdbFile, useSharedCornerPdb } from '../support/shared-corner-pdb.ts';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';

/**
 * The CLI writes its 3×3×3 tables to a cache folder: in these tests never the user's, always a temporary one
 * named by $POCKET_CUBE_CACHE (runCli passes this process's environment on to the child).
 */
let fileCache: string;
const cacheBefore = process.env[TABLE_CACHE_ENV];
beforeAll(() => {
  fileCache = mkdtempSync(join(tmpdir(), 'pocket-cube-cli-cache-'));
  process.env[TABLE_CACHE_ENV] = fileCache;
});
afterAll(() => {
  if (cacheBefore === undefined) delete process.env[TABLE_CACHE_ENV];
  else process.env[TABLE_CACHE_ENV] = cacheBefore;
  rmSync(fileCache, { recursive: true, force: true });
});

/** Every solver's JSON answer line starts with these keys (cli-record.ts), the 2×2×2's as well (cli.test.ts). */
const ANSWER_KEYS = ['ok', 'scramble', 'moves', 'length', 'metric', 'optimal', 'status', 'nodes', 'ms'];
/** …and a bad line is the same refusal from every solver. */
const unknownX2 = {
  ok: false,
  scramble: 'R U X2',
  error: { kind: { code: 'unknown-move' }, message: 'unknown move "X2" at column 5', token: 'X2', column: 5, length: 2 },
};


describe('pocket-cube solve --puzzle 3x3', () => {
  it('answers each line as JSON like the 2×2×2, names bad tokens, and stops cleanly at the budget', async () => {
    const deep = "R U F' L2 D B' R2 F U' L D2";
    // The child loads the run's shared corner database instead of building its own.
    const held = "U x R y' F2";
    const r = await runCli(['solve', '--puzzle', '3x3', '--edges', '4', '--budget', '20000', '--json'], `R U2 F\nR U X2\n${deep}\n${held}\n`, { cornerPdbFile: await sharedCornerPdbFile() });
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(Object.keys(lines[0])).toEqual([...ANSWER_KEYS, 'method', 'heuristic', 'tablesMs']);
    // --edges without --heuristic: Korf's design, the only one that reads edge databases.
    expect(lines[0]).toMatchObject({ ok: true, scramble: 'R U2 F', length: 3, metric: 'htm', optimal: true, status: 'solved', method: 'optimal', heuristic: 'korf' });
    expect(lines[0].tablesMs).toBeGreaterThan(0); // the edge databases were built for it
    expect(lines.slice(2).map((l) => l.tablesMs)).toEqual([0, 0]); // …and reported once
    expect(new FaceletCube().apply('R U2 F').apply(lines[0].moves).isSolved()).toBe(true);
    expect(lines[1]).toEqual(unknownX2);
    expect(lines[2]).toMatchObject({ ok: true, scramble: deep, moves: null, optimal: false, status: 'budget', bound: expect.any(Number) });
    expect(Object.keys(lines[2]).slice(-4)).toEqual(['method', 'heuristic', 'bound', 'tablesMs']);
    // Rotations and wide turns: solved optimally as held at the end (three face turns, so three moves).
    expect(lines[3]).toMatchObject({ scramble: held, length: 3 });
    expect(new FaceletCube().apply(held).apply(lines[3].moves).isUniform()).toBe(true);
    expect(r.code).toBe(1);
  }, 300_000);

  it('rejects options that do not fit the 3×3×3 with a usage error', async () => {
    const qtm = await runCli(['solve', '--puzzle', '3x3', '--metric', 'qtm', 'R']);
    expect(qtm.code).toBe(2);
    expect(qtm.stderr).toMatch(/HTM only/);
    const budget = await runCli(['solve', '--puzzle', '3x3', '--budget', 'lots', 'R']);
    expect(budget.stderr).toMatch(/--budget needs a whole number of nodes ≥ 1, got "lots"/);
    const twoByTwo = await runCli(['solve', '--budget', '5', 'R']);
    expect(twoByTwo.stderr).toMatch(/--budget, --edges, --optimal and --two-phase are for --puzzle 3x3/);
  });
});

/**
 * The optimal solver's databases on disk (table-cache.ts), through the command: the first call builds and
 * writes them, the next reads them without rewriting them; a damaged or stale file is named on stderr,
 * rebuilt and replaced, and the answer is still right. Small tables (--edges 4: three 1.3 MB files); the
 * corner database is the run's shared copy (shared-corner-pdb.ts), preloaded into the child or written
 * into the cache folder for it to read, never built here.
 */
describe('pocket-cube solve --puzzle 3x3: the table cache', () => {
  const EDGE_FILES = ['edge-pdb-htm-UR-UF-UL-UB.table', 'edge-pdb-htm-DR-DF-DL-DB.table', 'edge-pdb-htm-FR-FL-BL-BR.table'];
  const BUILT = /^building the edge database (\S+ ){4}\(HTM, 1\.3 MB\)… \d+ ms, written to \S+ in \d+ ms$/gm;
  const READ = /^reading the edge database (\S+ ){4}\(HTM, 1\.3 MB\) from \S+… \d+ ms$/gm;
  let cache: string;
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), 'pocket-cube-cli-cache-'));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  /** `pocket-cube solve --puzzle 3x3 --edges 4 …flags SCRAMBLE` with $POCKET_CUBE_CACHE = `folder`. */
  async function solveWith(folder: string, flags: string[], scramble: string, preloadCorner = true) {
    process.env[TABLE_CACHE_ENV] = folder;
    try {
      const cornerPdbFile = preloadCorner ? await sharedCornerPdbFile() : undefined;
      return await runCli(['solve', '--puzzle', '3x3', '--edges', '4', ...flags, scramble], '', { cornerPdbFile });
    } finally {
      process.env[TABLE_CACHE_ENV] = fileCache;
    }
  }
  const identity = (path: string) => {
    const s = statSync(path, { bigint: true });
    return [s.ino, s.mtimeNs, s.size];
  };
  const solves = (scramble: string, moves: string) => new FaceletCube().apply(scramble).apply(moves).isSolved();

  it('the first call builds and writes the databases; the second reads them and rewrites nothing; --no-cache touches none', async () => {
    const first = await solveWith(cache, ['--json'], "R U2 F'");
    expect(first.code).toBe(0);
    expect(first.stderr.match(BUILT)).toHaveLength(3);
    expect(readdirSync(cache).sort()).toEqual([...EDGE_FILES].sort());
    const written = EDGE_FILES.map((f) => identity(join(cache, f)));
    const answer = JSON.parse(first.stdout);
    expect(solves("R U2 F'", answer.moves)).toBe(true);
    expect(answer.tablesMs).toBeGreaterThan(0);

    const second = await solveWith(cache, [], "R U2 F'");
    expect(second.stderr).not.toMatch(/building/);
    expect(second.stderr.match(READ)).toHaveLength(3);
    expect(second.stderr).toContain(`reading the edge database UR UF UL UB (HTM, 1.3 MB) from ${join(cache, EDGE_FILES[0])}… `);
    expect(EDGE_FILES.map((f) => identity(join(cache, f)))).toEqual(written); // the same files, untouched
    // The plain line: the search's time, then the tables'.
    expect(second.stdout).toBe(`${answer.moves}  (3 HTM, korf, ${answer.nodes} nodes, ${second.stdout.match(/, ([\d.]+) ms;/)?.[1]} ms; tables ${second.stdout.match(/tables (\d+ ms)\)/)?.[1]})\n`);
    expect(second.code).toBe(0);

    // --no-cache: the same files there, and none read, none written (it costs a build, so it rides along here).
    const none = await solveWith(cache, ['--no-cache', '--json'], 'R U');
    expect(none.stderr).not.toMatch(/reading/);
    expect(none.stderr.match(/^building the edge database (\S+ ){4}\(HTM, 1\.3 MB\)… \d+ ms \(not cached: --no-cache\)$/gm)).toHaveLength(3);
    expect(solves('R U', JSON.parse(none.stdout).moves)).toBe(true);
    expect(readdirSync(cache).sort()).toEqual([...EDGE_FILES].sort());
    expect(EDGE_FILES.map((f) => identity(join(cache, f)))).toEqual(written);
  });

  it('names a corrupt, a truncated and a stale file, rebuilds and replaces each, and still answers right', async () => {
    await solveWith(cache, [], 'R');
    const [corrupt, truncated, stale] = EDGE_FILES.map((f) => join(cache, f));
    const bytes = readFileSync(corrupt);
    bytes[bytes.length - 1000] ^= 0x01; // one bit of one distance
    writeFileSync(corrupt, bytes);
    truncateSync(truncated, statSync(truncated).size - 1);
    writeFileSync(stale, readFileSync(stale, 'latin1').replace('"version":1,', '"version":0,'), 'latin1'); // as an older solver wrote it
    const damaged = [corrupt, truncated, stale].map(identity);
    const scramble = "F' L D2 B";
    const r = await solveWith(cache, ['--json'], scramble);
    expect(r.stderr).toContain(
      `reading the edge database UR UF UL UB (HTM, 1.3 MB) from ${corrupt}… invalid (its checksum does not match: the file is corrupt); rebuilding it\nbuilding the edge database UR UF UL UB (HTM, 1.3 MB)… `,
    );
    expect(r.stderr).toMatch(new RegExp(`from ${truncated}… invalid \\(it is truncated: \\d+ bytes of the \\d+ its header announces\\); rebuilding it\\n`));
    expect(r.stderr).toContain(`from ${stale}… invalid (it holds version 0 of the table, this solver uses version 1: stale); rebuilding it\n`);
    expect(r.stderr.match(BUILT)).toHaveLength(3);
    expect(solves(scramble, JSON.parse(r.stdout).moves)).toBe(true);
    expect(JSON.parse(r.stdout).length).toBe(4);
    [corrupt, truncated, stale].forEach((path, i) => expect(identity(path)[0]).not.toBe(damaged[i][0])); // new files, renamed into place

    // Another group's file under this group's name: built for other parameters, so stale too.
    writeFileSync(truncated, readFileSync(corrupt));
    const swapped = await solveWith(cache, ['--json'], scramble);
    expect(swapped.stderr).toMatch(/from \S+DR-DF-DL-DB\.table… invalid \(it was built for \{"metric":"htm","pieces":\[0,1,2,3\]\}, not \{"metric":"htm","pieces":\[4,5,6,7\]\}: stale\); rebuilding it\n/);
    expect(swapped.stderr.match(READ)).toHaveLength(2);
    expect(JSON.parse(swapped.stdout).moves).toBe(JSON.parse(r.stdout).moves); // and the repaired files are read
  });

  it('two runs at once, on an empty folder: both answer, and leave whole files and no temporary ones', async () => {
    const [a, b] = await Promise.all([solveWith(cache, ['--json'], 'R U'), solveWith(cache, ['--json'], 'R U')]);
    for (const r of [a, b]) expect(solves('R U', JSON.parse(r.stdout).moves)).toBe(true);
    expect(readdirSync(cache).sort()).toEqual([...EDGE_FILES].sort()); // each wrote to a name of its own, then renamed
    PAGE_EDGE_GROUPS.forEach((pieces, i) => expect(readTableFile(join(cache, EDGE_FILES[i]), edgeGroupPdbTable(pieces, 'htm')).ok).toBe(true));
  });

  it('--cache-dir names the folder; one it cannot write is warned about once, and the solve goes on', async () => {
    writeFileSync(join(cache, 'a-file'), '');
    const blocked = join(cache, 'a-file', 'cache');
    const r = await solveWith(cache, ['--cache-dir', blocked, '--json'], 'R U F'); // the flag wins over $POCKET_CUBE_CACHE
    expect(r.stderr.match(/warning/g)).toHaveLength(1);
    expect(r.stderr).toContain(`pocket-cube: warning: cannot write the table cache ${blocked} (ENOTDIR); going on without it`);
    expect(readdirSync(cache)).toEqual(['a-file']);
    expect(r.stderr.match(/\(not cached\)$/gm)).toHaveLength(2);
    expect(solves('R U F', JSON.parse(r.stdout).moves)).toBe(true);
    expect(r.code).toBe(0);
  });

  it('reads the corner database from the cache too', async () => {
    await useSharedCornerPdb();
    const table = cornerPdbTable('htm');
    writeTableFile(join(cache, table.file), table, cachedCornerPdb('htm') ?? table.build());
    const r = await solveWith(cache, ['--json'], "R U F'", false);
    expect(r.stderr).toMatch(new RegExp(`^reading the corner database \\(HTM, 88 MB\\) from ${join(cache, table.file)}… [\\d.]+ m?s$`, 'm'));
    expect(r.stderr).not.toMatch(/building the corner/);
    expect(solves("R U F'", JSON.parse(r.stdout).moves)).toBe(true);
    expect(readFileSync(join(cache, table.file)).subarray(0, TABLE_FILE_MAGIC.length).toString()).toBe(TABLE_FILE_MAGIC);
  }, 120_000);

  it('refuses the cache flags where there is nothing to cache', async () => {
    expect((await runCli(['solve', '--no-cache', 'R'])).stderr).toMatch(/--no-cache and --cache-dir are for --puzzle 3x3/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--cache-dir', 'x', 'R'])).stderr).toMatch(/for the optimal 3x3 solver: the two-phase tables .* not cached/);
    const both = await runCli(['solve', '--puzzle', '3x3', '--no-cache', '--cache-dir', 'x', 'R']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/not both/);
  });
});

/**
 * `pocket-cube solve --puzzle 3x3 --two-phase`, run as a user runs it: each
 * line's answer solves its scramble as held (the independent facelet referee,
 * rotations and wide turns too), bad lines are named and the batch goes on,
 * --budget is time here, and misplaced flags are refused.
 */
const LONG = "R2 U' F' L D2 B R' U2 F L2 D' B2 R U F2 L' D B' R2 U' F D2 L B'";

describe('pocket-cube solve --puzzle 3x3 --two-phase', () => {
  it('answers each line within the target, as JSON lines that solve the cube, and goes on past a bad line', async () => {
    const held = "x Rw U' y2 F Dw2 L' z B'";
    const r = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target-length', '21', '--json'], `${LONG}\nR U X2\nR U F\n${held}\n`);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(Object.keys(lines[0])).toEqual([...ANSWER_KEYS, 'method', 'tablesMs']);
    expect(lines[0]).toMatchObject({ ok: true, scramble: LONG, metric: 'htm', method: 'two-phase', status: 'target', optimal: false });
    expect(r.stderr).toMatch(/^building the two-phase tables… [\d.]+ m?s\n/);
    expect(lines[0].length).toBeLessThanOrEqual(21);
    expect(new FaceletCube().apply(LONG).apply(lines[0].moves).isSolved()).toBe(true);
    expect(lines[1]).toEqual(unknownX2);
    expect(new FaceletCube().apply('R U F').apply(lines[2].moves).isSolved()).toBe(true);
    // Turned and regripped: the answer is for the cube as held at the end, every face one colour after it.
    expect(new FaceletCube().apply(held).apply(lines[3].moves).isUniform()).toBe(true);
    expect(r.code).toBe(1); // one line failed
  }, 120_000);

  it('prints a plain line that says the method, and proves optimality only when it searched everything shorter', async () => {
    const r = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target-length', '0', '--budget', '2000', 'R U F']);
    expect(r.stdout).toMatch(/^F' U' R' {2}\(3 HTM, two-phase, proven optimal, \d+ nodes, [\d.]+ ms; tables [\d.]+ m?s\)\n$/);
    expect(r.code).toBe(0);
  }, 120_000);

  it('--target-length answers with the shortest found when time runs out; --max-length is a maximum: no longer answer, and the line fails', async () => {
    // No 12-move solution of LONG turns up in 300 ms (a random-state cube needs about 18 moves at best).
    const target = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target-length', '12', '--budget', '300', '--json', LONG]);
    const answered = JSON.parse(target.stdout);
    expect(answered.length).toBeGreaterThan(12);
    expect(new FaceletCube().apply(LONG).apply(answered.moves).isSolved()).toBe(true);
    expect(target.code).toBe(0);
    const max = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--max-length', '12', '--budget', '300', '--json', LONG]);
    const refused = JSON.parse(max.stdout);
    expect(refused).toMatchObject({ ok: true, scramble: LONG, moves: null, status: 'max-length', length: null, optimal: false, maxLength: 12 });
    expect(Object.keys(refused).slice(-4)).toEqual(['method', 'maxLength', 'shortestFound', 'tablesMs']);
    expect(refused.shortestFound).toBeGreaterThan(12);
    expect(max.code).toBe(1);
    const plain = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--max-length', '12', '--budget', '300', LONG]);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toMatch(/^building the two-phase tables… [\d.]+ m?s\nno solution of at most 12 moves within 300 ms \(the shortest found has \d+\): /);
    // Short enough: --max-length answers as --target-length does.
    const easy = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--max-length', '3', '--json', 'R U F']);
    expect(JSON.parse(easy.stdout)).toMatchObject({ length: 3, status: 'target' });
    expect(easy.code).toBe(0);
    const both = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--max-length', '20', '--target-length', '20', 'R']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/not both/);
  }, 120_000);

  it('refuses flags that belong to another solver, and the old names --target and --time', async () => {
    expect((await runCli(['solve', '--two-phase', 'R'])).stderr).toMatch(/--two-phase are for --puzzle 3x3/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--edges', '4', 'R'])).stderr).toMatch(/--edges is for the optimal 3x3 solver, not --two-phase/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--max-length', '20', 'R'])).stderr).toMatch(/--max-length is for --puzzle 3x3 --two-phase/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--target-length', '20', 'R'])).stderr).toMatch(/--target-length is for --puzzle 3x3 --two-phase/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--budget', '0', 'R'])).stderr).toMatch(
      /--budget needs a whole number of milliseconds \(with --two-phase it is time\) ≥ 1, got "0"/,
    );
    const old = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target', '20', 'R']);
    expect(old.code).toBe(2);
    expect(old.stderr).toMatch(/--target/);
    expect(old.stderr).toMatch(/With --two-phase, --budget is time in milliseconds, not a node count, and it ends only a search/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--time', '20', 'R'])).stderr).toMatch(/--time/);
  }, 120_000);
});

describe('pocket-cube solve --puzzle 3x3 --heuristic reid|both|korf', () => {
  it("solves with Reid's bound by default, as Korf's does, builds its table once into the cache, reads it after, and rebuilds a corrupt one", async () => {
    const env = process.env[TABLE_CACHE_ENV];
    const dir = mkdtempSync(join(tmpdir(), 'pocket-cube-reid-cache-'));
    process.env[TABLE_CACHE_ENV] = dir;
    try {
      const scrambles = ["R U F' L2 D B'", "F B2 R F D' B' D' R' D' R2 L", "U x R y' F2"];
      const first = await runCli(['solve', '--puzzle', '3x3', '--optimal', '--json'], scrambles.join('\n'));
      expect(first.stderr).toMatch(/^building the distance-to-H table \(phase 1, whole, 35 MB\)… [\d.]+ m?s, written to /);
      const reid = first.stdout.trim().split('\n').map((l) => JSON.parse(l));
      const korf = (await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'korf', '--edges', '4', '--json'], scrambles.join('\n'), { cornerPdbFile: await sharedCornerPdbFile() })).stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      scrambles.forEach((scramble, i) => {
        expect(reid[i]).toMatchObject({ ok: true, optimal: true, method: 'optimal', heuristic: 'reid', length: korf[i].length });
        expect(new FaceletCube().apply(scramble).apply(reid[i].moves).isUniform(), scramble).toBe(true);
      });
      const file = join(dir, 'phase1-flipslice-twist-cap12.table');
      const before = statSync(file);
      const second = await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'reid', scrambles[1]]);
      expect(second.stderr).toMatch(/^reading the distance-to-H table \(phase 1, whole, 35 MB\) from .*phase1-flipslice-twist-cap12\.table… [\d.]+ m?s\n$/);
      const after = statSync(file);
      expect([after.ino, after.mtimeMs, after.size]).toEqual([before.ino, before.mtimeMs, before.size]);
      // One byte of the codes changed: the checksum names it, the table is rebuilt, and the answer is still optimal.
      const bytes = readFileSync(file);
      bytes[bytes.length - 1000] ^= 0x40;
      writeFileSync(file, bytes);
      const corrupt = await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'reid', '--json', scrambles[1]]);
      expect(corrupt.stderr).toMatch(/invalid \(.*\); rebuilding it/);
      expect(JSON.parse(corrupt.stdout)).toMatchObject({ length: korf[1].length, optimal: true });
    } finally {
      if (env === undefined) delete process.env[TABLE_CACHE_ENV];
      else process.env[TABLE_CACHE_ENV] = env;
    }
  }, 300_000);

  it('refuses --edges with reid or both, reid in QTM, an unknown bound, and --optimal with --two-phase', async () => {
    const edges = await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'reid', '--edges', '4', 'R']);
    expect(edges.code).toBe(2);
    expect(edges.stderr).toMatch(/--edges picks Korf's edge databases, which --heuristic reid does not read/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'both', '--edges', '6', 'R'])).stderr).toMatch(/--heuristic both does not read/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'reid', '--metric', 'qtm', 'R'])).stderr).toMatch(/HTM only/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--heuristic', 'fast', 'R'])).stderr).toMatch(/must be korf .*, reid .* or both .*, got "fast"/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--optimal', '--two-phase', 'R'])).stderr).toMatch(/--optimal .* or --two-phase .*, not both/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--heuristic', 'reid', 'R'])).stderr).toMatch(/--heuristic is for the optimal 3x3 solver, not --two-phase/);
  }, 120_000);
});
