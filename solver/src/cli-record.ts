/**
 * The JSON line `pocket-cube solve --json` prints for each scramble: one shape
 * for the 2×2×2, the optimal 3×3×3 and two-phase, the API's answer (solve.ts,
 * three/three-solve.ts, three/two-phase/solve.ts) with the scramble it was for
 * and its moves written as a cuber writes them:
 *
 *   { "ok": true, "scramble": "R U", "moves": "U' R'", "length": 2, "metric": "htm",
 *     "optimal": true, "status": "solved", "nodes": 3, "ms": 0.05 }
 *   { "ok": false, "scramble": "R Q", "error": { "kind": { "code": "unknown-move" },
 *     "message": "…", "column": 3, "length": 1, "token": "Q" } }
 *
 * `moves` is null when no answer came (a node budget ran out: status "budget";
 * no solution short enough for --max-length: status "max-length"); such a line
 * counts as failed for the exit code, as an error does.
 */
import type { Metric } from './metric.ts';
import type { SolverError } from './solver-error.ts';

export interface CliAnswerRecord {
  readonly ok: true;
  readonly scramble: string;
  /** Space-separated, or null when there is no answer; "" for a solved cube. */
  readonly moves: string | null;
  readonly length: number | null;
  readonly metric: Metric;
  readonly optimal: boolean;
  readonly status: string;
  readonly nodes: number;
  readonly ms: number;
  /** What else a solver tells (method, solutions, bound, maxLength, shortestFound; the 3×3×3's lines end with tablesMs). */
  readonly [extra: string]: unknown;
}

export interface CliErrorRecord {
  readonly ok: false;
  readonly scramble: string;
  readonly error: SolverError;
}

export type CliRecord = CliAnswerRecord | CliErrorRecord;

/** Milliseconds to the microsecond, as every line prints them. */
export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** The terminal's line for a refusal: the message and the scramble it was for. */
export function errorLine(scramble: string, error: SolverError): string {
  return `error: ${error.message}: ${scramble}`;
}
