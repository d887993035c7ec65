/**
 * Entry `pocket-cube-solver`: the 2×2×2 core — exact, optimal solving and the
 * pieces the notebook teaches. Data flow: notation → cubie model → coordinates
 * → move tables → BFS / pattern databases / heuristics → IDA* (+ trace) →
 * scrambles, metrics and the solution as a cuber writes it.
 * The 3×3×3 (`/three`, `/three/two-phase`), complexity (`/complexity`) and the
 * classic design (`/classic`) have entries of their own, so none of them
 * rides along with this one. This file only re-exports.
 */
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
export { type Solution, type SolveOptions, type SolveResult, createSearch, describeResult, solve, solveState, solveWithDistanceTable } from '../solve.ts';
export { TableAllocationError, UNREACHED, type TwoCoordinateSpace, type TwoCoordinateBfsProgress, type TwoCoordinateBfsResult, runToEnd, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
export { writtenMoves, writtenSpans } from '../written-solution.ts';
