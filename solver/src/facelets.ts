/**
 * Stickers, for drawing the cube as an unfolded net:
 *
 *         U
 *      L  F  R  B
 *         D
 *
 * Each face is read row by row as it appears in that net: U seen from above with
 * B along its top edge, D seen from below with F along its top edge, and L, F,
 * R, B seen from outside with U on top. (The same layout as Kociemba's facelet
 * strings, reduced to 2×2.)
 */
import {
  CORNER_FACELET_FACES,
  FACES,
  FACE_NORMAL,
  type Face,
  type Vec3,
  cornerAt,
  faceletIndex,
} from './corner-geometry.ts';
import type { CornerState } from './corner-state.ts';

export interface Facelet {
  readonly face: Face;
  readonly row: 0 | 1;
  readonly col: 0 | 1;
  /** Corner position (0..7) this sticker belongs to, and which of its three stickers (0 = U/D). */
  readonly corner: number;
  readonly slot: number;
}

/** In-plane directions of each face in the net: [right, down]. */
const FACE_AXES: Readonly<Record<Face, readonly [Vec3, Vec3]>> = {
  U: [[1, 0, 0], [0, 0, 1]],
  D: [[1, 0, 0], [0, 0, -1]],
  F: [[1, 0, 0], [0, -1, 0]],
  B: [[-1, 0, 0], [0, -1, 0]],
  R: [[0, 0, -1], [0, -1, 0]],
  L: [[0, 0, 1], [0, -1, 0]],
};

/** All 24 stickers: faces U, R, F, D, L, B, four each in reading order. */
export const FACELETS: readonly Facelet[] = ['U', 'R', 'F', 'D', 'L', 'B'].flatMap((face) => {
  const f = face as Face;
  const n = FACE_NORMAL[f];
  const [right, down] = FACE_AXES[f];
  return ([0, 1] as const).flatMap((row) =>
    ([0, 1] as const).map((col) => {
      const r = col === 0 ? -1 : 1;
      const d = row === 0 ? -1 : 1;
      const p: Vec3 = [n[0] + r * right[0] + d * down[0], n[1] + r * right[1] + d * down[1], n[2] + r * right[2] + d * down[2]];
      const corner = cornerAt(p);
      return { face: f, row, col, corner, slot: faceletIndex(corner, n) };
    }),
  );
});

/**
 * The colour of every sticker, named by the face it belongs to when solved.
 * The corner at position i shows its own sticker k − twist at slot k.
 */
export function faceletColors(state: CornerState): Face[] {
  return FACELETS.map(({ corner, slot }) => {
    const cubie = state.perm[corner];
    return CORNER_FACELET_FACES[cubie][(slot - state.twist[corner] + 3) % 3];
  });
}

/** 24 letters, e.g. "UUUURRRRFFFFDDDDLLLLBBBB" for the solved cube. */
export function faceletString(state: CornerState): string {
  return faceletColors(state).join('');
}

export { FACES };
