/**
 * The calculator's arithmetic: from any puzzle's Nᵢ and h-distribution, the
 * predicted nodes of the iteration with threshold d, of all iterations up to
 * it, and the time at a measured rate. Pure and puzzle-free, so chapter 8
 * feeds it the 3×3×3's numbers. Tested in tests/site/ch7-calculator-model.test.ts.
 */
import { estimateSeconds, kreIterations } from 'pocket-cube-solver/complexity';
import { pageMessages } from '../../i18n/page-language.ts';

export interface CalculatorInput {
  readonly bruteForce: readonly number[];
  readonly hCounts: readonly number[];
  readonly totalStates: number;
  readonly threshold: number;
  /** Expansions per second measured on this machine; null before it is known. */
  readonly nodesPerSecond: number | null;
}

export interface CalculatorAnswer {
  readonly threshold: number;
  /** E(d). */
  readonly lastIteration: number;
  /** Σ E(d′), d′ = h-free start 0..d: every iteration, as IDA* from threshold 0 would run them. */
  readonly allIterations: number;
  readonly lastSeconds: number | null;
  readonly allSeconds: number | null;
}

export function calculate(input: CalculatorInput): CalculatorAnswer {
  const its = kreIterations(input.bruteForce, input.hCounts, input.totalStates, 0, input.threshold);
  const last = its[its.length - 1];
  const rate = input.nodesPerSecond;
  return {
    threshold: input.threshold,
    lastIteration: last.expected,
    allIterations: last.cumulative,
    lastSeconds: rate ? estimateSeconds(last.expected, rate) : null,
    allSeconds: rate ? estimateSeconds(last.cumulative, rate) : null,
  };
}

/** A duration a reader can picture: "0.3 ms", "4.2 s", "3.1 hours", "2.4 years". */
export function formatDuration(seconds: number | null, words = pageMessages().kit.duration): string {
  if (seconds === null) return '…';
  if (seconds < 1e-3) return words.underMs;
  const figures = (n: number) => String(Number(n.toPrecision(2)));
  if (seconds < 1) return words.ms(figures(seconds * 1000));
  if (seconds < 120) return words.s(figures(seconds));
  if (seconds < 7200) return words.minutes(figures(seconds / 60));
  if (seconds < 172800) return words.hours(figures(seconds / 3600));
  if (seconds < 3.15e7 * 2) return words.days(figures(seconds / 86400));
  return words.years(figures(seconds / 3.15576e7));
}

/** A node count: grouped digits below a billion, then "3.2 × 10¹²". */
export function formatNodes(n: number): string {
  if (n < 1) return String(Number(n.toPrecision(2)));
  if (n < 1e9) return Math.round(n).toLocaleString('en-US');
  const e = Math.floor(Math.log10(n));
  const sup = String(e).replace(/\d/g, (c) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)]);
  return `${(n / 10 ** e).toFixed(1)} × 10${sup}`;
}
