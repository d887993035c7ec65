/**
 * Entry `pocket-cube-solver`: the 2×2×2 Pocket Cube, solved optimally. `solve`
 * takes a scramble (WCA notation, rotations and wide turns too) or a state and
 * answers in one shape for every solver of the package (`{ ok: true, moves,
 * length, metric, optimal, status, nodes, ms, … }`, or `{ ok: false, error }`
 * with `error.kind`, `error.message` and, for notation, `error.column`); the
 * 3×3×3's `solveThree` and `solveTwoPhase` answer alike. Beside it: checking an
 * answer, a scramble generator, the full BFS and the pattern databases.
 *
 * This is the stable front: what a version number promises. The pieces the
 * notebook's chapters teach (coordinates, move tables, IDA* and its trace, …)
 * are in `pocket-cube-solver/internals`, which any release may change.
 * This file only re-exports.
 */
export { type Solution, type SolveInput, type SolveOptions, type SolveResult, solve } from '../solve.ts';
export type { RequestErrorKind, Refusal, SolverError, SolverErrorKind, StateErrorKind } from '../solver-error.ts';
export type { ParseError, ParseErrorKind } from '../notation.ts';
export type { IterationStats, SearchStatus } from '../ida-star.ts';
export type { SearchTrace } from '../search-trace.ts';
export { type StateResult, applyMoveNames, scrambleToState } from '../apply.ts';
export { isSolvedAsHeld } from '../canonical.ts';
export { type CornerState, SOLVED } from '../corner-state.ts';
export { checkCorners } from '../corner-validity.ts';
export { type BfsProgress, type DistanceTable, bfs } from '../bfs.ts';
export { STATE_COUNT, coordinatesOf } from '../coordinates.ts';
export { type PatternDatabase, buildPatternDatabase } from '../pattern-database.ts';
export { type Heuristic, heuristic } from '../heuristics.ts';
export { HEURISTIC_NAMES, type HeuristicName, isHeuristicName } from '../heuristic-names.ts';
export { METRICS, type Metric, isMetric } from '../metric.ts';
export { type Scramble, randomScramble } from '../scramble.ts';
export { type Random, seededRandom } from '../random.ts';
export { writtenMoves } from '../written-solution.ts';
