/**
 * Build-time numbers for chapter 5 and the static fallbacks of its widgets,
 * computed by the solver's own code when the site is built: the two pattern
 * databases (pattern-database.ts), the quality of each heuristic over every
 * state (heuristic-quality.ts), and the classic last-move-skipping BFS
 * (classic/skipping-bfs.ts). The chapter quotes these through `{ch5.…}`
 * expressions; tests/site/ch5-pdb-facts.test.ts checks the claims made
 * about them (admissibility, totals, which metric the classic rule breaks).
 */
import { STATE_COUNT, HEURISTIC_NAMES, heuristic, type HeuristicName } from 'pocket-cube-solver';
import { distanceTable, ORIENTATION_COUNT, PERMUTATION_COUNT, heuristicQuality, moveTables, patternDatabase } from 'pocket-cube-solver/internals';
import { compareSkippingBfs } from 'pocket-cube-solver/classic';
import type { Metric } from 'pocket-cube-solver';

/** The heuristics the quality map compares: all of them (none is h = 0; exact is the table itself). */
export const MAP_HEURISTICS: readonly HeuristicName[] = HEURISTIC_NAMES;
export type PdbName = 'perm' | 'orient';

export interface QualitySummary {
  /** counts[h][d]: states with heuristic value h and true distance d. */
  readonly counts: number[][];
  readonly meanH: number;
  readonly meanDistance: number;
  readonly overestimates: number;
  /** States where h equals the true distance. */
  readonly exactHits: number;
}

export interface ClassicSummary {
  readonly size: number;
  readonly wrong: number;
  readonly overestimated: number;
  readonly unreached: number;
  readonly examples: { coordinate: number; correct: number; classic: number }[];
}

export interface MetricPdbFacts {
  readonly perm: number[];
  readonly orient: number[];
  /** The full BFS histogram, for comparison. */
  readonly full: number[];
  readonly quality: Record<HeuristicName, QualitySummary>;
  readonly classic: Record<PdbName, ClassicSummary>;
}

export interface PdbFacts {
  readonly stateCount: number;
  readonly permSize: number;
  readonly orientSize: number;
  readonly htm: MetricPdbFacts;
  readonly qtm: MetricPdbFacts;
}

function qualityOf(name: HeuristicName, metric: Metric): QualitySummary {
  const q = heuristicQuality(heuristic(name, metric), distanceTable(metric));
  let exactHits = 0;
  q.counts.forEach((row, h) => (exactHits += row[h] ?? 0));
  return { counts: q.counts, meanH: q.meanH, meanDistance: q.meanDistance, overestimates: q.overestimates, exactHits };
}

function classicOf(pdb: PdbName, metric: Metric): ClassicSummary {
  const tables = moveTables(metric);
  const correct = patternDatabase(pdb, metric).distance;
  const moveTable = pdb === 'perm' ? tables.permMove : tables.orientMove;
  const r = compareSkippingBfs(correct, moveTable, tables.moveCount, tables.moves.map((m) => m.faceIndex), 6);
  return { size: correct.length, wrong: r.wrong, overestimated: r.overestimated, unreached: r.unreached, examples: r.examples };
}

function metricFacts(metric: Metric): MetricPdbFacts {
  return {
    perm: patternDatabase('perm', metric).histogram,
    orient: patternDatabase('orient', metric).histogram,
    full: distanceTable(metric).histogram,
    quality: Object.fromEntries(MAP_HEURISTICS.map((h) => [h, qualityOf(h, metric)])) as Record<HeuristicName, QualitySummary>,
    classic: { perm: classicOf('perm', metric), orient: classicOf('orient', metric) },
  };
}

let cached: PdbFacts | undefined;

/** Computed once per build (two BFSs and six passes over every state: about a second). */
export function pdbFacts(): PdbFacts {
  cached ??= { stateCount: STATE_COUNT, permSize: PERMUTATION_COUNT, orientSize: ORIENTATION_COUNT, htm: metricFacts('htm'), qtm: metricFacts('qtm') };
  return cached;
}
