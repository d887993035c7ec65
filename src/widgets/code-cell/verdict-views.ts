/**
 * Each exercise's verdict, drawn: exercise → a pure render function
 * `(verdict, words) => Node` (plain data and the page's words in, DOM nodes
 * out, built with document.createElement through verdicts/dom.ts: never
 * innerHTML, so nothing in a verdict is ever parsed as markup).
 *
 * One file per exercise in verdicts/: rank.ts is the pattern. To add one,
 * write verdicts/<exercise>.ts exporting `render<Exercise>Verdict(verdict:
 * <Exercise>Verdict, words: CellPageWords): Node`, its words in
 * the catalogues' `cells.verdict.<exercise>`, and put it in VERDICT_VIEWS.
 */
import type { CellExercise, CellVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../i18n/cell-words.ts';
import { renderBfsVerdict } from './verdicts/bfs.ts';
import './verdicts/verdicts.css';
import { renderHeuristicVerdict } from './verdicts/heuristic.ts';
import { renderMoveVerdict } from './verdicts/move.ts';
import { renderPruningVerdict } from './verdicts/pruning.ts';
import { renderRankVerdict } from './verdicts/rank.ts';

export type VerdictView<V extends CellVerdict> = (verdict: V, words: CellPageWords) => Node;

type VerdictOf<E extends CellExercise> = Extract<CellVerdict, { readonly exercise: E }>;

export const VERDICT_VIEWS: { readonly [E in CellExercise]: VerdictView<VerdictOf<E>> } = {
  rank: renderRankVerdict,
  move: renderMoveVerdict,
  bfs: renderBfsVerdict,
  heuristic: renderHeuristicVerdict,
  pruning: renderPruningVerdict,
};

/** The verdict drawn by its exercise's renderer. */
export function renderVerdict(verdict: CellVerdict, words: CellPageWords): Node {
  return (VERDICT_VIEWS[verdict.exercise] as VerdictView<CellVerdict>)(verdict, words);
}
