/**
 * The quality map as SVG markup: a grid of heuristic value h (rows, 0 at the
 * bottom) against true distance d (columns), each cell shaded by how many
 * states fall in it, on a log scale (joint-histogram.ts). Cells above the
 * diagonal (h > d) would be overestimates; they are hatched and, for an
 * admissible heuristic, empty. Markup (SafeHtml), so build time and the live element
 * draw the same thing. Pure; tested in tests/site/ch5-joint-histogram.test.ts.
 */
import { scaleBand } from 'd3-scale';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import { sideLabelMarkup } from '../shared/axis-label.ts';
import { cellShade } from './joint-histogram.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

export interface HeatmapOptions {
  readonly counts: readonly (readonly number[])[];
  /** Rows and columns: 0..size−1 on both axes. */
  readonly size: number;
  readonly width: number;
  readonly label: string;
  readonly marked?: { h: number; d: number } | null;
  readonly active?: { h: number; d: number } | null;
  /** The axes' words; the page's language by default. */
  readonly words?: Pick<Catalogue['pdb']['map'], 'xLabel' | 'yLabel' | 'forbidden'>;
}

const M = { top: 10, right: 10, bottom: 40, left: 44 };

export function heatmapSvg(o: HeatmapOptions): SafeHtml {
  const words = o.words ?? pageMessages().pdb.map;
  const w = Math.max(240, Math.min(560, Math.round(o.width)));
  const plot = w - M.left - M.right;
  const h = M.top + plot + M.bottom;
  const values = Array.from({ length: o.size }, (_, i) => i);
  const x = scaleBand<number>().domain(values).range([M.left, M.left + plot]).padding(0.06);
  const y = scaleBand<number>().domain(values).range([M.top + plot, M.top]).padding(0.06);
  const bw = x.bandwidth();
  const step = x.step();
  let max = 0;
  for (const row of o.counts) for (const c of row) if (c > max) max = c;
  const out: SafeHtml[] = [
    html`<svg class="qm-svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${o.label}">`,
    html`<defs><pattern id="qm-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line class="qm-hatch-line" x1="0" y1="0" x2="0" y2="6"/></pattern></defs>`,
  ];
  // The forbidden half: h > d, drawn as a staircase above the diagonal.
  let stair = `M${M.left},${M.top + plot - step}`;
  for (let d = 0; d < o.size; d++) stair += ` H${M.left + (d + 1) * step} V${Math.max(M.top, M.top + plot - (d + 2) * step)}`;
  stair += ` V${M.top} H${M.left} Z`;
  out.push(html`<path class="qm-forbidden" d="${stair}"/>`);
  for (let hv = 0; hv < o.size; hv++) {
    for (let d = 0; d < o.size; d++) {
      const count = o.counts[hv]?.[d] ?? 0;
      if (count === 0) continue;
      const shade = 0.12 + 0.88 * cellShade(count, max);
      out.push(html`<rect class="qm-cell" data-h="${hv}" data-d="${d}" x="${x(d)}" y="${y(hv)}" width="${bw}" height="${bw}" fill-opacity="${shade.toFixed(3)}"/>`);
    }
  }
  out.push(html`<line class="qm-diagonal" x1="${M.left}" y1="${M.top + plot}" x2="${M.left + plot}" y2="${M.top}"/>`);
  for (const [cls, cell] of [['qm-marked', o.marked], ['qm-active', o.active]] as const) {
    if (cell && cell.h < o.size && cell.d < o.size) {
      out.push(html`<rect class="${cls}" x="${x(cell.d)! - 1.5}" y="${y(cell.h)! - 1.5}" width="${bw + 3}" height="${bw + 3}"/>`);
    }
  }
  // Hit areas for pointer hover, one per cell.
  for (let hv = 0; hv < o.size; hv++) {
    for (let d = 0; d < o.size; d++) out.push(html`<rect class="qm-hit" data-h="${hv}" data-d="${d}" x="${M.left + d * step}" y="${M.top + plot - (hv + 1) * step}" width="${step}" height="${step}"/>`);
  }
  const every = step < 18 ? 2 : 1;
  for (const v of values) {
    if (v % every) continue;
    out.push(html`<text class="qm-tick" x="${x(v)! + bw / 2}" y="${M.top + plot + 14}" text-anchor="middle">${v}</text>`);
    out.push(html`<text class="qm-tick" x="${M.left - 6}" y="${y(v)! + bw / 2}" dy="0.32em" text-anchor="end">${v}</text>`);
  }
  out.push(html`<text class="qm-label" x="${M.left + plot / 2}" y="${h - 6}" text-anchor="middle">${words.xLabel}</text>`);
  out.push(html`<text class="qm-label" ${sideLabelMarkup(words.yLabel, 12, M.top + plot / 2, -90)} text-anchor="middle">${words.yLabel}</text>`);
  out.push(html`<text class="qm-note" x="${M.left + 8}" y="${M.top + 16}">${words.forbidden}</text>`);
  out.push(html`</svg>`);
  return html`${out}`;
}
