/**
 * The order finder's markup from an OrderReport (order.ts), as strings shared
 * by the build-time fallback and the live element. The sequence is escaped:
 * it is the one thing here a reader typed.
 */
import { escapeHtml } from '../../lib/format.ts';
import type { OrderReport } from './order.ts';
import { displayMove } from './view.ts';

/** "R U has order 15: repeated 15 times, it brings the cube back." */
export function orderSentence(alg: string, report: Extract<OrderReport, { ok: true }>): string {
  if (report.empty) return 'The empty sequence changes nothing: order 1.';
  const name = `<code>${escapeHtml(displayMove(alg.trim()))}</code>`;
  if (report.order === 1) return `${name} changes nothing once DBL is held still: order <strong class="of-order">1</strong>.`;
  return `${name} has order <strong class="of-order">${report.order}</strong>: repeated ${report.order} times it brings the cube back to solved, and no fewer repetitions do.`;
}

/** One list item per repetition: "×k index". The last is always 0, the solved cube. */
export function walkHtml(indexes: readonly number[]): string {
  return indexes.map((index, k) => `<li><span class="of-k">×${k + 1}</span>${index.toLocaleString('en-US')}</li>`).join('');
}
