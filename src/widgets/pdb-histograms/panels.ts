/**
 * The three histograms of the PDB figure, as data: the two abstract puzzles
 * and the real one, for one metric. Shared by the build-time shell and the
 * live element, so both draw the same panels with the same labels.
 */
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { histogramSvg } from '../shared/histogram-svg.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';

export interface PanelData {
  readonly key: 'orient' | 'perm' | 'full';
  readonly title: string;
  readonly histogram: readonly number[];
}

export interface PanelSource {
  readonly orient: readonly number[];
  readonly perm: readonly number[];
  readonly full: readonly number[];
}

export function panelsOf(s: PanelSource, words: Catalogue['pdb'] = pageMessages().pdb): PanelData[] {
  const size = (h: readonly number[]) => h.reduce((a, b) => a + b, 0);
  return [
    { key: 'orient', title: words.panels.orient(size(s.orient)), histogram: s.orient },
    { key: 'perm', title: words.panels.perm(size(s.perm)), histogram: s.perm },
    { key: 'full', title: words.panels.full(size(s.full)), histogram: s.full },
  ];
}

/** One panel's SVG. The x axis always runs to the full puzzle's depth, so the three line up. */
export function panelSvg(panel: PanelData, depths: number, width: number, words: Catalogue['pdb'] = pageMessages().pdb): SafeHtml {
  return histogramSvg({
    counts: panel.histogram,
    depths,
    yMax: Math.max(...panel.histogram),
    scale: 'linear',
    width,
    height: Math.round(Math.max(170, Math.min(220, width * 0.62))),
    label: words.panelLabel(panel.title, panel.histogram.length - 1),
    xLabel: words.xLabel,
    yLabel: words.yLabel,
  });
}
