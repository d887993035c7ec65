/**
 * Entry `pocket-cube-solver/cells`: the code cells' checks — the reader (or a
 * student) writes the rank, a move, the BFS, a heuristic or the pruning rule as
 * an ES module; `collectAnswers` runs it (only inside a sandbox: a fresh Web
 * Worker, `pocket-cube-solver/cells/worker`, or the CLI's worker thread) and
 * `judgeAnswers` checks the answers over every position. The cell API its
 * functions receive is `cellApi`. This file only re-exports.
 */
export { CELL_API_VERSION, CELL_CHAPTER, CELL_EXERCISES, CELL_EXPORTS, CELL_TIME_LIMIT_MS, type CellExercise, isCellExercise } from '../cells/exercises.ts';
export { type CellApi, type CellApiOptions, type CellMove, type CellPosition, cellApi } from '../cells/cell-api.ts';
export { BadAnswerError, type CellError, type CellErrorKind, MissingExportError } from '../cells/cell-error.ts';
export { CELL_LOG_LINES, CELL_LOG_LINE_LENGTH, type CellRunRequest, type FromCellWorker } from '../cells/cell-protocol.ts';
export { type CellAnswers, collectAnswers } from '../cells/collect.ts';
export { judgeAnswers } from '../cells/judge.ts';
export type { BfsVerdict, CellVerdict, HeuristicVerdict, MoveVerdict, PruningVerdict, RankVerdict } from '../cells/verdict.ts';
export { type Collected, type CollectRequest, type LoadedModule, collectInSandbox } from '../cells/sandbox/run-cell.ts';
export { CELL_PRESETS, type CellPreset, type CellPresetId, presetsOf } from '../cells/presets.ts';
export { verdictDiagnosis } from '../cells/diagnosis.ts';
export { verdictLines } from '../cells/verdict-text.ts';
export type { Position } from '../cells/counterexample.ts';
