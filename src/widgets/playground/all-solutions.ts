/**
 * The playground's "All optimal solutions": the list the CLI prints with
 * `--all`, capped and counted, each one a button that plays it. Pure text
 * and DOM building; the request lives in element.ts.
 */
import { writtenMoves } from 'pocket-cube-solver/written-solution';
import { countOf, formatCount } from '../../lib/format.ts';
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/vocabulary.ts';
import { displayMove } from './view.ts';

/** At most this many solutions are asked for and listed; a position has up to a few hundred. */
export const ALL_SOLUTIONS_CAP = 100;

/** e.g. "12 optimal solutions of 6 moves (HTM)." or "At least 100 … (the first 100 found)." */
export function allSolutionsText(count: number, length: number, metric: Metric): string {
  if (length === 0) return 'Already solved: the only optimal solution is to do nothing.';
  const moves = `${countOf(length, 'move')} (${METRIC_ABBREVIATIONS[metric]})`;
  if (count >= ALL_SOLUTIONS_CAP) return `At least ${formatCount(count)} optimal solutions of ${moves}; these are the first ${formatCount(count)} the search found.`;
  return `${countOf(count, 'optimal solution')} of ${moves}.`;
}

/** One button per solution, written as a cuber writes it; `data-index` says which to play. */
export function renderAllSolutions(list: HTMLOListElement, solutions: readonly (readonly string[])[]): void {
  const doc = list.ownerDocument;
  list.replaceChildren(
    ...solutions.map((moves, i) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'pg-button pg-play-one';
      button.dataset.index = String(i);
      const written = writtenMoves(moves).map(displayMove).join(' ');
      button.textContent = written;
      button.setAttribute('aria-label', `Play solution ${i + 1}: ${written}`);
      item.append(button);
      return item;
    }),
  );
}
