/**
 * Entry `pocket-cube-solver/three/two-phase`: Kociemba's two-phase solver for
 * the 3×3×3 (chapter 10) — near-optimal answers in milliseconds, improving
 * while it runs. Builds on the 3×3×3 model of `pocket-cube-solver/three`.
 * This file only re-exports.
 */
export { checkCube, type Validity } from '../three/two-phase/cube-validity.ts';
export { type TwoPhaseMoveTables, twoPhaseMoveTables } from '../three/two-phase/move-tables.ts';
export { FLIP_COUNT, SLICE_COUNT, flipCoordinate, slicePositionCoordinate } from '../three/two-phase/phase1-coordinates.ts';
export { SLICE_PERMS, UD_EDGE_PERMS, slicePermCoordinate, udEdgePermCoordinate } from '../three/two-phase/phase2-coordinates.ts';
export { PHASE1_MOVES, PHASE2_MOVES } from '../three/two-phase/phase-moves.ts';
export { type Phase2Perimeter, perimeterDistance, phase2Perimeter } from '../three/two-phase/phase2-perimeter.ts';
export { type TwoPhasePruning, twoPhasePruning } from '../three/two-phase/pruning-tables.ts';
export { SYMMETRY_COUNT, conjugateCube, isMirror } from '../three/two-phase/symmetries.ts';
export { FLIPSLICE_CLASS_COUNT, FLIPSLICE_COUNT, type FlipSliceSymmetry, flipSliceSymmetry } from '../three/two-phase/flipslice-symmetry.ts';
export {
  BEYOND_CAP,
  DEFAULT_PHASE1_CAP,
  FLIPSLICE_TWIST_ENTRIES,
  type FlipSliceTwistPruning,
  flipSliceTwistPruning,
  phase1Code,
  phase1Distance,
} from '../three/two-phase/flipslice-twist-pruning.ts';
export { permutationParity, randomCube } from '../three/two-phase/random-cube.ts';
export { DEFAULT_PHASE2_CAP, G1_RETURN, MAX_PHASE1, MAX_PHASE2, type TwoPhaseImprovement, TwoPhaseSearch, type TwoPhaseSearchOptions, type TwoPhaseStatus } from '../three/two-phase/search.ts';
export { type CubeView, cubeFaceOfView, invertCube, solutionFromView, turnedView, viewsOf } from '../three/two-phase/views.ts';
export { SUBGROUP_GENERATORS, type SubgroupAxis, isInG1, subgroupsOf, viewSubgroup } from '../three/two-phase/subgroup.ts';
export {
  type TwoPhaseProgress,
  type TwoPhaseSolveOptions,
  type TwoPhaseSolveResult,
  DEFAULT_PHASE1_TABLE,
  TwoPhaseSolver,
  type TwoPhaseStop,
  twoPhaseTables,
  solveTwoPhase,
} from '../three/two-phase/solve.ts';
