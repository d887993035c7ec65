/**
 * Message types of chapter 9's worker jobs (worker/classic-jobs.ts): the
 * classic solver next to ours on the reader's scramble, and a batch over the
 * classic generator's own scrambles. Types only; protocol.ts lists the
 * requests and re-exports these.
 */
import type { ClassicSearchResult } from '../classic/ida-star.ts';
import type { Metric } from '../metric.ts';

/** One search in the classic model, as the page shows it. */
export interface ClassicRun {
  readonly status: ClassicSearchResult['status'];
  /** Classic move names (U D R L F B, its own meaning); null when the budget ran out. */
  readonly solution: string[] | null;
  readonly length: number | null;
  readonly nodes: number;
  readonly thresholds: number[];
  readonly ms: number;
  /** The solution, applied with the classic tables, gives its solved state. */
  readonly verified: boolean;
}

export interface OurRun {
  readonly status: string;
  readonly solution: string[] | null;
  readonly length: number | null;
  readonly nodes: number;
  readonly ms: number;
  readonly verified: boolean;
}

export interface ClassicCompareParams {
  readonly scramble: string;
  readonly metric: Metric;
  /** Node budget of each classic-model search. */
  readonly maxNodes: number;
}

export interface ClassicCompareProgress {
  readonly phase: 'classic' | 'optimal' | 'ours';
  readonly nodes: number;
}

export interface ClassicCompareResponse {
  readonly scramble: string;
  /** The scramble in the classic's own moves (primes and half turns written out). */
  readonly classicScramble: string[];
  readonly classic: ClassicRun;
  /** An optimal solver for the same classic model and metric. */
  readonly optimal: ClassicRun;
  readonly ours: OurRun;
  readonly metric: Metric;
}

export interface ClassicBatchParams {
  readonly count: number;
  readonly seed: number;
  readonly maxNodes: number;
}

export interface ClassicBatchRun {
  readonly index: number;
  readonly scramble: string[];
  /** Optimal length in the classic model's own metric. */
  readonly optimal: number;
  /** The classic solver's length; null when it ran out of budget. */
  readonly classic: number | null;
  readonly nodes: number;
  readonly ms: number;
}

export interface ClassicBatchProgress {
  /** Present when scramble `index` is finished. */
  readonly run?: ClassicBatchRun;
  readonly index: number;
  readonly nodes: number;
}

export interface ClassicBatchResponse {
  readonly seed: number;
  readonly maxNodes: number;
  readonly runs: ClassicBatchRun[];
}
