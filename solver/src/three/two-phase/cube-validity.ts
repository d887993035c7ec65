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
import { permutationParity } from './random-cube.ts';

export type Validity = { ok: true } | { ok: false; message: string };

function isPermutation(perm: readonly number[], n: number): boolean {
  if (perm.length !== n) return false;
  const seen = new Set<number>();
  for (const v of perm) {
    if (!Number.isInteger(v) || v < 0 || v >= n || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

// #region cube-validity
export function checkCube(state: CubeState): Validity {
  const { corners, edges } = state;
  if (!isPermutation(corners.perm, CORNER_COUNT)) return { ok: false, message: 'not a cube: the corner permutation must hold each of the 8 corners once' };
  if (!isPermutation(edges.perm, EDGE_COUNT)) return { ok: false, message: 'not a cube: the edge permutation must hold each of the 12 edges once' };
  if (corners.twist.length !== CORNER_COUNT || corners.twist.some((t) => t !== 0 && t !== 1 && t !== 2)) return { ok: false, message: 'not a cube: each of the 8 corner twists must be 0, 1 or 2' };
  if (edges.flip.length !== EDGE_COUNT || edges.flip.some((f) => f !== 0 && f !== 1)) return { ok: false, message: 'not a cube: each of the 12 edge flips must be 0 or 1' };
  const twist = corners.twist.reduce((a, b) => a + b, 0) % 3;
  if (twist !== 0) return { ok: false, message: `unsolvable: a corner is twisted (the twists sum to ${twist} mod 3, face turns keep them at 0)` };
  if (edges.flip.reduce((a, b) => a + b, 0) % 2 !== 0) return { ok: false, message: 'unsolvable: an edge is flipped (an odd number of edges are flipped, face turns flip them in pairs)' };
  if (permutationParity(corners.perm) !== permutationParity(edges.perm)) return { ok: false, message: 'unsolvable: two pieces are swapped (corner and edge permutations have different parity, face turns change both together)' };
  return { ok: true };
}
// #endregion
