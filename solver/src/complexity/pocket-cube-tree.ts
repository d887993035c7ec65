/**
 * The 2×2×2 search of ida-star.ts as an IterationTree (iteration-tree.ts):
 * the same move tables, the same move-pruning automaton (move-pruning.ts),
 * the same heuristic (heuristics.ts, including the exact table), the same
 * test (a child is cut off when g + h exceeds the bound) and the same goal
 * (perm 0, orient 0, recorded and not expanded). ida-star.ts counts the root
 * as generated, and so does this tree.
 *
 * The tests hold countIteration on this tree to IdaSearch's own counters,
 * iteration by iteration, in both units.
 */
import { ORIENTATION_COUNT } from '../coordinates.ts';
import type { Heuristic } from '../heuristics.ts';
import { movePruning } from '../move-pruning.ts';
import { moveTables } from '../move-tables.ts';
import type { IterationTree } from './iteration-tree.ts';

/** A node: its coordinates, the pruning automaton's state after the moves that led to it, and its h. */
export interface PocketCubeNode {
  readonly perm: number;
  readonly orient: number;
  readonly prune: number;
  readonly h: number;
}

// #region pocket-cube-tree
/** The tree IdaSearch walks from (perm, orient) with heuristic `heuristic`, in any iteration. */
export function pocketCubeTree(perm: number, orient: number, heuristic: Heuristic): IterationTree<PocketCubeNode> {
  const { moveCount: n } = moveTables(heuristic.metric);
  const { allowed, next, start, stateCount } = movePruning(heuristic.metric);
  const { permStep, orientStep, exact } = heuristic;
  const hOf = (p: number, o: number): number =>
    exact !== null ? exact[p * ORIENTATION_COUNT + o] : Math.max(heuristic.permH[p], heuristic.orientH[o]);
  return {
    root: { perm, orient, prune: start, h: hOf(perm, orient) },
    rootGenerated: 1,
    h: (node) => node.h,
    isGoal: (node) => node.perm === 0 && node.orient === 0,
    stratum: (node) => node.h * stateCount + node.prune,
    expand(node, depth, bound, survivors) {
      const limit = bound - depth - 1; // a child survives when its h ≤ limit
      let generated = 0;
      for (let m = 0; m < n; m++) {
        if (allowed[node.prune * n + m] === 0) continue; // a redundant move sequence: never generated
        generated++;
        const p = permStep[node.perm * n + m] & 0xffff;
        const o = orientStep[node.orient * n + m] & 0xffff;
        const h = hOf(p, o);
        if (h <= limit) survivors.push({ perm: p, orient: o, prune: next[node.prune * n + m], h });
      }
      return generated;
    },
  };
}
// #endregion
