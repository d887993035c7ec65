/**
 * The playground's text and list rendering, apart from the cube (that is
 * shared/net-view.ts) and the scramble field (shared/scramble-field.ts). The
 * string functions are pure and unit-tested (tests/site/playground-view.test.ts);
 * the DOM functions only turn their output into elements.
 */
import { countOf, formatMs } from '../../lib/format.ts';
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/vocabulary.ts';
import { writtenSpans } from 'pocket-cube-solver';

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

export function resultText({ length, nodes, ms, metric }: SolveSummary): string {
  if (length === 0) return 'Already solved: nothing to do.';
  const moves = `${countOf(length, 'move')} (${METRIC_ABBREVIATIONS[metric]})`;
  const effort = `${countOf(nodes, 'node')} expanded`;
  return `Optimal solution: ${moves}. ${effort}, ${formatMs(ms)}.`;
}

/** Narration of a playback position, e.g. "Step 2 of 4: U′". */
export function stepText(step: number, solution: readonly string[]): string {
  if (solution.length === 0) return 'Solved';
  if (step === 0) return `Start: scrambled, ${solution.length} to go`;
  const last = `Step ${step} of ${solution.length}: ${displayMove(solution[step - 1])}`;
  return step === solution.length ? `${last}, solved` : last;
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
  list.replaceChildren(
    ...writtenSpans(solution).map(({ token, from, to }, i) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.tabIndex = -1;
      button.dataset.step = String(to);
      button.dataset.from = String(from);
      button.textContent = displayMove(token);
      const quarters = to - from > 1 ? ` (${to - from} quarter turns)` : '';
      button.setAttribute('aria-label', `Move ${i + 1}: ${displayMove(token)}${quarters}`);
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
