/**
 * Distances in the classic implementation's *language*: sequences of its six
 * clockwise quarter turns in which `isRedundant` never fires (no face twice in
 * a row, and neither U D nor D U, R L nor L R, F B nor B F). Its IDA* can only
 * return such sequences, so this is the shortest answer it could ever give.
 *
 * A BFS over (state, axis of the first move still to make), backwards from
 * solved: 88,179,840 × 3 nodes. Each set of nodes is a bitset per axis
 * (11 MB each); per state we keep the first depth at which any axis reached
 * it. Push while a layer is small, pull once it is large (as ../generic/two-coordinate-bfs.ts does).
 * Node only, in the unit tests (~20 s): the page reads the committed figures.
 */
import { UNVISITED } from '../bfs.ts';
import { CLASSIC_ORIENTATION_COUNT as O, CLASSIC_STATE_COUNT as N } from './encoding.ts';
import { classicMoveTables } from './move-tables.ts';

const AXES = 3;
const WORDS = Math.ceil(N / 32);

export interface RestrictedDistances {
  /** Per state: the fewest moves of an isRedundant-free sequence that solves it. */
  readonly distance: Uint8Array;
  readonly histogram: number[];
}

export function classicRestrictedBfs(): RestrictedDistances {
  const t = classicMoveTables();
  const distance = new Uint8Array(N).fill(UNVISITED);
  const visited = Array.from({ length: AXES }, () => new Uint32Array(WORDS));
  let current = Array.from({ length: AXES }, () => new Uint32Array(WORDS));
  let next = Array.from({ length: AXES }, () => new Uint32Array(WORDS));
  distance[0] = 0;

  // Depth 1 from the root (solved, no move yet): every move is allowed.
  let frontierSize = 0;
  for (let m = 0; m < 6; m++) {
    const a = m >> 1;
    const y = t.permUnmove[m] * O + t.orientUnmove[m];
    if (visited[a][y >>> 5] & (1 << (y & 31))) continue;
    visited[a][y >>> 5] |= 1 << (y & 31);
    current[a][y >>> 5] |= 1 << (y & 31);
    frontierSize++;
    if (distance[y] === UNVISITED) distance[y] = 1;
  }
  let visitedNodes = frontierSize;
  for (let depth = 1; frontierSize > 0; depth++) {
    const d1 = depth + 1;
    let found = 0;
    for (const bits of next) bits.fill(0);
    if (frontierSize < (AXES * N - visitedNodes) / 8) {
      // Push: (x, b) at this depth; y = x un-moved by m, m not on axis b, becomes (y, axis m).
      for (let b = 0; b < AXES; b++) {
        const cur = current[b];
        for (let w = 0; w < WORDS; w++) {
          let word = cur[w];
          while (word !== 0) {
            const low = word & -word;
            const x = w * 32 + (31 - Math.clz32(low));
            word ^= low;
            const p = (x / O) | 0;
            const o = x - p * O;
            for (let m = 0; m < 6; m++) {
              const a = m >> 1;
              if (a === b) continue;
              const y = t.permUnmove[p * 6 + m] * O + t.orientUnmove[o * 6 + m];
              const bit = 1 << (y & 31);
              if (visited[a][y >>> 5] & bit) continue;
              visited[a][y >>> 5] |= bit;
              next[a][y >>> 5] |= bit;
              found++;
              if (distance[y] === UNVISITED) distance[y] = d1;
            }
          }
        }
      }
    } else {
      // Pull: an unvisited (y, a) joins if y·m is in the frontier with an axis other than a, for m on axis a.
      for (let a = 0; a < AXES; a++) {
        const seen = visited[a];
        const other1 = current[(a + 1) % AXES];
        const other2 = current[(a + 2) % AXES];
        const m0 = 2 * a;
        for (let w = 0; w < WORDS; w++) {
          let missing = ~seen[w];
          if (w === WORDS - 1 && N % 32) missing &= (1 << (N % 32)) - 1;
          while (missing !== 0) {
            const low = missing & -missing;
            const y = w * 32 + (31 - Math.clz32(low));
            missing ^= low;
            const p = (y / O) | 0;
            const o = y - p * O;
            for (let m = m0; m < m0 + 2; m++) {
              const x = t.permMove[p * 6 + m] * O + t.orientMove[o * 6 + m];
              const bit = 1 << (x & 31);
              if ((other1[x >>> 5] | other2[x >>> 5]) & bit) {
                seen[w] |= low;
                next[a][w] |= low;
                found++;
                if (distance[y] === UNVISITED) distance[y] = d1;
                break;
              }
            }
          }
        }
      }
    }
    [current, next] = [next, current];
    frontierSize = found;
    visitedNodes += found;
  }
  const h: number[] = [];
  for (let i = 0; i < N; i++) {
    const d = distance[i];
    while (h.length <= d) h.push(0);
    h[d]++;
  }
  return { distance, histogram: h };
}

/** States whose restricted distance exceeds their true distance, and by how much at most. */
export function compareWithTrueDistance(restricted: Uint8Array, exact: Uint8Array): { longer: number; maxExcess: number } {
  let longer = 0;
  let maxExcess = 0;
  for (let i = 0; i < restricted.length; i++) {
    const excess = restricted[i] - exact[i];
    if (excess > 0) {
      longer++;
      if (excess > maxExcess) maxExcess = excess;
    }
  }
  return { longer, maxExcess };
}
