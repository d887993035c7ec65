/**
 * The words and numbers around the quality map: its accessible name, the
 * statistics beside it and the readout for one cell. Pure, tested in
 * tests/site/ch5-joint-histogram.test.ts.
 */
import { countOf, formatCount, formatShare } from '../../lib/format.ts';
import { HEURISTIC_LABELS, METRIC_NAMES, type HeuristicName, type Metric } from '../shared/vocabulary.ts';
import { summarizeJoint, type JointSummary } from './joint-histogram.ts';


export interface MapStats extends JointSummary {
  /** Share of states where h is exact, formatted. */
  readonly exactShare: string;
}

export function statsOf(counts: readonly (readonly number[])[]): MapStats {
  const s = summarizeJoint(counts);
  return { ...s, exactShare: formatShare(s.total ? s.exact / s.total : 0) };
}

export function mapLabel(h: HeuristicName, metric: Metric, s: JointSummary): string {
  return `Heat map of heuristic value against true distance, ${HEURISTIC_LABELS[h]}, ${METRIC_NAMES[metric]}, over ${formatCount(s.total)} states: mean h ${s.meanH.toFixed(2)}, mean distance ${s.meanDistance.toFixed(2)}, ${formatCount(s.overestimates)} overestimates.`;
}

export function cellText(h: number, d: number, count: number, total: number): string {
  const verdict = h > d ? ' (an overestimate)' : h === d ? ' (h exact)' : '';
  return `h = ${h}, distance ${d}: ${countOf(count, 'state')}${count ? `, ${formatShare(count / total)}` : ''}${verdict}.`;
}
