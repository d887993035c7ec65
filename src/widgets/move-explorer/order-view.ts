/**
 * The order finder's markup from an OrderReport (order.ts), as strings shared
 * by the build-time fallback and the live element. The sequence is escaped:
 * it is the one thing here a reader typed.
 */
import { type SafeHtml, html, raw } from '../../lib/safe-html.ts';
import type { OrderReport } from './order.ts';
import { displayMove } from './view.ts';
import { formatCount } from '../../lib/format.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** "R U has order 15: repeated 15 times, it brings the cube back." */
export function orderSentence(alg: string, report: Extract<OrderReport, { ok: true }>, words = pageMessages().explorer.order): SafeHtml {
  if (report.empty) return html`${words.empty}`;
  const name = String(html`<code>${displayMove(alg.trim())}</code>`);
  // Trusted: the catalogue's sentences are HTML fragments (<strong class="of-order">) in both languages; the name is escaped above, the order a number.
  if (report.order === 1) return raw(words.identity(name));
  return raw(words.result(name, report.order));
}

/** One list item per repetition: "×k index". The last is always 0, the solved cube. */
export function walkHtml(indexes: readonly number[]): SafeHtml {
  return html`${indexes.map((index, k) => html`<li><span class="of-k">×${k + 1}</span>${formatCount(index)}</li>`)}`;
}
