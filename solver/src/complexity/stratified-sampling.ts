/**
 * Stratified sampling (P. C. Chen, "Heuristic sampling: a method for
 * predicting the performance of tree searching programs", SIAM Journal on
 * Computing 21 (1992) 295–315), in the form Lelis, Zilles & Holte use to
 * predict IDA* ("Predicting the size of IDA*'s search tree", Artificial
 * Intelligence 196 (2013) 53–76, Algorithm 1, "SS").
 *
 * Knuth's probe (knuth-probe.ts) follows one path. SS follows one
 * *representative per type and depth*: the nodes are sorted into strata by a
 * type function (here h and the move-pruning state, which fix how a subtree
 * may branch below the bound), and every child of every representative is
 * offered to its stratum at the next depth. A stratum keeps one node and a
 * weight, the number of tree nodes it stands for: a newcomer of weight w adds
 * w to the stratum's weight W and takes its place with probability w / W.
 * The estimate is the sum of the weights, level by level.
 *
 * Still unbiased, by the same argument as Knuth's (Chen 1992, theorem 1):
 * every node enters a stratum with its parent's weight, and survives the
 * replacements with probability its weight / the stratum's, so each node's
 * expected contribution is 1. The variance is far smaller: nodes alike share
 * one sample instead of one path guessing among them, and the deep subtrees
 * that make Knuth's probe jump are reached by every probe, through whichever
 * representative stands for them. The price is work: a probe expands up to
 * one node per stratum and depth instead of one per depth.
 */
import type { Random } from '../random.ts';
import type { IterationTree } from './iteration-tree.ts';
import type { ProbeEstimate } from './knuth-probe.ts';

/** 2⁻³²: turns a uniform 32-bit integer into a uniform fraction in [0, 1). */
const UNIT = 2 ** -32;

// #region stratified-probe
/** One stratified-sampling probe of the iteration with threshold `bound`. */
export function stratifiedProbe<Node>(tree: IterationTree<Node>, bound: number, random: Random): ProbeEstimate {
  if (tree.h(tree.root) > bound) return { expanded: 0, generated: 0, work: 0 };
  const survivors: Node[] = [];
  let level = [{ node: tree.root, weight: 1 }];
  let depth = 0;
  let expanded = 0;
  let generated = tree.rootGenerated;
  let work = 0;
  while (level.length > 0) {
    const next = new Map<number, { node: Node; weight: number }>(); // one representative per stratum at depth + 1
    for (const { node, weight } of level) {
      expanded += weight;
      survivors.length = 0;
      const children = tree.expand(node, depth, bound, survivors);
      generated += weight * children;
      work += children;
      for (const child of survivors) {
        if (tree.isGoal(child)) continue; // a leaf that is not expanded: it adds nothing to either count
        const type = tree.stratum(child);
        const held = next.get(type);
        if (held === undefined) next.set(type, { node: child, weight });
        else {
          held.weight += weight;
          if (random.uint32() * UNIT < weight / held.weight) held.node = child;
        }
      }
    }
    level = Array.from(next.values());
    depth++;
  }
  return { expanded, generated, work };
}
// #endregion
