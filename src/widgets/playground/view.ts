/**
 * The playground's text and list rendering, apart from the cube (that is
 * shared/net-view.ts) and the scramble field (shared/scramble-field.ts). The
 * string functions are pure and unit-tested (tests/site/playground-view.test.ts);
 * the DOM functions only turn their output into elements.
 */
import { formatCount, formatMs } from '../shared/format.ts';
import { METRIC_ABBREVIATIONS, type Metric } from '../shared/vocabulary.ts';

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
  const moves = `${length} move${length === 1 ? '' : 's'} (${METRIC_ABBREVIATIONS[metric]})`;
  const effort = `${formatCount(nodes)} node${nodes === 1 ? '' : 's'} expanded`;
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
 * The solution as a row of moves; move i is a button that jumps to the
 * position after it. They are not tab stops (the scrubber is the keyboard
 * way to the same positions), so tabbing through the widget stays short.
 */
export function renderMoves(list: HTMLOListElement, solution: readonly string[]): void {
  const doc = list.ownerDocument;
  list.replaceChildren(
    ...solution.map((name, i) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.tabIndex = -1;
      button.dataset.step = String(i + 1);
      button.textContent = displayMove(name);
      button.setAttribute('aria-label', `Move ${i + 1}: ${displayMove(name)}`);
      item.append(button);
      return item;
    }),
  );
}

/** Marks moves already played and the one just played. */
export function highlightMoves(list: HTMLOListElement, step: number): void {
  list.querySelectorAll<HTMLButtonElement>('button').forEach((button, i) => {
    button.classList.toggle('done', i < step);
    if (i === step - 1) button.setAttribute('aria-current', 'step');
    else button.removeAttribute('aria-current');
  });
}
