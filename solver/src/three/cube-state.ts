/**
 * A whole 3×3×3: its corners (the 2×2×2's model, ../corner-state.ts) and its
 * edges (edge-state.ts). The centres stay where they are, so only face turns
 * are moves here; whole-cube rotations and wide turns move centres and are
 * refused with a message naming the token.
 */
import { type CornerState, SOLVED, compose, isSolved } from '../corner-state.ts';
import { moveState } from '../cube-moves.ts';
import { type AlgMove, type ParseError, parseAlg } from '../notation.ts';
import { type EdgeState, SOLVED_EDGES, composeEdges, edgeMoveState, edgesSolved } from './edge-state.ts';

/** A 3×3×3 position: its corners (the 2×2×2's CornerState) and its edges; the centres are fixed and not stored. */
export interface CubeState {
  readonly corners: CornerState;
  readonly edges: EdgeState;
}

/** The solved 3×3×3 (frozen). */
export const SOLVED_CUBE: CubeState = Object.freeze({ corners: SOLVED, edges: SOLVED_EDGES });

export function composeCube(a: CubeState, b: CubeState): CubeState {
  return { corners: compose(a.corners, b.corners), edges: composeEdges(a.edges, b.edges) };
}

/**
 * True when every corner and edge is home and untwisted; centres never move
 * here, so this is solved in the standard orientation, not up to rotation.
 *
 * @example
 * isCubeSolved(SOLVED_CUBE) // true
 * const r = scrambleToCube("R U R' U'");
 * if (r.ok) isCubeSolved(r.state) // false
 */
export function isCubeSolved(a: CubeState): boolean {
  return isSolved(a.corners) && edgesSolved(a.edges);
}

const FACE_FAMILIES = new Set(['U', 'R', 'F', 'D', 'L', 'B']);

/** One face turn as a cube state. */
export function cubeMove(face: AlgMove['family'], quarterTurns: number): CubeState {
  return { corners: moveState(face, quarterTurns), edges: edgeMoveState(face, quarterTurns) };
}

/** What `scrambleToCube` answers: the state and parsed moves, or `ok: false` with a ParseError (never thrown). */
export type CubeResult = { ok: true; state: CubeState; moves: AlgMove[] } | { ok: false; error: ParseError };

/**
 * The 3×3×3 after a scramble of face turns. Rotations, wide turns and slices
 * are refused (they move the centres); `scrambleToHeldCube` reads them.
 *
 * @example
 * scrambleToCube("R U R' U'") // { ok: true, state, moves }
 * scrambleToCube('R x') // { ok: false, error: { kind: { code: 'face-turns-only' }, … } }
 */
export function scrambleToCube(text: string): CubeResult {
  // Slices read, then refused below as turning the centres, like rotations (not as the 2×2×2's "no middle layer").
  const parsed = parseAlg(text, { slices: true });
  if (!parsed.ok) return parsed;
  let state = SOLVED_CUBE;
  for (const m of parsed.moves) {
    if (!FACE_FAMILIES.has(m.family)) {
      return {
        ok: false,
        error: {
          kind: { code: 'face-turns-only' },
          message: `"${m.text}" at column ${m.column} turns the centres too: the 3×3×3 solver takes face turns (U R F D L B) only`,
          token: m.text,
          column: m.column,
          length: m.text.length,
        },
      };
    }
    state = composeCube(state, cubeMove(m.family, m.quarterTurns));
  }
  return { ok: true, state, moves: parsed.moves };
}
