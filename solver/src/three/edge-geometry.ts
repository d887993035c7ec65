/**
 * Where the 3×3×3's twelve edges sit, and the order of their two stickers,
 * in the frame of ../corner-geometry.ts (x to R, y to U, z to F). An edge
 * position is a vector with two entries ±1 and one 0.
 *
 * Numbering and orientation follow Kociemba (kociemba.org/cube.htm, "The
 * Coordinate Level"): UR UF UL UB DR DF DL DB FR FL BL BR. Sticker 0 of a
 * position is the one on U or D, or for the four middle-layer edges the one
 * on F or B; an edge's flip is the index (0, 1) of the position-sticker that
 * holds the edge's own sticker 0.
 */
import { FACE_NORMAL, type Face, type Vec3, faceOfNormal, sameVec } from '../corner-geometry.ts';

export const EDGE_NAMES = ['UR', 'UF', 'UL', 'UB', 'DR', 'DF', 'DL', 'DB', 'FR', 'FL', 'BL', 'BR'] as const;
export const EDGE_COUNT = 12;

export const EDGE_POSITION: readonly Vec3[] = EDGE_NAMES.map((name) => {
  const v: [number, number, number] = [0, 0, 0];
  for (const letter of name) {
    const n = FACE_NORMAL[letter as Face];
    for (let axis = 0; axis < 3; axis++) v[axis] += n[axis];
  }
  return v;
});

/** The two sticker normals of each edge position: U/D (else F/B) first. */
export const EDGE_FACELET_NORMALS: readonly (readonly [Vec3, Vec3])[] = EDGE_POSITION.map((p) => {
  const candidates: Vec3[] = [
    [0, p[1], 0],
    [0, 0, p[2]],
    [p[0], 0, 0],
  ];
  const parts = candidates.filter((v) => v.some((c) => c !== 0));
  return [parts[0], parts[1]] as const; // y before z before x: U/D, then F/B, then R/L
});

export const EDGE_FACELET_FACES: readonly (readonly [Face, Face])[] = EDGE_FACELET_NORMALS.map((normals) => normals.map(faceOfNormal) as unknown as [Face, Face]);

export function edgeAt(p: Vec3): number {
  const i = EDGE_POSITION.findIndex((q) => sameVec(p, q));
  if (i < 0) throw new Error(`not an edge position: ${p.join(',')}`);
  return i;
}

/** Index (0, 1) of the sticker with normal n at edge position i. */
export function edgeFaceletIndex(edge: number, n: Vec3): number {
  const k = EDGE_FACELET_NORMALS[edge].findIndex((m) => sameVec(m, n));
  if (k < 0) throw new Error(`edge ${EDGE_NAMES[edge]} has no sticker facing ${n.join(',')}`);
  return k;
}
