/**
 * The 3×3×3 worker jobs. The corner database is 88 MB: it is built in slices
 * (a cancel stops it within one slice, and the half-built table is dropped, so
 * its memory is freed at the next collection), kept for later requests when
 * finished, and refused with a TableAllocationError naming the size when the
 * memory cannot be had.
 */
import { driveGenerator } from '../run-in-slices.ts';
import type { CornerPdbParams, CornerPdbProgress, CornerPdbResponse } from './three-protocol.ts';
import { cornerMoveTables } from './corner-move-tables.ts';
import { cachedCornerPdb, cornerPdbByDepth, forgetCornerPdb, rememberCornerPdb } from './corner-pdb.ts';

interface Ctx<P> {
  readonly signal: AbortSignal;
  progress(p: P): void;
}

export async function cornerPdbJob(params: CornerPdbParams, ctx: Ctx<CornerPdbProgress>): Promise<CornerPdbResponse> {
  const cached = cachedCornerPdb(params.metric);
  if (cached && params.maxBytes === undefined) {
    return { metric: params.metric, histogram: cached.histogram, ms: 0, tablesMs: 0, bytes: cached.distance.length, cached: true };
  }
  const t0 = performance.now();
  cornerMoveTables(params.metric);
  const tablesMs = performance.now() - t0;
  forgetCornerPdb(); // at most one 88 MB table per worker: let the old one go before allocating
  const started = performance.now();
  const pdb = await driveGenerator(cornerPdbByDepth(params.metric, { maxBytes: params.maxBytes }), {
    signal: ctx.signal,
    onStep: (p) => ctx.progress({ ...p, ms: performance.now() - started }),
  });
  const ms = performance.now() - started;
  rememberCornerPdb(pdb);
  return { metric: params.metric, histogram: pdb.histogram, ms, tablesMs, bytes: pdb.distance.length, cached: false };
}
