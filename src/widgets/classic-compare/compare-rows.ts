/**
 * The side-by-side table of chapter 9 as plain rows: the classic solver, an
 * optimal solver for the classic model, and ours, on one scramble. Pure;
 * the rows come from a 'classicCompare' answer (solver/src/worker/classic-jobs.ts)
 * or, for the no-JS picture, from the build-time figures.
 */
import type { ClassicCompareResponse } from 'pocket-cube-solver/protocol';
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/kit.ts';
import { pageMessages } from '../../i18n/page-language.ts';

export interface CompareRow {
  readonly who: string;
  readonly model: string;
  /** Moves, or null when the budget ran out first. */
  readonly solution: string[] | null;
  readonly length: number | null;
  /** Optimal length in that row's model and metric. */
  readonly optimal: number | null;
  readonly nodes: number | null;
  readonly ms: number | null;
  /** Applying the solution solves that model's cube. */
  readonly verified: boolean;
}

/** The budgets the reader can pick, in nodes. */
export const BUDGETS = [1_000_000, 10_000_000, 100_000_000] as const;
export const DEFAULT_BUDGET = 10_000_000;

export function compareRows(r: ClassicCompareResponse, words = pageMessages().classic.compare): CompareRow[] {
  const model = words.classicModel;
  return [
    { who: words.who.classic, model, solution: r.classic.solution, length: r.classic.length, optimal: r.optimal.length, nodes: r.classic.nodes, ms: r.classic.ms, verified: r.classic.verified },
    { who: words.who.optimal, model, solution: r.optimal.solution, length: r.optimal.length, optimal: r.optimal.length, nodes: r.optimal.nodes, ms: r.optimal.ms, verified: r.optimal.verified },
    { who: words.who.ours, model: words.realModel(METRIC_ABBREVIATIONS[r.metric as Metric]), solution: r.ours.solution, length: r.ours.length, optimal: r.ours.length, nodes: r.ours.nodes, ms: r.ours.ms, verified: r.ours.verified },
  ];
}

/** A sentence for the status line once a run is over. */
export function compareVerdict(r: ClassicCompareResponse, words = pageMessages().classic.compare): string {
  const c = r.classic;
  if (c.length === null) return words.budgetOut(c.nodes, r.optimal.length!);
  const excess = c.length - r.optimal.length!;
  return excess === 0 ? words.optimalThisTime(c.length) : words.tooMany(c.length, r.optimal.length!, excess);
}
