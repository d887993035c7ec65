/**
 * Entry `pocket-cube-solver/three/two-phase`: Kociemba's two-phase solver for
 * the 3×3×3 (chapter 10): within God's number, 20 moves, in milliseconds, and
 * shorter the longer it runs. `solveTwoPhase` takes a scramble (solved as
 * held) or a state and answers in the same shape as `solve` and `solveThree`;
 * `TwoPhaseSolver` is the same search as resumable work, for a worker to run in
 * slices. Builds on the 3×3×3 model of `pocket-cube-solver/three`.
 *
 * This is the stable front; the coordinates, move and pruning tables,
 * symmetries and phases are in `pocket-cube-solver/internals` (unstable).
 * This file only re-exports.
 */
export {
  type TwoPhaseProgress,
  type TwoPhaseSolveInput,
  type TwoPhaseSolveOptions,
  type TwoPhaseSolveResult,
  type TwoPhaseStop,
  TwoPhaseSolver,
  solveTwoPhase,
  twoPhaseTables,
} from '../three/two-phase/solve.ts';
export type { TwoPhaseImprovement } from '../three/two-phase/search.ts';
export { checkCube, type Validity } from '../three/two-phase/cube-validity.ts';
export { randomCube } from '../three/two-phase/random-cube.ts';
