/**
 * The 3×3×3's corner coordinates. The corners move exactly as the 2×2×2's do
 * (same geometry, same face turns: ../cube-moves.ts), but with the centres
 * fixing the frame none is held still, so all eight are counted:
 * - permutation: Lehmer rank of all eight corners, 0..8!−1 = 0..40,319;
 * - orientation: the twists of corners 0..6 in base 3, 0..3⁷−1 = 0..2,186
 *   (the eighth follows from the twist sum ≡ 0 mod 3).
 * Index = perm · 2187 + orient: 88,179,840 states, the size of Korf's (1997)
 * corner pattern database. Solved is index 0.
 */
import { CORNER_COUNT } from '../corner-geometry.ts';
import type { CornerState } from '../corner-state.ts';
import { orientationIndex, orientationUnindex } from '../orientation-index.ts';
import { factorial, permutationRank, permutationUnrank } from '../permutation-rank.ts';

export const THREE_CORNER_PERMS = factorial(CORNER_COUNT); // 40,320
export const THREE_CORNER_TWISTS = 3 ** (CORNER_COUNT - 1); // 2,187
/** 8!·3⁷ = 88,179,840. */
export const THREE_CORNER_STATES = THREE_CORNER_PERMS * THREE_CORNER_TWISTS;

export function cornerPermCoordinate(state: CornerState): number {
  return permutationRank(state.perm);
}

export function cornerTwistCoordinate(state: CornerState): number {
  return orientationIndex(state.twist, CORNER_COUNT - 1);
}

/** perm · 2187 + twist. */
export function cornerIndex(state: CornerState): number {
  return cornerPermCoordinate(state) * THREE_CORNER_TWISTS + cornerTwistCoordinate(state);
}

export function cornerStateOf(perm: number, twist: number): CornerState {
  return { perm: permutationUnrank(perm, CORNER_COUNT), twist: orientationUnindex(twist, CORNER_COUNT - 1) };
}
