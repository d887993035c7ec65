/**
 * One word for a verdict: what a grader's JSON, the CLI's summary line and the
 * preset table (presets.ts) compare. The page shows the whole verdict.
 */
import type { CellVerdict } from './verdict.ts';

/**
 * The verdict's one word (or, for bfs and pruning, one word per failing
 * metric, joined by spaces), as CELL_PRESETS lists them.
 *
 * @example
 * verdictDiagnosis(judgeAnswers(collectAnswers('rank', await import('./rank.js'), 'htm'))) // 'lehmer'
 * // a bfs verdict: 'correct', or a word per failing metric, e.g. 'wrong-distances-htm wrong-distances-qtm'
 */
export function verdictDiagnosis(verdict: CellVerdict): string {
  switch (verdict.exercise) {
    case 'rank':
      if (verdict.problem) return verdict.problem.kind;
      if (verdict.unrank && verdict.unrank.kind !== 'inverse') return `unrank-${verdict.unrank.kind}`;
      return verdict.lehmerOrder ? 'lehmer' : 'bijection-other-order';
    case 'move':
      return verdict.inconsistency ? 'not-a-fixed-turn' : verdict.match;
    case 'bfs': {
      const failed = verdict.metrics.filter((m) => !m.pass);
      return failed.length === 0 ? 'correct' : failed.map((m) => `${m.diagnosis}-${m.metric}`).join(' ');
    }
    case 'heuristic':
      return !verdict.admissible ? 'overestimates' : verdict.consistent ? 'admissible-consistent' : 'admissible-inconsistent';
    case 'pruning': {
      const failed = verdict.metrics.filter((m) => !m.keepsOptimal);
      return failed.length === 0 ? 'keeps-optimal' : failed.map((m) => `loses-optimal-${m.metric}`).join(' ');
    }
  }
}
