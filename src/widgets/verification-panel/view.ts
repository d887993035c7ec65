/**
 * The verification panel's list and the table-timing sentence, as strings
 * from plain data, shared by the build-time fallback and the live elements.
 */
import type { SelfCheck } from 'pocket-cube-solver/internals';
import { formatCount } from '../../lib/format.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** One list item per check: a pass/fail word (not only a colour or icon), the name, and what it tested. */
export function checksHtml(checks: readonly SelfCheck[], words = pageMessages().verification): SafeHtml {
  return html`${checks.map(
    (c) =>
      html`<li class="vp-check ${c.passed ? 'vp-pass' : 'vp-fail'}"><span class="vp-verdict">${c.passed ? words.pass : words.fail}</span> <strong class="vp-name">${words.name(c)}</strong> <span class="vp-detail">${words.detail(c)}</span></li>`,
  )}`;
}

/** "All 6 checks passed in 41 ms." or "2 of 6 checks failed." */
export function checksSummary(checks: readonly SelfCheck[], where: string, ms?: number, words = pageMessages().verification): string {
  return words.summary(checks.filter((c) => !c.passed).length, checks.length, where, ms);
}

export interface TimingRow {
  readonly metric: 'htm' | 'qtm';
  readonly moves: number;
  readonly permEntries: number;
  readonly orientEntries: number;
  readonly bytes: number;
  /** Build time measured in the reader's browser; undefined until measured. */
  readonly ms?: number;
}


/** The sizes and (once measured) build times of both metrics' tables. */
export function timingTableHtml(rows: readonly TimingRow[], words = pageMessages().verification.timing): SafeHtml {
  const body = rows.map((r) => {
    const perm = r.permEntries / r.moves;
    const orient = r.orientEntries / r.moves;
    const ms = r.ms === undefined ? html`<span class="vp-pending">${words.notMeasured}</span>` : r.ms < 1 ? html`< 1 ms` : html`${r.ms.toFixed(1)} ms`;
    return html`<tr><th scope="row">${r.metric.toUpperCase()}</th><td>${formatCount(perm)} × ${r.moves} = ${formatCount(r.permEntries)}</td><td>${formatCount(orient)} × ${r.moves} = ${formatCount(r.orientEntries)}</td><td>${words.bytes(r.bytes)}</td><td class="vp-ms" data-metric="${r.metric}">${ms}</td></tr>`;
  });
  return html`<table class="vp-timing"><caption>${words.caption}</caption><thead><tr><th scope="col">${words.metric}</th><th scope="col">${words.perm}</th><th scope="col">${words.twist}</th><th scope="col">${words.memory}</th><th scope="col">${words.buildTime}</th></tr></thead><tbody>${body}</tbody></table>`;
}
