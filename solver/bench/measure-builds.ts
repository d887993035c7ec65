/**
 * What a fresh worker builds before it can answer: move tables, the two
 * pattern databases, the search-ready heuristic, and the full BFS (God's
 * algorithm). Each is timed cold (first call, includes compilation) and as the
 * median of warm runs — except heuristic(), which caches its result and has no
 * uncached twin, so only its first call is timed. The PDB, heuristic and BFS
 * builds read the cached move tables (and PDBs), so their figures exclude
 * those builds.
 */
import { type Metric, METRICS, bfs, buildPatternDatabase, heuristic } from 'pocket-cube-solver';
import { PUBLISHED_HISTOGRAM, buildMoveTables, moveTables, patternDatabase } from 'pocket-cube-solver/internals';
import type { CheckLog } from './checks.ts';
import { type RepeatedTiming, timeOnce, timeRepeated } from './timing.ts';

export interface BuildFigures {
  readonly moveTables: RepeatedTiming;
  readonly permPdb: RepeatedTiming;
  readonly orientPdb: RepeatedTiming;
  /** heuristic('max', metric) on its first call: folds the PDBs into the move tables and builds the survivor masks. */
  readonly heuristicMs: number;
  readonly bfs: RepeatedTiming;
}

// The small builds take well under 10 ms, so many runs are cheap; a BFS takes
// ~0.3–0.5 s, so one warm-up and three runs per metric keep the bench short.
const SMALL_WARMUPS = 5;
const SMALL_REPS = 21;
const BFS_WARMUPS = 1;
const BFS_REPS = 3;

export function measureBuilds(metric: Metric, log: CheckLog): BuildFigures {
  const tables = timeRepeated(() => buildMoveTables(metric), SMALL_WARMUPS, SMALL_REPS);
  moveTables(metric); // cache them for what follows
  const permPdb = timeRepeated(() => buildPatternDatabase('perm', metric), SMALL_WARMUPS, SMALL_REPS);
  const orientPdb = timeRepeated(() => buildPatternDatabase('orient', metric), SMALL_WARMUPS, SMALL_REPS);
  patternDatabase('perm', metric); // cached, so heuristic() below times only its own work
  patternDatabase('orient', metric);
  const heuristicMs = timeOnce(() => heuristic('max', metric));
  let histogram: number[] = [];
  const full = timeRepeated(() => (histogram = bfs(metric).histogram), BFS_WARMUPS, BFS_REPS);
  if (histogram.join() !== PUBLISHED_HISTOGRAM[metric].join()) {
    log.fail(`BFS ${metric}: histogram ${histogram.join(',')} differs from the published one`);
  }
  return { moveTables: tables, permPdb, orientPdb, heuristicMs, bfs: full };
}

export function measureAllBuilds(log: CheckLog): Record<Metric, BuildFigures> {
  return Object.fromEntries(METRICS.map((metric) => [metric, measureBuilds(metric, log)])) as Record<Metric, BuildFigures>;
}
