/**
 * What the build hands the live element (as JSON in a data attribute): the
 * build-time histogram of each metric, so switching metric shows real numbers
 * at once, before the reader runs a BFS of their own.
 */
import type { BfsFacts } from './bfs-facts.ts';
import { formatCount } from './histogram-data.ts';

export type Metric = 'htm' | 'qtm';

export interface StaticHistogram {
  readonly histogram: number[];
  readonly direction: ('forward' | 'backward')[];
}

export type StaticData = Record<Metric, StaticHistogram>;

export function staticDataOf(f: BfsFacts): StaticData {
  return {
    htm: { histogram: f.htm.histogram, direction: f.htm.direction },
    qtm: { histogram: f.qtm.histogram, direction: f.qtm.direction },
  };
}

export const METRIC_NAME: Record<Metric, string> = { htm: 'half-turn metric', qtm: 'quarter-turn metric' };

/** The chart's accessible name: what it shows and its extremes, the table has the rest. */
export function chartLabel(metric: Metric, histogram: readonly number[]): string {
  const deepest = histogram.length - 1;
  return `Bar chart: positions at each distance from solved, ${METRIC_NAME[metric]}, distances 0 to ${deepest}; ${formatCount(histogram[deepest] ?? 0)} at distance ${deepest}.`;
}
