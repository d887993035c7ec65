/**
 * Message types of the 3×3×3 worker jobs (three-jobs.ts); protocol.ts lists
 * them in RequestTypes. Types only: the page imports this with `import type`.
 */
import type { TwoCoordinateBfsProgress } from '../generic/two-coordinate-bfs.ts';
import type { Metric } from '../metric.ts';

export interface CornerPdbParams {
  readonly metric: Metric;
  /**
   * Refuse to allocate more than this many bytes (a test's forced small limit,
   * or a page that knows its device is short of memory).
   */
  readonly maxBytes?: number;
}

export interface CornerPdbProgress extends TwoCoordinateBfsProgress {
  /** Milliseconds since the BFS started (move tables excluded). */
  readonly ms: number;
}

export interface CornerPdbResponse {
  readonly metric: Metric;
  readonly histogram: number[];
  /** The BFS's time; 0 when the worker already had the table. */
  readonly ms: number;
  /** Building the move tables, before the BFS. */
  readonly tablesMs: number;
  /** Bytes of the table (one per state). */
  readonly bytes: number;
  /** True when the worker had built it before. */
  readonly cached: boolean;
}
