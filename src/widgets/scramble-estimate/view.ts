/**
 * Drawing chapter 7's per-instance estimate: the table (its head names the
 * unit in every column) and the chart (shared series chart). Pure: rows in,
 * markup or DOM out; the shell draws the same table at build time.
 */
import type { NodeUnit } from 'pocket-cube-solver/complexity';
import { formatCount, formatEstimate } from '../../lib/format.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

type Words = Catalogue['complexity']['estimate'];
import { renderSeriesChart } from '../shared/series-chart.ts';
import { type AsRun, type EstimateRow, estimateDomain, estimateSeries } from './estimate-model.ts';

/** The column heads, each with its unit: nodes expanded or nodes generated. */
export function estimateHeads(unit: NodeUnit, words: Words = pageMessages().complexity.estimate): string[] {
  return [...words.heads(words.units[unit], unit === 'expanded')];
}

export function estimateHeadHtml(unit: NodeUnit, words: Words = pageMessages().complexity.estimate): SafeHtml {
  return html`<tr>${estimateHeads(unit, words).map((h) => html`<th scope="col">${h}</th>`)}</tr>`;
}

function asRunText(a: AsRun | null, words: Words): string {
  if (a === null) return words.pressRun;
  if (a.kind === 'skipped') return words.skipped;
  if (a.kind === 'beyond') return words.beyond;
  return a.stoppedEarly ? words.stoppedEarly(a.count) : formatCount(a.count);
}

/** An average (KRE's E(t)): three significant figures, grouped digits from 100 on, powers of ten past a million. */
function averageText(v: number): string {
  if (v >= 1e6) return formatEstimate(v, 0);
  return v >= 100 ? formatCount(Math.round(v)) : String(Number(v.toPrecision(3)));
}

function wholeText(w: number | 'over' | null, words: Words): string {
  if (w === null) return '–';
  return w === 'over' ? words.overMillion : formatCount(w);
}

/** An estimate ± its standard error, and under it how many probes it averages. */
function estimateHtml(e: EstimateRow['knuth'], words: Words): SafeHtml {
  if (!e) return html`…`;
  return html`${formatEstimate(e.mean, e.standardError)}<span class="se-probes">${words.probes(e.n)}</span>`;
}

/** Table body rows (escaped). */
export function estimateTableHtml(rows: readonly EstimateRow[], words: Words = pageMessages().complexity.estimate): SafeHtml {
  return html`${rows.map((r) => {
    const cells = [
      r.kre === null ? '–' : averageText(r.kre),
      estimateHtml(r.knuth, words),
      estimateHtml(r.stratified, words),
      wholeText(r.whole, words),
      asRunText(r.asRun, words),
    ];
    return html`<tr data-threshold="${r.threshold}"><th scope="row">${r.threshold}</th>${cells.map((c) => html`<td>${c}</td>`)}</tr>`;
  })}`;
}

export function renderEstimateChart(box: HTMLElement, rows: readonly EstimateRow[], unit: NodeUnit, width: number): void {
  if (rows.length === 0) {
    box.replaceChildren();
    return;
  }
  const words = pageMessages().complexity.estimate;
  const height = Math.round(Math.min(340, Math.max(230, width * 0.48)));
  renderSeriesChart(box, {
    width,
    height,
    x: { domain: [rows[0].threshold - 0.5, rows.at(-1)!.threshold + 0.5], label: words.xLabel },
    y: { domain: estimateDomain(rows), log: true, label: words.yLabel(words.units[unit]) },
    series: estimateSeries(rows, words),
    ariaLabel: words.chartLabel(words.units[unit]),
  });
}
