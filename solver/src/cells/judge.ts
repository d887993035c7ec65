/**
 * Judging: collected answers (collect.ts) against the notebook's exact tables.
 * Pure solver code; it never calls the reader's functions.
 */
import { judgeBfs } from './bfs-check.ts';
import type { CellAnswers } from './collect.ts';
import { judgeHeuristic } from './heuristic-check.ts';
import { judgeMove } from './move-check.ts';
import { judgePruning } from './pruning-check.ts';
import { judgeRank } from './rank-check.ts';
import type { CellVerdict } from './verdict.ts';

/**
 * Judges collected answers over every position, against the notebook's own
 * tables; it never calls the reader's code, so it is safe outside the sandbox.
 *
 * @example
 * const verdict = judgeAnswers(collectAnswers('rank', await import('./rank-wrong-weights.js'), 'htm'));
 * verdict.pass // false
 * verdictDiagnosis(verdict) // 'collision'
 */
export function judgeAnswers(answers: CellAnswers): CellVerdict {
  switch (answers.exercise) {
    case 'rank':
      return judgeRank(answers);
    case 'move':
      return judgeMove(answers);
    case 'bfs':
      return judgeBfs(answers);
    case 'heuristic':
      return judgeHeuristic(answers);
    case 'pruning':
      return judgePruning(answers);
  }
}
