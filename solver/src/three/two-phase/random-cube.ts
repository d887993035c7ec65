/**
 * A uniformly random 3×3×3 ("random-state", as WCA scramblers draw them):
 * every one of the 43,252,003,274,489,856,000 legal cubes equally likely.
 * A legal cube is any choice of corner permutation (8!), corner twists with
 * sum ≡ 0 mod 3 (3⁷), edge permutation of the same parity as the corners'
 * (12!/2) and edge flips with an even sum (2¹¹) (kociemba.org/cube.htm,
 * "The Cubie Level"), so each part is drawn uniformly and independently.
 */
import { permutationUnrank } from '../../permutation-rank.ts';
import type { Random } from '../../random.ts';
import { THREE_CORNER_PERMS, THREE_CORNER_TWISTS, cornerStateOf } from '../corner-coordinates.ts';
import type { CubeState } from '../cube-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { FLIP_COUNT, flipsOf } from './phase1-coordinates.ts';

/** Parity (0 even, 1 odd) of a permutation, by counting inversions. */
export function permutationParity(perm: readonly number[]): number {
  let inversions = 0;
  for (let i = 0; i < perm.length; i++) for (let j = i + 1; j < perm.length; j++) if (perm[j] < perm[i]) inversions++;
  return inversions & 1;
}

// #region random-cube
/**
 * A uniformly random legal 3×3×3 drawn with `random` (seededRandom from
 * `pocket-cube-solver` for a reproducible one).
 *
 * @example
 * const cube = randomCube(seededRandom(7)); // the same cube on every run
 * checkCube(cube) // { ok: true }: every cube it draws is solvable
 */
export function randomCube(random: Random): CubeState {
  const corners = cornerStateOf(random.int(THREE_CORNER_PERMS), random.int(THREE_CORNER_TWISTS));
  // Fisher–Yates over the twelve edges: uniform over 12!.
  const perm = Array.from({ length: EDGE_COUNT }, (_, i) => i);
  for (let i = EDGE_COUNT - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [perm[i], perm[j]] = [perm[j], perm[i]];
  }
  // Swapping the last two entries pairs every odd permutation with an even one,
  // so fixing the parity this way keeps the draw uniform over the legal half.
  if (permutationParity(perm) !== permutationParity(corners.perm)) [perm[EDGE_COUNT - 2], perm[EDGE_COUNT - 1]] = [perm[EDGE_COUNT - 1], perm[EDGE_COUNT - 2]];
  return { corners, edges: { perm, flip: flipsOf(random.int(FLIP_COUNT)) } };
}
// #endregion
