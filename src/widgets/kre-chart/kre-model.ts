/**
 * Chapter 7's prediction figure as plain data: from E(d), a measurement over
 * random starts and the reader's own run, the chart's series and the table's
 * rows. Pure (no DOM, no solver tables): tested in tests/site/ch7-kre-model.test.ts.
 */
import type { IterationStats } from 'pocket-cube-solver';
import type { MeasurementSummary } from 'pocket-cube-solver/complexity';
import type { Series } from '../shared/series-chart.ts';
import { zScore } from 'pocket-cube-solver/complexity';
import { pageMessages } from '../../i18n/page-language.ts';

export interface KreRow {
  readonly threshold: number;
  readonly expected: number;
  /** Mean of complete iterations, its standard error and z; null above the measured range. */
  readonly completed: { mean: number; standardError: number; z: number | null } | null;
  readonly asRun: number | null;
  /** The reader's scramble, as run (null when its search did not use this threshold). */
  readonly reader: number | null;
}

/**
 * z is left out (null) where too few starts take part for it to mean anything:
 * fewer than `minContributors` expected starts with h ≤ d.
 */
export function kreRows(expected: readonly number[], share: readonly number[], m: MeasurementSummary | null, reader: readonly IterationStats[] | null, minContributors = 30): KreRow[] {
  const last = Math.max(expected.length - 1, m ? m.thresholds.length - 1 : 0);
  const byBound = new Map((reader ?? []).map((it) => [it.bound, it.expanded]));
  return Array.from({ length: last + 1 }, (_, d) => {
    const t = m?.thresholds[d];
    const c = t?.completed ?? null;
    const informative = m !== null && m.starts * (share[Math.min(d, share.length - 1)] ?? 1) >= minContributors;
    return {
      threshold: d,
      expected: expected[d],
      completed: c ? { mean: c.mean, standardError: c.standardError, z: informative ? zScore(c, expected[d]) : null } : null,
      asRun: t?.asRun ? t.asRun.mean : null,
      reader: byBound.get(d) ?? null,
    };
  });
}

/** The chart's series: E(d) as a line, complete means with ± 2 SE, as-run means, the reader's iterations. */
export function kreSeries(rows: readonly KreRow[], words = pageMessages().complexity.kre.series): Series[] {
  const series: Series[] = [
    { key: 'predicted', label: words.predicted, kind: 'line', points: rows.filter((r) => r.expected > 0).map((r) => ({ x: r.threshold, y: r.expected })) },
    {
      key: 'completed',
      label: words.completed,
      kind: 'dots',
      points: rows.filter((r) => r.completed && r.completed.mean > 0).map((r) => ({ x: r.threshold, y: r.completed!.mean, lo: r.completed!.mean - 2 * r.completed!.standardError, hi: r.completed!.mean + 2 * r.completed!.standardError })),
    },
    { key: 'asrun', label: words.asRun, kind: 'rings', points: rows.filter((r) => r.asRun !== null && r.asRun > 0).map((r) => ({ x: r.threshold, y: r.asRun! })) },
  ];
  const reader = rows.filter((r) => r.reader !== null && r.reader > 0);
  if (reader.length > 0) series.push({ key: 'reader', label: words.reader, kind: 'diamonds', points: reader.map((r) => ({ x: r.threshold, y: r.reader! })) });
  return series;
}

/** A y range covering every positive value, in whole decades, from at least 0.01. */
export function logDomain(rows: readonly KreRow[]): [number, number] {
  const values = rows.flatMap((r) => [r.expected, r.completed?.mean ?? 0, r.asRun ?? 0, r.reader ?? 0]).filter((v) => v > 0);
  const hi = Math.max(10, ...values);
  const lo = Math.max(1e-3, Math.min(1, ...values));
  return [10 ** Math.floor(Math.log10(lo)), 10 ** Math.ceil(Math.log10(hi))];
}
