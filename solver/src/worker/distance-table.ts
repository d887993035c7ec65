/**
 * The 2×2×2 distance table in the worker: built by a BFS whose progress the
 * page sees, then kept (3.67 MB, one copy per metric) for every later
 * request that needs exact distances.
 */
import { type DistanceTable, bfsByDepth, cachedDistanceTable, rememberDistanceTable } from '../bfs.ts';
import { STATE_COUNT } from '../coordinates.ts';
import type { Metric } from '../metric.ts';
import { moveTables } from '../move-tables.ts';
import type { BfsProgressMessage } from '../page/protocol.ts';
import { driveGenerator } from '../run-in-slices.ts';

/** The part of a job's context a BFS needs. */
export interface BfsContext {
  readonly signal: AbortSignal;
  progress(p: BfsProgressMessage): void;
}

/** A BFS context for a job that reports nothing while the table builds. */
export function silently(signal: AbortSignal): BfsContext {
  return { signal, progress: () => {} };
}

/** Runs a BFS with progress; the finished table is kept for later requests. */
export async function runBfs(metric: Metric, ctx: BfsContext): Promise<{ table: DistanceTable; ms: number }> {
  const started = performance.now();
  const table = await driveGenerator(bfsByDepth(moveTables(metric)), {
    signal: ctx.signal,
    onStep: (p) => ctx.progress({ ...p, total: STATE_COUNT, ms: performance.now() - started }),
  });
  rememberDistanceTable(table);
  return { table, ms: performance.now() - started };
}

/** The distance table, from cache or by a BFS whose progress the caller sees; bfsMs is that BFS's time (null from cache). */
export async function ensureDistanceTable(metric: Metric, ctx: BfsContext): Promise<{ table: DistanceTable; bfsMs: number | null }> {
  const cached = cachedDistanceTable(metric);
  if (cached) return { table: cached, bfsMs: null };
  const { table, ms } = await runBfs(metric, ctx);
  return { table, bfsMs: ms };
}
