/**
 * Chapter 8's solver job (worker/three-jobs.ts) with each choice of edge
 * databases. The corner database comes from the run's shared copy (the job
 * finds it in the worker's cache, as a page's second solve does); the edge
 * databases are built by the job itself, in slices, with progress naming each.
 * Korf's two six-edge databases (85 MB, seconds of CPU) are the slow tier's:
 * three-solve-job.slow.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { REACH_CASES, reachScramble } from '../../src/three/solver-reach.ts';
import { threeSolveJob } from '../../src/worker/three-jobs.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';
import { solveWithJob } from '../support/three-solve-job.ts';

beforeAll(async () => {
  await useSharedCornerPdb();
}, 300_000);


describe('threeSolve job, three groups of four edges (the default)', () => {
  const scramble = reachScramble(REACH_CASES[0]);

  it('builds each edge database with progress naming it, then solves optimally (facelet referee)', async () => {
    const { response, progress } = await solveWithJob(scramble, undefined);
    expect(response.status).toBe('solved');
    expect(response.edges).toBe(4);
    expect(new FaceletCube().apply(scramble).apply(response.solution!.join(' ')).isSolved()).toBe(true);
    expect(response.solution!.length).toBeLessThanOrEqual(REACH_CASES[0].length);
    // 88,179,840 corner bytes and three tables of 12·11·10·9·2⁴ = 190,080 entries.
    expect(response.tableBytes).toBe(88_179_840 + 3 * 190_080);
    const tables = progress.filter((p) => p.phase === 'tables');
    // The first solve in this process builds the three edge tables; the corner database was cached.
    expect(new Set(tables.map((p) => p.phase === 'tables' && JSON.stringify(p.table)))).toEqual(
      new Set([1, 2, 3].map((group) => JSON.stringify({ kind: 'edge', group, groups: 3 }))),
    );
    // A second solve finds them all in the worker.
    const again = await solveWithJob(scramble, 4);
    expect(again.progress.filter((p) => p.phase === 'tables')).toEqual([]);
    expect(again.response.solution).toEqual(response.solution);
  });

  it('names a choice it does not have', async () => {
    await expect(threeSolveJob({ scramble, maxNodes: 1000, edges: 5 as 4 }, { signal: new AbortController().signal, progress: () => {} })).rejects.toThrow(
      "the edge databases must be 4 (three groups of four edges) or 6 (Korf's two groups of six), got 5",
    );
  });
});
