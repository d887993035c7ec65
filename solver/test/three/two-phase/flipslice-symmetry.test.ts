import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/random.ts';
import { cornerTwistCoordinate } from '../../../src/three/corner-coordinates.ts';
import {
  FLIPSLICE_CLASS_COUNT,
  FLIPSLICE_COUNT,
  conjugateFlipSlice,
  flipSliceRawConjugation,
  flipSliceSymmetry,
} from '../../../src/three/two-phase/flipslice-symmetry.ts';
import { FLIP_COUNT, flipCoordinate, slicePositionCoordinate } from '../../../src/three/two-phase/phase1-coordinates.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';
import { SYMMETRY_COUNT, conjugateCube } from '../../../src/three/two-phase/symmetries.ts';

const rawOf = (c: ReturnType<typeof randomCube>) => slicePositionCoordinate(c.edges) * FLIP_COUNT + flipCoordinate(c.edges);

describe('flip-slice symmetry classes', () => {
  const conj = flipSliceRawConjugation();
  // Built inside the tests, so that a build that throws (a wrong class count) fails those alone.
  const sym = () => flipSliceSymmetry();
  const cubes = (() => {
    const random = seededRandom(64430);
    return Array.from({ length: 200 }, () => randomCube(random));
  })();

  it('the raw tables conjugate flip-slice as the cubie conjugation does, on 200 random cubes', () => {
    for (const c of cubes) for (let s = 0; s < SYMMETRY_COUNT; s++) expect(conjugateFlipSlice(conj, rawOf(c), s)).toBe(rawOf(conjugateCube(c, s)));
  });

  it('the twist table conjugates twist as the cubie conjugation does, on 200 random cubes', () => {
    const { twistConj } = sym();
    for (const c of cubes) {
      for (let s = 0; s < SYMMETRY_COUNT; s++) expect(twistConj[cornerTwistCoordinate(c.corners) * SYMMETRY_COUNT + s]).toBe(cornerTwistCoordinate(conjugateCube(c, s).corners));
    }
  });

  it('are Kociemba’s 64,430 classes, each named by its smallest member, together all 1,013,760 raw values', () => {
    const { representative, classOf, stabilizer } = sym();
    expect(representative).toHaveLength(FLIPSLICE_CLASS_COUNT);
    expect(FLIPSLICE_CLASS_COUNT).toBe(64_430);
    let members = 0;
    for (let c = 0; c < FLIPSLICE_CLASS_COUNT; c++) {
      const rep = representative[c];
      expect(classOf[rep]).toBe(c);
      if (c > 0) expect(rep).toBeGreaterThan(representative[c - 1]);
      // Its stabilizer: exactly the symmetries that fix it; the class has 16 / |stabilizer| members.
      let size = 0;
      const seen = new Set<number>();
      for (let s = 0; s < SYMMETRY_COUNT; s++) {
        const image = conjugateFlipSlice(conj, rep, s);
        if (((stabilizer[c] >> s) & 1) !== (image === rep ? 1 : 0)) throw new Error(`class ${c}: stabilizer bit ${s} wrong`);
        if (image < rep) throw new Error(`class ${c}: a member ${image} smaller than its representative ${rep}`);
        if (!seen.has(image)) seen.add(image), size++;
      }
      members += size;
    }
    expect(members).toBe(FLIPSLICE_COUNT);
  });

  it('toRep takes every raw value to its class representative', () => {
    const { representative, classOf, toRep } = sym();
    let bad = 0;
    for (let raw = 0; raw < FLIPSLICE_COUNT; raw += 7) if (conjugateFlipSlice(conj, raw, toRep[raw]) !== representative[classOf[raw]]) bad++;
    expect(bad).toBe(0);
  });
});
