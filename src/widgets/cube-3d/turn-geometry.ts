/**
 * Which cubies a move turns, about which axis, by how much, written for CSS
 * transforms. Pure data: the view (cube-3d-view.ts) only plays it.
 *
 * Frames. The solver's frame is right-handed: x → R, y → U, z → F
 * (solver/src/corner-geometry.ts), and a clockwise quarter turn of face X is
 * −90° about X's outward normal. CSS's frame has y pointing down (x right,
 * z toward the viewer), a reflection of the solver's: v_css = M·v with
 * M = diag(1, −1, 1). Conjugating a rotation by a reflection reverses its
 * sense, so the solver's R(n, θ) is CSS's rotate3d(M·n, −θ): a clockwise
 * quarter turn is `rotate3d(n.x, −n.y, n.z, 90deg)` (CSS Transforms 2, the
 * rotate3d() matrix). tests/site/cube3d-turn-geometry.test.ts checks every
 * move against the solver's cubie maps, so the picture and the model agree.
 *
 * Sizes. A cubie is named by its position in layer coordinates, each axis
 * −1..1 in the solver's frame: the 2×2×2's corners sit at ±1 (CORNER_POSITION),
 * the 3×3×3's 26 cubies at −1, 0 or 1 (three-layout.ts). A face turn moves
 * the cubies on the face's side (position · normal > 0), whatever the size;
 * `layerTurn` plans it for any list of positions, `turnPlan` for the 2×2×2.
 */
import { CORNER_POSITION, FACE_NORMAL, type Face, type Vec3, type MoveFamily } from 'pocket-cube-solver/internals';
import type { Metric } from 'pocket-cube-solver';

/** The moves a view can animate: a face or rotation and clockwise quarter turns 1..3 (3 = prime). */
export interface TurnMove {
  readonly family: MoveFamily;
  readonly quarterTurns: number;
}

/** A turn as the view plays it, for a cube of any size. */
export interface LayerTurn {
  /** Axis in CSS coordinates (y down). */
  readonly axis: Vec3;
  /** Total signed angle in degrees about `axis` (CSS sense): ±90 or ±180. */
  readonly degrees: number;
  /** Indices (into the positions the turn was planned over) of the cubies that turn. */
  readonly cubies: readonly number[];
  /**
   * Angles (degrees) the turn passes through, starting at 0: [0, 180] for a
   * half turn in HTM (one motion), [0, 90, 180] in QTM (two quarter turns).
   */
  readonly stops: readonly number[];
}

/** A 2×2×2 turn: `corners` are the corner positions (0..7) whose cubies turn (the same list as `cubies`). */
export interface TurnPlan extends LayerTurn {
  readonly corners: readonly number[];
}

const ROTATION_AXIS: Readonly<Record<'x' | 'y' | 'z', Face>> = { x: 'R', y: 'U', z: 'F' };

/** The solver-frame vector of a point in CSS coordinates (and back: M is its own inverse). */
export function toCss(v: Vec3): Vec3 {
  return [v[0], -v[1], v[2]];
}

/**
 * The turn a move makes, in CSS terms, of a cube whose cubies sit at
 * `positions` (layer coordinates, solver frame): a face turn moves the cubies
 * on that face's side, a rotation (x, y, z) all of them. A half turn is one
 * stop in HTM and two in QTM.
 * @example layerTurn({ family: 'R', quarterTurns: 1 }, CORNER_POSITION).cubies // [0, 3, 4, 6]
 */
export function layerTurn(move: TurnMove, positions: readonly Vec3[], metric: Metric = 'htm'): LayerTurn {
  const q = ((move.quarterTurns % 4) + 4) % 4;
  if (q === 0) throw new Error('a move turns 1, 2 or 3 quarter turns');
  const isRotation = move.family === 'x' || move.family === 'y' || move.family === 'z';
  const normal = FACE_NORMAL[isRotation ? ROTATION_AXIS[move.family as 'x'] : (move.family as Face)];
  const cubies = positions.flatMap((p, i) => (isRotation || p[0] * normal[0] + p[1] * normal[1] + p[2] * normal[2] > 0 ? [i] : []));
  // Clockwise = +90° in CSS's sense about M·n; prime = −90°; a half turn is +180°.
  const degrees = q === 3 ? -90 : 90 * q;
  const stops = q === 2 && metric === 'qtm' ? [0, 90, 180] : [0, degrees];
  return { axis: toCss(normal), degrees, cubies, stops };
}

/** The turn a move makes on the 2×2×2 (cubies = corner positions). */
export function turnPlan(move: TurnMove, metric: Metric = 'htm'): TurnPlan {
  const turn = layerTurn(move, CORNER_POSITION, metric);
  return { ...turn, corners: turn.cubies };
}

/** The CSS transform of the pivot of a turning cubie at `degrees` along a plan. */
export function pivotTransform(plan: LayerTurn, degrees: number): string {
  const [x, y, z] = plan.axis;
  return `rotate3d(${x}, ${y}, ${z}, ${degrees}deg)`;
}

/**
 * Rotates a point by `degrees` about a unit axis with the rotate3d() matrix
 * of CSS Transforms 2 (what the browser applies), rounded to integers: used
 * by the tests to check where a turn sends each cubie and sticker.
 */
export function rotateCss(axis: Vec3, degrees: number, v: Vec3): Vec3 {
  const t = (degrees * Math.PI) / 180;
  const [x, y, z] = axis;
  const s = Math.sin(t);
  const c = Math.cos(t);
  const k = 1 - c;
  // CSS Transforms 2, "Mathematical Description of Transform Functions", rotate3d(), acting on column vectors.
  const m = [
    [1 - k * (y * y + z * z), x * y * k - z * s, x * z * k + y * s],
    [x * y * k + z * s, 1 - k * (x * x + z * z), y * z * k - x * s],
    [x * z * k - y * s, y * z * k + x * s, 1 - k * (x * x + y * y)],
  ];
  return m.map((row) => Math.round(row[0] * v[0] + row[1] * v[1] + row[2] * v[2]) + 0) as unknown as Vec3;
}
