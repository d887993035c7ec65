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

export type CellAnswers = RankAnswers | MoveAnswers | BfsAnswers | HeuristicAnswers | PruningAnswers;

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
