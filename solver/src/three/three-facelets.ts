/**
 * The 54 stickers of a 3×3×3 state, for drawing a net: per face, nine sticker
 * colours (named by the face they belong to) in reading order, each face seen
 * from outside with U above F/R/B/L, F above D (the usual cross net).
 * Page-safe: geometry and arithmetic only.
 */
import { CORNER_FACELET_FACES, CORNER_FACELET_NORMALS, CORNER_POSITION, FACES, type Face, type Vec3 } from '../corner-geometry.ts';
import type { CubeState } from './cube-state.ts';
import { EDGE_FACELET_FACES, EDGE_FACELET_NORMALS, EDGE_POSITION } from './edge-geometry.ts';

export type CubeFacelets = Readonly<Record<Face, readonly Face[]>>;

/** Row and column (0..2) of the sticker at cubie position p on the face with normal n, seen from outside. */
export function netCell(face: Face, p: Vec3): { row: number; col: number } {
  const [x, y, z] = p;
  switch (face) {
    case 'U':
      return { row: z + 1, col: x + 1 };
    case 'D':
      return { row: 1 - z, col: x + 1 };
    case 'F':
      return { row: 1 - y, col: x + 1 };
    case 'B':
      return { row: 1 - y, col: 1 - x };
    case 'R':
      return { row: 1 - y, col: 1 - z };
    case 'L':
      return { row: 1 - y, col: z + 1 };
  }
}

const FACE_OF_NORMAL = (n: Vec3): Face => (n[0] === 1 ? 'R' : n[0] === -1 ? 'L' : n[1] === 1 ? 'U' : n[1] === -1 ? 'D' : n[2] === 1 ? 'F' : 'B');

// #region three-facelets
export function cubeFacelets(state: CubeState): CubeFacelets {
  const faces = Object.fromEntries(FACES.map((f) => [f, new Array<Face>(9).fill(f)])) as Record<Face, Face[]>; // centres stay
  const put = (p: Vec3, n: Vec3, colour: Face) => {
    const face = FACE_OF_NORMAL(n);
    const { row, col } = netCell(face, p);
    faces[face][row * 3 + col] = colour;
  };
  for (let i = 0; i < 8; i++) {
    const piece = state.corners.perm[i];
    const t = state.corners.twist[i];
    // Position sticker k holds the piece's sticker (k − twist) mod 3.
    for (let k = 0; k < 3; k++) put(CORNER_POSITION[i], CORNER_FACELET_NORMALS[i][k], CORNER_FACELET_FACES[piece][(k - t + 3) % 3]);
  }
  for (let i = 0; i < 12; i++) {
    const piece = state.edges.perm[i];
    const f = state.edges.flip[i];
    for (let k = 0; k < 2; k++) put(EDGE_POSITION[i], EDGE_FACELET_NORMALS[i][k], EDGE_FACELET_FACES[piece][k ^ f]);
  }
  return faces;
}
// #endregion
