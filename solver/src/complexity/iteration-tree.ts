/**
 * One IDA* iteration seen as a tree, for any puzzle: what the per-instance
 * estimators (knuth-probe.ts, stratified-sampling.ts) walk, and what
 * countIteration counts exactly. An adapter per search (pocket-cube-tree.ts
 * for ida-star.ts, three/three-iteration-tree.ts for three-ida.ts) answers
 * the questions below with that search's own move pruning, heuristic and
 * f = g + h ≤ bound test, so the tree is node for node the one the search
 * walks in the iteration with that bound.
 *
 * What the searches count, and so what the tree counts:
 * - **expanded**: the root, and every generated child that is within the
 *   bound and not a goal (its children are then generated). A goal within
 *   the bound is a leaf: the search records it and does not expand it.
 * - **generated**: every child made from an expanded node, within the bound
 *   or not, plus the root where the search counts it (ida-star.ts does,
 *   three-ida.ts does not).
 * Below the optimal length no goal is within the bound, and the tree is the
 * whole iteration. At the solving threshold the search stops at its first
 * goal, so what it expands there is a prefix of this tree (the iteration
 * run to the end, collecting every optimal solution).
 */

/** One IDA* iteration's tree below a start. `Node` is whatever the adapter needs to move on (coordinates, pruning state, h). */
export interface IterationTree<Node> {
  /** The start. The root is expanded whenever h(root) ≤ bound (IDA* never runs a smaller bound). */
  readonly root: Node;
  /** 1 when the search counts the root as generated (ida-star.ts), 0 when it does not (three-ida.ts). */
  readonly rootGenerated: 0 | 1;
  /** h of a node, the search's own heuristic. */
  h(node: Node): number;
  /** True when the search takes this node for solved (it then records a solution and does not expand it). */
  isGoal(node: Node): boolean;
  /**
   * Generates the children of `node` (at depth `depth`) as the search does,
   * in its move order and with its move pruning; pushes onto `survivors`
   * those with depth + 1 + h ≤ bound, and returns how many children were
   * generated in all (survivors and cut-off ones alike).
   */
  expand(node: Node, depth: number, bound: number, survivors: Node[]): number;
  /**
   * The node's type for stratified sampling (Chen 1992): a small integer, equal
   * for nodes whose subtrees should be alike. The adapters use h and the
   * move-pruning state, which together fix how the subtree may branch.
   */
  stratum(node: Node): number;
}

/** Nodes of one iteration in both units (see above). */
export interface IterationCount {
  readonly expanded: number;
  readonly generated: number;
}

// #region count-iteration
/**
 * The iteration with threshold `bound` counted exactly, by a depth-first
 * walk of the whole tree (an explicit stack of survivor lists, one per
 * depth). Returns null once more than `maxExpanded` nodes were expanded, so
 * a caller can ask for an exact count only where it is cheap.
 */
export function countIteration<Node>(tree: IterationTree<Node>, bound: number, maxExpanded = Infinity): IterationCount | null {
  if (tree.h(tree.root) > bound) return { expanded: 0, generated: 0 };
  let expanded = 1;
  let generated = tree.rootGenerated;
  const levels: Node[][] = [[]];
  generated += tree.expand(tree.root, 0, bound, levels[0]);
  let depth = 0; // levels[depth] holds the unvisited survivors of the node at that depth
  while (depth >= 0) {
    const node = levels[depth].pop();
    if (node === undefined) {
      depth--;
      continue;
    }
    if (tree.isGoal(node)) continue; // a leaf: recorded, not expanded
    if (++expanded > maxExpanded) return null;
    const below = (levels[depth + 1] ??= []);
    below.length = 0;
    generated += tree.expand(node, depth + 1, bound, below);
    depth++;
  }
  return { expanded, generated };
}
// #endregion
