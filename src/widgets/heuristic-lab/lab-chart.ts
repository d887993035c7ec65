/**
 * Small multiples (Tufte's term): one panel per heuristic, bars of nodes
 * expanded per iteration, every panel on the same axes — bounds along x, a
 * logarithmic count up y — so a panel's height compares directly with its
 * neighbours' even when they differ by a factor of a million. Pure drawing
 * with d3: runs in, SVG out. The table beside it carries the same numbers for
 * screen readers.
 */
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleBand, scaleLog } from 'd3-scale';
import { select } from 'd3-selection';
import type { LabRun } from 'pocket-cube-solver/protocol';
import { pageMessages } from '../../i18n/page-language.ts';
import { barsOf, labName, sharedBounds, sharedMax } from './lab-model.ts';

const PANEL_MIN_WIDTH = 150;
const PANEL_HEIGHT = 150;
const MARGIN = { top: 22, right: 6, bottom: 30, left: 44 };

/** Replaces `container`'s contents with the panels, laid out for `width` CSS pixels. */
export function renderSmallMultiples(container: HTMLElement, runs: readonly LabRun[], width: number): void {
  const messages = pageMessages();
  const words = messages.lab;
  const columns = Math.max(1, Math.min(runs.length, Math.floor(width / PANEL_MIN_WIDTH)));
  const panelWidth = width / columns;
  const rows = Math.ceil(runs.length / columns);
  const bounds = sharedBounds(runs);
  const top = sharedMax(runs);
  const x = scaleBand<number>().domain(bounds).range([MARGIN.left, panelWidth - MARGIN.right]).padding(0.2);
  // The axis starts at ½, not 1, so an iteration that expanded one node still shows a bar.
  const y = scaleLog().domain([0.5, Math.max(10, top)]).range([PANEL_HEIGHT - MARGIN.bottom, MARGIN.top]);

  const svg = select(container)
    .selectAll<SVGSVGElement, null>('svg')
    .data([null])
    .join('svg');
  svg
    .attr('class', 'lab-chart')
    .attr('viewBox', `0 0 ${width} ${rows * PANEL_HEIGHT}`)
    .attr('width', width)
    .attr('height', rows * PANEL_HEIGHT)
    .attr('role', 'img')
    .attr('aria-label', words.chartLabel);
  svg.selectAll('*').remove();

  runs.forEach((run, i) => {
    const g = svg.append('g').attr('transform', `translate(${(i % columns) * panelWidth},${Math.floor(i / columns) * PANEL_HEIGHT})`);
    g.append('text').attr('class', 'lab-panel-title').attr('x', MARGIN.left).attr('y', 14).text(labName(run.heuristic, messages, 'short'));
    g.append('g')
      .attr('class', 'lab-axis')
      .attr('transform', `translate(0,${PANEL_HEIGHT - MARGIN.bottom})`)
      .call(axisBottom(x).tickSizeOuter(0));
    g.append('g')
      .attr('class', 'lab-axis')
      .attr('transform', `translate(${MARGIN.left},0)`)
      .call(axisLeft(y).tickValues(logTicks(top)).tickFormat(formatSi).tickSizeOuter(0));
    g.selectAll('rect')
      .data(barsOf(run))
      .join('rect')
      .attr('class', (d) => (d.stopped ? 'lab-bar stopped' : 'lab-bar'))
      .attr('x', (d) => x(d.bound)!)
      .attr('width', x.bandwidth())
      .attr('y', (d) => y(Math.max(1, d.expanded)))
      .attr('height', (d) => y(0.5) - y(Math.max(1, d.expanded)));
    if (run.status === 'budget') {
      g.append('text').attr('class', 'lab-note').attr('x', panelWidth - MARGIN.right).attr('y', MARGIN.top + 10).attr('text-anchor', 'end').text(words.budgetSpent);
    }
  });
  svg.append('text').attr('class', 'lab-axis-label').attr('x', 4).attr('y', rows * PANEL_HEIGHT - 4).text(words.boundAxis);
}

/** Powers of 100 up to the top: 1, 100, 10k, 1M… (three or four labels fit a small panel). */
function logTicks(top: number): number[] {
  const ticks: number[] = [];
  for (let t = 1; t <= Math.max(10, top); t *= 100) ticks.push(t);
  return ticks;
}

function formatSi(value: number | { valueOf(): number }): string {
  const v = Number(value);
  if (v >= 1e6) return `${v / 1e6}M`;
  if (v >= 1e3) return `${v / 1e3}k`;
  return String(v);
}
