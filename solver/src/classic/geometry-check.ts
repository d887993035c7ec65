/**
 * Is the classic model a cube at all? Put its slots where their names say
 * (URF at (+1, +1, +1), …) and ask, for each of its six moves:
 * - which physical quarter turn moves the slots the way its cycle does
 *   (piece in c[i−1] → slot c[i]), clockwise or counter-clockwise as seen
 *   from that face;
 * - whether any orientation convention makes its twist table right. A
 *   convention picks, for each slot, which of its three stickers is the
 *   reference (3⁸ ways) and which way "1" turns (2 ways): 13,122 in all. For
 *   each, the twist a real turn adds when a piece goes from slot A to slot B
 *   is fixed by geometry; we count how many of the 24 published entries agree.
 */
import { FACE_NORMAL, type Face, type Vec3, cross, dot, sameVec } from '../corner-geometry.ts';
import { CLASSIC_MOVE_NAMES, CLASSIC_SLOT_NAMES, CORNER_CYCLES, CORNER_TWIST } from './model.ts';

const POSITION: readonly Vec3[] = CLASSIC_SLOT_NAMES.map((name) => {
  const v: [number, number, number] = [0, 0, 0];
  for (const letter of name) for (let a = 0; a < 3; a++) v[a] += FACE_NORMAL[letter as Face][a];
  return v;
});

/** Each slot's three sticker normals, clockwise as seen from outside the corner. */
const FACELETS: readonly Vec3[][] = POSITION.map((p) => {
  const ud: Vec3 = [0, p[1], 0];
  const x: Vec3 = [p[0], 0, 0];
  const z: Vec3 = [0, 0, p[2]];
  return dot(cross(ud, x), p) < 0 ? [ud, x, z] : [ud, z, x];
});

/** A quarter turn about outward normal n: clockwise seen from that face is −90° (right-hand rule). */
function quarterTurn(n: Vec3, clockwise: boolean, v: Vec3): Vec3 {
  const s = clockwise ? -1 : 1;
  const k = dot(n, v);
  const c = cross(n, v);
  return [k * n[0] + s * c[0], k * n[1] + s * c[1], k * n[2] + s * c[2]];
}

export type TurnSense = 'clockwise' | 'counter-clockwise';

/** Which physical turn of its face each classic cycle is, seen from that face. */
export function classicCycleSense(move: number): TurnSense {
  const n = FACE_NORMAL[CLASSIC_MOVE_NAMES[move]];
  const c = CORNER_CYCLES[move];
  for (const clockwise of [true, false]) {
    if (c.every((slot, i) => sameVec(quarterTurn(n, clockwise, POSITION[c[(i + 3) % 4]]), POSITION[slot]))) {
      return clockwise ? 'clockwise' : 'counter-clockwise';
    }
  }
  throw new Error(`classic move ${CLASSIC_MOVE_NAMES[move]} is not a quarter turn of its face`);
}

/** δ(A→B): where the sticker on A's first facelet lands among B's facelets under the physical turn. */
function stickerShift(move: number, i: number): number {
  const n = FACE_NORMAL[CLASSIC_MOVE_NAMES[move]];
  const clockwise = classicCycleSense(move) === 'clockwise';
  const c = CORNER_CYCLES[move];
  const from = c[(i + 3) % 4];
  const image = quarterTurn(n, clockwise, FACELETS[from][0]);
  return FACELETS[c[i]].findIndex((f) => sameVec(f, image));
}

export interface TwistConventionSearch {
  readonly conventions: number;
  /** Conventions that reproduce all 24 entries (0: the table is no cube's). */
  readonly exact: number;
  /** The most entries any convention gets right, and how many conventions do. */
  readonly bestMatches: number;
  readonly bestCount: number;
}

// #region twist-conventions
/** Tries every orientation convention against the published twist table. */
export function searchTwistConventions(): TwistConventionSearch {
  const shift = CORNER_CYCLES.map((_, m) => [0, 1, 2, 3].map((i) => stickerShift(m, i)));
  let exact = 0, bestMatches = 0, bestCount = 0, conventions = 0;
  for (let code = 0; code < 3 ** 8; code++) {
    const ref = Array.from({ length: 8 }, (_, slot) => Math.floor(code / 3 ** slot) % 3);
    for (const sense of [1, 2]) {
      conventions++;
      let matches = 0;
      for (let m = 0; m < 6; m++) {
        const c = CORNER_CYCLES[m];
        for (let i = 0; i < 4; i++) {
          // Published: the piece leaving c[i] (into c[i+1]) gains CORNER_TWIST[m][i].
          const j = (i + 1) % 4;
          const real = (sense * (shift[m][j] - ref[c[j]] + ref[c[i]]) + 9) % 3;
          if (real === CORNER_TWIST[m][i]) matches++;
        }
      }
      if (matches === 24) exact++;
      if (matches > bestMatches) [bestMatches, bestCount] = [matches, 0];
      if (matches === bestMatches) bestCount++;
    }
  }
  return { conventions, exact, bestMatches, bestCount };
}
// #endregion
