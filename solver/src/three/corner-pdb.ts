/**
 * Korf's (1997) corner pattern database: the exact number of moves needed to
 * solve the corners of a 3×3×3, for all 8!·3⁷ = 88,179,840 corner states — a
 * lower bound on solving the whole cube, because no move sequence can solve
 * the cube without solving its corners.
 *
 * It is one run of the generic BFS (../generic/two-coordinate-bfs.ts) from
 * solved (index 0) over the corner move tables: HTM and QTM contain every
 * move's inverse, so the distance from solved is the distance to solved.
 * One byte per entry while building (88 MB); Korf stored 4 bits (42 MB), and
 * packNibbles can halve a finished table (HTM's deepest entry is 11, QTM's 14).
 */
import type { Metric } from '../metric.ts';
import { type TwoCoordinateBfsOptions, type TwoCoordinateBfsProgress, type TwoCoordinateBfsResult, runToEnd, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
import { cornerMoveTables } from './corner-move-tables.ts';

/** Korf's corner database for one metric: `distance` holds the corner distance of each of the 88,179,840 corner states. */
export interface CornerPdb extends TwoCoordinateBfsResult {
  readonly metric: Metric;
}

/**
 * The published depth histograms (OEIS A080629 for HTM, A080630 for QTM; both checked by a native
 * BFS, /work/shared/notes/classic-design.md). Quoted only for tests and the
 * chapter's comparison; the solver computes its own.
 */
export const PUBLISHED_CORNER_HISTOGRAM: Readonly<Record<Metric, readonly number[]>> = {
  htm: [1, 18, 243, 2874, 28000, 205416, 1168516, 5402628, 20776176, 45391616, 15139616, 64736],
  qtm: [1, 12, 114, 924, 6539, 39528, 199926, 806136, 2761740, 8656152, 22334112, 32420448, 18780864, 2166720, 6624],
};

// #region corner-pdb
/**
 * The corner database as a generator of progress (per slice and per depth), for a worker to drive.
 * Nothing is cached: `cornerPdb` keeps a table, this builds a new one each time.
 *
 * @example
 * const steps = cornerPdbByDepth('htm');
 * let step = steps.next();
 * while (!step.done) step = steps.next(); // step.value: { depth, found, visited, total, … } while running
 * step.value.histogram.length - 1 // 11: the deepest corner state in HTM
 */
export function* cornerPdbByDepth(metric: Metric, options: TwoCoordinateBfsOptions = {}): Generator<TwoCoordinateBfsProgress, CornerPdb> {
  const result = yield* twoCoordinateBfs(cornerMoveTables(metric), 0, options);
  return { metric, ...result };
}
// #endregion

/** Builds the corner database synchronously (seconds: use a worker in a page). */
export function buildCornerPdb(metric: Metric, onProgress?: (p: TwoCoordinateBfsProgress) => void, options?: TwoCoordinateBfsOptions): CornerPdb {
  return runToEnd(cornerPdbByDepth(metric, options), onProgress);
}

/**
 * One 88 MB table per process: a second metric's table replaces the first,
 * so a worker never holds more than one.
 */
let kept: CornerPdb | undefined;

export function cachedCornerPdb(metric: Metric): CornerPdb | undefined {
  return kept?.metric === metric ? kept : undefined;
}

export function rememberCornerPdb(pdb: CornerPdb): void {
  kept = pdb;
}

/** Drops the kept table (its memory goes at the next collection). */
export function forgetCornerPdb(): void {
  kept = undefined;
}

/**
 * The corner database for a metric, built once per process (88 MB; measured
 * ~5 s for HTM in Node on a 2-core machine, so in a page build it in a worker). Asking for the other metric drops the
 * kept table first.
 *
 * @example
 * cornerPdb('htm').reached // 88179840
 * cornerPdb('htm').histogram // equals PUBLISHED_CORNER_HISTOGRAM.htm
 */
export function cornerPdb(metric: Metric): CornerPdb {
  const cached = cachedCornerPdb(metric);
  if (cached) return cached;
  forgetCornerPdb(); // free the other metric's table before allocating this one
  const built = buildCornerPdb(metric);
  rememberCornerPdb(built);
  return built;
}
