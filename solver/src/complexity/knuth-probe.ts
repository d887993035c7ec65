/**
 * Knuth's random probe (D. E. Knuth, "Estimating the efficiency of backtrack
 * programs", Mathematics of Computation 29 (1975) 121–136): walk one path
 * from the root, at each node choosing one of its children uniformly at
 * random, and multiply the numbers of children met on the way. A node at
 * depth k reached through parents with c₀, c₁, …, c_{k−1} children stands for
 * c₀·c₁·…·c_{k−1} nodes, so the probe's estimate of the tree's size is
 *
 *   1 + c₀ + c₀c₁ + c₀c₁c₂ + …
 *
 * It is unbiased: a node v is reached with probability 1/(c₀…c_{k−1}), exactly
 * the inverse of the weight it then gets, so the expected contribution of
 * every node is 1, and the mean of many probes converges to the true count.
 * The same weights estimate any sum over the expanded nodes: summing weight ×
 * (children generated) estimates the nodes generated.
 *
 * Its weakness is variance. On an IDA* tree most paths die early and a few
 * run deep through a subtree that holds most of the nodes; a probe finds such
 * a subtree rarely and then reports a huge number. stratified-sampling.ts
 * tames that.
 */
import type { Random } from '../random.ts';
import type { IterationTree } from './iteration-tree.ts';

/** One probe's estimates of an iteration's nodes, and the children it looked at (its cost). */
export interface ProbeEstimate {
  readonly expanded: number;
  readonly generated: number;
  /** Children the probe generated itself: the work it cost. */
  readonly work: number;
}

// #region knuth-probe
/** One random probe of the iteration with threshold `bound`. */
export function knuthProbe<Node>(tree: IterationTree<Node>, bound: number, random: Random): ProbeEstimate {
  if (tree.h(tree.root) > bound) return { expanded: 0, generated: 0, work: 0 };
  const survivors: Node[] = [];
  let node = tree.root;
  let depth = 0;
  let weight = 1; // how many nodes of the tree this node stands for
  let expanded = 0;
  let generated = tree.rootGenerated;
  let work = 0;
  for (;;) {
    expanded += weight; // node is expanded: the root, or a child within the bound that is no goal
    survivors.length = 0;
    const children = tree.expand(node, depth, bound, survivors);
    generated += weight * children;
    work += children;
    if (survivors.length === 0) break;
    weight *= survivors.length;
    node = survivors[random.int(survivors.length)];
    depth++;
    if (tree.isGoal(node)) break; // a goal is a leaf: it stands for `weight` nodes, none of them expanded
  }
  return { expanded, generated, work };
}
// #endregion
