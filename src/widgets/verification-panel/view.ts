/**
 * The verification panel's list and the table-timing sentence, as strings
 * from plain data, shared by the build-time fallback and the live elements.
 */
import type { SelfCheck } from 'pocket-cube-solver';
import { escapeHtml } from '../../lib/format.ts';

/** One list item per check: a pass/fail word (not only a colour or icon), the name, and what it tested. */
export function checksHtml(checks: readonly SelfCheck[]): string {
  return checks
    .map(
      (c) =>
        `<li class="vp-check ${c.passed ? 'vp-pass' : 'vp-fail'}"><span class="vp-verdict">${c.passed ? '✓ pass' : '✗ FAIL'}</span> <strong class="vp-name">${escapeHtml(c.name)}</strong> <span class="vp-detail">${escapeHtml(c.detail)}</span></li>`,
    )
    .join('');
}

/** "All 6 checks passed in 41 ms." or "2 of 6 checks failed." */
export function checksSummary(checks: readonly SelfCheck[], where: string, ms?: number): string {
  const failed = checks.filter((c) => !c.passed).length;
  const time = ms === undefined ? '' : ` in ${ms < 1 ? 'under 1' : Math.round(ms)} ms`;
  if (failed === 0) return `All ${checks.length} checks passed ${where}${time}.`;
  return `${failed} of ${checks.length} checks failed ${where}${time}.`;
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

const fmt = (n: number) => n.toLocaleString('en-US');

/** The sizes and (once measured) build times of both metrics' tables. */
export function timingTableHtml(rows: readonly TimingRow[]): string {
  const body = rows
    .map((r) => {
      const perm = r.permEntries / r.moves;
      const orient = r.orientEntries / r.moves;
      const ms = r.ms === undefined ? '<span class="vp-pending">not measured yet</span>' : `${r.ms < 1 ? '< 1' : r.ms.toFixed(1)} ms`;
      return `<tr><th scope="row">${r.metric.toUpperCase()}</th><td>${fmt(perm)} × ${r.moves} = ${fmt(r.permEntries)}</td><td>${fmt(orient)} × ${r.moves} = ${fmt(r.orientEntries)}</td><td>${fmt(r.bytes)} bytes (${(r.bytes / 1024).toFixed(1)} KiB)</td><td class="vp-ms" data-metric="${r.metric}">${ms}</td></tr>`;
    })
    .join('');
  return `<table class="vp-timing"><caption>The move tables: entries, memory (16-bit entries), and the time to build them in your browser's solver worker</caption><thead><tr><th scope="col">Metric</th><th scope="col">Permutation table</th><th scope="col">Twist table</th><th scope="col">Memory</th><th scope="col">Build time</th></tr></thead><tbody>${body}</tbody></table>`;
}
