/**
 * The classic pattern databases, built its way, against the correct
 * distances: the counts of the notes on the classic design, exactly.
 */
import { describe, expect, it } from 'vitest';
import { buildClassicPatternDatabases, compareClassicPdb } from '../../src/classic/pattern-databases.ts';

const pdbs = buildClassicPatternDatabases();
const perm = compareClassicPdb('perm', pdbs.perm);
const orient = compareClassicPdb('orient', pdbs.orient);

describe('the classic last-move-skipping PDB BFS', () => {
  it('never reaches 3,055 of 40,320 permutation entries and 25 of 2,187 orientation entries', () => {
    expect([perm.size, perm.unreached]).toEqual([40_320, 3_055]);
    expect([orient.size, orient.unreached]).toEqual([2_187, 25]);
    expect(pdbs.perm.filter((v) => v === -1).length).toBe(3_055);
  });

  it('differs from the correct distance to solved on 34,803 and 1,583 entries', () => {
    expect(perm.differing).toBe(34_803);
    expect(orient.differing).toBe(1_583);
  });

  it('is too large on 30,008 and 1,173 entries, by up to 14 and 5', () => {
    expect([perm.tooLarge, perm.maxExcess]).toEqual([30_008, 14]);
    expect([orient.tooLarge, orient.maxExcess]).toEqual([1_173, 5]);
  });

  it('from solved is not to solved: same histograms, different entries', () => {
    for (const c of [perm, orient]) {
      expect(c.fromSolvedHistogram).toEqual(c.correctHistogram);
      expect(c.directionDiffers).toBeGreaterThan(0);
    }
  });
});
