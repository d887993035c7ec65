/**
 * Phase 2's coordinates, defined on G1 only, where the eight U/D-layer edges
 * stay in the U and D layers and the four E-slice edges in the E slice
 * (kociemba.org/cube.htm, "The Coordinate Level"):
 * - corner permutation, 0..8!−1: ../corner-coordinates.ts's cornerPermCoordinate;
 * - UD-edge permutation: Lehmer rank of edges UR … DB (0..7) in positions 0..7, 0..8!−1;
 * - slice permutation: Lehmer rank of FR FL BL BR (8..11) in positions 8..11, 0..4!−1.
 * The cube is solved exactly when all three are 0.
 */
import { permutationRank, permutationUnrank } from '../../permutation-rank.ts';
import type { EdgeState } from '../edge-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';
import { FIRST_SLICE_EDGE } from './phase1-coordinates.ts';

export const UD_EDGE_PERMS = 40_320; // 8!
export const SLICE_PERMS = 24; // 4!

/** Throws unless the state is in G1's edge shape (U/D edges in the U and D layers). */
function checkInG1(edges: EdgeState): void {
  for (let i = 0; i < FIRST_SLICE_EDGE; i++) {
    if (edges.perm[i] >= FIRST_SLICE_EDGE) throw new RangeError(`phase-2 coordinates need the E-slice edges in the E slice (position ${i} holds edge ${edges.perm[i]})`);
  }
}

export function udEdgePermCoordinate(edges: EdgeState): number {
  checkInG1(edges);
  return permutationRank(edges.perm.slice(0, FIRST_SLICE_EDGE));
}

export function slicePermCoordinate(edges: EdgeState): number {
  checkInG1(edges);
  return permutationRank(edges.perm.slice(FIRST_SLICE_EDGE).map((e) => e - FIRST_SLICE_EDGE));
}

/** The G1 edge state with these two coordinates, nothing flipped. */
export function phase2EdgesOf(udEdgePerm: number, slicePerm: number): EdgeState {
  const perm = [...permutationUnrank(udEdgePerm, FIRST_SLICE_EDGE), ...permutationUnrank(slicePerm, EDGE_COUNT - FIRST_SLICE_EDGE).map((e) => e + FIRST_SLICE_EDGE)];
  return { perm, flip: new Array<number>(EDGE_COUNT).fill(0) };
}
