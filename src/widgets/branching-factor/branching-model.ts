/**
 * The branching-factor figure as data: per heuristic, the ratio of nodes in
 * successive iterations, E(k) / E(k − 1) predicted and m(k) / m(k − 1)
 * measured. Pure; tested in tests/site/ch7-branching-model.test.ts.
 */
import type { HeuristicName } from 'pocket-cube-solver';
import type { Series } from '../shared/series-chart.ts';

export interface HeuristicRatios {
  readonly heuristic: HeuristicName;
  /** predicted[k] = E(k) / E(k − 1); NaN at k = 0. */
  readonly predicted: number[];
  /** measured[k] = m(k) / m(k − 1), null where the sample says nothing. */
  readonly measured: (number | null)[];
}

/**
 * Ratios of successive values, for k = 1..; a ratio is kept only when the
 * earlier value is non-zero and `trusted(k − 1)` (enough starts took part).
 */
export function ratios(values: readonly number[], trusted: (k: number) => boolean = () => true): (number | null)[] {
  return values.map((v, k) => (k > 0 && values[k - 1] > 0 && trusted(k - 1) ? v / values[k - 1] : null));
}

export function branchingSeries(rows: readonly HeuristicRatios[], labels: Readonly<Record<HeuristicName, string>>): Series[] {
  return rows.flatMap((r) => [
    { key: r.heuristic, label: `${labels[r.heuristic]}, predicted`, kind: 'line' as const, points: r.predicted.flatMap((y, x) => (x > 0 && Number.isFinite(y) ? [{ x, y }] : [])) },
    { key: r.heuristic, label: `${labels[r.heuristic]}, measured`, kind: 'rings' as const, points: r.measured.flatMap((y, x) => (y !== null ? [{ x, y }] : [])) },
  ]);
}

/** "6.00", "39.0", "–": three significant figures. */
export function formatRatio(v: number | null | undefined): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '–' : v.toPrecision(3);
}
