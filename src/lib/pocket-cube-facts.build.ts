/**
 * The 2×2×2's facts: numbers the prose states, computed by the solver when
 * the site is built. Chapters reach them through their own facts entry
 * (chapter-NN.build.ts); components and shells import them from here.
 * A chapter never types "3,674,160" or "11": it writes <Fact name="stateCount" />
 * (tests/site/chapter-numbers.test.ts rejects literal numbers in chapter
 * prose), so the text cannot disagree with the code. The BFS runs once per
 * build (~0.3 s per metric) and is cached here.
 */
import { STATE_COUNT, bfs, type Metric } from 'pocket-cube-solver';
import { METRIC_MOVES, ORIENTATION_COUNT, ORIENTED_STATE_COUNT, PERMUTATION_COUNT } from 'pocket-cube-solver/internals';

export interface Facts {
  /** 7!·3⁶: positions with the DBL corner held fixed. */
  stateCount: number;
  /** 8!·3⁷: the same positions told apart by how the whole cube sits in space. */
  orientedStateCount: number;
  /** orientedStateCount / stateCount: the 24 rotations of the whole cube. */
  rotationCount: number;
  /** 7! arrangements of the seven moving corners. */
  permutationCount: number;
  /** 3⁶ twists of the seven moving corners (the seventh follows). */
  orientationCount: number;
  /** Moves available at each step: 9 in HTM, 6 in QTM. */
  htmMoveCount: number;
  qtmMoveCount: number;
  /** God's number: the largest optimal solution length (histogram length − 1). */
  godsNumberHtm: number;
  godsNumberQtm: number;
  /** How many positions need God's number of moves. */
  hardestCountHtm: number;
  hardestCountQtm: number;
}

export type FactName = keyof Facts;

let cached: Facts | undefined;

export function facts(): Facts {
  if (cached) return cached;
  const histogram: Record<Metric, number[]> = { htm: bfs('htm').histogram, qtm: bfs('qtm').histogram };
  cached = {
    stateCount: STATE_COUNT,
    orientedStateCount: ORIENTED_STATE_COUNT,
    rotationCount: ORIENTED_STATE_COUNT / STATE_COUNT,
    permutationCount: PERMUTATION_COUNT,
    orientationCount: ORIENTATION_COUNT,
    htmMoveCount: METRIC_MOVES.htm.length,
    qtmMoveCount: METRIC_MOVES.qtm.length,
    godsNumberHtm: histogram.htm.length - 1,
    godsNumberQtm: histogram.qtm.length - 1,
    hardestCountHtm: histogram.htm.at(-1)!,
    hardestCountQtm: histogram.qtm.at(-1)!,
  };
  return cached;
}
