/**
 * The classic article's pattern-database BFS, reproduced to show what goes
 * wrong: it carried IDA*'s move-pruning rule ("don't turn the face you just
 * turned") into the breadth-first search. In a search over *paths* that rule
 * only removes redundant sequences; in a BFS over *states* each state is
 * expanded once, from whichever path found it first, so moves skipped there
 * are never tried from that state at all, and some states get a distance that
 * is too large (or none). An overestimating PDB is not admissible, and IDA*
 * then returns non-optimal solutions.
 *
 * Whether it bites depends on the move set. With X, X2, X′ (HTM) the skipped
 * moves only lead to siblings already found, so nothing is lost; with quarter
 * turns (QTM), or clockwise turns only as in the classic code, X X is the only
 * way to a half turn, and skipping it corrupts the table.
 */
import { UNVISITED } from '../bfs.ts';

export interface SkippingBfsComparison {
  /** Distances from the last-move-skipping BFS (UNVISITED where it never arrived). */
  readonly skipping: Uint8Array;
  /** Entries where it differs from the correct BFS. */
  readonly wrong: number;
  /** …of which too large (an inadmissible heuristic value) or never reached. */
  readonly overestimated: number;
  readonly unreached: number;
  /** A few wrong entries: coordinate, correct value, classic value (255 = unreached). */
  readonly examples: { coordinate: number; correct: number; classic: number }[];
}

// #region skipping-bfs
/** BFS over one coordinate that, like the classic code, never repeats the face of the move that found a state. */
export function lastMoveSkippingBfs(size: number, moveTable: Uint16Array, moveCount: number, faceOf: readonly number[]): Uint8Array {
  const distance = new Uint8Array(size).fill(UNVISITED);
  const lastFace = new Int8Array(size).fill(-1); // face of the move that first reached each state
  const queue = new Uint16Array(size);
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const c = queue[head++];
    for (let m = 0; m < moveCount; m++) {
      if (faceOf[m] === lastFace[c]) continue; // the wrong rule: a state is not a path
      const next = moveTable[c * moveCount + m];
      if (distance[next] === UNVISITED) {
        distance[next] = distance[c] + 1;
        lastFace[next] = faceOf[m];
        queue[tail++] = next;
      }
    }
  }
  return distance;
}
// #endregion

/** Runs the skipping BFS and compares it entry by entry with the correct distances. */
export function compareSkippingBfs(correct: Uint8Array, moveTable: Uint16Array, moveCount: number, faceOf: readonly number[], exampleCount = 8): SkippingBfsComparison {
  const skipping = lastMoveSkippingBfs(correct.length, moveTable, moveCount, faceOf);
  let wrong = 0;
  let overestimated = 0;
  let unreached = 0;
  const examples: SkippingBfsComparison['examples'] = [];
  for (let c = 0; c < correct.length; c++) {
    if (skipping[c] === correct[c]) continue;
    wrong++;
    if (skipping[c] === UNVISITED) unreached++;
    else if (skipping[c] > correct[c]) overestimated++;
    if (examples.length < exampleCount) examples.push({ coordinate: c, correct: correct[c], classic: skipping[c] });
  }
  return { skipping, wrong, overestimated, unreached, examples };
}
