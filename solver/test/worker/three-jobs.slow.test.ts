/**
 * The slow tier's half of three-jobs.test.ts: Korf's two six-edge
 * databases (42,577,920 entries each, several seconds of CPU to build), built
 * by the job with progress, and the trade they buy: the same optimal length
 * as with three groups of four edges, in fewer nodes. In `npm test` the job's
 * edge-building path is held by the four-edge case, and the six-edge tables by
 * the solver's own edge-group tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { REACH_CASES, reachScramble } from '../../src/three/solver-reach.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';
import { solveWithJob } from '../support/three-solve-job.ts';

beforeAll(async () => {
  await useSharedCornerPdb();
}, 300_000);

describe("threeSolve job with Korf's two six-edge databases", () => {
  it('builds both with progress, solves the 12-move case optimally in fewer nodes than four-edge groups', async () => {
    const c = REACH_CASES.find((r) => r.length === 12)!;
    const scramble = reachScramble(c);
    const six = await solveWithJob(scramble, 6, 100_000_000);
    expect(six.response.status).toBe('solved');
    expect(six.response.edges).toBe(6);
    expect(six.response.tableBytes).toBe(88_179_840 + 2 * 42_577_920);
    expect(new FaceletCube().apply(scramble).apply(six.response.moves!.join(' ')).isSolved()).toBe(true);
    const groups = new Set(six.progress.flatMap((p) => (p.phase === 'tables' && p.table.kind === 'edge' ? [`${p.table.group}/${p.table.groups}`] : [])));
    expect(groups).toEqual(new Set(['1/2', '2/2']));
    const four = await solveWithJob(scramble, 4, 100_000_000);
    expect(six.response.moves!.length).toBe(four.response.moves!.length);
    expect(six.response.generated).toBeLessThan(four.response.generated);
  }, 600_000);
});
