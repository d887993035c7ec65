/** The <prediction-gate> element: DOM wiring for the pure gate state in prediction-gate-model.ts. */
import { GATE_START, type GateAction, type GateState, gateReducer, revealMessage } from './prediction-gate-model.ts';
import { WidgetElement, defineWidget } from './widget-element.ts';

/**
 * Wires one gate: radio buttons set the choice, "Commit my guess" reveals,
 * "Just show me" (or opening the fold by hand) reveals without a guess.
 */
export class PredictionGateElement extends WidgetElement {
  private state: GateState = GATE_START;

  protected start(): void {
    const form = this.parts.one<HTMLFormElement>('.gate-form');
    const details = this.parts.one<HTMLDetailsElement>('details.gate-result');
    const status = this.parts.one('.gate-status');
    const commit = this.parts.one<HTMLButtonElement>('.gate-commit');
    const skip = this.parts.one<HTMLButtonElement>('.gate-skip');
    const body = this.parts.one('.gate-body');
    this.classList.add('gate-live');
    form.hidden = false;
    details.open = this.state.phase === 'revealed';
    const labelOf = (value: string) =>
      form.querySelector<HTMLInputElement>(`input[value="${CSS.escape(value)}"]`)?.closest('label')?.textContent?.trim() ?? value;
    const render = () => {
      commit.disabled = this.state.phase === 'asking' && this.state.choice === null;
      if (this.state.phase !== 'revealed') return;
      details.open = true;
      this.classList.add('gate-revealed');
      const hadFocus = form.contains(document.activeElement);
      for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')) control.disabled = true;
      // The focused button is now disabled: carry focus to what was revealed.
      if (hadFocus) body.focus({ preventScroll: true });
      status.textContent = revealMessage(this.state, labelOf);
    };
    const dispatch = (action: GateAction) => {
      const before = this.state;
      this.state = gateReducer(this.state, action);
      if (before !== this.state) render();
    };
    this.lifetime.listen(form, 'change', (event) => {
      const input = event.target as HTMLInputElement;
      if (input.type === 'radio') dispatch({ type: 'choose', choice: input.value });
    });
    this.lifetime.listen(form, 'submit', (event) => {
      event.preventDefault();
      dispatch({ type: 'commit' });
    });
    this.lifetime.listen(skip, 'click', () => dispatch({ type: 'skip' }));
    // A reader who opens the fold by hand has chosen to look: count it as skipping.
    this.lifetime.listen(details, 'toggle', () => {
      if (details.open && this.state.phase === 'asking') dispatch({ type: 'skip' });
    });
    render();
  }
}

defineWidget('prediction-gate', PredictionGateElement, []);
