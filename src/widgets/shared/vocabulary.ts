/**
 * The words every widget shares, defined once: the metrics and heuristics
 * (their types and names come from the solver, which owns them). What a page
 * says of them in words comes from its language's catalogue (src/i18n).
 */
export { type Metric, METRICS, isMetric } from 'pocket-cube-solver';
export { type HeuristicName, HEURISTIC_NAMES, isHeuristicName } from 'pocket-cube-solver';
export { HEURISTIC_LABELS, heuristicNoun, heuristicPhrase } from 'pocket-cube-solver/internals';
import type { Metric } from 'pocket-cube-solver';

/** A metric in a table cell or a tight label. */
export const METRIC_ABBREVIATIONS: Readonly<Record<Metric, string>> = { htm: 'HTM', qtm: 'QTM' };
