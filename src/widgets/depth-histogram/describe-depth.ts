/**
 * What one bar of a depth histogram says to a screen reader when it is
 * hovered or focused, in the page's language (its rows: src/lib/histogram-data.ts).
 */
import type { HistogramRow } from '../../lib/histogram-data.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** @example describeDepth({ depth: 2, count: 54, share: 0.25, cumulative: 64 }) // "Depth 2: 54 positions, 25.0 % of all." */
export function describeDepth(row: HistogramRow, words = pageMessages().histogram): string {
  return words.depth(row.depth, row.count, row.share);
}
