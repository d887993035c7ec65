/**
 * Drawing for the batch: the summary in words, the excess histogram as bars,
 * and a table of every run. Plain data in, HTML text out.
 */
import type { ClassicBatchRun } from 'pocket-cube-solver/protocol';
import { countOf, formatCount, formatMs, formatShare } from '../../lib/format.ts';
import type { BatchSummary } from './batch-summary.ts';

export function batchSentence(s: BatchSummary, budget: number): string {
  if (s.total === 0) return 'Nothing run yet.';
  const parts = [`${formatCount(s.solved)} of ${formatCount(s.total)} scrambles solved within ${formatCount(budget)} nodes each.`];
  if (s.solved > 0) {
    parts.push(`Longer than the optimum of the classic model: ${formatCount(s.longer)} of ${formatCount(s.solved)} (${formatShare(s.longer / s.solved)}).`);
    parts.push(`Nodes per solve: median ${formatCount(s.nodes!.median)}, from ${formatCount(s.nodes!.min)} to ${formatCount(s.nodes!.max)}.`);
  }
  if (s.budgetHit > 0) parts.push(`${formatCount(s.budgetHit)} ran out of budget: the slowest solves are missing from these figures, so raise the budget to see them.`);
  return parts.join(' ');
}

export function excessBarsHtml(s: BatchSummary, idBase = 'classic-batch'): string {
  const rows: { label: string; count: number; bad: boolean }[] = s.excess.map((count, k) => ({ label: k === 0 ? 'optimal' : `+${countOf(k, 'move')}`, count, bad: k > 0 }));
  if (s.budgetHit) rows.push({ label: 'over budget', count: s.budgetHit, bad: true });
  const max = Math.max(1, ...rows.map((r) => r.count));
  const items = rows
    .map((r) => `<li class="cbt-bar${r.bad ? ' is-bad' : ''}"><span class="cbt-bar-label">${r.label}</span><span class="cbt-bar-track"><span class="cbt-bar-fill" style="width:${((100 * r.count) / max).toFixed(1)}%"></span></span><span class="cbt-bar-count">${formatCount(r.count)}</span></li>`)
    .join('');
  return `<p class="cbt-chart-title" id="${idBase}-bars-title">Scrambles by how much longer the classic answer is than the optimum of its model</p><ul class="cbt-bars" aria-labelledby="${idBase}-bars-title">${items}</ul>`;
}

export function runsTableHtml(runs: readonly ClassicBatchRun[]): string {
  const body = runs
    .map((r) => {
      const classic = r.classic === null ? 'budget ran out' : formatCount(r.classic);
      const longer = r.classic !== null && r.classic > r.optimal;
      return `<tr${longer || r.classic === null ? ' class="is-longer"' : ''}><td>${r.index + 1}</td><td><code>${r.scramble.join(' ')}</code></td><td>${r.optimal}</td><td class="cbt-classic">${classic}</td><td>${formatCount(r.nodes)}</td><td>${formatMs(r.ms)}</td></tr>`;
    })
    .join('');
  return `<table class="ctl-table cbt-table"><caption>Every scramble of this batch</caption><thead><tr><th scope="col">#</th><th scope="col">Scramble (classic moves)</th><th scope="col">Optimal</th><th scope="col">Classic</th><th scope="col">Nodes</th><th scope="col">Time</th></tr></thead><tbody>${body}</tbody></table>`;
}
