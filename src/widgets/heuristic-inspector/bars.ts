/**
 * The inspector's bar chart as SVG markup (a string, so the build-time
 * fallback and the live widget are drawn by the same code): one horizontal
 * bar per heuristic value and one for the true distance, on a shared scale
 * from 0 to God's number, with a line at the true distance so "h never
 * exceeds it" is visible at a glance. Pure; tested in tests/site/ch5-projection.test.ts.
 */
import { scaleLinear } from 'd3-scale';
import { escapeHtml } from '../../lib/format.ts';

export interface InspectorValues {
  readonly orient: number;
  readonly perm: number;
  readonly max: number;
  readonly distance: number;
}

export const BAR_LABELS: readonly { key: keyof InspectorValues; label: string }[] = [
  { key: 'orient', label: 'h orientation' },
  { key: 'perm', label: 'h permutation' },
  { key: 'max', label: 'max of both' },
  { key: 'distance', label: 'true distance' },
];

/** One sentence with all four numbers, for the live region and the chart's name. */
export function describeValues(v: InspectorValues): string {
  const verdict = v.max === v.distance ? 'the max is exact here' : `the max is ${v.distance - v.max} below the truth`;
  return `Orientation PDB ${v.orient}, permutation PDB ${v.perm}, max ${v.max}, true distance ${v.distance}: ${verdict}.`;
}

export function inspectorSvg(v: InspectorValues, scaleMax: number, width: number): string {
  const w = Math.max(240, Math.round(width));
  const left = 112;
  const right = 28;
  const rowH = 30;
  const top = 8;
  const height = top + rowH * BAR_LABELS.length + 24;
  const x = scaleLinear().domain([0, scaleMax]).range([left, w - right]);
  const out: string[] = [`<svg class="hi-svg" viewBox="0 0 ${w} ${height}" width="${w}" height="${height}" role="img" aria-label="${escapeHtml(describeValues(v))}">`];
  for (const t of x.ticks(Math.min(scaleMax, 8))) {
    if (!Number.isInteger(t)) continue;
    out.push(`<g class="hi-tick"><line x1="${x(t)}" x2="${x(t)}" y1="${top}" y2="${top + rowH * BAR_LABELS.length}"/><text x="${x(t)}" y="${height - 6}" text-anchor="middle">${t}</text></g>`);
  }
  BAR_LABELS.forEach(({ key, label }, i) => {
    const y = top + i * rowH;
    const value = v[key];
    out.push(
      `<g class="hi-row hi-${key}"><text class="hi-name" x="${left - 8}" y="${y + rowH / 2}" dy="0.32em" text-anchor="end">${label}</text>` +
        `<rect class="hi-bar" x="${left}" y="${y + 5}" width="${Math.max(0, x(value) - left)}" height="${rowH - 10}"/>` +
        `<text class="hi-value" x="${x(value) + 5}" y="${y + rowH / 2}" dy="0.32em">${value}</text></g>`,
    );
  });
  const xd = x(v.distance);
  out.push(`<line class="hi-truth" x1="${xd}" x2="${xd}" y1="${top}" y2="${top + rowH * BAR_LABELS.length}"/>`);
  out.push('</svg>');
  return out.join('');
}
