/**
 * Entry `pocket-cube-solver/classic`: chapter 9's classic design — a published
 * 2×2×2 solver re-implemented faithfully (its model, encoding, tables, pattern
 * databases and search) so the notebook can compare it with the real one.
 * The real solver never uses it. This file only re-exports.
 */
export {
  CLASSIC_MOVE_COUNT,
  CLASSIC_MOVE_NAMES,
  CLASSIC_SLOT_NAMES,
  CLASSIC_SOLVED,
  CORNER_CYCLES,
  CORNER_TWIST,
  type ClassicMoveName,
  type ClassicState,
  applyClassicMove,
  applyClassicMoves,
  isClassicSolved,
  sameClassicState,
} from '../classic/model.ts';
export { type ClassicParseResult, classicMovesOf, classicMovesOfAlg } from '../classic/notation.ts';
export {
  CLASSIC_ORIENTATION_COUNT,
  CLASSIC_PERMUTATION_COUNT,
  CLASSIC_STATE_COUNT,
  classicIndexOf,
  classicOrientationCode,
  classicPermutationCode,
  classicStateOfIndex,
} from '../classic/encoding.ts';
export { classicHeuristicOfState } from '../classic/heuristic.ts';
export { clockwiseOnlyHistogram } from '../classic/clockwise-cube.ts';
export { type TurnSense, type TwistConventionSearch, classicCycleSense, searchTwistConventions } from '../classic/geometry-check.ts';
export { classicOrderOfEffect, classicSequenceOrder, composeClassic } from '../classic/order.ts';
export {
  type ClassicPatternDatabases,
  type ClassicPdbComparison,
  type ClassicPdbName,
  buildClassicPatternDatabases,
  compareClassicPdb,
} from '../classic/pattern-databases.ts';
export { CLASSIC_SCRAMBLE_LENGTH, classicScramble } from '../classic/scramble.ts';
export { type ClassicSearchResult, type ClassicSearchStatus, ClassicIdaSearch } from '../classic/ida-star.ts';
export { solveClassic } from '../classic/solvers.ts';
export { type SkippingBfsComparison, compareSkippingBfs, lastMoveSkippingBfs } from '../classic/skipping-bfs.ts';
export { type ClassicAnswer, type ClassicStateSpaceFigures, computeClassicStateSpaceFigures } from '../classic/state-space-figures.ts';
export { CLASSIC_STATE_SPACE_FIGURES } from '../classic/state-space-figures-data.ts';
