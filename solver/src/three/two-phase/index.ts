/** Kociemba's two-phase solver for the 3×3×3: the public entry points. */
export { checkCube, type Validity } from './cube-validity.ts';
export { type TwoPhaseMoveTables, twoPhaseMoveTables } from './move-tables.ts';
export { FLIP_COUNT, SLICE_COUNT, flipCoordinate, slicePositionCoordinate } from './phase1-coordinates.ts';
export { SLICE_PERMS, UD_EDGE_PERMS, slicePermCoordinate, udEdgePermCoordinate } from './phase2-coordinates.ts';
export { PHASE1_MOVES, PHASE2_MOVES } from './phase-moves.ts';
export { type Phase2Perimeter, perimeterDistance, phase2Perimeter } from './phase2-perimeter.ts';
export { type TwoPhasePruning, twoPhasePruning } from './pruning-tables.ts';
export { permutationParity, randomCube } from './random-cube.ts';
export { DEFAULT_PHASE2_CAP, G1_RETURN, MAX_PHASE1, MAX_PHASE2, type TwoPhaseImprovement, TwoPhaseSearch, type TwoPhaseSearchOptions, type TwoPhaseStatus } from './search.ts';
export { type CubeView, invertCube, solutionFromView, viewsOf } from './views.ts';
export { type TwoPhaseSolveOptions, type TwoPhaseSolveResult, type TwoPhaseStop, solveTwoPhase } from './solve.ts';
