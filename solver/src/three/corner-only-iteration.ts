/**
 * One complete IDA* iteration on the 3×3×3 with the corner database as the
 * only heuristic, counting nodes expanded and generated: the measurement that
 * chapter 7's Korf–Reid–Edelkamp prediction (../complexity/kre-prediction.ts)
 * is about, in its own unit.
 *
 * With corners alone the search never needs the edges: h and the move tree
 * depend on the corner position only, so the iteration runs on the corner
 * index. It has no goal test (corners home does not mean the cube is solved),
 * which makes it a *complete* iteration, the kind KRE's formula counts.
 *
 * Averaged over uniformly random starts, the nodes expanded at depth i are
 * exactly Nᵢ · P(h ≤ d − i): a node i moves below a uniform random start is
 * itself uniform, and the corner database is consistent, so a node is
 * expanded iff its own f is within the bound. The tree and its pruning are
 * three-ida.ts's (never the same face twice; of opposite faces U before D).
 */
import type { Metric } from '../metric.ts';
import { THREE_CORNER_TWISTS } from './corner-coordinates.ts';
import { cornerMoveTables } from './corner-move-tables.ts';
import { mayFollow, threeMovePruning } from './three-move-pruning.ts';

export interface IterationCount {
  /** Nodes whose f = g + h is within the threshold (the root included): KRE's unit. */
  readonly expanded: number;
  /** Children made by a table lookup from expanded nodes, within the threshold or not. */
  readonly generated: number;
}

/**
 * Counts one complete iteration with threshold `threshold` from the corner
 * position `start` (index perm · 3⁷ + twist, as in corner-coordinates.ts).
 * @param distance the corner database for `metric`, indexed like `start`.
 */
export function cornerOnlyIteration(start: number, threshold: number, distance: Uint8Array, metric: Metric = 'htm'): IterationCount {
  const { permMove, orientMove } = cornerMoveTables(metric);
  const pruning = threeMovePruning(metric);
  const n = pruning.moves;
  let expanded = 0;
  let generated = 0;

  // `last` and `beforeLast` are move indices, n for none (three-move-pruning.ts).
  const visit = (perm: number, twist: number, g: number, last: number, beforeLast: number): void => {
    expanded++;
    for (let m = 0; m < n; m++) {
      if (!mayFollow(pruning, m, last, beforeLast)) continue;
      const p = permMove[perm * n + m];
      const t = orientMove[twist * n + m];
      generated++;
      if (g + 1 + distance[p * THREE_CORNER_TWISTS + t] <= threshold) visit(p, t, g + 1, m, last);
    }
  };

  const perm = Math.floor(start / THREE_CORNER_TWISTS);
  const twist = start % THREE_CORNER_TWISTS;
  if (distance[start] <= threshold) visit(perm, twist, 0, n, n);
  return { expanded, generated };
}
