/**
 * Face turns and whole-cube rotations, derived from geometry rather than typed
 * in: a clockwise quarter turn of face X rotates every corner with p · n_X > 0
 * by −90° about n_X (clockwise seen from outside). Rodrigues' formula for
 * θ = −90° about a unit axis a: v' = −(a × v) + a (a · v).
 *
 * The classic Java article typed its tables by hand and got cycle directions and
 * twists wrong; deriving them from one model and testing group facts
 * (cube-moves.test.ts) rules that out.
 */
import {
  CORNER_COUNT,
  CORNER_FACELET_NORMALS,
  CORNER_POSITION,
  FACE_NORMAL,
  type Face,
  type Vec3,
  cornerAt,
  cross,
  dot,
  faceletIndex,
} from './corner-geometry.ts';
import { type CornerState, power } from './corner-state.ts';

export type Rotation = 'x' | 'y' | 'z';
export type MoveFamily = Face | Rotation;

/** Rotation axes follow WCA: x turns like R, y like U, z like F. */
const ROTATION_AXIS: Readonly<Record<Rotation, Vec3>> = { x: FACE_NORMAL.R, y: FACE_NORMAL.U, z: FACE_NORMAL.F };

// #region quarter-turn
/** v rotated a clockwise quarter turn about `axis` (seen from outside, along +axis). */
export function quarterTurn(axis: Vec3, v: Vec3): Vec3 {
  const c = cross(axis, v);
  const d = dot(axis, v);
  return [-c[0] + axis[0] * d, -c[1] + axis[1] * d, -c[2] + axis[2] * d];
}

/** The cubie map of a clockwise quarter turn about `axis` of the corners `moves(p)` selects. */
function quarterTurnState(axis: Vec3, moves: (p: Vec3) => boolean): CornerState {
  const perm = Array.from({ length: CORNER_COUNT }, (_, i) => i);
  const twist = new Array<number>(CORNER_COUNT).fill(0);
  for (let from = 0; from < CORNER_COUNT; from++) {
    const p = CORNER_POSITION[from];
    if (!moves(p)) continue;
    const to = cornerAt(quarterTurn(axis, p));
    perm[to] = from;
    // The U/D sticker (facelet 0) of `from` lands on facelet `twist[to]` of `to`.
    twist[to] = faceletIndex(to, quarterTurn(axis, CORNER_FACELET_NORMALS[from][0]));
  }
  return { perm, twist };
}
// #endregion

function build(family: MoveFamily): CornerState {
  if (family === 'x' || family === 'y' || family === 'z') return quarterTurnState(ROTATION_AXIS[family], () => true);
  const n = FACE_NORMAL[family];
  return quarterTurnState(n, (p) => dot(p, n) > 0);
}

const FAMILIES: readonly MoveFamily[] = ['U', 'R', 'F', 'D', 'L', 'B', 'x', 'y', 'z'];

/** `MOVE_STATES[family][k]` is the family turned k quarter turns clockwise (k = 0..3). */
export const MOVE_STATES: Readonly<Record<MoveFamily, readonly CornerState[]>> = Object.fromEntries(
  FAMILIES.map((family) => {
    const quarter = build(family);
    return [family, [0, 1, 2, 3].map((k) => power(quarter, k))];
  }),
) as unknown as Record<MoveFamily, readonly CornerState[]>;

/** Quarter turns of a family by name: U, U2, U' (and x, x2, x'). */
export function moveState(family: MoveFamily, quarterTurns: number): CornerState {
  return MOVE_STATES[family][((quarterTurns % 4) + 4) % 4];
}
