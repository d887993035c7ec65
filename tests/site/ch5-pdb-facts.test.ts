/**
 * The claims chapter 5 makes about its numbers, checked against the solver:
 * PDB sizes and depths, the worked examples in the prose, and the classic
 * skipping BFS being harmless in HTM and wrong in QTM.
 */
import { describe, expect, it } from 'vitest';
import { scrambleToState, coordinatesOf, heuristic } from 'pocket-cube-solver';
import { distanceTable, ORIENTATION_COUNT, PERMUTATION_COUNT, stateIndex, estimate } from 'pocket-cube-solver/internals';
import { pdbFacts } from '../../src/facts/pdb-facts.build.ts';
import { sum } from '../../src/lib/histogram-data.ts';
import { COMPARISONS, runSummary, verdict } from '../../src/widgets/classic-bfs/comparison-rows.ts';

function values(scramble: string) {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { perm, orient } = coordinatesOf(parsed.state);
  return {
    perm: estimate(heuristic('perm', 'htm'), perm, orient),
    orient: estimate(heuristic('orient', 'htm'), perm, orient),
    distance: distanceTable('htm').distance[stateIndex(perm, orient)],
  };
}

describe('chapter 5 facts', () => {
  const f = pdbFacts();

  it('each PDB has one entry per abstract state, and is shallower than the whole puzzle', () => {
    for (const metric of ['htm', 'qtm'] as const) {
      expect(sum(f[metric].perm)).toBe(PERMUTATION_COUNT);
      expect(sum(f[metric].orient)).toBe(ORIENTATION_COUNT);
      expect(f[metric].perm.length).toBeLessThan(f[metric].full.length);
      expect(f[metric].orient.length).toBeLessThan(f[metric].full.length);
    }
  });

  it('a single R: each table says 1, so their sum (2) would overestimate the distance (1)', () => {
    expect(values('R')).toEqual({ perm: 1, orient: 1, distance: 1 });
  });

  it('U twists nothing: orientation 0, permutation 1', () => {
    expect(values('U')).toEqual({ perm: 1, orient: 0, distance: 1 });
  });

  it('the classic last-move-skipping BFS is harmless in HTM and wrong (inadmissible) in QTM', () => {
    for (const pdb of ['perm', 'orient'] as const) {
      expect(f.htm.classic[pdb].wrong).toBe(0);
      expect(f.qtm.classic[pdb].wrong).toBeGreaterThan(0);
      expect(f.qtm.classic[pdb].overestimated + f.qtm.classic[pdb].unreached).toBeGreaterThan(0);
    }
  });

  it('describes comparisons in words', () => {
    const rows = COMPARISONS.map(({ metric, pdb }) => ({ metric, pdb, ...f[metric].classic[pdb] }));
    expect(verdict(rows[0])).toBe('identical on this model');
    expect(verdict({ ...rows[0], wrong: 5, overestimated: 3, unreached: 1 })).toBe('5 wrong (3 too large, 1 never reached, 1 too small): not admissible');
    expect(runSummary(rows)).toBe('2 of 4 tables came out wrong: QTM orientation PDB, QTM permutation PDB.');
  });
});
