/**
 * Collecting: the one place the reader's functions are called. Each
 * exercise's collect step turns the module into plain, cloneable answers
 * (typed arrays, numbers), which the judge (judge.ts) then checks without
 * running the reader's code again.
 */
import type { Metric } from '../metric.ts';
import { type BfsAnswers, collectBfs } from './bfs-check.ts';
import type { CellExercise } from './exercises.ts';
import { type HeuristicAnswers, collectHeuristic } from './heuristic-check.ts';
import { type MoveAnswers, collectMove } from './move-check.ts';
import { type PruningAnswers, collectPruning } from './pruning-check.ts';
import { type RankAnswers, collectRank } from './rank-check.ts';

/** The reader's answers as plain, cloneable data, one shape per exercise (its `exercise` says which). */
export type CellAnswers = RankAnswers | MoveAnswers | BfsAnswers | HeuristicAnswers | PruningAnswers;

/**
 * Calls the reader's exported functions over the exercise's inputs and keeps
 * what they return. It runs the reader's code, so call it only inside a
 * sandbox (collectInSandbox); it throws what that code throws, or
 * BadAnswerError / MissingExportError.
 *
 * @example
 * const answers = collectAnswers('rank', await import('./rank.js'), 'htm');
 * judgeAnswers(answers).pass // true for solver/examples/cells/rank.js
 */
export function collectAnswers(exercise: CellExercise, module: Record<string, unknown>, metric: Metric): CellAnswers {
  switch (exercise) {
    case 'rank':
      return collectRank(module);
    case 'move':
      return collectMove(module);
    case 'bfs':
      return collectBfs(module);
    case 'heuristic':
      return collectHeuristic(module, metric);
    case 'pruning':
      return collectPruning(module);
  }
}
