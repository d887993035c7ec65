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

/** Our solver on the same scramble (max of both PDBs, the classic's node budget), in the same fields as ClassicRun; `nodes` counts nodes generated. */
export interface OurRun {
  readonly status: string;
  readonly solution: string[] | null;
  readonly length: number | null;
  readonly nodes: number;
  readonly ms: number;
  readonly verified: boolean;
}

/** The `classicCompare` request: a scramble (WCA notation, face turns only) for the classic solver, an optimal classic search and ours. */
export interface ClassicCompareParams {
  readonly scramble: string;
  readonly metric: Metric;
  /** Node budget of each classic-model search. */
  readonly maxNodes: number;
}

/** Which of the three searches is running (classic, then optimal, then ours) and its nodes so far. */
export interface ClassicCompareProgress {
  readonly phase: 'classic' | 'optimal' | 'ours';
  readonly nodes: number;
}

/** The three runs on the reader's scramble, each with its moves, length, nodes, time and whether the moves check out. */
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

/** The `classicBatch` request: `count` (1..1000) scrambles from the classic's own generator, seeded with `seed`; `maxNodes` is the classic solver's budget for each. */
export interface ClassicBatchParams {
  readonly count: number;
  readonly seed: number;
  readonly maxNodes: number;
}

/** One scramble of a batch: the classic solver's length and cost beside the optimal length in the classic model. */
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

/** The batch at work: scramble `index` and the classic solver's nodes on it so far (0 while its optimal length is being found). */
export interface ClassicBatchProgress {
  /** Present when scramble `index` is finished. */
  readonly run?: ClassicBatchRun;
  readonly index: number;
  readonly nodes: number;
}

/** Every run of the batch in order, with the seed and budget that produced them. */
export interface ClassicBatchResponse {
  readonly seed: number;
  readonly maxNodes: number;
  readonly runs: ClassicBatchRun[];
}
