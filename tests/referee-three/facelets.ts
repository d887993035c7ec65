/**
 * An independent 3×3×3 referee for tests: 54 stickers, each a (cubie position,
 * outward normal) pair of integer vectors with a colour, and face turns that
 * rotate the stickers of one layer by an explicit rotation matrix. It shares
 * no code with the solver (which models cubies, permutations and twists), so
 * a solution the solver prints is checked by a different model of the cube.
 * Moves: face turns (U R F D L B), whole-cube rotations (x y z: the whole
 * cube turned like R, U, F) and wide turns (Rw … Bw: a face and the middle
 * layer next to it), and slice moves (M E S: the middle layer alone, turned
 * like L, D and F, WCA 12a), each plain, with ' or with 2 (2' is the same as 2).
 */
type V = [number, number, number];

interface Sticker {
  p: V;
  n: V;
  colour: string;
}

const NORMALS: Record<string, V> = { U: [0, 1, 0], D: [0, -1, 0], R: [1, 0, 0], L: [-1, 0, 0], F: [0, 0, 1], B: [0, 0, -1] };
/** The face each rotation turns like (WCA: x like R, y like U, z like F). */
const ROTATION_FACE: Record<string, string> = { x: 'R', y: 'U', z: 'F' };
/** The face each slice move turns like (WCA: M like L, E like D, S like F). */
const SLICE_FACE: Record<string, string> = { M: 'L', E: 'D', S: 'F' };

/** Clockwise quarter turn seen from outside along +axis: rotation by −90° about the axis (a unit axis vector). */
function rotate(v: V, axis: V): V {
  const [x, y, z] = v;
  if (axis[0] !== 0) {
    const s = axis[0]; // about ±x: y' = s·z, z' = −s·y
    return [x, s * z, -s * y];
  }
  if (axis[1] !== 0) {
    const s = axis[1]; // about ±y: z' = s·x, x' = −s·z
    return [-s * z, y, s * x];
  }
  const s = axis[2]; // about ±z: x' = s·y, y' = −s·x
  return [s * y, -s * x, z];
}

export class FaceletCube {
  stickers: Sticker[] = [];

  constructor() {
    for (const [face, n] of Object.entries(NORMALS)) {
      for (let a = -1; a <= 1; a++) {
        for (let b = -1; b <= 1; b++) {
          const p: V = n[0] !== 0 ? [n[0], a, b] : n[1] !== 0 ? [a, n[1], b] : [a, b, n[2]];
          this.stickers.push({ p, n: [...n] as V, colour: face });
        }
      }
    }
  }

  /**
   * Applies moves in WCA notation: face turns, rotations x y z, wide turns
   * Rw … Bw and slice moves M E S, each with nothing, ', 2 or 2'; throws on
   * anything else. A move turns every sticker whose cubie lies at least
   * `depth` layers from the centre on the face's side: 1 for a face turn, 0
   * for a wide turn (the face and the middle layer), −1 for a rotation (all
   * three layers); a slice move turns the middle layer only (exactly 0).
   */
  apply(alg: string): this {
    for (const token of alg.split(/\s+/).filter(Boolean)) {
      const m = /^(?:([URFDLB])(w?)|([xyz])|([MES]))(2'?|'|)$/.exec(token);
      if (!m) throw new Error(`referee: not a move it knows: ${token}`);
      const axis = NORMALS[m[1] ?? (m[3] !== undefined ? ROTATION_FACE[m[3]] : SLICE_FACE[m[4]])];
      const depth = m[3] !== undefined ? -1 : m[2] === 'w' ? 0 : 1;
      const inLayer = m[4] !== undefined ? (d: number) => d === 0 : (d: number) => d >= depth;
      const turns = m[5].startsWith('2') ? 2 : m[5] === "'" ? 3 : 1;
      for (let t = 0; t < turns; t++) {
        for (const s of this.stickers) {
          if (inLayer(s.p[0] * axis[0] + s.p[1] * axis[1] + s.p[2] * axis[2])) {
            s.p = rotate(s.p, axis);
            s.n = rotate(s.n, axis);
          }
        }
      }
    }
    return this;
  }

  /** Every face shows one colour, its own centre's. */
  isSolved(): boolean {
    for (const [face, n] of Object.entries(NORMALS)) {
      const on = this.stickers.filter((s) => s.n[0] === n[0] && s.n[1] === n[1] && s.n[2] === n[2]);
      if (on.length !== 9 || on.some((s) => s.colour !== face)) return false;
    }
    return true;
  }

  /** Every face shows one colour, whichever it is: solved as held, after rotations too. */
  isUniform(): boolean {
    return Object.values(refereeFaces(this)).every((face) => face.every((colour) => colour === face[4]));
  }
}

/** The referee's stickers per face in reading order (U above F/R/B/L, F above D), each face seen from outside. */
export function refereeFaces(cube: FaceletCube): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [face, n] of Object.entries(NORMALS)) {
    const grid = new Array<string>(9).fill('?');
    for (const s of cube.stickers) {
      if (s.n[0] !== n[0] || s.n[1] !== n[1] || s.n[2] !== n[2]) continue;
      const [x, y, z] = s.p;
      // Seen from outside: right-hand direction and downward direction on the face.
      const cell =
        face === 'U' ? [z + 1, x + 1] : face === 'D' ? [1 - z, x + 1] : face === 'F' ? [1 - y, x + 1] : face === 'B' ? [1 - y, 1 - x] : face === 'R' ? [1 - y, 1 - z] : [1 - y, z + 1];
      grid[cell[0] * 3 + cell[1]] = s.colour;
    }
    out[face] = grid;
  }
  return out;
}

/**
 * All 54 stickers in one list: faces U R F D L B, nine each in the reading
 * order of refereeFaces (index = face · 9 + row · 3 + col, the order of
 * Kociemba's facelet strings). A painting of the referee's cube, sticker by sticker.
 */
export function refereeStickers(cube: FaceletCube): string[] {
  const faces = refereeFaces(cube);
  return ['U', 'R', 'F', 'D', 'L', 'B'].flatMap((face) => faces[face]);
}
