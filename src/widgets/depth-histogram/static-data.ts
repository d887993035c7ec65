/**
 * What the build hands the live element (as JSON in a data attribute): the
 * build-time histogram of each metric, so switching metric shows real numbers
 * at once, before the reader runs a BFS of their own.
 */
import type { Metric } from '../shared/kit.ts';
import type { BfsFacts } from '../../facts/bfs-facts.build.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

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

/** The chart's accessible name: what it shows and its extremes, the table has the rest. */
export function chartLabel(metric: Metric, histogram: readonly number[], messages: Catalogue = pageMessages()): string {
  const deepest = histogram.length - 1;
  return messages.histogram.chartLabel(messages.kit.metrics.names[metric], deepest, histogram[deepest] ?? 0);
}
