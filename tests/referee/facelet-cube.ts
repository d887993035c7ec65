/**
 * An independent referee for "does this sequence solve the cube as held?".
 *
 * A sticker-level (facelet) 2×2×2 built from 3-D geometry alone. It shares no
 * code with the solver (no cubie model, no permutation arrays, no parser): a
 * sticker is a cubie centre p ∈ {−1, 1}³ plus an outward normal n, coloured by
 * the face it started on. A turn rotates by 90° every sticker of its layer, so
 * if the solver's cubie model, its recolouring or its parser got a direction or
 * a frame wrong, this model disagrees.
 *
 * Notation (WCA Regulations, article 12a): U D R L F B clockwise as seen from
 * that face; `'` (also ’ ′) counter-clockwise; `2` half turn (`2'` the same);
 * x, y, z whole-cube rotations turning like R, U, F; wide turns Uw … which on a
 * 2×2×2 move both layers, i.e. the whole cube.
 */
export type FaceName = 'U' | 'D' | 'R' | 'L' | 'F' | 'B';
type Vec = readonly [number, number, number];

export interface Sticker {
  readonly position: Vec;
  readonly normal: Vec;
  /** The face this sticker belonged to on the solved cube: its colour. */
  readonly colour: FaceName;
}

const NORMAL: Readonly<Record<FaceName, Vec>> = {
  U: [0, 1, 0],
  D: [0, -1, 0],
  R: [1, 0, 0],
  L: [-1, 0, 0],
  F: [0, 0, 1],
  B: [0, 0, -1],
};
const FACE_NAMES: readonly FaceName[] = ['U', 'R', 'F', 'D', 'L', 'B'];

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * A quarter turn clockwise as seen from outside along `axis` (a unit axis
 * vector): rotation by −90° about it. Written out per axis from the rotation
 * matrices, e.g. about +x: (x, y, z) → (x, z, −y), which takes the up-front
 * edge to up-back as a clockwise R does. A negative axis turns the other way.
 */
function clockwise(axis: Vec, v: Vec): Vec {
  const [x, y, z] = v;
  const turnOnce = (w: Vec): Vec => {
    const [a, b, c] = w;
    if (axis[0] !== 0) return [a, c, -b];
    if (axis[1] !== 0) return [-c, b, a];
    return [b, -a, c];
  };
  const sign = axis[0] + axis[1] + axis[2];
  let out: Vec = [x, y, z];
  for (let k = 0; k < (sign > 0 ? 1 : 3); k++) out = turnOnce(out);
  return out;
}

export function solvedCube(): Sticker[] {
  const stickers: Sticker[] = [];
  for (const colour of FACE_NAMES) {
    const n = NORMAL[colour];
    for (const a of [-1, 1]) {
      for (const b of [-1, 1]) {
        for (const c of [-1, 1]) {
          const position: Vec = [a, b, c];
          if (dot(position, n) > 0) stickers.push({ position, normal: n, colour });
        }
      }
    }
  }
  return stickers;
}

/** One parsed token: which axis turns, which layers, how many clockwise quarter turns. */
interface Turn {
  readonly axis: Vec;
  readonly wholeCube: boolean;
  readonly quarterTurns: number;
}

const ROTATION_AXIS: Readonly<Record<string, Vec>> = { x: NORMAL.R, y: NORMAL.U, z: NORMAL.F };

/** Reads one token; throws with the token named, as the referee must never guess. */
function readToken(token: string): Turn {
  const match = /^(?:([UDRLFB])(w?)|([xyz]))(2|2'|2’|2′|'|’|′)?$/.exec(token);
  if (!match) throw new Error(`referee: cannot read "${token}"`);
  const [, face, wide, rotation, suffix = ''] = match;
  const quarterTurns = suffix.startsWith('2') ? 2 : suffix ? 3 : 1;
  if (rotation) return { axis: ROTATION_AXIS[rotation], wholeCube: true, quarterTurns };
  return { axis: NORMAL[face as FaceName], wholeCube: wide === 'w', quarterTurns };
}

/** The cube after `alg` (space-separated WCA tokens), starting from `cube` (default: solved). */
export function applyAlg(alg: string, cube: readonly Sticker[] = solvedCube()): Sticker[] {
  let stickers = cube.slice();
  for (const token of alg.split(/\s+/).filter(Boolean)) {
    const turn = readToken(token);
    for (let k = 0; k < turn.quarterTurns; k++) {
      stickers = stickers.map((s) =>
        turn.wholeCube || dot(s.position, turn.axis) > 0
          ? { position: clockwise(turn.axis, s.position), normal: clockwise(turn.axis, s.normal), colour: s.colour }
          : s,
      );
    }
  }
  return stickers;
}

/** Solved up to a whole-cube rotation: every face shows one colour. */
export function isSolvedUpToRotation(cube: readonly Sticker[]): boolean {
  return FACE_NAMES.every((face) => new Set(cube.filter((s) => dot(s.normal, NORMAL[face]) === 1).map((s) => s.colour)).size === 1);
}

/** True when `solution` applied after `scramble`, to a cube held as the scramble leaves it, solves it. */
export function solvesAsHeld(scramble: string, solution: string): boolean {
  return isSolvedUpToRotation(applyAlg(solution, applyAlg(scramble)));
}

/**
 * In-plane directions [right, down] of each face as drawn in the unfolded net:
 * U seen from above with B along its top edge, D seen from below with F along
 * its top edge, L F R B seen from outside with U on top.
 */
const NET_AXES: Readonly<Record<FaceName, readonly [Vec, Vec]>> = {
  U: [[1, 0, 0], [0, 0, 1]],
  D: [[1, 0, 0], [0, 0, -1]],
  F: [[1, 0, 0], [0, -1, 0]],
  B: [[-1, 0, 0], [0, -1, 0]],
  R: [[0, 0, -1], [0, -1, 0]],
  L: [[0, 0, 1], [0, -1, 0]],
};

/**
 * The 24 sticker colours in net reading order: faces U, R, F, D, L, B, each
 * row by row, left to right, as the page's net draws them.
 */
export function netColours(cube: readonly Sticker[]): FaceName[] {
  return FACE_NAMES.flatMap((face) => {
    const n = NORMAL[face];
    const [right, down] = NET_AXES[face];
    return [-1, 1].flatMap((d) =>
      [-1, 1].map((r) => {
        const p: Vec = [n[0] + r * right[0] + d * down[0], n[1] + r * right[1] + d * down[1], n[2] + r * right[2] + d * down[2]];
        const sticker = cube.find((s) => dot(s.normal, n) === 1 && s.position.every((c, i) => c === p[i]));
        if (!sticker) throw new Error(`referee: no sticker at ${p} on ${face}`);
        return sticker.colour;
      }),
    );
  });
}

/**
 * A seeded scramble over all six faces with rotations and wide turns mixed in,
 * for property tests (mulberry32; its own generator, not the solver's).
 */
export function randomHeldScramble(seed: number, length: number): string {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const tokens: string[] = [];
  for (let i = 0; i < length; i++) {
    const roll = next();
    const base = roll < 0.12 ? pick(['x', 'y', 'z']) : roll < 0.2 ? pick(['Uw', 'Dw', 'Rw', 'Lw', 'Fw', 'Bw']) : pick(['U', 'D', 'R', 'L', 'F', 'B']);
    tokens.push(base + pick(['', "'", '2']));
  }
  return tokens.join(' ');
}
