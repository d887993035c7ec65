/**
 * The 3×3×3's edges as cubies, in the corners' "replaced-by" convention
 * (../corner-state.ts): `perm[i]` is the edge now at position i, `flip[i]` its
 * orientation there (0 or 1). Face turns and rotations are derived from the
 * same 3-D quarter turn as the corners' (../cube-moves.ts).
 */
import { FACE_NORMAL, type Vec3, dot } from '../corner-geometry.ts';
import { type MoveFamily, quarterTurn } from '../cube-moves.ts';
import { EDGE_COUNT, EDGE_FACELET_NORMALS, EDGE_POSITION, edgeAt, edgeFaceletIndex } from './edge-geometry.ts';

export interface EdgeState {
  readonly perm: readonly number[];
  readonly flip: readonly number[];
}

export const SOLVED_EDGES: EdgeState = Object.freeze({
  perm: Object.freeze(Array.from({ length: EDGE_COUNT }, (_, i) => i)),
  flip: Object.freeze(new Array<number>(EDGE_COUNT).fill(0)),
});

/** `a` followed by `b`. */
export function composeEdges(a: EdgeState, b: EdgeState): EdgeState {
  const perm = new Array<number>(EDGE_COUNT);
  const flip = new Array<number>(EDGE_COUNT);
  for (let i = 0; i < EDGE_COUNT; i++) {
    const from = b.perm[i];
    perm[i] = a.perm[from];
    flip[i] = a.flip[from] ^ b.flip[i];
  }
  return { perm, flip };
}

export function invertEdges(a: EdgeState): EdgeState {
  const perm = new Array<number>(EDGE_COUNT);
  const flip = new Array<number>(EDGE_COUNT);
  for (let i = 0; i < EDGE_COUNT; i++) {
    perm[a.perm[i]] = i;
    flip[a.perm[i]] = a.flip[i];
  }
  return { perm, flip };
}

export function edgesSolved(a: EdgeState): boolean {
  for (let i = 0; i < EDGE_COUNT; i++) if (a.perm[i] !== i || a.flip[i] !== 0) return false;
  return true;
}

const ROTATION_AXIS: Readonly<Record<'x' | 'y' | 'z', Vec3>> = { x: FACE_NORMAL.R, y: FACE_NORMAL.U, z: FACE_NORMAL.F };

// #region edge-quarter-turn
/** The edge map of a clockwise quarter turn of a face (the edges with p · n > 0). */
function edgeQuarterTurn(axis: Vec3, moves: (p: Vec3) => boolean): EdgeState {
  const perm = Array.from({ length: EDGE_COUNT }, (_, i) => i);
  const flip = new Array<number>(EDGE_COUNT).fill(0);
  for (let from = 0; from < EDGE_COUNT; from++) {
    const p = EDGE_POSITION[from];
    if (!moves(p)) continue;
    const to = edgeAt(quarterTurn(axis, p));
    perm[to] = from;
    flip[to] = edgeFaceletIndex(to, quarterTurn(axis, EDGE_FACELET_NORMALS[from][0]));
  }
  return { perm, flip };
}
// #endregion

function buildEdgeTurn(family: MoveFamily): EdgeState {
  if (family === 'x' || family === 'y' || family === 'z') return edgeQuarterTurn(ROTATION_AXIS[family], () => true);
  const n = FACE_NORMAL[family];
  return edgeQuarterTurn(n, (p) => dot(p, n) > 0);
}

const EDGE_TURNS = new Map<MoveFamily, EdgeState[]>();

/** Quarter turns of a face (U, R, F, D, L, B) as an edge map, k = 0..3. */
export function edgeMoveState(family: MoveFamily, quarterTurns: number): EdgeState {
  let powers = EDGE_TURNS.get(family);
  if (!powers) {
    const quarter = buildEdgeTurn(family);
    powers = [SOLVED_EDGES];
    for (let k = 1; k < 4; k++) powers.push(composeEdges(powers[k - 1], quarter));
    EDGE_TURNS.set(family, powers);
  }
  return powers[((quarterTurns % 4) + 4) % 4];
}
