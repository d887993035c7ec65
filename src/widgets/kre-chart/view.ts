/**
 * Drawing the prediction figure: the chart (shared series chart) and the
 * table of the same numbers. Pure: rows in, DOM out.
 */
import { formatCount } from '../../lib/format.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import { renderSeriesChart } from '../shared/series-chart.ts';
import { type KreRow, kreSeries, logDomain } from './kre-model.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** A count that may be fractional (a mean): three significant figures below 1,000, grouped digits above. */
export function formatMean(v: number): string {
  if (v === 0) return '0';
  if (v < 1e-3) {
    // 2.7 × 10⁻⁷: a probability-sized expectation, not a string of zeros.
    const e = Math.floor(Math.log10(v));
    const sup = String(e).replace(/-/, '⁻').replace(/\d/g, (c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]);
    return `${(v / 10 ** e).toFixed(1)} × 10${sup}`;
  }
  if (v >= 1000) return formatCount(Math.round(v));
  return String(Number(v.toPrecision(3)));
}

export function formatZ(z: number | null): string {
  if (z === null) return '–';
  if (!Number.isFinite(z)) return z > 0 ? '+∞' : '−∞';
  return (z < 0 ? '−' : '+') + Math.abs(z).toFixed(2);
}

export function renderKreChart(box: HTMLElement, rows: readonly KreRow[], width: number): void {
  const words = pageMessages().complexity.kre;
  const height = Math.round(Math.min(360, Math.max(240, width * 0.5)));
  renderSeriesChart(box, {
    width,
    height,
    x: { domain: [0, rows.length - 1], label: words.xLabel },
    y: { domain: logDomain(rows), log: true, label: words.yLabel },
    series: kreSeries(rows, words.series),
    ariaLabel: words.chartLabel,
  });
}

/** Table body rows (escaped). */
export function kreTableHtml(rows: readonly KreRow[]): SafeHtml {
  return html`${rows.map((r) => {
    const c = r.completed;
    return html`<tr><th scope="row">${r.threshold}</th><td class="num">${formatMean(r.expected)}</td><td class="num">${c ? `${formatMean(c.mean)} ± ${formatMean(c.standardError)}` : '–'}</td><td class="num">${formatZ(c?.z ?? null)}</td><td class="num">${r.asRun === null ? '–' : formatMean(r.asRun)}</td><td class="num">${r.reader === null ? '–' : formatCount(r.reader)}</td></tr>`;
  })}`;
}
