/**
 * Is a cubie state a cube that face turns can solve? Exactly when (Kociemba,
 * kociemba.org/cube.htm, "The Cubie Level"; Bandelow, Inside Rubik's Cube and
 * Beyond, 1982) corner twists sum to 0 mod 3, edge flips to an even number,
 * and corner and edge permutations have the same parity. Each failure is
 * named the way a cuber would find it on the cube.
 */
import { checkCorners } from '../../corner-validity.ts';
import type { CubeState } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { isPermutation } from '../../is-permutation.ts';
import { type Refusal, refuseState } from '../../solver-error.ts';
import { permutationParity } from './random-cube.ts';

/** Solvable, or refused with the first reason (solver-error.ts: one error shape for every solver). */
export type Validity = { ok: true } | Refusal;

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
  if (!isPermutation(edges.perm, EDGE_COUNT)) return refuseState('not-a-state', 'not a cube: the edge permutation must hold each of the 12 edges once');
  if (!Array.isArray(edges.flip) || edges.flip.length !== EDGE_COUNT || edges.flip.some((f) => f !== 0 && f !== 1)) return refuseState('not-a-state', 'not a cube: each of the 12 edge flips must be 0 or 1');
  // The corners obey the 2×2×2's rules (a permutation of 8, twists summing to 0 mod 3): one check for both puzzles.
  const cornersValid = checkCorners(corners);
  if (!cornersValid.ok) return cornersValid;
  if (edges.flip.reduce((a, b) => a + b, 0) % 2 !== 0) return refuseState('flipped-edge', 'unsolvable: an edge is flipped (an odd number of edges are flipped, face turns flip them in pairs)');
  if (permutationParity(corners.perm) !== permutationParity(edges.perm)) return refuseState('swapped-pieces', 'unsolvable: two pieces are swapped (corner and edge permutations have different parity, face turns change both together)');
  return { ok: true };
}
// #endregion
