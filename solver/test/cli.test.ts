import { describe, expect, it } from 'vitest';
import { runCli } from './support/run-cli.ts';

/** Runs the real command with this test's Node (≥ 22.12 strips the types). */

describe('pocket-cube CLI', () => {
  it('answers each stdin line as JSON, goes on past a bad line, and exits non-zero', async () => {
    const r = await runCli(['solve', '--json'], "R U R' U'\nR U X2\nD L B\n");
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ ok: true, scramble: "R U R' U'", length: 4, metric: 'htm', optimal: true, status: 'solved' });
    // One shape for every solver's answer line (cli-record.ts; the 3×3×3's in three/three-cli.test.ts).
    expect(Object.keys(lines[0])).toEqual(['ok', 'scramble', 'moves', 'length', 'metric', 'optimal', 'status', 'nodes', 'ms']);
    expect(lines[0].moves.split(' ')).toHaveLength(4);
    expect(lines[1]).toEqual({
      ok: false,
      scramble: 'R U X2',
      error: { kind: { code: 'unknown-move' }, message: 'unknown move "X2" at column 5', token: 'X2', column: 5, length: 2 },
    });
    expect(lines[2]).toMatchObject({ scramble: 'D L B', length: 3 });
    expect(lines[2].moves).toMatch(/^[URF' 2]+$/);
    expect(r.code).toBe(1);
  });

  it('exits 0 when every line solves, in QTM too', async () => {
    const r = await runCli(['solve', '--json', '--metric', 'qtm', 'R2']);
    expect(JSON.parse(r.stdout)).toMatchObject({ moves: 'R2', length: 2, metric: 'qtm' }); // written as a cuber writes it, counted in quarter turns
    expect(r.code).toBe(0);
  });

  it('lists all optimal solutions', async () => {
    const r = await runCli(['solve', '--all', '--json', "F R2 U' R"]);
    const out = JSON.parse(r.stdout);
    expect(out.solutions.length).toBeGreaterThanOrEqual(1);
    expect(out.solutions).toContain(out.moves);
  });

  it('says "solution" for one and "solutions" for more, in the plain listing', async () => {
    const one = await runCli(['solve', '--all', 'R']);
    expect(one.stdout).toMatch(/^1 optimal solution of length 1 \(HTM\):\nR'\n$/);
    const many = await runCli(['solve', '--all', 'R2 U2 R2']);
    expect(many.stdout).toMatch(/^2 optimal solutions of length 3 /);
  });

  it('prints the histogram', async () => {
    const r = await runCli(['histogram', '--metric', 'htm']);
    expect(r.stdout).toContain('1887748');
    expect(r.stdout).toContain("God's number: 11");
  });

  it('prints reproducible scrambles, at a distance when asked', async () => {
    const a = await runCli(['scramble', '--count', '3', '--seed', '42']);
    const b = await runCli(['scramble', '--count', '3', '--seed', '42']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout.trim().split('\n')).toHaveLength(3);
    const far = await runCli(['scramble', '--distance', '11', '--seed', '1']);
    const solved = await runCli(['solve', '--json', far.stdout.trim()]);
    expect(JSON.parse(solved.stdout).length).toBe(11);
  });

  it("--help says where the 3×3×3's tables are cached and how to choose or skip the cache", async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[--cache-dir DIR | --no-cache]');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(
      '(--cache-dir DIR, else $POCKET_CUBE_CACHE, else $XDG_CACHE_HOME/pocket-cube-solver, else ~/.cache/pocket-cube-solver;',
    );
    expect(r.stdout).toMatch(/--no-cache builds in memory and neither reads\s+nor writes/);
    expect(r.stdout).toMatch(/tablesMs/);
  });

  it('explains bad options', async () => {
    const r = await runCli(['solve', '--metric', 'xyz', 'R']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown metric "xyz"');
  });
});
