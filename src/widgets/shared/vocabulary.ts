/**
 * The words every widget shares, defined once: the metrics and heuristics
 * (their types and names come from the solver, which owns them) and how the
 * site says them in prose.
 */
export { type Metric, METRICS, isMetric } from 'pocket-cube-solver';
export { type HeuristicName, HEURISTIC_NAMES, HEURISTIC_LABELS, heuristicNoun, heuristicPhrase, isHeuristicName } from 'pocket-cube-solver';
import type { HeuristicName, Metric } from 'pocket-cube-solver';

/** A metric in running text: "… (half-turn metric)". */
export const METRIC_NAMES: Readonly<Record<Metric, string>> = { htm: 'half-turn metric', qtm: 'quarter-turn metric' };

/** Heuristic names short enough for a chart panel's title or a radio button on a phone. */
export const HEURISTIC_SHORT_LABELS: Readonly<Record<HeuristicName, string>> = {
  none: 'h = 0',
  orient: 'orientation PDB',
  perm: 'permutation PDB',
  max: 'max of both',
  exact: 'exact table',
};

/** A metric in a table cell or a tight label. */
export const METRIC_ABBREVIATIONS: Readonly<Record<Metric, string>> = { htm: 'HTM', qtm: 'QTM' };
