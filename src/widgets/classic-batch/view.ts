/**
 * Drawing for the batch: the summary in words, the excess histogram as bars,
 * and a table of every run. Plain data in, HTML text out.
 */
import type { ClassicBatchRun } from 'pocket-cube-solver/protocol';
import { formatCount, formatMs, formatShare } from '../../lib/format.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import type { BatchSummary } from './batch-summary.ts';

export function batchSentence(s: BatchSummary, budget: number, words = pageMessages().classic.batch): string {
  if (s.total === 0) return words.nothing;
  const parts = [words.solved(s.solved, s.total, budget)];
  if (s.solved > 0) {
    parts.push(words.longer(s.longer, s.solved, formatShare(s.longer / s.solved)));
    parts.push(words.nodes(s.nodes!.median, s.nodes!.min, s.nodes!.max));
  }
  // Half or more cut off: the share is of the quickest solves only, and the reader is told what to change
  // (issue 37, round 3: the defaults showed "1 of 2 (50.0 %)" beside the prose's "about four in five").
  if (s.budgetHit > 0) parts.push(s.budgetHit >= s.solved ? words.mostOverBudget(s.budgetHit, s.total) : words.budgetHit(s.budgetHit));
  return parts.join(' ');
}

export function excessBarsHtml(s: BatchSummary, idBase = 'classic-batch', words = pageMessages().classic.batch): SafeHtml {
  const rows: { label: string; count: number; bad: boolean }[] = s.excess.map((count, k) => ({ label: k === 0 ? words.optimalBar : words.plus(k), count, bad: k > 0 }));
  if (s.budgetHit) rows.push({ label: words.overBudget, count: s.budgetHit, bad: true });
  const max = Math.max(1, ...rows.map((r) => r.count));
  const items = rows.map(
    (r) => html`<li class="cbt-bar${r.bad ? ' is-bad' : ''}"><span class="cbt-bar-label">${r.label}</span><span class="cbt-bar-track"><span class="cbt-bar-fill" style="width:${((100 * r.count) / max).toFixed(1)}%"></span></span><span class="cbt-bar-count">${formatCount(r.count)}</span></li>`,
  );
  return html`<p class="cbt-chart-title" id="${idBase}-bars-title">${words.chartTitle}</p><ul class="cbt-bars" aria-labelledby="${idBase}-bars-title">${items}</ul>`;
}

export function runsTableHtml(runs: readonly ClassicBatchRun[], words = pageMessages().classic.batch): SafeHtml {
  const body = runs.map((r) => {
    const classic = r.classic === null ? words.budgetRanOut : formatCount(r.classic);
    const longer = r.classic !== null && r.classic > r.optimal;
    return html`<tr${longer || r.classic === null ? html` class="is-longer"` : ''}><td>${r.index + 1}</td><td><code>${r.scramble.join(' ')}</code></td><td>${r.optimal}</td><td class="cbt-classic">${classic}</td><td>${formatCount(r.nodes)}</td><td>${formatMs(r.ms)}</td></tr>`;
  });
  return html`<table class="ctl-table cbt-table"><caption>${words.caption}</caption><thead><tr><th scope="col">#</th>${Object.values(words.columns).map((h) => html`<th scope="col">${h}</th>`)}</tr></thead><tbody>${body}</tbody></table>`;
}
