/**
 * The IDA* search tree as the explorer sees it, built from the solver's trace
 * (solver/src/search-trace.ts). The trace lists nodes in the order the
 * depth-first search generated them; each iteration begins with a root whose
 * parent is −1, so an iteration is one contiguous range of node ids.
 *
 * This module links parents to children (first-child / next-sibling arrays:
 * two Int32Arrays instead of thousands of small arrays) and answers the
 * questions the explorer asks: which iteration holds a node, what moves lead
 * to it, how it fared against the bound. Pure data in, data out; tested in
 * tests/site/ch6-tree-model.test.ts against the solver's own counts.
 */
import type { IterationStats } from 'pocket-cube-solver';
import { type SearchTrace } from 'pocket-cube-solver';
import { TRACE_GOAL, TRACE_PRUNED } from 'pocket-cube-solver/internals';

/** How a node fared: searched below, cut off by the bound, or the solved cube. */
export type Outcome = 'expanded' | 'pruned' | 'goal';

export interface IterationRange {
  /** 0 for the first threshold. */
  readonly index: number;
  /** The f threshold of this iteration (from the solver's report). */
  readonly bound: number;
  /** Id of the root node: the first node of the range. */
  readonly start: number;
  /** One past the last node id of the range. */
  readonly end: number;
  /** False for the iteration the recorder's cap cut short. */
  readonly complete: boolean;
  /** Id of the first goal node in this iteration, −1 if none. */
  readonly goal: number;
}

export interface TreeModel {
  readonly trace: SearchTrace;
  /** Move names indexed like trace.move. */
  readonly moveNames: readonly string[];
  readonly iterations: readonly IterationRange[];
  /** firstChild[id]: the first child generated, −1 for none. */
  readonly firstChild: Int32Array;
  /** nextSibling[id]: the next child of the same parent, −1 for the last. */
  readonly nextSibling: Int32Array;
}

/**
 * Links the trace into trees, one per iteration.
 * @param stats the solver's per-iteration report (response.iterations): the
 *   bound of each recorded iteration is read from it.
 * @example buildTreeModel(response.trace!, response.iterations, response.moveNames)
 */
export function buildTreeModel(trace: SearchTrace, stats: readonly IterationStats[], moveNames: readonly string[]): TreeModel {
  const n = trace.count;
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const lastChild = new Int32Array(n).fill(-1);
  const iterations: IterationRange[] = [];
  let start = 0;
  let goal = -1;
  const close = (end: number) => {
    const index = trace.iteration[start];
    const bound = stats[index]?.bound ?? trace.g[start] + trace.h[start];
    const complete = !trace.truncated || end < n;
    iterations.push({ index, bound, start, end, complete, goal });
  };
  for (let id = 0; id < n; id++) {
    const parent = trace.parent[id];
    if (parent < 0) {
      if (id > 0) close(id);
      start = id;
      goal = -1;
    } else {
      // Children arrive in generation order, so appending keeps move order.
      if (lastChild[parent] < 0) firstChild[parent] = id;
      else nextSibling[lastChild[parent]] = id;
      lastChild[parent] = id;
    }
    if (goal < 0 && (trace.flags[id] & TRACE_GOAL) !== 0) goal = id;
  }
  if (n > 0) close(n);
  return { trace, moveNames, iterations, firstChild, nextSibling };
}

/** The children of `id`, in the order the search generated them. */
export function childrenOf(model: TreeModel, id: number): number[] {
  const out: number[] = [];
  for (let c = model.firstChild[id]; c >= 0; c = model.nextSibling[c]) out.push(c);
  return out;
}

/** Node ids from the iteration's root down to `id` (both included). */
export function pathTo(model: TreeModel, id: number): number[] {
  const path: number[] = [];
  for (let v = id; v >= 0; v = model.trace.parent[v]) path.push(v);
  return path.reverse();
}

/** The move names that lead from the scrambled cube to node `id` (empty for a root). */
export function movesTo(model: TreeModel, id: number): string[] {
  return pathTo(model, id)
    .slice(1)
    .map((v) => model.moveNames[model.trace.move[v]]);
}

export function outcomeOf(model: TreeModel, id: number): Outcome {
  const flags = model.trace.flags[id];
  if (flags & TRACE_GOAL) return 'goal';
  if (flags & TRACE_PRUNED) return 'pruned';
  return 'expanded';
}

export function fOf(model: TreeModel, id: number): number {
  return model.trace.g[id] + model.trace.h[id];
}

/** The recorded iteration that contains node `id`. */
export function iterationOf(model: TreeModel, id: number): IterationRange {
  const its = model.iterations;
  let lo = 0;
  let hi = its.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (its[mid].start <= id) lo = mid;
    else hi = mid - 1;
  }
  return its[lo];
}

/**
 * Counts as the solver reports them: `generated` is every node of the
 * iteration, `expanded` the nodes whose children were generated — every node
 * neither cut off nor solved (the root included).
 */
export function iterationCounts(model: TreeModel, it: IterationRange): { expanded: number; generated: number; pruned: number } {
  let expanded = 0;
  let pruned = 0;
  for (let id = it.start; id < it.end; id++) {
    const o = outcomeOf(model, id);
    if (o === 'expanded') expanded++;
    else if (o === 'pruned') pruned++;
  }
  return { expanded, generated: it.end - it.start, pruned };
}

/**
 * The smallest f among the nodes the bound cut off: IDA*'s next threshold
 * (Korf 1985). Infinity when nothing was cut off.
 */
export function smallestPrunedF(model: TreeModel, it: IterationRange): number {
  let best = Infinity;
  for (let id = it.start; id < it.end; id++) {
    if (outcomeOf(model, id) === 'pruned') best = Math.min(best, fOf(model, id));
  }
  return best;
}
