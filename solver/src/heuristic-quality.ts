/**
 * How good is a heuristic? Over all 3,674,160 states, count each pair
 * (h, true distance). Admissible means no state has h above its distance;
 * informative means h close to the distance on average.
 */
import { ORIENTATION_COUNT, PERMUTATION_COUNT, STATE_COUNT } from './coordinates.ts';
import type { DistanceTable } from './bfs.ts';
import type { Heuristic } from './heuristics.ts';

export interface JointHistogram {
  /** counts[h][d]: states with heuristic value h and distance d. */
  readonly counts: number[][];
  readonly total: number;
  readonly meanH: number;
  readonly meanDistance: number;
  readonly overestimates: number;
}

// #region joint-histogram
export function heuristicQuality(h: Heuristic, table: DistanceTable): JointHistogram {
  const maxD = table.histogram.length - 1;
  const size = maxD + 1;
  const flat = new Float64Array(size * size);
  const { permH, orientH, exact } = h;
  const distance = table.distance;
  for (let perm = 0; perm < PERMUTATION_COUNT; perm++) {
    const hp = permH[perm];
    const row = perm * ORIENTATION_COUNT;
    for (let orient = 0; orient < ORIENTATION_COUNT; orient++) {
      const d = distance[row + orient];
      const ho = orientH[orient];
      const value = exact !== null ? exact[row + orient] : hp > ho ? hp : ho;
      flat[value * size + d]++;
    }
  }
  // #endregion
  const counts: number[][] = [];
  let sumH = 0;
  let sumD = 0;
  let over = 0;
  for (let v = 0; v < size; v++) {
    counts.push(Array.from(flat.subarray(v * size, (v + 1) * size)));
    for (let d = 0; d < size; d++) {
      const c = flat[v * size + d];
      sumH += v * c;
      sumD += d * c;
      if (v > d) over += c;
    }
  }
  return { counts, total: STATE_COUNT, meanH: sumH / STATE_COUNT, meanDistance: sumD / STATE_COUNT, overestimates: over };
}
