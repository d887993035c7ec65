/**
 * The order finder's markup from an OrderReport (order.ts), as strings shared
 * by the build-time fallback and the live element. The sequence is escaped:
 * it is the one thing here a reader typed.
 */
import { escapeHtml } from '../../lib/format.ts';
import type { OrderReport } from './order.ts';
import { displayMove } from './view.ts';
import { formatCount } from '../../lib/format.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** "R U has order 15: repeated 15 times, it brings the cube back." */
export function orderSentence(alg: string, report: Extract<OrderReport, { ok: true }>, words = pageMessages().explorer.order): string {
  if (report.empty) return words.empty;
  const name = `<code>${escapeHtml(displayMove(alg.trim()))}</code>`;
  if (report.order === 1) return words.identity(name);
  return words.result(name, report.order);
}

/** One list item per repetition: "×k index". The last is always 0, the solved cube. */
export function walkHtml(indexes: readonly number[]): string {
  return indexes.map((index, k) => `<li><span class="of-k">×${k + 1}</span>${formatCount(index)}</li>`).join('');
}
