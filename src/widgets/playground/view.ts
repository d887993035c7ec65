/**
 * The playground's text and list rendering, apart from the cube (that is
 * shared/net-view.ts) and the scramble field (shared/scramble-field.ts). The
 * string functions are pure and unit-tested (tests/site/playground-view.test.ts);
 * the DOM functions only turn their output into elements.
 */
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/kit.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { writtenSpans } from 'pocket-cube-solver/internals';

/** What the reader is told once a solve finishes. */
export interface SolveSummary {
  length: number;
  nodes: number;
  ms: number;
  metric: Metric;
}

/** Typographic prime for display: `R'` → `R′`. The input keeps the ASCII prime. */
export function displayMove(name: string): string {
  return name.replace(/'/g, '′');
}

/** `words`: the playground's messages in the page's language (English where there is no page). */
export function resultText({ length, nodes, ms, metric }: SolveSummary, words = pageMessages().playground): string {
  if (length === 0) return words.alreadySolved;
  return words.result(length, METRIC_ABBREVIATIONS[metric], nodes, ms);
}

/** Narration of a playback position, e.g. "Step 2 of 4: U′". */
export function stepText(step: number, solution: readonly string[], words = pageMessages().playground): string {
  if (solution.length === 0) return words.stepSolved;
  if (step === 0) return words.stepStart(solution.length);
  return words.step(step, solution.length, displayMove(solution[step - 1]));
}

/**
 * The solution as a row of moves, written as a cuber writes them: in QTM the
 * solver's "R R" is one token R2 (it still takes two steps of playback).
 * Token k is a button that jumps to the position after it. They are not tab
 * stops (the scrubber is the keyboard way to the same positions), so tabbing
 * through the widget stays short.
 */
export function renderMoves(list: HTMLOListElement, solution: readonly string[]): void {
  const doc = list.ownerDocument;
  const words = pageMessages().playground;
  list.replaceChildren(
    ...writtenSpans(solution).map(({ token, from, to }, i) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.tabIndex = -1;
      button.dataset.step = String(to);
      button.dataset.from = String(from);
      button.textContent = displayMove(token);
      button.setAttribute('aria-label', words.moveButton(i + 1, displayMove(token), to - from));
      item.append(button);
      return item;
    }),
  );
}

/** Marks moves already played and the one being played. */
export function highlightMoves(list: HTMLOListElement, step: number): void {
  list.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
    const from = Number(button.dataset.from);
    const to = Number(button.dataset.step);
    button.classList.toggle('done', step >= to);
    if (step > from && step <= to) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
  });
}
