/**
 * The three histograms of the PDB figure, as data: the two abstract puzzles
 * and the real one, for one metric. Shared by the build-time shell and the
 * live element, so both draw the same panels with the same labels.
 */
import { countOf, formatCount } from '../../lib/format.ts';
import { histogramSvg } from '../shared/histogram-svg.ts';

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

export function panelsOf(s: PanelSource): PanelData[] {
  const size = (h: readonly number[]) => formatCount(h.reduce((a, b) => a + b, 0));
  return [
    { key: 'orient', title: `Orientation PDB: ${size(s.orient)} twist patterns`, histogram: s.orient },
    { key: 'perm', title: `Permutation PDB: ${size(s.perm)} arrangements`, histogram: s.perm },
    { key: 'full', title: `The whole puzzle: ${size(s.full)} positions`, histogram: s.full },
  ];
}

/** One panel's SVG. The x axis always runs to the full puzzle's depth, so the three line up. */
export function panelSvg(panel: PanelData, depths: number, width: number): string {
  return histogramSvg({
    counts: panel.histogram,
    depths,
    yMax: Math.max(...panel.histogram),
    scale: 'linear',
    width,
    height: Math.round(Math.max(170, Math.min(220, width * 0.62))),
    label: `${panel.title}. Deepest entry: ${countOf(panel.histogram.length - 1, 'move')}.`,
    xLabel: 'distance (moves)',
    yLabel: 'entries',
  });
}
