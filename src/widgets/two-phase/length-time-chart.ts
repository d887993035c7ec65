/**
 * Solution length against search time, as the two-phase search improves:
 * one dot per strictly shorter solution, at the time it was found, and a step
 * line holding each length until the next one (or until the search stopped).
 * Time is on a log scale because improvements come at 1 ms, 10 ms, 1 s…
 * Pure drawing with d3-scale and d3-axis: points in, SVG out; the widget's
 * table lists the same numbers for screen readers.
 */
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleLog } from 'd3-scale';
import { select } from 'd3-selection';
import { formatTick } from '../../lib/format.ts';
import { sideLabelAttributes } from '../shared/axis-label.ts';

export interface LengthPoint {
  /** Search time when found, ms. */
  readonly ms: number;
  readonly length: number;
}

export interface LengthChartSpec {
  readonly width: number;
  readonly points: readonly LengthPoint[];
  /** Search time so far (the step line runs to here). */
  readonly untilMs: number;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly ariaLabel: string;
}

const MARGIN = { top: 12, right: 16, bottom: 40, left: 44 };
/** Times below this are drawn at it: a log axis has no zero, and the first solution can take 0.05 ms. */
const FLOOR_MS = 0.1;

export function renderLengthChart(container: HTMLElement, spec: LengthChartSpec): void {
  const width = spec.width;
  const height = Math.round(Math.min(260, Math.max(180, width * 0.4)));
  const t = (ms: number) => Math.max(FLOOR_MS, ms);
  const until = Math.max(t(spec.untilMs), ...spec.points.map((p) => t(p.ms)), 10);
  const x = scaleLog().domain([FLOOR_MS, until]).range([MARGIN.left, width - MARGIN.right]).nice();
  const lengths = spec.points.map((p) => p.length);
  const lo = lengths.length ? Math.min(...lengths) - 1 : 17;
  const hi = lengths.length ? Math.max(...lengths) + 1 : 23;
  const y = scaleLinear().domain([lo, hi]).range([height - MARGIN.bottom, MARGIN.top]);

  const svg = select(container).selectAll<SVGSVGElement, null>('svg').data([null]).join('svg');
  svg.attr('class', 'length-chart').attr('viewBox', `0 0 ${width} ${height}`).attr('width', width).attr('height', height).attr('role', 'img').attr('aria-label', spec.ariaLabel);
  svg.selectAll('*').remove();

  const decades = x.ticks().filter((v) => Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9);
  svg.append('g').attr('class', 'lc-axis').attr('transform', `translate(0,${height - MARGIN.bottom})`).call(axisBottom(x).tickValues(decades).tickFormat((v) => formatTick(Number(v))).tickSizeOuter(0));
  const yTicks = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((v, _, all) => all.length <= 8 || v % 2 === 0);
  svg.append('g').attr('class', 'lc-axis').attr('transform', `translate(${MARGIN.left},0)`).call(axisLeft(y).tickValues(yTicks).tickFormat((v) => String(v)).tickSizeOuter(0));
  svg.append('text').attr('class', 'lc-label').attr('x', (MARGIN.left + width - MARGIN.right) / 2).attr('y', height - 6).attr('text-anchor', 'middle').text(spec.xLabel);
  const yLabel = svg.append('text').attr('class', 'lc-label').attr('text-anchor', 'middle').text(spec.yLabel);
  for (const [name, value] of Object.entries(sideLabelAttributes(spec.yLabel, 12, (MARGIN.top + height - MARGIN.bottom) / 2, -90))) yLabel.attr(name, value);

  if (spec.points.length === 0) return;
  // Each length holds from its own time to the next one's: a step line.
  const corners: [number, number][] = [];
  spec.points.forEach((p, i) => {
    const next = spec.points[i + 1];
    corners.push([x(t(p.ms)), y(p.length)], [x(next ? t(next.ms) : until), y(p.length)]);
  });
  svg.append('path').attr('class', 'lc-step').attr('d', `M${corners.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join('L')}`);
  svg
    .append('g')
    .selectAll('circle')
    .data(spec.points)
    .join('circle')
    .attr('class', 'lc-dot')
    .attr('cx', (p) => x(t(p.ms)))
    .attr('cy', (p) => y(p.length))
    .attr('r', 4);
}
