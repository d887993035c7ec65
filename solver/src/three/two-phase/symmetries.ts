/**
 * The 16 symmetries of the cube that keep the U/D axis (the group D4h):
 * quarter turns of the whole cube about the U/D axis, the half turn about the
 * F/B axis, the left–right mirror, and their products. Kociemba's phase 1
 * is unchanged by them: each maps G1 = ⟨U, D, R2, L2, F2, B2⟩ onto itself
 * and face turns onto face turns, so a cube and each of its 16 conjugates
 * are equally far from G1 (kociemba.org/cube.htm, "Symmetry Reduction";
 * RubiksCube-TwophaseSolver, symmetries.py: the first 16 of its 48, those
 * without S_URF3).
 *
 * A symmetry here is a 3 × 3 matrix M with entries 0, ±1 (det −1 for the
 * mirrors), and the conjugate of a cube C by M is defined on its stickers:
 * turn (or mirror) the whole cube C by M, then repaint every sticker with
 * the colour M gives its face, so that the centres are back to their colours:
 *   colour′(M p, M n) = M(colour(p, n))  for each sticker at position p, normal n.
 * For a rotation R this is R C R⁻¹ in the repo's cube model (tested); for a
 * mirror it is the mirror image of the cube, recoloured, which is again a
 * legal cube: mirroring the moves of a scramble (R ↔ L) and turning each the
 * other way makes it (Kociemba, cube.htm: "reflections ... invert the
 * direction of the face turns"; tested against the facelet referee).
 * Everything below is read off corner-geometry.ts's and edge-geometry.ts's
 * sticker normals, so mirrors need no special twist rule (Kociemba's cubie
 * model has one, orientations 3..5 in cubie.py): a mirrored corner's twist
 * comes out of where its U/D sticker lands.
 */
import { CORNER_COUNT, CORNER_FACELET_NORMALS, CORNER_POSITION, FACE_NORMAL, type Vec3, cornerAt, faceletIndex, sameVec } from '../../corner-geometry.ts';
import { quarterTurn } from '../../cube-moves.ts';
import type { CubeState } from '../cube-state.ts';
import { EDGE_COUNT, EDGE_FACELET_NORMALS, EDGE_POSITION, edgeAt, edgeFaceletIndex } from '../edge-geometry.ts';

export const SYMMETRY_COUNT = 16;

/** Row-major 3 × 3 matrix. */
export type Matrix = readonly [number, number, number, number, number, number, number, number, number];

export function apply(m: Matrix, v: Vec3): Vec3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}

/** a · b: b first, then a. */
export function multiply(a: Matrix, b: Matrix): Matrix {
  const m = new Array<number>(9);
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) m[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j];
  return m as unknown as Matrix;
}

/** The matrix of a map, read from the images of the unit vectors (its columns). */
function matrixOf(f: (v: Vec3) => Vec3): Matrix {
  const cols = [f([1, 0, 0]), f([0, 1, 0]), f([0, 0, 1])];
  return [cols[0][0], cols[1][0], cols[2][0], cols[0][1], cols[1][1], cols[2][1], cols[0][2], cols[1][2], cols[2][2]];
}

const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
/** A clockwise quarter turn about U (as y, or a U turn, turns), from cube-moves.ts's Rodrigues rotation. */
const U4 = matrixOf((v) => quarterTurn(FACE_NORMAL.U, v));
/** A half turn about F. */
const F2 = matrixOf((v) => quarterTurn(FACE_NORMAL.F, quarterTurn(FACE_NORMAL.F, v)));
/** The mirror in the plane between R and L (x → −x). */
const LR2: Matrix = [-1, 0, 0, 0, 1, 0, 0, 0, 1];

const power = (m: Matrix, k: number): Matrix => (k === 0 ? IDENTITY : multiply(m, power(m, k - 1)));

/**
 * Symmetry s = 8·f + 2·u + l (f ∈ 0..1, u ∈ 0..3, l ∈ 0..1) is F2^f · U4^u · LR2^l,
 * Kociemba's numbering of these 16 (symmetries.py: idx = 16x + 8y + 2z + w with x = 0).
 * Symmetry 0 is the identity; the odd ones are the mirrors.
 */
export const SYMMETRY_MATRICES: readonly Matrix[] = Array.from({ length: SYMMETRY_COUNT }, (_, s) =>
  multiply(power(F2, s >> 3), multiply(power(U4, (s >> 1) & 3), power(LR2, s & 1))),
);

const sameMatrix = (a: Matrix, b: Matrix) => a.every((x, i) => x === b[i]);
const indexOfMatrix = (m: Matrix): number => {
  const i = SYMMETRY_MATRICES.findIndex((n) => sameMatrix(m, n));
  if (i < 0) throw new Error('symmetries: a product left the group');
  return i;
};

/** SYMMETRY_PRODUCT[a · 16 + b] = the symmetry whose conjugation is conjugating by a, then by b (matrix M_b · M_a). */
export const SYMMETRY_PRODUCT: Uint8Array = Uint8Array.from({ length: SYMMETRY_COUNT ** 2 }, (_, i) =>
  indexOfMatrix(multiply(SYMMETRY_MATRICES[i % SYMMETRY_COUNT], SYMMETRY_MATRICES[(i / SYMMETRY_COUNT) | 0])),
);

/** SYMMETRY_INVERSE[s]: conjugating by s, then by SYMMETRY_INVERSE[s], gives the cube back. */
export const SYMMETRY_INVERSE: Uint8Array = Uint8Array.from({ length: SYMMETRY_COUNT }, (_, s) => {
  for (let t = 0; t < SYMMETRY_COUNT; t++) if (SYMMETRY_PRODUCT[s * SYMMETRY_COUNT + t] === 0) return t;
  throw new Error('symmetries: no inverse');
});

/** The face (index 0..5 = U R F D L B) each symmetry maps each face to: read from the normals. */
const FACE_NORMALS: readonly Vec3[] = [FACE_NORMAL.U, FACE_NORMAL.R, FACE_NORMAL.F, FACE_NORMAL.D, FACE_NORMAL.L, FACE_NORMAL.B];
export const SYMMETRY_FACE: readonly Int8Array[] = SYMMETRY_MATRICES.map((m) =>
  Int8Array.from(FACE_NORMALS, (n) => FACE_NORMALS.findIndex((k) => sameVec(k, apply(m, n)))),
);
for (const faces of SYMMETRY_FACE) if (faces[0] !== 0 && faces[0] !== 3) throw new Error('symmetries: a symmetry moved the U/D axis');

/** True for the mirrors (det −1): they turn clockwise face turns into anticlockwise ones. */
export function isMirror(s: number): boolean {
  const m = SYMMETRY_MATRICES[s];
  return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]) < 0;
}

// #region conjugate
/**
 * The conjugate of `state` by symmetry s, on its stickers (see above). Corner
 * at position i: piece P with twist t has its sticker k on position-sticker
 * (k + t) mod 3 (corner-geometry.ts's convention). M carries position i to
 * position M·i, piece P to the piece whose home is M·P, and P's sticker k
 * to the new piece's sticker whose home normal is M·(P's sticker-k normal);
 * the new twist is where the new piece's sticker 0 lands. Edges alike with
 * flips (edge-geometry.ts).
 */
export function conjugateCube(state: CubeState, s: number): CubeState {
  const m = SYMMETRY_MATRICES[s];
  const cPerm = new Array<number>(CORNER_COUNT);
  const cTwist = new Array<number>(CORNER_COUNT);
  for (let i = 0; i < CORNER_COUNT; i++) {
    const piece = state.corners.perm[i];
    const t = state.corners.twist[i];
    const to = cornerAt(apply(m, CORNER_POSITION[i]));
    const image = cornerAt(apply(m, CORNER_POSITION[piece]));
    // Which of P's stickers becomes the image's sticker 0 (its U/D sticker)?
    const k = CORNER_FACELET_NORMALS[piece].findIndex((n) => sameVec(apply(m, n), CORNER_FACELET_NORMALS[image][0]));
    cPerm[to] = image;
    cTwist[to] = faceletIndex(to, apply(m, CORNER_FACELET_NORMALS[i][(k + t) % 3]));
  }
  const ePerm = new Array<number>(EDGE_COUNT);
  const eFlip = new Array<number>(EDGE_COUNT);
  for (let i = 0; i < EDGE_COUNT; i++) {
    const piece = state.edges.perm[i];
    const f = state.edges.flip[i];
    const to = edgeAt(apply(m, EDGE_POSITION[i]));
    const image = edgeAt(apply(m, EDGE_POSITION[piece]));
    const k = EDGE_FACELET_NORMALS[piece].findIndex((n) => sameVec(apply(m, n), EDGE_FACELET_NORMALS[image][0]));
    ePerm[to] = image;
    eFlip[to] = edgeFaceletIndex(to, apply(m, EDGE_FACELET_NORMALS[i][k ^ f]));
  }
  return { corners: { perm: cPerm, twist: cTwist }, edges: { perm: ePerm, flip: eFlip } };
}
// #endregion

/** Edge position each symmetry moves each edge position to. */
export const SYMMETRY_EDGE_POSITION: readonly Int8Array[] = SYMMETRY_MATRICES.map((m) => Int8Array.from(EDGE_POSITION, (p) => edgeAt(apply(m, p))));
