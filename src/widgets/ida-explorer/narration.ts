/**
 * One search step in words, for the live region and the details panel:
 * "expand R U: f = 2 + 4 = 6 ≤ bound 6, search below it". The arithmetic is
 * the whole of IDA*'s decision, so the sentence spells it out.
 */
import { iterationOf, movesTo, outcomeOf, type TreeModel } from '../../lib/ida-tree-model.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';

type Words = Catalogue['ida'];

/** `R U F2`, or "the scrambled cube" for a root. */
export function sequenceLabel(moves: readonly string[], words: Words = pageMessages().ida): string {
  return moves.length === 0 ? words.scrambledCube : moves.join(' ');
}

/** "f = 3 + 4 = 7 ≤ bound 7": the test a node passes or fails. */
export function comparison(g: number, h: number, bound: number, words: Words = pageMessages().ida): string {
  return words.comparison(g, h, g + h, g + h > bound, bound);
}

/** What happens at node `id`, in one sentence: the narration line under the tree. */
export function narrateNode(model: TreeModel, id: number, words: Words = pageMessages().ida): string {
  const { g, h } = model.trace;
  const it = iterationOf(model, id);
  const moves = movesTo(model, id);
  const test = comparison(g[id], h[id], it.bound, words);
  switch (outcomeOf(model, id)) {
    case 'goal':
      return moves.length === 0 ? words.narrate.alreadySolved : words.narrate.goal(moves.join(' '), test);
    case 'pruned':
      return words.narrate.pruned(sequenceLabel(moves, words), test);
    case 'expanded':
      return moves.length === 0 ? words.narrate.start(it.index + 1, it.bound, test) : words.narrate.expanded(sequenceLabel(moves, words), test);
  }
}

/** An iteration button's accessible name. */
export function iterationLabel(index: number, bound: number, generated: number, solved: boolean, cut = false, words: Words = pageMessages().ida): string {
  return words.iterationLabel(index + 1, bound, generated, solved, cut);
}

/** After a failed iteration: why the next bound is what it is. */
export function nextBoundText(smallestPrunedF: number, bound: number, words: Words = pageMessages().ida): string {
  if (!Number.isFinite(smallestPrunedF)) return words.nothingCut(bound);
  return words.nextBound(bound, smallestPrunedF);
}

/** The tree's accessible name: which search is drawn. Long scrambles are cut (a screen reader should not read 200 moves). */
export function treeName(scramble: string, index: number, bound: number, words: Words = pageMessages().ida): string {
  const text = scramble.trim();
  return words.treeName(text ? (text.length > 60 ? `${text.slice(0, 60)}…` : text) : null, index + 1, bound);
}
