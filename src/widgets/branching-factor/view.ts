/** Drawing the branching-factor figure: chart and table of the same ratios. Pure. */
import { HEURISTIC_LABELS } from 'pocket-cube-solver';
import { renderSeriesChart } from '../shared/series-chart.ts';
import { type HeuristicRatios, branchingSeries, formatRatio } from './branching-model.ts';

export const SHORT: Readonly<Record<string, string>> = { none: 'h = 0', orient: 'orientation', perm: 'permutation', max: 'max', exact: 'exact' };

export function renderBranchingChart(box: HTMLElement, rows: readonly HeuristicRatios[], asymptote: number, width: number): void {
  const last = Math.max(...rows.map((r) => r.predicted.length - 1));
  renderSeriesChart(box, {
    width,
    height: Math.round(Math.min(340, Math.max(240, width * 0.45))),
    x: { domain: [1, last], label: 'threshold k →' },
    y: { domain: [1, 100], log: true, label: 'E(k) / E(k − 1) (log)' },
    series: branchingSeries(rows, HEURISTIC_LABELS),
    rules: [{ y: asymptote, label: `brute-force branching factor ${asymptote.toFixed(2)}` }],
    ariaLabel: 'Ratio of nodes expanded in successive IDA* iterations for each heuristic, predicted as lines and measured as rings, on a logarithmic scale; all tend to the brute-force branching factor. The table below lists the same ratios.',
  });
}

/** Table: one row per threshold, predicted / measured per heuristic. */
export function branchingTableHtml(rows: readonly HeuristicRatios[]): string {
  const last = Math.max(...rows.map((r) => r.predicted.length - 1));
  let html = '';
  for (let k = 1; k <= last; k++) {
    html += `<tr><th scope="row">${k}</th>${rows.map((r) => `<td class="num">${formatRatio(r.predicted[k])}</td><td class="num">${formatRatio(r.measured[k])}</td>`).join('')}</tr>`;
  }
  return html;
}
