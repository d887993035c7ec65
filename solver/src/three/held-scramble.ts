/**
 * A 3×3×3 scramble as a reader does it with a real cube in hand: face turns,
 * whole-cube rotations (x y z), wide turns (Rw Lw Uw Dw Fw Bw: a face and
 * the middle layer beside it) and slice moves (M E S: the middle layer alone,
 * turned like L, D and F), in WCA notation as ../notation.ts reads it with
 * `slices`. The result is the cube *as held at the end*:
 * its state named by where the centres are then, so a solution in U R F D L B
 * solves the real cube the way the reader is holding it.
 *
 * A rotation turns pieces and centres together, so it changes nothing but
 * the names. A face turn made before it is, in the end's names, a turn of the
 * face its layer has been carried to (after U x the turned layer is at the
 * back: the cube is B). A wide turn is a rotation and a turn of the opposite
 * face: Rw turns R and the middle layer like R, which is the whole cube turned
 * like R (x) with L turned back by a clockwise L (L turns like x′); so
 * Rw = L x, Lw = R x′, Uw = D y, Dw = U y′, Fw = B z, Bw = F z′. A slice move
 * is a rotation with both outer faces turned back: M = R L′ x′, E = U D′ y′,
 * S = F′ B z; after M the centres have moved, and the names follow them. Reading the
 * moves from last to first, keeping track of where each face's layer ends up,
 * rewrites the scramble as face turns of the cube as held (`faceTurns`), and
 * the state is theirs. (The same recolouring view as the 2×2×2's
 * ../canonical.ts: the frame follows the centres, the moves keep their meaning.)
 */
import { FACES, FACE_NORMAL, type Face, dot, faceOfNormal } from '../corner-geometry.ts';
import { type Rotation, quarterTurn } from '../cube-moves.ts';
import type { ColourScheme } from '../facelets-to-state.ts';
import { type AlgMove, type ParseError, formatMove, parseAlg } from '../notation.ts';
import { type CubeState, SOLVED_CUBE, composeCube, cubeMove } from './cube-state.ts';

/**
 * What `scrambleToHeldCube` answers: the cube as held at the end, the colour
 * scheme its centres then show, and the scramble rewritten as face turns; or
 * `ok: false` with a ParseError (never thrown).
 */
export type HeldCubeResult =
  | {
      readonly ok: true;
      /** The cube as held at the end, in the names of its centres then. */
      readonly state: CubeState;
      /** Which colour (standard scheme: U white …) each face's centre shows at the end. */
      readonly scheme: ColourScheme;
      readonly moves: AlgMove[];
      /** The scramble as face turns of the cube as held at the end (U x → B): applied to a solved cube, they give `state`. */
      readonly faceTurns: string[];
    }
  | { readonly ok: false; readonly error: ParseError };

/** Rotations turn like these faces (WCA: x like R, y like U, z like F). */
const ROTATION_FACE: Readonly<Record<Rotation, Face>> = { x: 'R', y: 'U', z: 'F' };
const OPPOSITE: Readonly<Record<Face, Face>> = { U: 'D', D: 'U', R: 'L', L: 'R', F: 'B', B: 'F' };

/** Where each face goes under `quarterTurns` clockwise quarter turns of the whole cube about `rotation`'s axis. */
function carried(rotation: Rotation, quarterTurns: number): Readonly<Record<Face, Face>> {
  const axis = FACE_NORMAL[ROTATION_FACE[rotation]];
  return Object.fromEntries(
    FACES.map((f) => {
      let n = FACE_NORMAL[f];
      for (let k = 0; k < quarterTurns; k++) n = quarterTurn(axis, n);
      return [f, faceOfNormal(n)];
    }),
  ) as Record<Face, Face>;
}

/** CARRIED[rotation][k]: `carried` for k = 0..3, computed once (a scramble may hold a million moves). */
const CARRIED = Object.fromEntries((['x', 'y', 'z'] as const).map((r) => [r, [0, 1, 2, 3].map((k) => carried(r, k))])) as Record<Rotation, Readonly<Record<Face, Face>>[]>;

// #region held-scramble
/**
 * Reads a 3×3×3 scramble with rotations, wide turns and slices as the reader
 * does it in hand (see the top of this file): the state of the cube as held at
 * the end, so a solution in U R F D L B solves it the way it is held.
 *
 * @example
 * scrambleToHeldCube("x R U'") // { ok: true, state, scheme, moves, faceTurns: ['R', "U'"] }
 * scrambleToHeldCube('U x') // faceTurns: ['B']: after the x the turned layer is at the back
 * scrambleToHeldCube('M2') // faceTurns: ['L2', 'R2']
 */
export function scrambleToHeldCube(text: string): HeldCubeResult {
  const parsed = parseAlg(text, { slices: true });
  if (!parsed.ok) return parsed;
  const { moves } = parsed;
  // endsAt[f]: the face where the layer now at f is when the scramble is over (read backwards from the end, where it is f).
  let endsAt = Object.fromEntries(FACES.map((f) => [f, f])) as Record<Face, Face>;
  const turns: { face: Face; quarterTurns: number }[] = [];
  for (let i = moves.length - 1; i >= 0; i--) {
    const { family, quarterTurns, text: token } = moves[i];
    if (family !== 'x' && family !== 'y' && family !== 'z') {
      turns.push({ face: endsAt[family], quarterTurns });
      continue;
    }
    if (token[0] === 'M' || token[0] === 'E' || token[0] === 'S') {
      // A slice move (parseAlg gives its rotation): both outer layers turned back, each by the rotation's
      // turn as that face sees it (clockwise on the face the axis points to, counter-clockwise opposite).
      const ahead = ROTATION_FACE[family];
      turns.push({ face: endsAt[ahead], quarterTurns: (4 - quarterTurns) % 4 }, { face: endsAt[OPPOSITE[ahead]], quarterTurns });
    } else if (token[1] === 'w') {
      // A wide turn (parseAlg gives its rotation): the opposite layer turned back. Its clockwise turn
      // is the rotation's when it faces along the axis (s = 1), the inverse otherwise (s = −1).
      const left = OPPOSITE[token[0] as Face];
      const s = dot(FACE_NORMAL[left], FACE_NORMAL[ROTATION_FACE[family]]);
      turns.push({ face: endsAt[left], quarterTurns: (((-quarterTurns * s) % 4) + 4) % 4 }); // the rotation fixes `left`: before or after it, same face
    }
    const move = CARRIED[family][quarterTurns];
    endsAt = Object.fromEntries(FACES.map((f) => [f, endsAt[move[f]]])) as Record<Face, Face>;
  }
  turns.reverse();
  let state = SOLVED_CUBE;
  for (const t of turns) state = composeCube(state, cubeMove(t.face, t.quarterTurns));
  // The colour first on face f (f itself, in the standard scheme) ends on endsAt[f].
  const scheme = Object.fromEntries(FACES.map((f) => [endsAt[f], f])) as Record<Face, Face>;
  return { ok: true, state, scheme, moves, faceTurns: turns.map((t) => formatMove(t.face, t.quarterTurns)) };
}
// #endregion
