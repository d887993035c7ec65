/**
 * Pattern databases (Culberson & Schaeffer 1998; Korf 1997): forget part of the
 * state, solve the smaller abstract puzzle exactly by BFS, and use its distance
 * as a lower bound for the real one. Forgetting the twists leaves the 5,040
 * corner permutations; forgetting the permutation leaves the 729 twist
 * patterns. Any solution of the cube also solves the abstraction, so the
 * abstract distance never overestimates: the heuristic is admissible. And
 * consistent, since one move changes it by at most one.
 */
import { ORIENTATION_COUNT, PERMUTATION_COUNT } from './coordinates.ts';
import type { Metric } from './metric.ts';
import { memoize } from './memo.ts';
import { moveTables } from './move-tables.ts';
import { UNVISITED } from './bfs.ts';

/**
 * One pattern database: the exact distance of every corner permutation
 * ('perm', 5,040 entries) or twist pattern ('orient', 729) in the abstract
 * puzzle, a lower bound on the real distance.
 */
export interface PatternDatabase {
  readonly name: 'perm' | 'orient';
  readonly metric: Metric;
  /** distance[coordinate] in the abstract puzzle. */
  readonly distance: Uint8Array;
  readonly histogram: number[];
}

// #region coordinate-bfs
/** BFS over one coordinate using its move table: every move of every state. */
export function coordinateBfs(size: number, moveTable: Uint16Array, moveCount: number): { distance: Uint8Array; histogram: number[] } {
  const distance = new Uint8Array(size).fill(UNVISITED);
  const queue = new Uint16Array(size);
  const histogram = [1];
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const depthEnd = tail;
    for (; head < depthEnd; head++) {
      const c = queue[head];
      for (let m = 0; m < moveCount; m++) {
        const next = moveTable[c * moveCount + m];
        if (distance[next] === UNVISITED) {
          distance[next] = distance[c] + 1;
          queue[tail++] = next;
        }
      }
    }
    if (tail > depthEnd) histogram.push(tail - depthEnd);
  }
  return { distance, histogram };
}
// #endregion

/**
 * Builds a pattern database afresh by BFS (well under 10 ms); `patternDatabase`
 * keeps one per name and metric instead.
 *
 * @example
 * buildPatternDatabase('perm', 'htm').histogram // [1, 9, 54, 297, 1233, 2157, 1244, 45]
 * buildPatternDatabase('orient', 'htm').distance.length // 729
 */
export function buildPatternDatabase(name: 'perm' | 'orient', metric: Metric): PatternDatabase {
  const tables = moveTables(metric);
  const result =
    name === 'perm'
      ? coordinateBfs(PERMUTATION_COUNT, tables.permMove, tables.moveCount)
      : coordinateBfs(ORIENTATION_COUNT, tables.orientMove, tables.moveCount);
  return { name, metric, ...result };
}

const cachedByKey = memoize((key: string) => {
  const [name, metric] = key.split('/') as ['perm' | 'orient', Metric];
  return buildPatternDatabase(name, metric);
});

/** A pattern database, built on first use and kept. */
export function patternDatabase(name: 'perm' | 'orient', metric: Metric): PatternDatabase {
  return cachedByKey(`${name}/${metric}`);
}
