/**
 * The words and numbers around the quality map: its accessible name, the
 * statistics beside it and the readout for one cell. Pure, tested in
 * tests/site/ch5-joint-histogram.test.ts.
 */
import type { HeuristicName, Metric } from '../shared/kit.ts';
import { formatShare } from '../../lib/format.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { summarizeJoint, type JointSummary } from './joint-histogram.ts';


export interface MapStats extends JointSummary {
  /** Share of states where h is exact, formatted. */
  readonly exactShare: string;
}

export function statsOf(counts: readonly (readonly number[])[]): MapStats {
  const s = summarizeJoint(counts);
  return { ...s, exactShare: formatShare(s.total ? s.exact / s.total : 0) };
}

/** A heuristic the map can draw: a built-in one, or the reader's own from chapter 5's code cell. */
export type MapHeuristic = HeuristicName | 'yours';

/** "max of both PDBs, half-turn metric": which map this is, in the page's language. */
export function mapWhat(h: MapHeuristic, metric: Metric, messages: Catalogue = pageMessages()): string {
  const metricName = messages.kit.metrics.names[metric];
  return h === 'yours' ? messages.pdb.map.yoursWhat(metricName) : messages.pdb.map.what(messages.kit.heuristics.long[h], metricName);
}

export function mapLabel(h: MapHeuristic, metric: Metric, s: JointSummary, messages: Catalogue = pageMessages()): string {
  return messages.pdb.map.label(mapWhat(h, metric, messages), s.total, s.meanH.toFixed(2), s.meanDistance.toFixed(2), s.overestimates);
}

export function cellText(h: number, d: number, count: number, total: number, words = pageMessages().pdb.map): string {
  return words.cell(h, d, count, count ? formatShare(count / total) : null);
}
