/**
 * The prediction gate's behaviour (PredictionGate.astro). A result that a
 * chapter asks the reader to predict stays inside a closed <details> until the
 * reader commits a guess or asks to skip. Without JavaScript the <details>
 * itself is the gate: the answer sits below a fold the reader opens by hand.
 *
 * This file is the pure state (gateReducer), unit-tested without a browser
 * (tests/site/prediction-gate.test.ts); prediction-gate.ts is the element.
 */
import { pageMessages } from '../../i18n/page-language.ts';

export type GateState =
  | { readonly phase: 'asking'; readonly choice: string | null }
  | { readonly phase: 'revealed'; readonly guess: string | null };

export type GateAction = { readonly type: 'choose'; readonly choice: string } | { readonly type: 'commit' } | { readonly type: 'skip' };

export const GATE_START: GateState = { phase: 'asking', choice: null };

/** Committing needs a choice; skipping never does; once revealed, the result stays revealed. */
export function gateReducer(state: GateState, action: GateAction): GateState {
  if (state.phase === 'revealed') return state;
  switch (action.type) {
    case 'choose':
      return { phase: 'asking', choice: action.choice };
    case 'commit':
      return state.choice === null ? state : { phase: 'revealed', guess: state.choice };
    case 'skip':
      return { phase: 'revealed', guess: null };
  }
}

/** The sentence the live region announces when the result is shown. */
export function revealMessage(state: GateState, label: (value: string) => string = (v) => v, words = pageMessages().kit.gate): string {
  if (state.phase !== 'revealed') return '';
  return state.guess === null ? words.shownWithoutGuess : words.yourGuess(label(state.guess));
}

