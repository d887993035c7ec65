/**
 * Small hand-made trees for the estimator tests: node i's children are
 * kids[i], every node has h = 0 (the bound cuts nothing) and is its own stratum.
 */
import type { IterationTree } from '../../src/complexity/iteration-tree.ts';

/** A tree given as child lists: node i's children are kids[i]; `goal` nodes are leaves the search records. */
export function listTree(kids: readonly (readonly number[])[], options: { goals?: readonly number[]; generatedPerNode?: number } = {}): IterationTree<number> {
  const goals = new Set(options.goals ?? []);
  return {
    root: 0,
    rootGenerated: 1,
    h: () => 0,
    isGoal: (node) => goals.has(node),
    stratum: (node) => node,
    expand(node, _depth, _bound, survivors) {
      survivors.push(...kids[node]);
      return options.generatedPerNode ?? kids[node].length;
    },
  };
}
