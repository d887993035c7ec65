/**
 * Drawing for the model comparison: plain data in, HTML text out (the shell
 * renders it at build time, the element after each edit). Reader text only
 * enters through the escaping html tag.
 */
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import type { ModelComparison } from './model-rows.ts';
import { pageMessages } from '../../i18n/page-language.ts';

export function modelTableHtml(c: ModelComparison, words = pageMessages().classic.model): SafeHtml {
  const rows = c.rows.map((row) => {
    const differs = row.realPiece !== row.classicPiece;
    return html`<tr${differs ? html` class="is-different"` : ''}><th scope="row">${row.slot}</th><td>${row.realPiece}</td><td>${row.realTwist}</td><td>${row.classicPiece}${differs ? html` <span class="cm-mark">≠</span>` : ''}</td><td>${row.classicTwist}</td></tr>`;
  });
  return html`<table class="ctl-table cm-table"><caption>${words.caption}</caption><thead><tr><th scope="col" rowspan="2">${words.slot}</th><th scope="colgroup" colspan="2">${words.real}</th><th scope="colgroup" colspan="2">${words.classicTables}</th></tr><tr><th scope="col">${words.piece}</th><th scope="col">${words.twist}</th><th scope="col">${words.piece}</th><th scope="col">${words.twist}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function modelSummary(c: ModelComparison, words = pageMessages().classic.model): string {
  if (c.realOrder === null) return words.empty;
  return (c.differing === 0 ? words.same : words.differ(c.differing)) + words.orders(c.realOrder, c.classicOrder!);
}

export function classicSequenceText(c: ModelComparison, words = pageMessages().classic.model): SafeHtml {
  return html`${words.sequence(c.classicMoves, c.classicMoveCount)}`;
}
