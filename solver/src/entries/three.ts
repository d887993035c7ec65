/**
 * Entry `pocket-cube-solver/three`: the 3×3×3 of chapter 8 — its cubie model
 * and facelets, scrambles read as held (rotations and wide turns), a painted
 * cube read into a state or its problems, the 88,179,840-state corner
 * database (Korf 1997), edge-group databases, optimal IDA* over them, how
 * far that search reaches, and its tree for the per-instance estimates of
 * chapter 7 (estimated before solving).
 * Kociemba's two-phase solver has its own entry, `pocket-cube-solver/three/two-phase`.
 * This file only re-exports.
 */
export { type CubeResult, type CubeState, SOLVED_CUBE, composeCube, cubeMove, isCubeSolved, scrambleToCube } from '../three/cube-state.ts';
export { type CubeFacelets, cubeFacelets } from '../three/three-facelets.ts';
export { type HeldCubeResult, scrambleToHeldCube } from '../three/held-scramble.ts';
export { THREE_STICKER_COUNT, type ThreePainting, paintingOf, paintingToCube } from '../three/three-painting.ts';
export type {
  PieceColourReason,
  ThreePaintingProblem,
  ThreePaintingProblemDetail,
  ThreePaintingProblemKind,
  ThreePaintingResult,
} from '../three/three-painting-problems.ts';
export {
  THREE_CENTRE_STICKERS,
  THREE_CORNER_STICKERS,
  THREE_EDGE_STICKERS,
  centreLabel,
  edgeFaces,
  edgeLabel,
} from '../three/three-stickers.ts';
export { THREE_MOVES, type ThreeMove } from '../three/three-metric.ts';
export {
  THREE_CORNER_PERMS,
  THREE_CORNER_STATES,
  THREE_CORNER_TWISTS,
  cornerIndex,
  cornerPermCoordinate,
  cornerStateOf,
  cornerTwistCoordinate,
} from '../three/corner-coordinates.ts';
export { type CornerPdb, PUBLISHED_CORNER_HISTOGRAM, buildCornerPdb, cornerPdb, cornerPdbByDepth } from '../three/corner-pdb.ts';
export { type EdgeGroupPdb, edgeDatabaseEntries, edgeGroupPdb } from '../three/edge-group.ts';
export { THREE_BRANCHING_FACTOR, THREE_MOVES_AFTER, threeBruteForceSizes, threeBruteForceSizesByFamily } from '../three/three-branching.ts';
export { type ThreeNode, threeIterationTree } from '../three/three-iteration-tree.ts';
export { type ThreeIteration, type ThreeResult, ThreeSearch, type ThreeStatus, type ThreeHeuristic } from '../three/three-ida.ts';
export { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS, type ThreeSolveOptions, type ThreeSolveResult, solveThree, threeHeuristic } from '../three/three-solve.ts';
export { randomFaceTurns } from '../three/three-scramble.ts';
export {
  PAGE_LARGEST_BUDGET,
  REACH_CASES,
  type ReachRow,
  type SolverReach,
  computeSolverReach,
  predictedCornerOnlyNodes,
} from '../three/solver-reach.ts';
export { SOLVER_REACH_FIGURES } from '../three/solver-reach-figures.ts';
export { PAGE_ESTIMATE } from '../three/page-estimate.ts';
export { type EstimateReach, type EstimateReachRow, type RoundedEstimate, computeEstimateReach } from '../three/estimate-reach.ts';
export { ESTIMATE_REACH_FIGURES } from '../three/estimate-reach-figures.ts';
