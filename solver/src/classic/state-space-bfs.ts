/**
 * God's algorithm for the classic model: the exact distance of every one of
 * its 8!·3⁷ = 88,179,840 states, in its own metric (the six clockwise quarter
 * turns, any sequence allowed). Not used by any page at run time: the unit
 * tests run it in Node (~10 s) and regenerate the committed figures
 * (classic-state-space-facts.ts).
 *
 * One byte per state, index = permutation code · 2,187 + orientation code,
 * and the two coordinates move independently (move-tables.ts), so a
 * neighbour is two table look-ups. Layer by layer; a layer is expanded
 * forwards ("push": each frontier state marks its unvisited neighbours) while
 * the frontier is small, and backwards ("pull": each unvisited state looks for
 * a neighbour in the frontier, stopping at the first) once it is large —
 * Beamer, Asanović & Patterson, "Direction-optimizing breadth-first search"
 * (SC 2012); the real solver's bfs.ts does the same.
 */
import { UNVISITED } from '../bfs.ts';
import { CLASSIC_ORIENTATION_COUNT as O, CLASSIC_PERMUTATION_COUNT as P, CLASSIC_STATE_COUNT } from './encoding.ts';
import { classicMoveTables } from './move-tables.ts';

const M = 6;

export type ClassicBfsDirection = 'toSolved' | 'fromSolved';

export interface ClassicDistanceTable {
  /** distance[perm · 2187 + orient]. */
  readonly distance: Uint8Array;
  readonly histogram: number[];
}

/**
 * Distances *to* solved (how many moves solve a state: what IDA* needs), or
 * *from* solved (how many moves make it). With no inverse moves in the
 * metric these differ state by state; the histograms agree, since
 * to(s) = from(s⁻¹).
 */
export function classicStateSpaceBfs(direction: ClassicBfsDirection = 'toSolved'): ClassicDistanceTable {
  const t = classicMoveTables();
  // Expanding towards solved-distances walks edges backwards: a state's predecessors are its un-moves.
  const pushP = direction === 'toSolved' ? t.permUnmove : t.permMove;
  const pushO = direction === 'toSolved' ? t.orientUnmove : t.orientMove;
  const pullP = direction === 'toSolved' ? t.permMove : t.permUnmove;
  const pullO = direction === 'toSolved' ? t.orientMove : t.orientUnmove;
  const distance = new Uint8Array(CLASSIC_STATE_COUNT).fill(UNVISITED);
  distance[0] = 0;
  const histogram = [1];
  let visited = 1;
  const base = new Int32Array(M);
  for (let depth = 0; visited < CLASSIC_STATE_COUNT; depth++) {
    const frontier = histogram[depth];
    if (frontier === 0) break;
    let found = 0;
    const next = depth + 1;
    if (frontier < (CLASSIC_STATE_COUNT - visited) / 4) {
      for (let p = 0; p < P; p++) {
        for (let m = 0; m < M; m++) base[m] = pushP[p * M + m] * O;
        const row = p * O;
        for (let o = 0; o < O; o++) {
          if (distance[row + o] !== depth) continue;
          for (let m = 0; m < M; m++) {
            const n = base[m] + pushO[o * M + m];
            if (distance[n] === UNVISITED) {
              distance[n] = next;
              found++;
            }
          }
        }
      }
    } else {
      for (let p = 0; p < P; p++) {
        for (let m = 0; m < M; m++) base[m] = pullP[p * M + m] * O;
        const row = p * O;
        for (let o = 0; o < O; o++) {
          if (distance[row + o] !== UNVISITED) continue;
          for (let m = 0; m < M; m++) {
            if (distance[base[m] + pullO[o * M + m]] === depth) {
              distance[row + o] = next;
              found++;
              break;
            }
          }
        }
      }
    }
    if (found === 0) break;
    histogram.push(found);
    visited += found;
  }
  return { distance, histogram };
}
