/**
 * Drawing chapter 7's per-instance estimate: the table (its head names the
 * unit in every column) and the chart (shared series chart). Pure: rows in,
 * markup or DOM out; the shell draws the same table at build time.
 */
import type { NodeUnit } from 'pocket-cube-solver/complexity';
import { countOf, escapeHtml, formatCount, formatEstimate } from '../../lib/format.ts';
import { renderSeriesChart } from '../shared/series-chart.ts';
import { type AsRun, type EstimateRow, estimateDomain, estimateSeries } from './estimate-model.ts';

/** The column heads, each with its unit: nodes expanded or nodes generated. */
export function estimateHeads(unit: NodeUnit): string[] {
  return [
    't',
    unit === 'expanded' ? 'KRE average, nodes expanded' : 'KRE average (counts nodes expanded only)',
    `Knuth, nodes ${unit} ± SE`,
    `Stratified, nodes ${unit} ± SE`,
    `Whole iteration, nodes ${unit}`,
    `IDA* as run, nodes ${unit}`,
  ];
}

export function estimateHeadHtml(unit: NodeUnit): string {
  return `<tr>${estimateHeads(unit).map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr>`;
}

function asRunText(a: AsRun | null): string {
  if (a === null) return 'press Run IDA*';
  if (a.kind === 'skipped') return 'skipped (no f was t)';
  if (a.kind === 'beyond') return 'not run (solved before)';
  return a.stoppedEarly ? `${formatCount(a.count)} (stopped at its first solution)` : formatCount(a.count);
}

/** An average (KRE's E(t)): three significant figures, grouped digits from 100 on, powers of ten past a million. */
function averageText(v: number): string {
  if (v >= 1e6) return formatEstimate(v, 0);
  return v >= 100 ? formatCount(Math.round(v)) : String(Number(v.toPrecision(3)));
}

function wholeText(w: number | 'over' | null): string {
  if (w === null) return '–';
  return w === 'over' ? 'over a million' : formatCount(w);
}

/** An estimate ± its standard error, and under it how many probes it averages. */
function estimateHtml(e: EstimateRow['knuth']): string {
  if (!e) return '…';
  return `${escapeHtml(formatEstimate(e.mean, e.standardError))}<span class="se-probes">${escapeHtml(countOf(e.n, 'probe'))}</span>`;
}

/** Table body rows (escaped). */
export function estimateTableHtml(rows: readonly EstimateRow[]): string {
  return rows
    .map((r) => {
      const cells = [escapeHtml(r.kre === null ? '–' : averageText(r.kre)), estimateHtml(r.knuth), estimateHtml(r.stratified), escapeHtml(wholeText(r.whole)), escapeHtml(asRunText(r.asRun))];
      return `<tr data-threshold="${r.threshold}"><th scope="row">${r.threshold}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    })
    .join('');
}

export function renderEstimateChart(box: HTMLElement, rows: readonly EstimateRow[], unit: NodeUnit, width: number): void {
  if (rows.length === 0) {
    box.replaceChildren();
    return;
  }
  const height = Math.round(Math.min(340, Math.max(230, width * 0.48)));
  renderSeriesChart(box, {
    width,
    height,
    x: { domain: [rows[0].threshold - 0.5, rows.at(-1)!.threshold + 0.5], label: 'threshold t →' },
    y: { domain: estimateDomain(rows), log: true, label: `nodes ${unit} (log)` },
    series: estimateSeries(rows),
    ariaLabel: `Nodes ${unit} per IDA* iteration of this scramble against the threshold, log scale: the average over random starts, the two estimates with error bars, and once IDA* has run, the counts. The table below lists the same numbers.`,
  });
}
