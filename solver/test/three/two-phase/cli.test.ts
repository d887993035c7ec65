/**
 * `pocket-cube solve --puzzle 3x3 --two-phase`, run as a user runs it: each
 * line's answer solves its scramble (the independent facelet referee), bad
 * lines are named and the batch goes on, and misplaced flags are refused.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli.ts';
import { FaceletCube } from '../../../../tests/referee-three/facelets.ts';


const LONG = "R2 U' F' L D2 B R' U2 F L2 D' B2 R U F2 L' D B' R2 U' F D2 L B'";

describe('pocket-cube solve --puzzle 3x3 --two-phase', () => {
  it('answers each line within the target, as JSON lines that solve the cube, and goes on past a bad line', async () => {
    const r = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target', '21', '--json'], `${LONG}\nR U X2\nR U F\n`);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ scramble: LONG, metric: 'htm', method: 'two-phase', stop: 'target' });
    expect(lines[0].length).toBeLessThanOrEqual(21);
    expect(new FaceletCube().apply(LONG).apply(lines[0].solution).isSolved()).toBe(true);
    expect(lines[1]).toMatchObject({ scramble: 'R U X2', error: 'unknown move "X2" at column 5', column: 5 });
    expect(new FaceletCube().apply('R U F').apply(lines[2].solution).isSolved()).toBe(true);
    expect(r.code).toBe(1); // one line failed
  }, 120_000);

  it('prints a plain line that says the method, and proves optimality only when it searched everything shorter', async () => {
    const r = await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--target', '0', '--time', '2000', 'R U F']);
    expect(r.stdout).toMatch(/^F' U' R' {2}\(3 HTM, two-phase, proven optimal, \d+ nodes, [\d.]+ ms\)\n$/);
    expect(r.code).toBe(0);
  }, 120_000);

  it('refuses flags that belong to another solver', async () => {
    expect((await runCli(['solve', '--two-phase', 'R'])).stderr).toMatch(/--two-phase are for --puzzle 3x3/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--budget', '5', 'R'])).stderr).toMatch(/not --two-phase/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--target', '20', 'R'])).stderr).toMatch(/--target and --time are for --puzzle 3x3 --two-phase/);
    expect((await runCli(['solve', '--puzzle', '3x3', '--two-phase', '--time', '0', 'R'])).stderr).toMatch(/--time needs a whole number ≥ 1, got "0"/);
  }, 120_000);
});
