/**
 * A chart of a few series over an integer x (a threshold, a depth): lines for
 * predictions, dots (with optional error bars) for measurements, diamonds for
 * one reader's run. Pure drawing with d3-scale and d3-axis: data in, SVG out.
 * Used by chapter 7's prediction and branching-factor figures; every chart
 * drawn with it has a table of the same numbers beside it for screen readers.
 */
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleLog } from 'd3-scale';
import { select } from 'd3-selection';
import { type Box, type Obstacles, type Segment, estimateTextWidth, placeLabel, textBox } from './label-placement.ts';
import { formatTick } from '../../lib/format.ts';
import { sideLabelAttributes } from './axis-label.ts';

export interface SeriesPoint {
  readonly x: number;
  readonly y: number;
  /** An error bar from lo to hi (e.g. ± 2 standard errors). */
  readonly lo?: number;
  readonly hi?: number;
}

export interface Series {
  /** Selects the colour: `.sc-<key>` in CSS. */
  readonly key: string;
  readonly label: string;
  readonly kind: 'line' | 'dots' | 'diamonds' | 'rings';
  readonly points: readonly SeriesPoint[];
}

export interface SeriesChartSpec {
  readonly width: number;
  readonly height: number;
  readonly x: { readonly domain: readonly [number, number]; readonly label: string };
  readonly y: { readonly domain: readonly [number, number]; readonly log: boolean; readonly label: string };
  readonly series: readonly Series[];
  /** Horizontal reference lines (e.g. the asymptotic branching factor). */
  readonly rules?: readonly { readonly y: number; readonly label: string }[];
  readonly ariaLabel: string;
}

const MARGIN = { top: 12, right: 14, bottom: 40, left: 58 };

/** Replaces the chart in `container` (one SVG, reused). Points outside the y domain are left out. */
export function renderSeriesChart(container: HTMLElement, spec: SeriesChartSpec): void {
  const { width, height } = spec;
  const x = scaleLinear().domain(spec.x.domain).range([MARGIN.left, width - MARGIN.right]);
  const [y0, y1] = spec.y.domain;
  const y = (spec.y.log ? scaleLog() : scaleLinear()).domain([y0, y1]).range([height - MARGIN.bottom, MARGIN.top]).clamp(false);
  const inside = (p: { y: number }) => p.y >= y0 && p.y <= y1 && Number.isFinite(p.y);

  const svg = select(container).selectAll<SVGSVGElement, null>('svg').data([null]).join('svg');
  svg.attr('class', 'series-chart').attr('viewBox', `0 0 ${width} ${height}`).attr('width', width).attr('height', height).attr('role', 'img').attr('aria-label', spec.ariaLabel);
  svg.selectAll('*').remove();

  const xTicks = Math.min(spec.x.domain[1] - spec.x.domain[0], Math.floor(width / 40));
  svg.append('g').attr('class', 'sc-axis').attr('transform', `translate(0,${height - MARGIN.bottom})`).call(axisBottom(x).ticks(xTicks).tickFormat((v) => String(v)).tickSizeOuter(0));
  const yAxis = axisLeft(y).tickSizeOuter(0);
  if (spec.y.log) yAxis.tickValues(decades(y0, y1)).tickFormat((v) => formatTick(Number(v)));
  else yAxis.ticks(6);
  svg.append('g').attr('class', 'sc-axis').attr('transform', `translate(${MARGIN.left},0)`).call(yAxis);
  svg.append('text').attr('class', 'sc-axis-label').attr('x', width - MARGIN.right).attr('y', height - 6).attr('text-anchor', 'end').text(spec.x.label);
  const yLabel = svg.append('text').attr('class', 'sc-axis-label').text(spec.y.label);
  for (const [name, value] of Object.entries(sideLabelAttributes(spec.y.label, 14, MARGIN.top, 90))) yLabel.attr(name, value);

  const rules = (spec.rules ?? []).filter(inside);
  for (const rule of rules) {
    svg.append('line').attr('class', 'sc-rule').attr('x1', MARGIN.left).attr('x2', width - MARGIN.right).attr('y1', y(rule.y)).attr('y2', y(rule.y));
  }

  const obstacles: { boxes: Box[]; segments: Segment[] } = { boxes: [], segments: [] };
  for (const s of spec.series) {
    const g = svg.append('g').attr('class', `sc-series sc-${s.key} sc-${s.kind}`);
    const points = s.points.filter(inside);
    addObstacles(obstacles, s.kind, points, x, y, [y0, y1]);
    if (s.kind === 'line') {
      const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join('');
      g.append('path').attr('d', d);
      g.selectAll('circle').data(points).join('circle').attr('cx', (p) => x(p.x)).attr('cy', (p) => y(p.y)).attr('r', 2.5);
      continue;
    }
    g.selectAll('line')
      .data(points.filter((p) => p.lo !== undefined && p.hi !== undefined))
      .join('line')
      .attr('x1', (p) => x(p.x))
      .attr('x2', (p) => x(p.x))
      .attr('y1', (p) => y(Math.max(y0, p.lo!)))
      .attr('y2', (p) => y(Math.min(y1, p.hi!)));
    if (s.kind === 'diamonds') {
      g.selectAll('path').data(points).join('path').attr('d', (p) => diamond(x(p.x), y(p.y), 6));
    } else {
      g.selectAll('circle').data(points).join('circle').attr('cx', (p) => x(p.x)).attr('cy', (p) => y(p.y)).attr('r', s.kind === 'rings' ? 5.5 : 4);
    }
  }

  // Rule labels last, beside their rule where they cover no data (issue 20, item 6: the
  // branching factor's label sat on the curves that tend to it).
  const plot: Box = { x: MARGIN.left, y: MARGIN.top - 8, width: width - MARGIN.left - MARGIN.right, height: height - MARGIN.top - MARGIN.bottom + 8 };
  for (const rule of rules) placeRuleLabel(svg.node()!, rule, y(rule.y), plot, obstacles);
}

/** Radius of each kind of mark as drawn above, for the boxes labels keep clear of. */
const MARK_RADIUS: Readonly<Record<Series['kind'], number>> = { line: 2.5, dots: 4, rings: 6.5, diamonds: 6 };

/** The data a label must not cover: each mark's box, each line's segments and each error bar. */
function addObstacles(
  into: { boxes: Box[]; segments: Segment[] },
  kind: Series['kind'],
  points: readonly SeriesPoint[],
  x: (v: number) => number,
  y: (v: number) => number,
  [y0, y1]: readonly [number, number],
): void {
  const r = MARK_RADIUS[kind];
  for (const p of points) into.boxes.push({ x: x(p.x) - r, y: y(p.y) - r, width: 2 * r, height: 2 * r });
  if (kind === 'line') {
    for (let i = 1; i < points.length; i++) into.segments.push([x(points[i - 1].x), y(points[i - 1].y), x(points[i].x), y(points[i].y)]);
    return;
  }
  for (const p of points) {
    if (p.lo !== undefined && p.hi !== undefined) into.segments.push([x(p.x), y(Math.max(y0, p.lo)), x(p.x), y(Math.min(y1, p.hi))]);
  }
}

/** Font size of .sc-rule-label (series-chart.css), for the label's box. */
const RULE_LABEL_PX = 12;

/**
 * A rule's label: just above or just below its line (clear of marks drawn on
 * it: curves that tend to an asymptote run along it), as far right as it can
 * be, where a reader looks for it, sliding left until it covers no data
 * (label-placement.ts).
 */
function placeRuleLabel(svg: SVGSVGElement, rule: { readonly label: string }, ruleY: number, plot: Box, obstacles: Obstacles): void {
  const text = select(svg).append('text').attr('class', 'sc-rule-label').attr('text-anchor', 'end').text(rule.label);
  // Measured where the browser can (getComputedTextLength needs layout), estimated elsewhere.
  const measured = typeof text.node()!.getComputedTextLength === 'function' ? text.node()!.getComputedTextLength() : 0;
  const width = measured > 0 ? measured : estimateTextWidth(rule.label, RULE_LABEL_PX);
  const right = plot.x + plot.width - 2;
  const candidates: { x: number; y: number; box: Box }[] = [];
  // Nearest the rule first, then a step further out; along each, right to left.
  for (const gap of [4, 10, 16]) {
    for (const baseline of [ruleY - gap, ruleY + gap + RULE_LABEL_PX]) {
      for (let x = right; x - width >= plot.x; x -= 8) candidates.push({ x, y: baseline, box: textBox(x, baseline, width, RULE_LABEL_PX, 'end') });
    }
  }
  const place = placeLabel(candidates, obstacles, plot) ?? { x: right, y: ruleY - 4 };
  text.attr('x', place.x).attr('y', place.y);
}

/** Powers of ten spanning [lo, hi] (at most about seven, every other one when there are more). */
export function decades(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let e = Math.ceil(Math.log10(lo)); e <= Math.floor(Math.log10(hi)); e++) out.push(10 ** e);
  return out.length > 7 ? out.filter((_, i) => i % 2 === 0) : out;
}

function diamond(cx: number, cy: number, r: number): string {
  return `M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}Z`;
}
