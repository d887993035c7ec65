/**
 * Is a cubie state a cube that face turns can solve? Exactly when (Kociemba,
 * kociemba.org/cube.htm, "The Cubie Level"; Bandelow, Inside Rubik's Cube and
 * Beyond, 1982) corner twists sum to 0 mod 3, edge flips to an even number,
 * and corner and edge permutations have the same parity. Each failure is
 * named the way a cuber would find it on the cube.
 */
import { CORNER_COUNT } from '../../corner-geometry.ts';
import type { CubeState } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { type Refusal, refuseState } from '../../solver-error.ts';
import { permutationParity } from './random-cube.ts';

/** Solvable, or refused with the first reason (solver-error.ts: one error shape for every solver). */
export type Validity = { ok: true } | Refusal;

function isPermutation(perm: readonly number[], n: number): boolean {
  if (!Array.isArray(perm) || perm.length !== n) return false;
  const seen = new Set<number>();
  for (const v of perm) {
    if (!Number.isInteger(v) || v < 0 || v >= n || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

// #region cube-validity
/**
 * Checks that `state` is a well-formed 3×3×3 state that face turns can solve;
 * refuses it otherwise with the first reason found ('not-a-state',
 * 'twisted-corner', 'flipped-edge' or 'swapped-pieces'). Never throws.
 *
 * @example
 * checkCube(SOLVED_CUBE) // { ok: true }
 * checkCube({ corners: SOLVED_CUBE.corners, edges: { perm: SOLVED_CUBE.edges.perm, flip: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } })
 * // { ok: false, error: { kind: { code: 'flipped-edge' }, message: 'unsolvable: an edge is flipped (…)' } }
 */
export function checkCube(state: CubeState): Validity {
  const { corners, edges } = (state ?? {}) as Partial<CubeState>;
  if (!corners || !edges) return refuseState('not-a-state', 'not a cube: a 3×3×3 state has corners { perm, twist } and edges { perm, flip }');
  if (!isPermutation(corners.perm, CORNER_COUNT)) return refuseState('not-a-state', 'not a cube: the corner permutation must hold each of the 8 corners once');
  if (!isPermutation(edges.perm, EDGE_COUNT)) return refuseState('not-a-state', 'not a cube: the edge permutation must hold each of the 12 edges once');
  if (!Array.isArray(corners.twist) || corners.twist.length !== CORNER_COUNT || corners.twist.some((t) => t !== 0 && t !== 1 && t !== 2)) return refuseState('not-a-state', 'not a cube: each of the 8 corner twists must be 0, 1 or 2');
  if (!Array.isArray(edges.flip) || edges.flip.length !== EDGE_COUNT || edges.flip.some((f) => f !== 0 && f !== 1)) return refuseState('not-a-state', 'not a cube: each of the 12 edge flips must be 0 or 1');
  const twist = corners.twist.reduce((a, b) => a + b, 0) % 3;
  if (twist !== 0) return refuseState('twisted-corner', `unsolvable: a corner is twisted (the twists sum to ${twist} mod 3, face turns keep them at 0)`);
  if (edges.flip.reduce((a, b) => a + b, 0) % 2 !== 0) return refuseState('flipped-edge', 'unsolvable: an edge is flipped (an odd number of edges are flipped, face turns flip them in pairs)');
  if (permutationParity(corners.perm) !== permutationParity(edges.perm)) return refuseState('swapped-pieces', 'unsolvable: two pieces are swapped (corner and edge permutations have different parity, face turns change both together)');
  return { ok: true };
}
// #endregion
