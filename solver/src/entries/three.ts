/**
 * Entry `pocket-cube-solver/three`: the 3×3×3, solved optimally with Korf's
 * databases (chapter 8) or Reid's distance to Kociemba's subgroup H on three
 * axes (`{ heuristic: 'reid' }`, chapter 10's whole table). `solveThree` takes a scramble (rotations, wide turns
 * and slices too, solved as held) or a state, and answers in the same shape
 * as the 2×2×2's `solve` and `solveTwoPhase`. Beside it: reading a scramble or
 * a painted cube into a state, and the 88,179,840-entry corner database.
 * Kociemba's two-phase solver has its own entry, `pocket-cube-solver/three/two-phase`.
 *
 * This is the stable front; the 3×3×3's model, edge databases, search and
 * reach figures are in `pocket-cube-solver/internals` (unstable).
 * This file only re-exports.
 */
export { type ThreeHeuristicName, type ThreeSolveInput, type ThreeSolveOptions, type ThreeSolveResult, solveThree } from '../three/three-solve.ts';
export type { ThreeIteration, ThreeResult, ThreeStatus } from '../three/three-ida.ts';
export type { Refusal, SolverError, SolverErrorKind } from '../solver-error.ts';
export { type CubeResult, type CubeState, SOLVED_CUBE, isCubeSolved, scrambleToCube } from '../three/cube-state.ts';
export { type HeldCubeResult, scrambleToHeldCube } from '../three/held-scramble.ts';
export { type ThreePainting, paintingOf, paintingToCube } from '../three/three-painting.ts';
export type { ThreePaintingProblem, ThreePaintingProblemKind, ThreePaintingResult } from '../three/three-painting-problems.ts';
export { checkCube, type Validity } from '../three/two-phase/cube-validity.ts';
export { type CornerPdb, PUBLISHED_CORNER_HISTOGRAM, cornerPdb, cornerPdbByDepth } from '../three/corner-pdb.ts';
export { THREE_CORNER_STATES } from '../three/corner-coordinates.ts';
