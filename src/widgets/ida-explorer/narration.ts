/**
 * One search step in words, for the live region and the details panel:
 * "expand R U: f = 2 + 4 = 6 ≤ bound 6, search below it". The arithmetic is
 * the whole of IDA*'s decision, so the sentence spells it out.
 */
import { iterationOf, movesTo, outcomeOf, type TreeModel } from './tree-model.ts';
import { countOf } from '../../lib/format.ts';

/** `R U F2`, or "the scrambled cube" for a root. */
export function sequenceLabel(moves: readonly string[]): string {
  return moves.length === 0 ? 'the scrambled cube' : moves.join(' ');
}

/** The f = g + h comparison against the bound, e.g. `f = 2 + 5 = 7 > bound 6`. */
export function comparison(g: number, h: number, bound: number): string {
  const f = g + h;
  return `f = ${g} + ${h} = ${f} ${f > bound ? '>' : '≤'} bound ${bound}`;
}

/** What the search does at node `id`, as one sentence with its full stop (the element appends more sentences). */
export function narrateNode(model: TreeModel, id: number): string {
  const { g, h } = model.trace;
  const it = iterationOf(model, id);
  const moves = movesTo(model, id);
  const test = comparison(g[id], h[id], it.bound);
  switch (outcomeOf(model, id)) {
    case 'goal':
      return moves.length === 0
        ? 'The cube is already solved.'
        : `${moves.join(' ')} reaches the solved cube: ${test}. Solution found; no shorter one exists, since every shorter bound failed.`;
    case 'pruned':
      return `Generate ${sequenceLabel(moves)}: ${test}, prune.`;
    case 'expanded':
      return moves.length === 0
        ? `Iteration ${it.index + 1} starts at the scrambled cube with bound ${it.bound}: ${test}, search below it.`
        : `Expand ${sequenceLabel(moves)}: ${test}, search below it.`;
  }
}

/** A one-line summary of an iteration for the selector and the status line. */
export function iterationLabel(index: number, bound: number, generated: number, solved: boolean): string {
  return `Iteration ${index + 1}: bound ${bound}, ${countOf(generated, 'node')}${solved ? ', solved' : ''}`;
}

/** Why the next iteration's bound is what it is: the smallest f that was cut off. */
export function nextBoundText(smallestPrunedF: number, bound: number): string {
  if (!Number.isFinite(smallestPrunedF)) return `Nothing was cut off at bound ${bound}.`;
  return `No solution within bound ${bound}. The smallest f cut off was ${smallestPrunedF}, so the next iteration searches with bound ${smallestPrunedF}.`;
}

/** How the tree replay is driven from the keyboard: the end of its accessible name. */
export const TREE_KEYS = 'Space plays or pauses; left and right arrows step one node; Home and End jump; plus and minus zoom; 0 fits the tree.';

/** "Search tree for F R, iteration 2 (bound 2)." */
export function treeName(scramble: string, index: number, bound: number): string {
  const what = scramble.trim() ? `for ${scramble.trim().length > 60 ? `${scramble.trim().slice(0, 60)}…` : scramble.trim()}` : 'for the solved cube';
  return `Search tree ${what}, iteration ${index + 1} (bound ${bound}).`;
}
