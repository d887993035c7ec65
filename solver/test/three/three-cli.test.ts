import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { sharedCornerPdbFile } from '../support/shared-corner-pdb.ts';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';

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
    expect(Object.keys(lines[0])).toEqual([...ANSWER_KEYS, 'method']);
    expect(lines[0]).toMatchObject({ ok: true, scramble: 'R U2 F', length: 3, metric: 'htm', optimal: true, status: 'solved', method: 'optimal' });
    expect(new FaceletCube().apply('R U2 F').apply(lines[0].moves).isSolved()).toBe(true);
    expect(lines[1]).toEqual(unknownX2);
    expect(lines[2]).toMatchObject({ ok: true, scramble: deep, moves: null, optimal: false, status: 'budget', bound: expect.any(Number) });
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
    expect(twoByTwo.stderr).toMatch(/--budget, --edges and --two-phase are for --puzzle 3x3/);
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
    expect(Object.keys(lines[0])).toEqual([...ANSWER_KEYS, 'method']);
    expect(lines[0]).toMatchObject({ ok: true, scramble: LONG, metric: 'htm', method: 'two-phase', status: 'target', optimal: false });
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
    expect(r.stdout).toMatch(/^F' U' R' {2}\(3 HTM, two-phase, proven optimal, \d+ nodes, [\d.]+ ms\)\n$/);
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
    expect(refused.shortestFound).toBeGreaterThan(12);
    expect(max.code).toBe(1);
    const plain = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--max-length', '12', '--budget', '300', LONG]);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toMatch(/^no solution of at most 12 moves within 300 ms \(the shortest found has \d+\): /);
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
