/**
 * What the heuristic lab shows, computed from the worker's LabRun list: table
 * rows, the winner, the verdict on the reader's prediction, and the bars of
 * the small multiples. Pure; tested in tests/site/ch6-lab-model.test.ts.
 */
import { formatCount, formatMs } from '../../lib/format.ts';
import type { HeuristicName } from 'pocket-cube-solver';
import type { LabHeuristic, LabRun } from 'pocket-cube-solver/protocol';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';


/** A lab heuristic's name in the page's words: a built-in one's, or the reader's own from chapter 5's code cell. */
export function labName(heuristic: LabHeuristic, messages: Catalogue = pageMessages(), length: 'long' | 'short' = 'long'): string {
  return heuristic === 'yours' ? messages.lab.yours : messages.kit.heuristics[length][heuristic];
}

export interface LabRow {
  readonly heuristic: LabHeuristic;
  readonly label: string;
  /** "6 moves", or why there is no length. */
  readonly result: string;
  readonly expanded: string;
  readonly generated: string;
  readonly iterations: string;
  readonly time: string;
  readonly budget: boolean;
}

export function labRow(run: LabRun, messages: Catalogue = pageMessages()): LabRow {
  const budget = run.status === 'budget';
  const words = messages.lab;
  return {
    heuristic: run.heuristic,
    label: labName(run.heuristic, messages),
    result: run.status === 'solved' ? words.moves(run.length!) : budget ? words.stopped : run.status,
    expanded: budget ? words.over(run.nodes) : formatCount(run.nodes),
    generated: budget ? words.budget(run.generated) : formatCount(run.generated),
    iterations: run.iterations.map((it) => `${it.bound}: ${formatCount(it.expanded)}`).join(', '),
    time: formatMs(run.ms),
    budget,
  };
}

/** The heuristics that solved with the fewest expanded nodes (several on a tie). */
export function fewestExpanded(runs: readonly LabRun[]): LabHeuristic[] {
  const solved = runs.filter((r) => r.status === 'solved');
  if (solved.length === 0) return [];
  const best = Math.min(...solved.map((r) => r.nodes));
  return solved.filter((r) => r.nodes === best).map((r) => r.heuristic);
}

/** The sentence revealed after a run, about the reader's guess. */
export function predictionVerdict(prediction: HeuristicName | null, runs: readonly LabRun[], messages: Catalogue = pageMessages()): string {
  const words = messages.lab;
  const winners = fewestExpanded(runs);
  if (winners.length === 0) return words.noneFinished;
  const best = runs.find((r) => r.heuristic === winners[0])!;
  const answer = words.fewest(winners.map((w) => labName(w, messages)), best.nodes);
  if (prediction === null) return answer;
  return answer + (winners.includes(prediction) ? words.predictedRight : words.predictedWrong(messages.ida.heuristicNoun[prediction]));
}

export interface Bar {
  readonly bound: number;
  readonly expanded: number;
  /** The iteration the budget stopped. */
  readonly stopped: boolean;
}

/** One panel's bars: expanded nodes per iteration, labelled by bound. */
export function barsOf(run: LabRun): Bar[] {
  return run.iterations.map((it, i) => ({ bound: it.bound, expanded: it.expanded, stopped: run.status === 'budget' && i === run.iterations.length - 1 }));
}

/** Every bound any run used, ascending: the shared x axis of the panels. */
export function sharedBounds(runs: readonly LabRun[]): number[] {
  return [...new Set(runs.flatMap((r) => r.iterations.map((it) => it.bound)))].sort((a, b) => a - b);
}

/** The largest per-iteration count: the shared top of the y axis. */
export function sharedMax(runs: readonly LabRun[]): number {
  return Math.max(1, ...runs.flatMap((r) => r.iterations.map((it) => it.expanded)));
}
