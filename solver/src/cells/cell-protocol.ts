/**
 * Messages between a page and the fresh Web Worker that runs one cell
 * (sandbox/browser-entry.ts). One worker, one run: the page sends `run` once,
 * then ends the worker when the verdict or an error arrives, when the reader
 * cancels, or when the reader's part outlasts CELL_TIME_LIMIT_MS.
 */
import type { Metric } from '../metric.ts';
import type { CellError } from './cell-error.ts';
import type { CellExercise } from './exercises.ts';
import type { CellVerdict } from './verdict.ts';

/** The one message a page sends a fresh cell worker: which exercise, the reader's module source, and the metric. */
export interface CellRunRequest {
  readonly type: 'run';
  readonly exercise: CellExercise;
  /** The reader's ES module, as typed. */
  readonly source: string;
  /** The metric for the exercises that have one (heuristic); bfs and pruning check both. */
  readonly metric: Metric;
}

/** How many console lines a run keeps, and how long each may be: a loop that logs cannot flood the page. */
export const CELL_LOG_LINES = 100;
/** Characters kept of each logged line (CELL_LOG_LINES says how many lines). */
export const CELL_LOG_LINE_LENGTH = 400;

/**
 * What a cell worker posts: log lines as they come; 'collected' once the
 * reader's code has answered (and, for a heuristic, its table); then one
 * 'verdict' or 'error', which ends the run.
 */
export type FromCellWorker =
  /** A line the reader's code logged (the first CELL_LOG_LINES). */
  | { readonly type: 'log'; readonly level: 'log' | 'info' | 'warn' | 'error'; readonly text: string }
  /** Lines past the cap, counted. */
  | { readonly type: 'log-dropped'; readonly count: number }
  /** The reader's code has answered: the time limit ends here and the judging (the notebook's code) begins. */
  | { readonly type: 'collected'; readonly ms: number }
  /**
   * Before a heuristic's verdict: ⌈h⌉ of every state index (table-heuristic.ts),
   * for the widgets that run the reader's heuristic beside the built-in ones
   * (chapter 6's lab). Numbers the judge computed, not the reader's code.
   */
  | { readonly type: 'heuristic-table'; readonly metric: Metric; readonly table: Uint8Array }
  | { readonly type: 'verdict'; readonly verdict: CellVerdict }
  | { readonly type: 'error'; readonly error: CellError };
