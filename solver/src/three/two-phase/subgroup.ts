/**
 * Kociemba's subgroup G1 = ⟨U, D, R2, L2, F2, B2⟩ and its two turned copies,
 * as a reader can check them on a cube (kociemba.org/cube.htm, "The
 * Two-Phase-Algorithm"): a cube is in G1 exactly when its corner twist, edge
 * flip and slice coordinates are all 0 — every corner and edge oriented for
 * the U/D axis, the four middle-layer edges in the middle layer.
 *
 * The six views of views.ts end phase 1 in three different subgroups: view k
 * searches the cube turned k times about its corner diagonal, and that view's
 * G1 is, on the real cube, the copy whose free faces are the ones view k's U
 * and D turns are. A page names them so that "phase 1 ends in G1" stays true
 * for whichever view found a solution.
 */
import { cornerTwistCoordinate } from '../corner-coordinates.ts';
import type { CubeState } from '../cube-state.ts';
import { flipCoordinate, slicePositionCoordinate } from './phase1-coordinates.ts';
import { cubeFaceOfView, turnedView } from './views.ts';

/** A copy of G1, named by its two faces that turn freely: 'UD' is ⟨U, D, R2, L2, F2, B2⟩. */
export type SubgroupAxis = 'UD' | 'RL' | 'FB';

const AXIS_OF_FACE: Readonly<Record<string, SubgroupAxis>> = { U: 'UD', D: 'UD', R: 'RL', L: 'RL', F: 'FB', B: 'FB' };

/** The generators of each copy, in the usual notation. */
export const SUBGROUP_GENERATORS: Readonly<Record<SubgroupAxis, string>> = {
  UD: '⟨U, D, R2, L2, F2, B2⟩',
  RL: '⟨R, L, U2, D2, F2, B2⟩',
  FB: '⟨F, B, U2, D2, R2, L2⟩',
};

// #region in-g1
/** True when the cube is in G1 = ⟨U, D, R2, L2, F2, B2⟩: all three phase-1 coordinates are 0. */
export function isInG1(state: CubeState): boolean {
  return cornerTwistCoordinate(state.corners) === 0 && flipCoordinate(state.edges) === 0 && slicePositionCoordinate(state.edges) === 0;
}
// #endregion

/** The copy of G1 that view `view`'s phase 1 ends in, as a subgroup of the real cube. */
export function viewSubgroup(view: number): SubgroupAxis {
  return AXIS_OF_FACE[cubeFaceOfView(view, 'U')];
}

/** Every copy of G1 the cube is in (none for most cubes; all three for the solved one). */
export function subgroupsOf(state: CubeState): SubgroupAxis[] {
  const found: SubgroupAxis[] = [];
  for (let k = 0; k < 3; k++) if (isInG1(turnedView(state, k))) found.push(viewSubgroup(k));
  return found;
}
