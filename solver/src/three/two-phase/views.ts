/**
 * Six views of one cube, searched side by side: the cube itself, the cube
 * turned about its URF–DBL diagonal (so the U/D axis of G1 becomes R/L, then
 * F/B), and the inverse of each. All six need the same number of moves, but
 * the two-phase search finds short solutions sooner in some than in others,
 * because phase 1 ends in a different subgroup each time. Chen Shuang's
 * min2phase and Kociemba's RubiksCube-TwophaseSolver both search these six
 * directions together.
 *
 * With `rot` a whole-cube rotation of order 3, view k of cube c is
 * rot^k · c · rot^−k (turn the cube, apply c, turn back: the centres end where
 * they started, so it is a cube with fixed centres again). If X′ solves the
 * view, then rot^−k · X′ · rot^k solves c, and rot^−k · m · rot^k is again a
 * face turn for every face turn m: the solution is translated move by move.
 * If Y solves c⁻¹, then Y = c, so Y⁻¹ (reversed, each move inverted) solves c.
 */
import { invert } from '../../corner-state.ts';
import { type CubeState, SOLVED_CUBE, composeCube, cubeMove } from '../cube-state.ts';
import { invertEdges } from '../edge-state.ts';
import { PHASE1_MOVES, PHASE1_MOVE_COUNT } from './phase-moves.ts';

export function invertCube(a: CubeState): CubeState {
  return { corners: invert(a.corners), edges: invertEdges(a.edges) };
}

export function sameCube(a: CubeState, b: CubeState): boolean {
  for (let i = 0; i < 8; i++) if (a.corners.perm[i] !== b.corners.perm[i] || a.corners.twist[i] !== b.corners.twist[i]) return false;
  for (let i = 0; i < 12; i++) if (a.edges.perm[i] !== b.edges.perm[i] || a.edges.flip[i] !== b.edges.flip[i]) return false;
  return true;
}

const TURNS = PHASE1_MOVES.map((m) => cubeMove(m.face, m.quarterTurns));

/** The face turn equal to a cube state, or −1. */
function moveIndexOf(state: CubeState): number {
  return TURNS.findIndex((t) => sameCube(t, state));
}

/** x then y: a quarter turn about R, then about U, is a turn of order 3 about a corner diagonal. */
const ROT = composeCube(cubeMove('x', 1), cubeMove('y', 1));
const ROT_POWERS: readonly CubeState[] = [SOLVED_CUBE, ROT, composeCube(ROT, ROT)];
const ROT_INVERSES: readonly CubeState[] = ROT_POWERS.map(invertCube);
if (!sameCube(composeCube(ROT_POWERS[2], ROT), SOLVED_CUBE)) throw new Error('views: x y is not of order 3');

/** back[k][m′] = the face turn rot^−k · m′ · rot^k, translating view k's move m′ back to the cube. */
const BACK: readonly Int8Array[] = ROT_POWERS.map((_, k) =>
  Int8Array.from({ length: PHASE1_MOVE_COUNT }, (_, m) => {
    const i = moveIndexOf(composeCube(composeCube(ROT_INVERSES[k], TURNS[m]), ROT_POWERS[k]));
    if (i < 0) throw new Error(`views: move ${PHASE1_MOVES[m].name} conjugated by rotation ${k} is not a face turn`);
    return i;
  }),
);

/**
 * forward[k][m] = the face turn rot^k · m · rot^−k: what the cube's move m is
 * in view k (the inverse of BACK[k]). A search that moves the cube can so move
 * each view's coordinates along with it (Reid's optimal solver, ../reid-ida.ts,
 * reads all three views' distances to G1 at every node).
 */
export const VIEW_MOVE: readonly Int8Array[] = BACK.map((back) => {
  const forward = new Int8Array(PHASE1_MOVE_COUNT);
  back.forEach((m, mView) => (forward[m] = mView));
  return forward;
});

export interface CubeView {
  /** 0..5: rotation k = view % 3, inverse when view ≥ 3. */
  readonly view: number;
  readonly state: CubeState;
}

/** View k (0..2) of `state` without inverting: the cube turned k times about its corner diagonal, moved by `state`, turned back. */
export function turnedView(state: CubeState, k: number): CubeState {
  return composeCube(composeCube(ROT_POWERS[k], state), ROT_INVERSES[k]);
}

/** The face of the cube that view `view`'s face `face` is (a U turn in view 1 is which turn of the cube?). */
export function cubeFaceOfView(view: number, face: string): string {
  const m = PHASE1_MOVES.findIndex((x) => x.name === face);
  if (m < 0) throw new Error(`views: no face turn ${face}`);
  return PHASE1_MOVES[BACK[view % 3][m]].name[0];
}

/** The six views of `state` (fewer when some coincide, as for the superflip: searching a view twice gains nothing). */
export function viewsOf(state: CubeState, count = 6): CubeView[] {
  const views: CubeView[] = [];
  const inverse = invertCube(state);
  for (let view = 0; view < count; view++) {
    const k = view % 3;
    const base = view < 3 ? state : inverse;
    const s = turnedView(base, k);
    if (!views.some((v) => sameCube(v.state, s))) views.push({ view, state: s });
  }
  return views;
}

const INVERSE_NAME = (name: string) => (name.endsWith("'") ? name[0] : name.endsWith('2') ? name : `${name}'`);

/** A solution of view `view` as a solution of the cube itself. */
export function solutionFromView(view: number, moves: readonly string[]): string[] {
  const back = BACK[view % 3];
  const translated = moves.map((name) => {
    const m = PHASE1_MOVES.findIndex((x) => x.name === name);
    return PHASE1_MOVES[back[m]].name;
  });
  return view < 3 ? translated : translated.reverse().map(INVERSE_NAME);
}
