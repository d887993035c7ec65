/**
 * Entry `pocket-cube-solver/internals`: every piece the notebook's chapters
 * teach, draw and measure — the 2×2×2's cubie model, coordinates, move tables,
 * BFS, pattern databases, IDA* and its trace; the 3×3×3's model, databases and
 * search; the two-phase solver's coordinates, tables and phases — for the
 * notebook itself and for a reader who wants to take the pieces apart.
 *
 * Unstable: any release may rename, change or drop what is here. What a
 * version number promises is the fronts: `pocket-cube-solver` (the 2×2×2),
 * `/three`, `/three/two-phase`, `/notation`, `/client`, `/protocol`, `/cells`,
 * `/cells/grade`. Everything the fronts export is here too, so one import can
 * take both. This file only re-exports.
 */

// The 2×2×2
export { applyMoveNames, applyMoves, scrambleToState, type StateResult } from '../apply.ts';
export { type BfsDirection, type BfsProgress, type DistanceTable, UNVISITED, bfs, bfsByDepth, distanceTable } from '../bfs.ts';
export { ROTATIONS, canonicalize, isCanonical, isSolvedAsHeld } from '../canonical.ts';
export {
  CORNER_COUNT,
  CORNER_FACELET_FACES,
  CORNER_NAMES,
  CORNER_POSITION,
  FACES,
  FACE_NORMAL,
  FIXED_CORNER,
  type CornerName,
  type Face,
  type Vec3,
} from '../corner-geometry.ts';
export { type CornerState, SOLVED, compose, invert, isSolved, sameState, twistSum } from '../corner-state.ts';
export {
  MOVING_CORNERS,
  ORIENTATION_COUNT,
  ORIENTED_STATE_COUNT,
  PERMUTATION_COUNT,
  STATE_COUNT,
  coordinatesOf,
  indexOfState,
  splitStateIndex,
  stateIndex,
  stateOfCoordinates,
  stateOfIndex,
} from '../coordinates.ts';
export { MOVE_STATES, type MoveFamily, moveState } from '../cube-moves.ts';
export { FACELETS, type Facelet, faceletColors, faceletString } from '../facelets.ts';
export {
  COLOUR_NAMES,
  CORNER_STICKERS,
  type Colour,
  type ColourScheme,
  type Painting,
  type PaintingProblem,
  type PaintingProblemDetail,
  type PaintingResult,
  STANDARD_SCHEME,
  TWISTED_CORNER_MESSAGE,
  cornerFaces,
  formatPainting,
  paintingToState,
  parsePainting,
  stateToPainting,
} from '../facelets-to-state.ts';
export { sequenceOrder, sequenceOrderInSpace, type OrderResult } from '../group-order.ts';
export { heuristicQuality, type JointHistogram } from '../heuristic-quality.ts';
export { type Heuristic, estimate, heuristic } from '../heuristics.ts';
export { HEURISTIC_LABELS, HEURISTIC_NAMES, type HeuristicName, heuristicNoun, heuristicPhrase, isHeuristicName } from '../heuristic-names.ts';
export { IdaSearch, type IdaOptions, type IdaResult, type IterationStats, type SearchStatus } from '../ida-star.ts';
export { type CubeNode, type SearchProblem, cubeProblem, cubeRoot, idaStar } from '../ida-star-textbook.ts';
export { METRICS, METRIC_MOVES, PUBLISHED_HISTOGRAM, type Metric, type SearchMove, isMetric } from '../metric.ts';
export { type MovePruning, buildMovePruning, movePruning } from '../move-pruning.ts';
export { type MoveTables, buildMoveTables, moveTables } from '../move-tables.ts';
export { type AlgMove, MAX_EXPANDED_MOVES, type ParseError, type ParseErrorKind, type ParseResult, formatMove, parseAlg, toHalfWidth } from '../notation.ts';
export { ORIENTED_CORNERS, orientationIndex, orientationUnindex } from '../orientation-index.ts';
export { type PatternDatabase, buildPatternDatabase, coordinateBfs, patternDatabase } from '../pattern-database.ts';
export { factorial, lehmerDigits, permutationRank, permutationUnrank } from '../permutation-rank.ts';
export { type Random, freshSeed, seededRandom } from '../random.ts';
export { CancelledError, driveGenerator, runInSlices, yieldToEventLoop } from '../run-in-slices.ts';
export { type Scramble, invertSequence, randomScramble, randomScrambleAtDistance, scrambleForIndex } from '../scramble.ts';
export { DEFAULT_TRACE_CAP, NO_MOVE, type SearchTrace, TRACE_GOAL, TRACE_PRUNED, TraceRecorder } from '../search-trace.ts';
export { type SelfCheck, type SelfCheckFinding, runSelfChecks } from '../self-checks.ts';
export { type Solution, type SolveInput, type SolveOptions, type SolveResult, createSearch, describeResult, solve, solveState, solveWithDistanceTable } from '../solve.ts';
export { type RequestErrorKind, type Refusal, type SolverError, type SolverErrorKind, type StateErrorKind, refuseState } from '../solver-error.ts';
export { checkCorners } from '../corner-validity.ts';
export { type CliAnswerRecord, type CliErrorRecord, type CliRecord } from '../cli-record.ts';
export { TableAllocationError, UNREACHED, type TwoCoordinateSpace, type TwoCoordinateBfsProgress, type TwoCoordinateBfsResult, runToEnd, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
export { writtenMoves, writtenSpans } from '../written-solution.ts';

// The 3×3×3 (chapter 8)
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
export { THREE_BRANCHING_FACTOR, THREE_MOVES_AFTER, THREE_QTM_BRANCHING_FACTOR, THREE_QTM_RUN_WAYS, threeBruteForceSizes, threeBruteForceSizesByFamily, threeQtmTreeSizes, threeTreeSizeExact } from '../three/three-branching.ts';
export { type ThreeNode, threeIterationTree } from '../three/three-iteration-tree.ts';
export { type ThreeIteration, type ThreeResult, ThreeSearch, type ThreeStatus, type ThreeHeuristic } from '../three/three-ida.ts';
export { KORF_EDGE_GROUPS, PAGE_EDGE_GROUPS, type ThreeHeuristicName, type ThreeSolveInput, type ThreeSolveOptions, type ThreeSolveResult, reidHeuristic, solveThree, threeHeuristic } from '../three/three-solve.ts';
export { type ReidHeuristic, ReidSearch } from '../three/reid-ida.ts';
export { randomFaceTurns } from '../three/three-scramble.ts';
export {
  KORF_REACH_BUDGET,
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
export { KORF_SAMPLE, type KorfDatabases, computeKorfDatabases, independentMaxDistribution, korfPrediction } from '../three/korf-prediction.ts';
export { KORF_DATABASE_FIGURES } from '../three/korf-databases-figures.ts';
export { REID_REACH_BUDGET, REID_REACH_CASES, REID_SAMPLE, type ReidFigures, type ReidSearchFigures, computeReidFigures } from '../three/reid-figures.ts';
export { REID_FIGURES } from '../three/reid-figures-data.ts';

// Kociemba's two-phase solver (chapter 10)
export { checkCube, type Validity } from '../three/two-phase/cube-validity.ts';
export { type TwoPhaseMoveTables, twoPhaseMoveTables } from '../three/two-phase/move-tables.ts';
export { FLIP_COUNT, SLICE_COUNT, flipCoordinate, slicePositionCoordinate } from '../three/two-phase/phase1-coordinates.ts';
export { SLICE_PERMS, UD_EDGE_PERMS, slicePermCoordinate, udEdgePermCoordinate } from '../three/two-phase/phase2-coordinates.ts';
export { PHASE1_MOVES, PHASE2_MOVES } from '../three/two-phase/phase-moves.ts';
export { type Phase2Perimeter, perimeterDistance, phase2Perimeter } from '../three/two-phase/phase2-perimeter.ts';
export { type TwoPhasePruning, twoPhasePruning } from '../three/two-phase/pruning-tables.ts';
export { SYMMETRY_COUNT, conjugateCube, isMirror } from '../three/two-phase/symmetries.ts';
export { FLIPSLICE_CLASS_COUNT, FLIPSLICE_COUNT, type FlipSliceSymmetry, flipSliceSymmetry } from '../three/two-phase/flipslice-symmetry.ts';
export { PUBLISHED_PHASE1_DISTRIBUTION } from '../three/two-phase/published-phase1-distribution.ts';
export { PHASE1_CODE_BYTES } from '../three/two-phase/kept-phase1-table.ts';
export {
  BEYOND_CAP,
  DEFAULT_PHASE1_CAP,
  FLIPSLICE_TWIST_ENTRIES,
  type FlipSliceTwistPruning,
  MAX_PHASE1_DISTANCE,
  type Phase1BuildProgress,
  cachedFlipSliceTwistPruning,
  flipSliceTwistPruning,
  flipSliceTwistPruningByDepth,
  rememberFlipSliceTwistPruning,
  phase1Code,
  phase1Distance,
} from '../three/two-phase/flipslice-twist-pruning.ts';
export { permutationParity, randomCube } from '../three/two-phase/random-cube.ts';
export { DEFAULT_PHASE2_CAP, G1_RETURN, MAX_PHASE1, MAX_PHASE2, type TwoPhaseImprovement, TwoPhaseSearch, type TwoPhaseSearchOptions, type TwoPhaseStatus } from '../three/two-phase/search.ts';
export { type CubeView, VIEW_MOVE, cubeFaceOfView, invertCube, solutionFromView, turnedView, viewsOf } from '../three/two-phase/views.ts';
export { SUBGROUP_GENERATORS, type SubgroupAxis, isInG1, subgroupsOf, viewSubgroup } from '../three/two-phase/subgroup.ts';
export {
  type TwoPhaseProgress,
  type TwoPhaseSolveInput,
  type TwoPhaseSolveOptions,
  type TwoPhaseSolveResult,
  DEFAULT_PHASE1_TABLE,
  TwoPhaseSolver,
  type TwoPhaseStop,
  twoPhaseTables,
  solveTwoPhase,
} from '../three/two-phase/solve.ts';
