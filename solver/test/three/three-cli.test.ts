import { describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { sharedCornerPdbFile } from '../support/shared-corner-pdb.ts';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';


describe('pocket-cube solve --puzzle 3x3', () => {
  it('answers each line as JSON like the 2×2×2, names bad tokens, and stops cleanly at the budget', async () => {
    const deep = "R U F' L2 D B' R2 F U' L D2";
    // The child loads the run's shared corner database instead of building its own.
    const held = "U x R y' F2";
    const r = await runCli(['solve', '--puzzle', '3x3', '--edges', '4', '--budget', '20000', '--json'], `R U2 F\nR U X2\n${deep}\n${held}\n`, { cornerPdbFile: await sharedCornerPdbFile() });
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(Object.keys(lines[0])).toEqual(['scramble', 'solution', 'length', 'metric', 'nodes', 'ms']);
    expect(lines[0]).toMatchObject({ scramble: 'R U2 F', length: 3, metric: 'htm' });
    expect(new FaceletCube().apply('R U2 F').apply(lines[0].solution).isSolved()).toBe(true);
    expect(lines[1]).toMatchObject({ scramble: 'R U X2', error: 'unknown move "X2" at column 5', column: 5 });
    expect(lines[2]).toMatchObject({ scramble: deep, solution: null, status: 'budget', nodes: 20000 });
    // Rotations and wide turns: solved optimally as held at the end (three face turns, so three moves).
    expect(lines[3]).toMatchObject({ scramble: held, length: 3 });
    expect(new FaceletCube().apply(held).apply(lines[3].solution).isUniform()).toBe(true);
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
