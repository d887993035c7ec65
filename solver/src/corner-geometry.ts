/**
 * Where the eight corners sit in space, and the order of their three stickers.
 *
 * Axes: x points to R, y to U, z to F (a right-handed frame, the one used by
 * most cube software). A corner position is a sign vector (±1, ±1, ±1).
 *
 * Corner numbering follows Kociemba's (URF, UFL, ULB, UBR, DFR, DLF, …;
 * kociemba.org/cube.htm, "The Coordinate Level") except that DBL, the corner
 * we hold fixed, is numbered last (7) so the moving corners are exactly 0..6.
 *
 * Sticker (facelet) order at a position: first the sticker on the U or D face,
 * then the others clockwise as seen from outside the corner. Orientation is
 * then Kociemba's convention: a corner's twist is the index (0, 1, 2) of the
 * position-facelet that holds the corner's own U/D-coloured sticker.
 */

export type Vec3 = readonly [number, number, number];
export type Face = 'U' | 'R' | 'F' | 'D' | 'L' | 'B';

export const FACES: readonly Face[] = ['U', 'R', 'F', 'D', 'L', 'B'];

/** The outward unit normal of each face. */
export const FACE_NORMAL: Readonly<Record<Face, Vec3>> = {
  U: [0, 1, 0],
  D: [0, -1, 0],
  R: [1, 0, 0],
  L: [-1, 0, 0],
  F: [0, 0, 1],
  B: [0, 0, -1],
};

export const CORNER_NAMES = ['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DRB', 'DBL'] as const;
export type CornerName = (typeof CORNER_NAMES)[number];
export const CORNER_COUNT = 8;
/** The corner held fixed: every state is rotated so DBL is home and untwisted. */
export const FIXED_CORNER = 7;

export function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

export function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

export function sameVec(a: Vec3, b: Vec3): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

export function faceOfNormal(n: Vec3): Face {
  const face = FACES.find((f) => sameVec(FACE_NORMAL[f], n));
  if (face === undefined) throw new Error(`not a face normal: ${n.join(',')}`);
  return face;
}

/** Position vector of each corner, from its name (URF → (+1, +1, +1)). */
export const CORNER_POSITION: readonly Vec3[] = CORNER_NAMES.map((name) => {
  const v: [number, number, number] = [0, 0, 0];
  for (const letter of name) {
    const n = FACE_NORMAL[letter as Face];
    for (let axis = 0; axis < 3; axis++) v[axis] += n[axis];
  }
  return v;
});

/**
 * The three sticker normals of each corner position, U/D sticker first, then
 * clockwise seen from outside: n1 follows n0 when (n0 × n1) · p < 0.
 */
export const CORNER_FACELET_NORMALS: readonly (readonly [Vec3, Vec3, Vec3])[] = CORNER_POSITION.map((p) => {
  const ud: Vec3 = [0, p[1], 0];
  const others: Vec3[] = [
    [p[0], 0, 0],
    [0, 0, p[2]],
  ];
  const [a, b] = dot(cross(ud, others[0]), p) < 0 ? others : [others[1], others[0]];
  return [ud, a, b] as const;
});

/** The faces of each corner's stickers in facelet order, e.g. URF → ['U', 'R', 'F']. */
export const CORNER_FACELET_FACES: readonly (readonly [Face, Face, Face])[] = CORNER_FACELET_NORMALS.map(
  (normals) => normals.map(faceOfNormal) as unknown as [Face, Face, Face],
);

export function cornerAt(p: Vec3): number {
  const i = CORNER_POSITION.findIndex((q) => sameVec(p, q));
  if (i < 0) throw new Error(`not a corner position: ${p.join(',')}`);
  return i;
}

/** Index (0..2) of the facelet with normal n at corner position i. */
export function faceletIndex(corner: number, n: Vec3): number {
  const k = CORNER_FACELET_NORMALS[corner].findIndex((m) => sameVec(m, n));
  if (k < 0) throw new Error(`corner ${CORNER_NAMES[corner]} has no sticker facing ${n.join(',')}`);
  return k;
}
