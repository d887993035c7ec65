/**
 * Is a corner state a 2×2×2 that face turns can solve? Its permutation must
 * hold each of the 8 corners once and its twists be 0, 1 or 2; then it is
 * solvable exactly when the twists sum to 0 mod 3. Every permutation is
 * reachable (a 2×2×2 has no edges to keep the parity), so there is no parity
 * condition, unlike the 3×3×3's (three/two-phase/cube-validity.ts).
 */
import { CORNER_COUNT } from './corner-geometry.ts';
import type { CornerState } from './corner-state.ts';
import { isPermutation } from './is-permutation.ts';
import { type Refusal, refuseState } from './solver-error.ts';

/**
 * Whether a corner state is a 2×2×2 face turns can solve, or why not (a Refusal: kind 'not-a-state' or
 * 'twisted-corner'). `solve` checks every state it is given with it.
 *
 * @example
 * checkCorners({ perm: [0, 1, 2, 3, 4, 5, 6, 7], twist: [1, 0, 0, 0, 0, 0, 0, 0] }).ok // false: a corner is twisted
 */
export function checkCorners(state: CornerState): { ok: true } | Refusal {
  if (!isPermutation(state?.perm, CORNER_COUNT)) return refuseState('not-a-state', 'not a cube: the corner permutation must hold each of the 8 corners (0–7) once');
  const { twist } = state;
  if (!Array.isArray(twist) || twist.length !== CORNER_COUNT || twist.some((t) => t !== 0 && t !== 1 && t !== 2)) {
    return refuseState('not-a-state', 'not a cube: each of the 8 corner twists must be 0, 1 or 2');
  }
  const sum = twist.reduce((a, b) => a + b, 0) % 3;
  if (sum !== 0) return refuseState('twisted-corner', `unsolvable: a corner is twisted (the twists sum to ${sum} mod 3, face turns keep them at 0)`);
  return { ok: true };
}
