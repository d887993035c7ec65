import { beforeAll, describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../src/random.ts';
import { scrambleToCube } from '../../src/three/cube-state.ts';
import { ReidSearch } from '../../src/three/reid-ida.ts';
import { randomFaceTurns } from '../../src/three/three-scramble.ts';
import { PAGE_EDGE_GROUPS, type ThreeHeuristicName, reidHeuristic, solveThree, threeHeuristic } from '../../src/three/three-solve.ts';
import { flipSliceTwistPruning } from '../../src/three/two-phase/flipslice-twist-pruning.ts';
import { twoPhaseMoveTables } from '../../src/three/two-phase/move-tables.ts';
import { useSharedCornerPdb } from '../support/shared-corner-pdb.ts';

/** Solves with the facelet referee (tests/referee-three), never the solver's own cube model. */
const solves = (scramble: string, moves: readonly string[]) => new FaceletCube().apply(scramble).apply(moves.join(' ')).isSolved();

// Reid's heuristic needs the whole phase-1 table (cap 12): 8–15 s to build here, once for this file.
describe("Reid's optimal solver: IDA* with the exact distance to H on three axes", () => {
  beforeAll(async () => {
    await useSharedCornerPdb(); // the corner database, built once per run (for 'both' and Korf's side)
    reidHeuristic(false);
    threeHeuristic('htm', PAGE_EDGE_GROUPS);
  }, 300_000);

  it('answers every scramble optimally: the same length as Korf\'s search (corner and edge databases), and the moves solve it', () => {
    // Seed 2026: 24 random face-turn scrambles of 1–12 moves (printed in a failure).
    const random = seededRandom(2026);
    for (let i = 0; i < 24; i++) {
      const scramble = randomFaceTurns(random, 1 + (i % 12));
      const korf = solveThree(scramble, { edgeGroups: PAGE_EDGE_GROUPS });
      for (const heuristic of ['reid', 'both'] satisfies ThreeHeuristicName[]) {
        const reid = solveThree(scramble, { heuristic });
        if (!korf.ok || !reid.ok) throw new Error('refused');
        expect(reid.status, scramble).toBe('solved');
        expect(reid.optimal).toBe(true);
        expect(reid.length, `${heuristic}: ${scramble}`).toBe(korf.length);
        expect(solves(scramble, reid.moves!), `${heuristic}: ${scramble} → ${reid.moves!.join(' ')}`).toBe(true);
      }
    }
  });

  it('prunes harder than Korf\'s databases: fewer nodes on every 9–12-move scramble of the sample', () => {
    const random = seededRandom(2027);
    for (let i = 0; i < 6; i++) {
      const scramble = randomFaceTurns(random, 9 + (i % 4));
      const korf = solveThree(scramble, { edgeGroups: PAGE_EDGE_GROUPS });
      const reid = solveThree(scramble, { heuristic: 'reid' });
      const both = solveThree(scramble, { heuristic: 'both' });
      if (!korf.ok || !reid.ok || !both.ok) throw new Error('refused');
      expect(reid.generated, scramble).toBeLessThan(korf.generated);
      // The corner database can only cut more: the same search with a bound at least as large.
      expect(both.generated, scramble).toBeLessThanOrEqual(reid.generated);
    }
  });

  it('does not take a cube in H on all three axes for solved: the square group is in all three', () => {
    // Half turns only: twist, flip and the three slices stay home on every axis, so h = 0 at the root.
    for (const scramble of ['U2 D2', 'R2 L2 U2', 'F2 B2 R2 L2 U2 D2', 'U2 R2 F2 U2 R2 F2']) {
      const r = solveThree(scramble, { heuristic: 'reid' });
      const korf = solveThree(scramble, { edgeGroups: PAGE_EDGE_GROUPS });
      if (!r.ok || !korf.ok) throw new Error('refused');
      expect(r.length, scramble).toBe(korf.length);
      expect(r.length).toBeGreaterThan(0);
      expect(solves(scramble, r.moves!)).toBe(true);
    }
  });

  it('stops at its node budget exactly, with no answer and the bound it reached, and goes on where it stopped', () => {
    const scramble = randomFaceTurns(seededRandom(14_001), 14);
    const parsed = scrambleToCube(scramble);
    if (!parsed.ok) throw new Error('parse');
    const stopped = solveThree(scramble, { heuristic: 'reid', maxNodes: 5_000 });
    expect(stopped).toMatchObject({ ok: true, status: 'budget', moves: null, optimal: false, generated: 5_000 });
    // Resumable: run in slices of 1,000 nodes, the search ends where one run of it does, node for node.
    const whole = new ReidSearch(parsed.state, reidHeuristic(false), { maxNodes: 200_000 });
    whole.run(Infinity);
    const sliced = new ReidSearch(parsed.state, reidHeuristic(false), { maxNodes: 200_000 });
    let slices = 0;
    while (!sliced.run(1_000)) slices++;
    expect(slices).toBeGreaterThan(100);
    expect(sliced.result()).toEqual(whole.result());
  });

  it('refuses a capped table, another metric and an unknown heuristic, with a message naming what', () => {
    const parsed = scrambleToCube('R U');
    if (!parsed.ok) throw new Error('parse');
    expect(() => new ReidSearch(parsed.state, { moves: twoPhaseMoveTables(), toH: flipSliceTwistPruning(8), corner: null })).toThrow(/whole phase-1 table \(cap 12\)/);
    expect(solveThree('R U', { heuristic: 'reid', metric: 'qtm' })).toMatchObject({ ok: false, error: { kind: { code: 'bad-request' }, message: expect.stringContaining('HTM only') } });
    expect(solveThree('R U', { heuristic: 'fast' as never })).toMatchObject({ ok: false, error: { kind: { code: 'bad-request' }, message: expect.stringContaining('korf, reid or both') } });
  });
});
