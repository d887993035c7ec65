import { describe, expect, it } from 'vitest';
import { FaceletCube, refereeFaces } from '../../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../../src/random.ts';
import { type CubeState, SOLVED_CUBE, composeCube, cubeMove, scrambleToCube } from '../../../src/three/cube-state.ts';
import { cubeFacelets } from '../../../src/three/three-facelets.ts';
import { PHASE1_MOVES } from '../../../src/three/two-phase/phase-moves.ts';
import { randomCube } from '../../../src/three/two-phase/random-cube.ts';
import { isInG1 } from '../../../src/three/two-phase/subgroup.ts';
import {
  SYMMETRY_COUNT,
  SYMMETRY_INVERSE,
  SYMMETRY_MATRICES,
  SYMMETRY_PRODUCT,
  apply,
  conjugateCube,
  isMirror,
} from '../../../src/three/two-phase/symmetries.ts';
import { invertCube, sameCube } from '../../../src/three/two-phase/views.ts';

const FACE_NORMALS: Record<string, readonly [number, number, number]> = { U: [0, 1, 0], D: [0, -1, 0], R: [1, 0, 0], L: [-1, 0, 0], F: [0, 0, 1], B: [0, 0, -1] };
const faceOf = (n: readonly number[]) => Object.keys(FACE_NORMALS).find((f) => FACE_NORMALS[f].every((x, i) => x === n[i]))!;
const TURNS = PHASE1_MOVES.map((m) => cubeMove(m.face, m.quarterTurns));

function cube(scramble: string): CubeState {
  const r = scrambleToCube(scramble);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/**
 * The definition of conjugation, on the independent referee's stickers
 * (tests/referee-three): move every sticker by the matrix and repaint it with
 * the colour of the face its colour's face is moved to.
 */
function refereeConjugate(scramble: string, s: number): Record<string, string[]> {
  const m = SYMMETRY_MATRICES[s];
  const c = new FaceletCube().apply(scramble);
  for (const sticker of c.stickers) {
    sticker.p = [...apply(m, sticker.p)];
    sticker.n = [...apply(m, sticker.n)];
    sticker.colour = faceOf(apply(m, FACE_NORMALS[sticker.colour]));
  }
  return refereeFaces(c);
}

describe('the 16 symmetries that keep the U/D axis (D4h)', () => {
  const random = seededRandom(16);
  const cubes = Array.from({ length: 20 }, () => randomCube(random));

  it('conjugate on stickers as the facelet referee does, for every symmetry, on scrambled cubes', () => {
    const moves = PHASE1_MOVES.map((m) => m.name);
    for (let i = 0; i < 10; i++) {
      const scramble = Array.from({ length: 25 }, () => moves[random.int(18)]).join(' ');
      for (let s = 0; s < SYMMETRY_COUNT; s++) {
        const drawn = cubeFacelets(conjugateCube(cube(scramble), s));
        const referee = refereeConjugate(scramble, s);
        for (const f of Object.keys(FACE_NORMALS)) expect(drawn[f as keyof typeof drawn].join(''), `symmetry ${s}, ${scramble}`).toBe(referee[f].join(''));
      }
    }
  });

  it('are 16 different maps, symmetry 0 the identity, 8 of them mirrors', () => {
    for (const c of cubes) {
      expect(sameCube(conjugateCube(c, 0), c)).toBe(true);
      const images = Array.from({ length: SYMMETRY_COUNT }, (_, s) => conjugateCube(c, s));
      for (let a = 0; a < SYMMETRY_COUNT; a++) for (let b = a + 1; b < SYMMETRY_COUNT; b++) expect(sameCube(images[a], images[b])).toBe(false);
    }
    expect(Array.from({ length: 16 }, (_, s) => isMirror(s)).filter(Boolean)).toHaveLength(8);
  });

  it('are closed under composition, with inverses: conjugating by a then b is conjugating by their product', () => {
    for (const c of cubes.slice(0, 4)) {
      for (let a = 0; a < SYMMETRY_COUNT; a++) {
        const ca = conjugateCube(c, a);
        expect(sameCube(conjugateCube(ca, SYMMETRY_INVERSE[a]), c)).toBe(true);
        for (let b = 0; b < SYMMETRY_COUNT; b++) expect(sameCube(conjugateCube(ca, b), conjugateCube(c, SYMMETRY_PRODUCT[a * SYMMETRY_COUNT + b]))).toBe(true);
      }
    }
  });

  it('respect the cube group: the conjugate of a product is the product of the conjugates, of an inverse the inverse', () => {
    for (let i = 0; i + 1 < cubes.length; i += 2) {
      for (let s = 0; s < SYMMETRY_COUNT; s++) {
        const ab = conjugateCube(composeCube(cubes[i], cubes[i + 1]), s);
        expect(sameCube(ab, composeCube(conjugateCube(cubes[i], s), conjugateCube(cubes[i + 1], s)))).toBe(true);
        expect(sameCube(conjugateCube(invertCube(cubes[i]), s), invertCube(conjugateCube(cubes[i], s)))).toBe(true);
      }
    }
  });

  it('take every face turn to a face turn of the same amount, anticlockwise for clockwise under the mirrors', () => {
    for (let s = 0; s < SYMMETRY_COUNT; s++) {
      for (const [m, move] of PHASE1_MOVES.entries()) {
        const image = TURNS.findIndex((t) => sameCube(t, conjugateCube(TURNS[m], s)));
        expect(image, `${move.name} under ${s}`).toBeGreaterThanOrEqual(0);
        const q = PHASE1_MOVES[image].quarterTurns;
        expect((q - (isMirror(s) ? -move.quarterTurns : move.quarterTurns) + 8) % 4).toBe(0);
      }
    }
    // The left–right mirror (symmetry 1): R ↔ L, each turned the other way (Kociemba, cube.htm).
    expect(sameCube(conjugateCube(cube('R'), 1), cube("L'"))).toBe(true);
    expect(sameCube(conjugateCube(cube("R U F' D2"), 1), cube("L' U' F D2"))).toBe(true);
  });

  it('map G1 onto itself: its coordinates 0 stay 0', () => {
    const g1 = ['U', 'D', 'R2', 'L2', 'F2', 'B2', "U'", 'D2'];
    for (let s = 0; s < SYMMETRY_COUNT; s++) {
      expect(sameCube(conjugateCube(SOLVED_CUBE, s), SOLVED_CUBE)).toBe(true);
      for (let i = 0; i < 5; i++) {
        const c = cube(Array.from({ length: 20 }, () => g1[random.int(g1.length)]).join(' '));
        expect(isInG1(conjugateCube(c, s))).toBe(true);
      }
    }
  });

  it('a quarter turn about U is the model’s whole-cube rotation y: conjugating is y⁻¹ · C · y', () => {
    const y = cubeMove('y', 1);
    for (const c of cubes.slice(0, 5)) expect(sameCube(conjugateCube(c, 2), composeCube(composeCube(invertCube(y), c), y))).toBe(true);
  });
});
