/**
 * The words and numbers around the quality map: its accessible name, the
 * statistics beside it and the readout for one cell. Pure, tested in
 * tests/site/ch5-joint-histogram.test.ts.
 */
import { formatShare } from '../../lib/format.ts';
import type { HeuristicName, Metric } from '../shared/vocabulary.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../shared/page-language.ts';
import { summarizeJoint, type JointSummary } from './joint-histogram.ts';


export interface MapStats extends JointSummary {
  /** Share of states where h is exact, formatted. */
  readonly exactShare: string;
}

export function statsOf(counts: readonly (readonly number[])[]): MapStats {
  const s = summarizeJoint(counts);
  return { ...s, exactShare: formatShare(s.total ? s.exact / s.total : 0) };
}

/** "max of both PDBs, half-turn metric": which map this is, in the page's language. */
export function mapWhat(h: HeuristicName, metric: Metric, messages: Catalogue = pageMessages()): string {
  return messages.pdb.map.what(messages.kit.heuristics.long[h], messages.kit.metrics.names[metric]);
}

export function mapLabel(h: HeuristicName, metric: Metric, s: JointSummary, messages: Catalogue = pageMessages()): string {
  return messages.pdb.map.label(mapWhat(h, metric, messages), s.total, s.meanH.toFixed(2), s.meanDistance.toFixed(2), s.overestimates);
}

export function cellText(h: number, d: number, count: number, total: number, words = pageMessages().pdb.map): string {
  return words.cell(h, d, count, count ? formatShare(count / total) : null);
}
