/**
 * The inspector's bar chart as SVG markup (SafeHtml, not DOM, so the build-time
 * fallback and the live widget are drawn by the same code): one horizontal
 * bar per heuristic value and one for the true distance, on a shared scale
 * from 0 to God's number, with a line at the true distance so "h never
 * exceeds it" is visible at a glance. Pure; tested in tests/site/ch5-projection.test.ts.
 */
import { scaleLinear } from 'd3-scale';
import { type SafeHtml, html } from '../../lib/safe-html.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

export interface InspectorValues {
  readonly orient: number;
  readonly perm: number;
  readonly max: number;
  readonly distance: number;
}

/** The bars, top to bottom; their names are the catalogue's `pdb.inspector.bars`. */
export const BAR_KEYS: readonly (keyof InspectorValues)[] = ['orient', 'perm', 'max', 'distance'];

type Words = Catalogue['pdb']['inspector'];

/** One sentence with all four numbers, for the live region and the chart's name. */
export function describeValues(v: InspectorValues, words: Words = pageMessages().pdb.inspector): string {
  return words.values(v.orient, v.perm, v.max, v.distance);
}

export function inspectorSvg(v: InspectorValues, scaleMax: number, width: number, words: Words = pageMessages().pdb.inspector): SafeHtml {
  const w = Math.max(240, Math.round(width));
  const left = 112;
  const right = 28;
  const rowH = 30;
  const top = 8;
  const height = top + rowH * BAR_KEYS.length + 24;
  const x = scaleLinear().domain([0, scaleMax]).range([left, w - right]);
  const out: SafeHtml[] = [html`<svg class="hi-svg" viewBox="0 0 ${w} ${height}" width="${w}" height="${height}" role="img" aria-label="${describeValues(v, words)}">`];
  for (const t of x.ticks(Math.min(scaleMax, 8))) {
    if (!Number.isInteger(t)) continue;
    out.push(html`<g class="hi-tick"><line x1="${x(t)}" x2="${x(t)}" y1="${top}" y2="${top + rowH * BAR_KEYS.length}"/><text x="${x(t)}" y="${height - 6}" text-anchor="middle">${t}</text></g>`);
  }
  BAR_KEYS.forEach((key, i) => {
    const label = words.bars[key];
    const y = top + i * rowH;
    const value = v[key];
    out.push(
      html`<g class="hi-row hi-${key}"><text class="hi-name" x="${left - 8}" y="${y + rowH / 2}" dy="0.32em" text-anchor="end">${label}</text>`,
      html`<rect class="hi-bar" x="${left}" y="${y + 5}" width="${Math.max(0, x(value) - left)}" height="${rowH - 10}"/>`,
      html`<text class="hi-value" x="${x(value) + 5}" y="${y + rowH / 2}" dy="0.32em">${value}</text></g>`,
    );
  });
  const xd = x(v.distance);
  out.push(html`<line class="hi-truth" x1="${xd}" x2="${xd}" y1="${top}" y2="${top + rowH * BAR_KEYS.length}"/>`);
  out.push(html`</svg>`);
  return html`${out}`;
}
