/**
 * Drawing for the side-by-side table: rows in, HTML text out. Move names come
 * from the solver, never from reader text, but the html tag escapes them anyway.
 */
import { formatCount, formatMs } from '../../lib/format.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import type { CompareRow } from './compare-rows.ts';
import { pageMessages } from '../../i18n/page-language.ts';

function cell(value: number | null, format: (v: number) => string = formatCount): string {
  return value === null ? '–' : format(value);
}

export function compareTableHtml(rows: readonly CompareRow[], caption: string, words = pageMessages().classic.compare): SafeHtml {
  const body = rows.map((r) => {
    const longer = r.length !== null && r.optimal !== null && r.length > r.optimal;
    const solution = r.solution === null ? html`<span class="cc-budget">${words.budgetRanOut}</span>` : r.solution.length === 0 ? words.alreadySolved : html`<code>${r.solution.join(' ')}</code>`;
    const check = r.solution === null ? '–' : r.verified ? words.yes : html`<strong>${words.no}</strong>`;
    return html`<tr${longer ? html` class="is-longer"` : ''}><th scope="row">${r.who}<span class="cc-model">${r.model}</span></th><td class="cc-solution">${solution}</td><td class="cc-length">${cell(r.length)}${longer ? html` <span class="cc-mark">(+${r.length! - r.optimal!})</span>` : ''}</td><td>${cell(r.optimal)}</td><td>${cell(r.nodes)}</td><td>${cell(r.ms, formatMs)}</td><td>${check}</td></tr>`;
  });
  return html`<table class="ctl-table cc-table"><caption>${caption}</caption><thead><tr>${Object.values(words.columns).map((h) => html`<th scope="col">${h}</th>`)}</tr></thead><tbody>${body}</tbody></table>`;
}
