/**
 * Chapter 7's per-instance estimate as plain data: from the worker's answer
 * (pocketEstimate) and, once IDA* has run, its iterations, the table's rows
 * and the chart's series, in one unit at a time. Estimates meet counts only
 * through the solver's estimateVsSearch, which pairs them unit by unit.
 * Pure: tested in tests/site/ch7-scramble-estimate.test.ts.
 */
import type { IterationStats } from 'pocket-cube-solver';
import { type EstimateMethod, type MeanSummary, type NodeUnit, estimateVsSearch } from 'pocket-cube-solver/complexity';
import type { PocketEstimateResponse } from 'pocket-cube-solver/protocol';
import type { Series } from '../shared/series-chart.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** What IDA* as run did at a threshold. */
export type AsRun =
  | { readonly kind: 'count'; readonly count: number; readonly stoppedEarly: boolean }
  /** Below its last threshold, but never run: no node's f was this value, so IDA* jumped past it. */
  | { readonly kind: 'skipped' }
  /** Above the threshold where it stopped. */
  | { readonly kind: 'beyond' };

export interface EstimateRow {
  readonly threshold: number;
  /** KRE's E(t), the average over uniformly random starts; null in the generated unit (the formula counts nodes expanded). */
  readonly kre: number | null;
  readonly knuth: MeanSummary | null;
  readonly stratified: MeanSummary | null;
  /** The whole iteration counted exactly: a count, 'over' the worker's cap, or null before IDA* has run. */
  readonly whole: number | 'over' | null;
  /** null before IDA* has run. */
  readonly asRun: AsRun | null;
}

/** What the rows are made from: the worker's answer, or the part of it its progress reports carry (no KRE, no exact counts yet). */
export type EstimateSource = Pick<PocketEstimateResponse, 'thresholds' | 'estimates' | 'exact' | 'kre'>;

/** Rows for thresholds h(start)..God's number, every count in `unit`. */
export function estimateRows(answer: EstimateSource, unit: NodeUnit, run: readonly IterationStats[] | null): EstimateRow[] {
  const of = (method: EstimateMethod) => new Map(answer.estimates.filter((e) => e.method === method).map((e) => [e.threshold, e[unit]]));
  const knuth = of('knuth');
  const stratified = of('stratified');
  const paired = run ? new Map(estimateVsSearch(answer.estimates.filter((e) => e.method === answer.estimates[0].method), run).map((r) => [r.threshold, r])) : null;
  const lastBound = run?.at(-1)?.bound ?? -1;
  return answer.thresholds.map((threshold, i) => {
    let asRun: AsRun | null = null;
    if (run) {
      const pair = paired?.get(threshold);
      if (pair?.measured) asRun = { kind: 'count', count: pair.measured[unit], stoppedEarly: pair.stoppedEarly };
      else asRun = threshold < lastBound ? { kind: 'skipped' } : { kind: 'beyond' };
    }
    const exact = answer.exact[i] ?? null;
    return {
      threshold,
      kre: unit === 'expanded' ? (answer.kre[i] ?? null) : null,
      knuth: knuth.get(threshold) ?? null,
      stratified: stratified.get(threshold) ?? null,
      whole: run === null || answer.exact.length === 0 ? null : exact === null ? 'over' : exact[unit],
      asRun,
    };
  });
}

/**
 * How each method fared against the iterations IDA* finished (the last one
 * stops at its first solution and is left out): how many lay within 2 and
 * within 4 standard errors, in `unit`.
 */
export function agreement(answer: EstimateSource, unit: NodeUnit, run: readonly IterationStats[]): { method: EstimateMethod; finished: number; within2: number; within4: number }[] {
  const methods = [...new Set(answer.estimates.map((e) => e.method))];
  return methods.map((method) => {
    const scored = estimateVsSearch(answer.estimates.filter((e) => e.method === method), run).filter((r) => r.z !== null);
    const z = scored.map((r) => Math.abs(r.z![unit]));
    return { method, finished: scored.length, within2: z.filter((v) => v <= 2).length, within4: z.filter((v) => v <= 4).length };
  });
}

/** Half the gap between the two methods' marks at one threshold, in threshold units. */
const OFFSET = 0.2;

/** The chart: KRE's average as a line, each method's estimate with ± 2 SE (side by side), the whole iteration as rings, IDA* as run as diamonds. */
export function estimateSeries(rows: readonly EstimateRow[], words: Catalogue['complexity']['estimate'] = pageMessages().complexity.estimate): Series[] {
  const bars = (key: EstimateMethod, dx: number): Series => ({
    key,
    label: words.series[key],
    kind: 'dots',
    points: rows.flatMap((r) => {
      const e = r[key];
      return e && e.mean > 0 ? [{ x: r.threshold + dx, y: e.mean, lo: e.mean - 2 * e.standardError, hi: e.mean + 2 * e.standardError }] : [];
    }),
  });
  const series: Series[] = [
    { key: 'predicted', label: words.legend.kre, kind: 'line', points: rows.flatMap((r) => (r.kre !== null && r.kre > 0 ? [{ x: r.threshold, y: r.kre }] : [])) },
    bars('knuth', -OFFSET),
    bars('stratified', OFFSET),
  ];
  const whole = rows.flatMap((r) => (typeof r.whole === 'number' && r.whole > 0 ? [{ x: r.threshold, y: r.whole }] : []));
  if (whole.length > 0) series.push({ key: 'completed', label: words.legend.whole, kind: 'rings', points: whole });
  const asRun = rows.flatMap((r) => (r.asRun?.kind === 'count' && r.asRun.count > 0 ? [{ x: r.threshold, y: r.asRun.count }] : []));
  if (asRun.length > 0) series.push({ key: 'reader', label: words.legend.asRun, kind: 'diamonds', points: asRun });
  return series;
}

/** A y range covering every mark, in whole decades. */
export function estimateDomain(rows: readonly EstimateRow[]): [number, number] {
  const values = rows.flatMap((r) => [r.kre ?? 0, r.knuth?.mean ?? 0, r.stratified?.mean ?? 0, typeof r.whole === 'number' ? r.whole : 0, r.asRun?.kind === 'count' ? r.asRun.count : 0]).filter((v) => v > 0);
  const hi = Math.max(10, ...values);
  const lo = Math.max(0.1, Math.min(1, ...values));
  return [10 ** Math.floor(Math.log10(lo)), 10 ** Math.ceil(Math.log10(hi))];
}
