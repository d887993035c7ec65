/**
 * Drawing and wording of the depth-saved widget: the reader's histogram of h
 * (shares in %, the kit's histogram-svg.ts) with two guides, the mean of h and
 * the depth s it saves, and the sentences that read them out. Markup and strings, not
 * DOM, so the build-time figure and the live one are the same drawing.
 */
import { histogramGeometry, histogramSvg } from '../shared/histogram-svg.ts';
import type { ShapeSummary } from './reshape.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';

type Words = Catalogue['complexity']['depthSaved'];

export const PLOT_HEIGHT = 260;

export interface ShapeDrawing {
  readonly shares: readonly number[];
  readonly summary: ShapeSummary;
  /** Top of the y axis, in % of states. */
  readonly yMaxPercent: number;
  readonly width: number;
  readonly active: number | null;
}

const options = (d: ShapeDrawing) => ({
  counts: d.shares.map((s) => s * 100),
  depths: d.shares.length,
  yMax: d.yMaxPercent,
  scale: 'linear' as const,
  width: d.width,
  height: PLOT_HEIGHT,
});

export function shapeSvg(d: ShapeDrawing, words: Words = pageMessages().complexity.depthSaved): SafeHtml {
  return histogramSvg({
    ...options(d),
    label: words.chartLabel(summaryText(d.summary, words)),
    active: d.active,
    xLabel: words.xLabel,
    guides: [
      { at: d.summary.saved, label: `s = ${d.summary.saved.toFixed(2)}`, className: 'ds-saved', anchor: 'end' },
      { at: d.summary.mean, label: words.meanGuide(d.summary.mean.toFixed(2)), className: 'ds-mean', anchor: 'start' },
    ],
  });
}

/** The bar and the share (in [0, 1]) under a point of the drawing, in SVG units; the share clamped to the axis. */
export function shareAt(d: ShapeDrawing, svgX: number, svgY: number): { h: number; share: number } {
  const g = histogramGeometry(options(d));
  const h = Math.min(d.shares.length - 1, Math.max(0, Math.floor((svgX - g.x(0)! + (g.x.step() - g.x.bandwidth()) / 2) / g.x.step())));
  const percent = Math.min(d.yMaxPercent, Math.max(0, g.y.invert(svgY)));
  return { h, share: percent / 100 };
}

/** A y-axis top (in %) with room above the tallest bar: a multiple of 10, at most 100. */
export function yMaxFor(shares: readonly number[]): number {
  return Math.min(100, Math.ceil((Math.max(...shares) * 150) / 10) * 10);
}

/** "1 in 5,412" for a share of the work. */
export function oneIn(share: number, words: Words = pageMessages().complexity.depthSaved): string {
  return words.oneIn(share);
}

export function summaryText(s: ShapeSummary, words: Words = pageMessages().complexity.depthSaved): string {
  return words.summary(s.mean.toFixed(2), s.saved.toFixed(2), oneIn(s.workLeft, words), oneIn(s.meanPromise, words));
}

export function barText(h: number, share: number, words: Words = pageMessages().complexity.depthSaved): string {
  return words.bar(h, (share * 100).toFixed(2));
}
