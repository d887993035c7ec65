/**
 * The playground's "All optimal solutions": the list the CLI prints with
 * `--all`, capped and counted, each one a button that plays it. Asked of the
 * worker only while the list is open.
 */
import type { SolveParams } from 'pocket-cube-solver/protocol';
import { writtenMoves } from 'pocket-cube-solver';
import { solverClient, type LatestRequest, type Lifetime, METRIC_ABBREVIATIONS, type Metric } from '../shared/kit.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { displayMove } from './view.ts';

/** At most this many solutions are asked for and listed; a position has up to a few hundred. */
export const ALL_SOLUTIONS_CAP = 100;

/** e.g. "12 optimal solutions of 6 moves (HTM)." or "At least 100 … (the first 100 found)." */
export function allSolutionsText(count: number, length: number, metric: Metric, words = pageMessages().playground): string {
  if (length === 0) return words.allSolved;
  const abbreviation = METRIC_ABBREVIATIONS[metric];
  return count >= ALL_SOLUTIONS_CAP ? words.allCapped(count, length, abbreviation) : words.allCount(count, length, abbreviation);
}

/** One button per solution, written as a cuber writes it; `data-index` says which to play. */
export function renderAllSolutions(list: HTMLOListElement, solutions: readonly (readonly string[])[]): void {
  const doc = list.ownerDocument;
  const words = pageMessages().playground;
  list.replaceChildren(
    ...solutions.map((moves, i) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'pg-button pg-play-one';
      button.dataset.index = String(i);
      const written = writtenMoves(moves).map(displayMove).join(' ');
      button.textContent = written;
      button.setAttribute('aria-label', words.playOne(i + 1, written));
      item.append(button);
      return item;
    }),
  );
}

/**
 * The list, its status line and its request: refreshed when it opens and
 * whenever the playground's cube changes; a click on a solution plays it.
 */
export class AllSolutionsPanel {
  private solutions: string[][] = [];

  constructor(
    private readonly parts: { readonly all: HTMLDetailsElement; readonly allStatus: Element; readonly allList: HTMLOListElement },
    private readonly request: LatestRequest,
    lifetime: Lifetime,
    private readonly host: {
      /** What to solve, or null while the scramble (or painting) is not a cube. */
      params(): SolveParams | null;
      play(moves: string[]): void;
    },
  ) {
    lifetime.listen(parts.all, 'toggle', () => void this.refresh());
    lifetime.listen(parts.allList, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-index]');
      const moves = button ? this.solutions[Number(button.dataset.index)] : undefined;
      if (moves) host.play(moves);
    });
  }

  /** Fills the list for the current cube, if the reader has it open. */
  async refresh(): Promise<void> {
    const { all, allStatus, allList } = this.parts;
    const messages = pageMessages();
    if (!all.open) return this.request.cancel();
    const base = this.host.params();
    if (!base) {
      this.request.cancel();
      allStatus.textContent = messages.playground.allFix;
      allList.replaceChildren();
      return;
    }
    allStatus.textContent = messages.playground.allSearching;
    const params = { ...base, allSolutions: true, maxSolutions: ALL_SOLUTIONS_CAP };
    const answer = await this.request.run((ctx) => solverClient().request('solve', params, ctx));
    if (answer.status === 'failed') allStatus.textContent = messages.kit.workerFailed(answer.error.message);
    if (answer.status !== 'done') return;
    this.solutions = answer.value.solutions;
    allStatus.textContent = allSolutionsText(answer.value.solutions.length, answer.value.length ?? 0, params.metric);
    renderAllSolutions(allList, answer.value.solutions);
  }
}
