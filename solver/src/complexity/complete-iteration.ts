/**
 * One *complete* IDA* iteration, counted: every node of the move-pruned tree
 * below a start whose f = g + h is within the threshold, without stopping at
 * a goal. This is the quantity Korf, Reid & Edelkamp (2001) predict, and what
 * ida-star.ts counts as "expanded" in every iteration that finds no solution
 * (a node is expanded when f ≤ threshold; IdaSearch stops only in the last
 * iteration, at its first goal, and does not count the goal itself).
 *
 * The nodes are counted by f, so one depth-first pass at threshold d also
 * gives the count of every smaller threshold: the heuristics here are
 * consistent (one move changes h by at most one, heuristics.ts), so a node
 * with f ≤ d′ has only ancestors with f ≤ d′, and the tree of threshold d′
 * is exactly the part of this tree with f ≤ d′.
 *
 * Plain textbook loop with an explicit stack (one slot per depth, like
 * ida-star.ts): it is the reference the prediction is checked against, so it
 * looks up every child's h rather than using IdaSearch's survivor masks.
 */
import { ORIENTATION_COUNT } from '../coordinates.ts';
import type { Heuristic } from '../heuristics.ts';
import { movePruning } from '../move-pruning.ts';
import { moveTables } from '../move-tables.ts';

const MAX_THRESHOLD = 40;
// The explicit DFS stack, shared by every call (the count runs to completion
// and never re-enters itself): a test sums millions of small trees, and four
// fresh arrays per tree cost more than the trees.
const permAt = new Uint16Array(MAX_THRESHOLD + 1);
const orientAt = new Uint16Array(MAX_THRESHOLD + 1);
const pruneAt = new Uint8Array(MAX_THRESHOLD + 1);
const nextMoveAt = new Uint8Array(MAX_THRESHOLD + 1);

// #region complete-iteration
/**
 * byF[f] = nodes with g + h = f in the tree of threshold `threshold`, for
 * f = 0..threshold. The complete iteration of threshold d′ ≤ threshold
 * expands Σ byF[f] for f ≤ d′ nodes (0 if h(start) > d′: IDA* never runs it).
 */
export function countCompleteIteration(perm: number, orient: number, h: Heuristic, threshold: number): Float64Array {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD) {
    throw new RangeError(`threshold must be an integer in 0..${MAX_THRESHOLD}, got ${threshold}`);
  }
  const { moveCount: n } = moveTables(h.metric);
  const { allowed, next, start } = movePruning(h.metric);
  const { permStep, orientStep, exact } = h;
  const byF = new Float64Array(threshold + 1);
  const rootH = exact !== null ? exact[perm * ORIENTATION_COUNT + orient] : Math.max(h.permH[perm], h.orientH[orient]);
  if (rootH > threshold) return byF;
  byF[rootH]++;
  permAt[0] = perm;
  orientAt[0] = orient;
  pruneAt[0] = start;
  nextMoveAt[0] = 0;
  let depth = 0;
  while (depth >= 0) {
    const g = depth + 1;
    const limit = threshold - g; // a child passes when its h ≤ limit
    const permRow = permAt[depth] * n;
    const orientRow = orientAt[depth] * n;
    const pruneRow = pruneAt[depth] * n;
    let m = nextMoveAt[depth];
    for (; m < n; m++) {
      if (allowed[pruneRow + m] === 0) continue;
      const ps = permStep[permRow + m];
      const os = orientStep[orientRow + m];
      let childH: number;
      if (exact === null) {
        const a = ps >>> 16;
        const b = os >>> 16;
        childH = a > b ? a : b;
      } else childH = exact[(ps & 0xffff) * ORIENTATION_COUNT + (os & 0xffff)];
      if (childH > limit) continue; // cut off: f > threshold
      byF[g + childH]++;
      if (g === threshold) continue; // its children have g > threshold: nothing to descend into
      nextMoveAt[depth] = m + 1;
      permAt[g] = ps & 0xffff;
      orientAt[g] = os & 0xffff;
      pruneAt[g] = next[pruneRow + m];
      nextMoveAt[g] = 0;
      depth = g;
      break;
    }
    if (m === n) depth--; // every child done: backtrack
  }
  return byF;
}
// #endregion

/** Σ byF[f] for f ≤ d, for every d: the complete-iteration count of each threshold. */
export function completeCountsByThreshold(byF: Float64Array): number[] {
  let sum = 0;
  return Array.from(byF, (c) => (sum += c));
}
