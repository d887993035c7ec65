/**
 * The classic implementation's two pattern databases, built its way: a BFS
 * from the solved state with the six forward moves that skips every move
 * `isRedundant` forbids after the move that *first* reached a state, storing
 * that first arrival's depth; −1 where it never arrives (`short[40320]` and
 * `byte[2187]` in the original).
 *
 * Skipping "same axis as the move that found this state" is the chapter-5
 * skipping BFS (skipping-bfs.ts) with the axes as its groups: isRedundant(a, b)
 * holds exactly when a and b share an axis (a test checks all 36 pairs).
 *
 * For comparison, the correct tables: distances *to* solved (what IDA* needs)
 * with every move tried, by a BFS over the inverse move tables.
 */
import { UNVISITED } from '../bfs.ts';
import { CLASSIC_ORIENTATION_COUNT, CLASSIC_PERMUTATION_COUNT } from './encoding.ts';
import { CLASSIC_MOVE_COUNT } from './model.ts';
import { classicMoveTables } from './move-tables.ts';
import { CLASSIC_AXIS } from './redundancy.ts';
import { lastMoveSkippingBfs } from './skipping-bfs.ts';

export type ClassicPdbName = 'perm' | 'orient';

export interface ClassicPatternDatabases {
  /** As published: −1 where the BFS never arrived. */
  readonly perm: Int16Array;
  readonly orient: Int8Array;
}

function withMinusOne<T extends Int16Array | Int8Array>(distances: Uint8Array, target: T): T {
  for (let i = 0; i < distances.length; i++) target[i] = distances[i] === UNVISITED ? -1 : distances[i];
  return target;
}

export function buildClassicPatternDatabases(): ClassicPatternDatabases {
  const t = classicMoveTables();
  const perm = lastMoveSkippingBfs(CLASSIC_PERMUTATION_COUNT, t.permMove, CLASSIC_MOVE_COUNT, CLASSIC_AXIS);
  const orient = lastMoveSkippingBfs(CLASSIC_ORIENTATION_COUNT, t.orientMove, CLASSIC_MOVE_COUNT, CLASSIC_AXIS);
  return {
    perm: withMinusOne(perm, new Int16Array(CLASSIC_PERMUTATION_COUNT)),
    orient: withMinusOne(orient, new Int8Array(CLASSIC_ORIENTATION_COUNT)),
  };
}

/** A plain BFS over one coordinate: every move, every state once. `table` forward gives distance from solved, inverse to solved. */
export function coordinateDistances(size: number, table: Uint16Array): Uint8Array {
  const distance = new Uint8Array(size).fill(UNVISITED);
  const queue = new Uint32Array(size);
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const c = queue[head++];
    for (let m = 0; m < CLASSIC_MOVE_COUNT; m++) {
      const next = table[c * CLASSIC_MOVE_COUNT + m];
      if (distance[next] === UNVISITED) {
        distance[next] = distance[c] + 1;
        queue[tail++] = next;
      }
    }
  }
  return distance;
}

/** The correct sub-problem distances in the classic model: to solved, all six moves. */
export function correctClassicDistances(name: ClassicPdbName): Uint8Array {
  const t = classicMoveTables();
  return name === 'perm'
    ? coordinateDistances(CLASSIC_PERMUTATION_COUNT, t.permUnmove)
    : coordinateDistances(CLASSIC_ORIENTATION_COUNT, t.orientUnmove);
}

/** Also from solved (forward moves, no skipping): without inverse moves this differs from "to solved" entry by entry. */
export function fromSolvedClassicDistances(name: ClassicPdbName): Uint8Array {
  const t = classicMoveTables();
  return name === 'perm'
    ? coordinateDistances(CLASSIC_PERMUTATION_COUNT, t.permMove)
    : coordinateDistances(CLASSIC_ORIENTATION_COUNT, t.orientMove);
}

export interface ClassicPdbComparison {
  readonly name: ClassicPdbName;
  readonly size: number;
  /** Entries left at −1. */
  readonly unreached: number;
  /** Entries that differ from the correct distance to solved (unreached included). */
  readonly differing: number;
  /** Entries larger than the correct distance: an overestimate, so not admissible. */
  readonly tooLarge: number;
  /** Largest overestimate. */
  readonly maxExcess: number;
  /** Entries where from-solved and to-solved distances differ (the direction error alone). */
  readonly directionDiffers: number;
  /** Depth histograms: classic table (−1 left out), correct to solved, correct from solved. */
  readonly classicHistogram: number[];
  readonly correctHistogram: number[];
  readonly fromSolvedHistogram: number[];
  /** A few wrong entries: code, correct, classic (−1 = never reached). */
  readonly examples: { code: number; correct: number; classic: number }[];
}

function histogram(values: ArrayLike<number>): number[] {
  const h: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < 0 || v === UNVISITED) continue;
    while (h.length <= v) h.push(0);
    h[v]++;
  }
  return h;
}

/** The classic table entry by entry against the correct distance to solved. */
export function compareClassicPdb(name: ClassicPdbName, classic: Int16Array | Int8Array, exampleCount = 6): ClassicPdbComparison {
  const correct = correctClassicDistances(name);
  const fromSolved = fromSolvedClassicDistances(name);
  let unreached = 0, differing = 0, tooLarge = 0, maxExcess = 0, directionDiffers = 0;
  const examples: ClassicPdbComparison['examples'] = [];
  for (let code = 0; code < classic.length; code++) {
    const h = classic[code];
    const d = correct[code];
    if (fromSolved[code] !== d) directionDiffers++;
    if (h === -1) unreached++;
    if (h === d) continue;
    differing++;
    if (h > d) {
      tooLarge++;
      maxExcess = Math.max(maxExcess, h - d);
    }
    if (examples.length < exampleCount) examples.push({ code, correct: d, classic: h });
  }
  return {
    name,
    size: classic.length,
    unreached,
    differing,
    tooLarge,
    maxExcess,
    directionDiffers,
    classicHistogram: histogram(classic),
    correctHistogram: histogram(correct),
    fromSolvedHistogram: histogram(fromSolved),
    examples,
  };
}
