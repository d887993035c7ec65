/**
 * A depth histogram as SVG markup: one bar per depth, d3 scales for the
 * geometry and the tick values. It returns markup (SafeHtml, every label
 * escaped by the html tag), not DOM, on purpose: the same function draws the
 * build-time figure (in the .astro shell, where there is no DOM) and the live
 * one (set into the plot with setHtml), so the
 * static fallback and the running widget cannot look different. Colours are
 * CSS classes (histogram.css) on the shared tokens, so both themes apply.
 */
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import { scaleBand, scaleLinear, scaleLog } from 'd3-scale';
import { formatTick } from '../../lib/format.ts';

export type YScale = 'linear' | 'log';

export interface HistogramSvgOptions {
  /** counts[depth]; may be shorter than `depths` while a BFS is still growing. */
  readonly counts: readonly number[];
  /** Depths on the x axis (0..depths−1): fixed, so the axes stay put as bars arrive. */
  readonly depths: number;
  /** Top of the y axis: fixed for the same reason. */
  readonly yMax: number;
  readonly scale: YScale;
  readonly width: number;
  readonly height: number;
  /** Accessible name of the figure (the data itself is in a table beside it). */
  readonly label: string;
  /** The depth of the reader's scramble, drawn in the highlight colour. */
  readonly marked?: number | null;
  /** The depth under the pointer or keyboard focus. */
  readonly active?: number | null;
  readonly xLabel?: string;
  readonly yLabel?: string;
  /**
   * Vertical guides at fractional depths (a mean, a depth saved): a line from
   * the axis to the top with its label above it, on the side `anchor` says, so
   * two guides close together label away from each other.
   */
  readonly guides?: readonly HistogramGuide[];
}

export interface HistogramGuide {
  /** Position in depths: 2.5 is halfway between the centres of bars 2 and 3. */
  readonly at: number;
  readonly label: string;
  /** CSS class of the line and its label (colours live in the widget's stylesheet). */
  readonly className: string;
  readonly anchor: 'start' | 'end';
}

const MARGIN = { top: 22, right: 8, bottom: 36, left: 46 };


/**
 * The y scale: linear from 0, or logarithmic from ½ so that a depth with a
 * single state (depth 0 always) still shows as a short bar.
 */
export function yScaleOf(scale: YScale, yMax: number, range: [number, number]) {
  return scale === 'log'
    ? scaleLog().domain([0.5, Math.max(1, yMax)]).range(range)
    : scaleLinear().domain([0, Math.max(1, yMax)]).nice().range(range);
}

/** Tick values: a handful for linear, the powers of ten for log. */
export function yTicks(scale: YScale, yMax: number): number[] {
  if (scale === 'log') {
    const ticks: number[] = [];
    for (let v = 1; v <= Math.max(1, yMax); v *= 10) ticks.push(v);
    return ticks;
  }
  return scaleLinear().domain([0, Math.max(1, yMax)]).nice().ticks(5);
}

/**
 * The drawing's geometry in SVG units: the band of each depth, the value
 * scale, the baseline. Exported so that a widget which lets the reader drag a
 * bar maps the pointer back to a value with the very scales that drew it.
 */
export function histogramGeometry(o: Pick<HistogramSvgOptions, 'depths' | 'yMax' | 'scale' | 'width' | 'height'>) {
  const width = Math.max(200, Math.round(o.width));
  const height = Math.max(120, Math.round(o.height));
  const x = scaleBand<number>()
    .domain(Array.from({ length: o.depths }, (_, d) => d))
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(0.18)
    .paddingOuter(0.1);
  const bottom = height - MARGIN.bottom;
  const y = yScaleOf(o.scale, o.yMax, [bottom, MARGIN.top]);
  /** The x of a fractional depth: the centre of bar ⌊at⌋, plus the fraction of one step. */
  const xAt = (at: number) => x(0)! + x.bandwidth() / 2 + at * x.step();
  return { width, height, x, y, bottom, top: MARGIN.top, xAt };
}

export function histogramSvg(o: HistogramSvgOptions): SafeHtml {
  const { width, height, x, y, bottom, xAt } = histogramGeometry(o);
  const band = x.bandwidth();
  // Label every depth when there is room, else every other one.
  const everyOther = band < 14;

  const parts: SafeHtml[] = [];
  parts.push(
    html`<svg class="hist-svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${o.label}">`,
  );
  for (const t of yTicks(o.scale, o.yMax)) {
    const ty = y(t);
    parts.push(
      html`<g class="hist-tick"><line x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${ty}" y2="${ty}"/>`,
      html`<text x="${MARGIN.left - 6}" y="${ty}" dy="0.32em" text-anchor="end">${formatTick(t)}</text></g>`,
    );
  }
  o.counts.forEach((count, depth) => {
    const x0 = x(depth);
    if (x0 === undefined || count <= 0) return;
    const top = y(count);
    const classes = ['hist-bar'];
    if (depth === o.marked) classes.push('is-marked');
    if (depth === o.active) classes.push('is-active');
    parts.push(
      html`<rect class="${classes.join(' ')}" data-depth="${depth}" x="${x0}" y="${top}" width="${band}" height="${Math.max(0, bottom - top)}"/>`,
    );
  });
  // Full-height hit areas, so a thin bar (depth 0 on a linear scale) can still be hovered.
  for (let depth = 0; depth < o.depths; depth++) {
    const x0 = x(depth)!;
    parts.push(html`<rect class="hist-hit" data-depth="${depth}" x="${x0 - (x.step() - band) / 2}" y="${MARGIN.top}" width="${x.step()}" height="${bottom - MARGIN.top}"/>`);
  }
  if (o.marked != null && o.marked < o.depths) {
    const cx = x(o.marked)! + band / 2;
    parts.push(html`<path class="hist-marker" d="M${cx},${bottom + 2} l-5,8 h10 z"/>`);
  }
  for (const g of o.guides ?? []) {
    const gx = xAt(g.at);
    const dx = g.anchor === 'start' ? 4 : -4;
    parts.push(
      html`<g class="hist-guide ${g.className}"><line x1="${gx}" x2="${gx}" y1="${bottom}" y2="${MARGIN.top - 4}"/>`,
      html`<text x="${gx + dx}" y="${MARGIN.top - 8}" text-anchor="${g.anchor}">${g.label}</text></g>`,
    );
  }
  parts.push(html`<line class="hist-axis" x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${bottom}" y2="${bottom}"/>`);
  for (let depth = 0; depth < o.depths; depth++) {
    if (everyOther && depth % 2 === 1) continue;
    parts.push(html`<text class="hist-xtick" x="${x(depth)! + band / 2}" y="${bottom + 20}" text-anchor="middle">${depth}</text>`);
  }
  if (o.xLabel) parts.push(html`<text class="hist-label" x="${(MARGIN.left + width - MARGIN.right) / 2}" y="${height - 2}" text-anchor="middle">${o.xLabel}</text>`);
  if (o.yLabel) parts.push(html`<text class="hist-label" x="${MARGIN.left}" y="${MARGIN.top - 10}" text-anchor="start">${o.yLabel}</text>`);
  parts.push(html`</svg>`);
  return html`${parts}`;
}
