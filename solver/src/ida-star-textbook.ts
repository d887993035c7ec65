/**
 * IDA* as the textbooks write it (Korf 1985, "Depth-first iterative-deepening:
 * an optimal admissible tree search"; the same recursion as Russell & Norvig,
 * *AIMA*, §3.5.3): a recursive depth-first search that cuts off any node whose
 * f = g + h exceeds the bound, and, when an iteration finds nothing, raises the
 * bound to the smallest f it cut off.
 *
 * This is the reference, not the workhorse. Chapter 6 shows it first; the
 * solver's own loop (ida-star.ts) is an explicit-stack, resumable, faster
 * version of it, and solver/test/ida-star.test.ts checks that the fast loop
 * visits exactly the nodes this one visits, iteration by iteration.
 */
import type { Heuristic } from './heuristics.ts';
import { movePruning } from './move-pruning.ts';
import { moveTables } from './move-tables.ts';
import { ORIENTATION_COUNT } from './coordinates.ts';

/** What IDA* needs to know about a problem: a lower bound, a goal test, and each node's children in order. */
export interface SearchProblem<S> {
  readonly h: (s: S) => number;
  readonly isGoal: (s: S) => boolean;
  /** The children of s as [move, child] pairs, in the order they are tried. */
  readonly children: (s: S) => Iterable<readonly [move: number, child: S]>;
  /** Called with each iteration's bound before it starts (the tests count nodes per iteration with it). */
  readonly onIteration?: (bound: number) => void;
}

const FOUND = -1;

// #region ida-textbook
/** An optimal move list from `root` to a goal (h must never overestimate). */
export function idaStar<S>(root: S, problem: SearchProblem<S>): number[] {
  const { h, isGoal, children, onIteration } = problem;
  const path: number[] = [];
  let bound = h(root);
  const search = (s: S, g: number): number => {
    const f = g + h(s);
    if (f > bound) return f; // cut off: report how far over it was
    if (isGoal(s)) return FOUND;
    let smallest = Infinity;
    for (const [move, child] of children(s)) {
      path.push(move);
      const t = search(child, g + 1);
      if (t === FOUND) return FOUND;
      smallest = Math.min(smallest, t);
      path.pop();
    }
    return smallest;
  };
  for (;;) {
    onIteration?.(bound);
    const t = search(root, 0);
    if (t === FOUND) return path;
    bound = t; // the smallest f that was cut off
  }
}
// #endregion

/** A cube node for the textbook search: the two coordinates and the move-pruning automaton's state. */
export interface CubeNode {
  readonly perm: number;
  readonly orient: number;
  readonly pruneState: number;
}

// #region cube-problem
/** The Pocket Cube as a SearchProblem: move tables for children, the heuristic's tables for h. */
export function cubeProblem(heuristic: Heuristic): SearchProblem<CubeNode> {
  const { permMove, orientMove, moveCount: n } = moveTables(heuristic.metric);
  const { allowed, next } = movePruning(heuristic.metric);
  const { permH, orientH, exact } = heuristic;
  return {
    h: ({ perm, orient }) => (exact ? exact[perm * ORIENTATION_COUNT + orient] : Math.max(permH[perm], orientH[orient])),
    isGoal: ({ perm, orient }) => perm === 0 && orient === 0,
    *children({ perm, orient, pruneState }) {
      for (let m = 0; m < n; m++) {
        if (!allowed[pruneState * n + m]) continue; // move pruning: a redundant sequence
        yield [m, { perm: permMove[perm * n + m], orient: orientMove[orient * n + m], pruneState: next[pruneState * n + m] }];
      }
    },
  };
}
// #endregion

/** The root node for a state given by its two coordinates. */
export function cubeRoot(perm: number, orient: number): CubeNode {
  return { perm, orient, pruneState: 0 };
}
