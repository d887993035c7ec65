/**
 * Build-time numbers for chapter 4 and its histogram's static fallback,
 * computed by the solver's own BFS (solver/src/bfs.ts) when the site is built
 * — the same code the widget runs in the reader's worker. The chapter quotes
 * these through `{ch4.…}` expressions, never as typed digits, and
 * tests/site/ch4-bfs-facts.test.ts checks them against the published tables
 * (Jaap's Puzzle Pages; OEIS A079761, A079762).
 */
import { bfs, STATE_COUNT } from 'pocket-cube-solver';
import { type BfsDirection } from 'pocket-cube-solver/internals';
import type { Metric } from 'pocket-cube-solver';
import { meanDepth, modalDepth } from '../lib/histogram-data.ts';

export interface MetricBfsFacts {
  readonly metric: Metric;
  /** histogram[d] = positions at distance d. */
  readonly histogram: number[];
  /** direction[d] = how depth d was found (depth 0 is the start: 'forward'). */
  readonly direction: BfsDirection[];
  readonly godsNumber: number;
  /** Positions at God's number of moves: the antipodes. */
  readonly antipodes: number;
  readonly modalDepth: number;
  readonly modalCount: number;
  readonly meanDistance: number;
  /** The first depth found by the backward (bottom-up) step. */
  readonly firstBackwardDepth: number;
  /** States visited when the BFS switched: the frontier then outgrew the unvisited rest. */
  readonly visitedBeforeSwitch: number;
}

export interface BfsFacts {
  readonly stateCount: number;
  /** Bytes of the distance table: one per state. */
  readonly tableBytes: number;
  readonly htm: MetricBfsFacts;
  readonly qtm: MetricBfsFacts;
}

function metricFacts(metric: Metric): MetricBfsFacts {
  const direction: BfsDirection[] = ['forward'];
  const table = bfs(metric, (p) => (direction[p.depth] = p.direction));
  const histogram = table.histogram;
  const firstBackwardDepth = direction.indexOf('backward');
  let visitedBeforeSwitch = 0;
  for (let d = 0; d < firstBackwardDepth; d++) visitedBeforeSwitch += histogram[d];
  const modal = modalDepth(histogram);
  return {
    metric,
    histogram,
    direction,
    godsNumber: histogram.length - 1,
    antipodes: histogram.at(-1)!,
    modalDepth: modal,
    modalCount: histogram[modal],
    meanDistance: meanDepth(histogram),
    firstBackwardDepth,
    visitedBeforeSwitch,
  };
}

let cached: BfsFacts | undefined;

/** Runs both BFSs once per build (~0.3 s each) and keeps the numbers. */
export function bfsFacts(): BfsFacts {
  cached ??= { stateCount: STATE_COUNT, tableBytes: STATE_COUNT, htm: metricFacts('htm'), qtm: metricFacts('qtm') };
  return cached;
}
