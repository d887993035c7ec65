/**
 * The first words of the drawn cube's accessible name: which cube it is. The
 * net appends its colours (net-view.ts), so a screen reader hears the cube
 * that is drawn, not the one the page was built with.
 */

import { pageMessages } from '../../i18n/page-language.ts';

/** Long scrambles are cut in the name: a screen reader should not read 200 moves before the colours. */
const MAX_SCRAMBLE_IN_LABEL = 60;

export interface NetLabelInput {
  /** A painted cube is the start instead of the scramble. */
  readonly painted: boolean;
  readonly scramble: string;
  /** Playback position: solution moves applied so far. */
  readonly step: number;
  readonly solutionLength: number;
}

/**
 * @example netLabel({ painted: false, scramble: 'R U', step: 1, solutionLength: 2 }) // "Cube after R U, then 1 of 2 solution moves"
 */
export function netLabel({ painted, scramble, step, solutionLength }: NetLabelInput, words = pageMessages().playground): string {
  const text = scramble.trim();
  const short = text.length > MAX_SCRAMBLE_IN_LABEL ? `${text.slice(0, MAX_SCRAMBLE_IN_LABEL)}…` : text;
  const start = painted ? words.netStart.painted : short ? words.netStart.scrambled(short) : words.netStart.solved;
  if (step <= 0) return start;
  return words.netThen(start, step, solutionLength);
}
