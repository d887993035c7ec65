/**
 * The words and numbers around the quality map: its accessible name, the
 * statistics beside it and the readout for one cell. Pure, tested in
 * tests/site/ch5-joint-histogram.test.ts.
 */
import { formatCount, formatShare } from '../depth-histogram/histogram-data.ts';
import { summarizeJoint, type JointSummary } from './joint-histogram.ts';

export type MapHeuristic = 'none' | 'orient' | 'perm' | 'max' | 'exact';
export type Metric = 'htm' | 'qtm';

export const HEURISTIC_NAME: Record<MapHeuristic, string> = {
  none: 'h = 0',
  orient: 'orientation PDB',
  perm: 'permutation PDB',
  max: 'max of both PDBs',
  exact: 'exact distance table',
};

export function isMapHeuristic(h: string): h is MapHeuristic {
  return Object.hasOwn(HEURISTIC_NAME, h);
}
export const METRIC_NAME: Record<Metric, string> = { htm: 'half-turn metric', qtm: 'quarter-turn metric' };

export interface MapStats extends JointSummary {
  /** Share of states where h is exact, formatted. */
  readonly exactShare: string;
}

export function statsOf(counts: readonly (readonly number[])[]): MapStats {
  const s = summarizeJoint(counts);
  return { ...s, exactShare: formatShare(s.total ? s.exact / s.total : 0) };
}

export function mapLabel(h: MapHeuristic, metric: Metric, s: JointSummary): string {
  return `Heat map of heuristic value against true distance, ${HEURISTIC_NAME[h]}, ${METRIC_NAME[metric]}, over ${formatCount(s.total)} states: mean h ${s.meanH.toFixed(2)}, mean distance ${s.meanDistance.toFixed(2)}, ${formatCount(s.overestimates)} overestimates.`;
}

export function cellText(h: number, d: number, count: number, total: number): string {
  const noun = count === 1 ? 'state' : 'states';
  const verdict = h > d ? ' (an overestimate)' : h === d ? ' (h exact)' : '';
  return `h = ${h}, distance ${d}: ${formatCount(count)} ${noun}${count ? `, ${formatShare(count / total)}` : ''}${verdict}.`;
}
