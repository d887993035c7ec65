/**
 * God's algorithm for the classic model: the exact distance of every one of
 * its 8!·3⁷ = 88,179,840 states, in its own metric (the six clockwise quarter
 * turns, any sequence allowed). Not used by any page at run time: the unit
 * tests run it in Node and regenerate the committed figures
 * (state-space-figures.ts).
 *
 * The two coordinates move independently (move-tables.ts), so this is the
 * generic two-coordinate BFS (../generic/two-coordinate-bfs.ts) over the
 * classic move tables: forward for distances *from* solved, over the inverse
 * tables ("un-moves") for distances *to* solved, which is what IDA* needs.
 */
import { runToEnd, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
import { CLASSIC_ORIENTATION_COUNT, CLASSIC_PERMUTATION_COUNT } from './encoding.ts';
import { CLASSIC_MOVE_COUNT } from './model.ts';
import { classicMoveTables } from './move-tables.ts';

export type ClassicBfsDirection = 'toSolved' | 'fromSolved';

export interface ClassicDistanceTable {
  /** distance[perm · 2187 + orient]. */
  readonly distance: Uint8Array;
  readonly histogram: number[];
}

/**
 * Distances *to* solved (how many moves solve a state) or *from* solved (how
 * many moves make it). With no inverse moves in the metric these differ
 * state by state; the histograms agree, since to(s) = from(s⁻¹).
 */
export function classicStateSpaceBfs(direction: ClassicBfsDirection = 'toSolved'): ClassicDistanceTable {
  const t = classicMoveTables();
  const toSolved = direction === 'toSolved';
  const { distance, histogram } = runToEnd(
    twoCoordinateBfs(
      {
        permCount: CLASSIC_PERMUTATION_COUNT,
        orientCount: CLASSIC_ORIENTATION_COUNT,
        moveCount: CLASSIC_MOVE_COUNT,
        permMove: toSolved ? t.permUnmove : t.permMove,
        orientMove: toSolved ? t.orientUnmove : t.orientMove,
      },
      0,
      { sliceWork: 50_000_000 },
    ),
  );
  return { distance, histogram };
}
