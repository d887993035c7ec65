/** Drawing the branching-factor figure: chart and table of the same ratios. Pure. */
import { renderSeriesChart } from '../shared/series-chart.ts';
import { type HeuristicRatios, branchingSeries, formatRatio } from './branching-model.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html } from '../../lib/safe-html.ts';

export function renderBranchingChart(box: HTMLElement, rows: readonly HeuristicRatios[], asymptote: number, width: number): void {
  const messages = pageMessages();
  const words = messages.complexity.branching;
  const last = Math.max(...rows.map((r) => r.predicted.length - 1));
  renderSeriesChart(box, {
    width,
    height: Math.round(Math.min(340, Math.max(240, width * 0.45))),
    x: { domain: [1, last], label: words.xLabel },
    y: { domain: [1, 100], log: true, label: words.yLabel },
    series: branchingSeries(rows, messages.kit.heuristics.long),
    rules: [{ y: asymptote, label: words.asymptote(asymptote.toFixed(2)) }],
    ariaLabel: words.chartLabel,
  });
}

/** Table: one row per threshold, predicted / measured per heuristic. */
export function branchingTableHtml(rows: readonly HeuristicRatios[]): SafeHtml {
  const last = Math.max(...rows.map((r) => r.predicted.length - 1));
  const body: SafeHtml[] = [];
  for (let k = 1; k <= last; k++) {
    body.push(html`<tr><th scope="row">${k}</th>${rows.map((r) => html`<td class="num">${formatRatio(r.predicted[k])}</td><td class="num">${formatRatio(r.measured[k])}</td>`)}</tr>`);
  }
  return html`${body}`;
}
