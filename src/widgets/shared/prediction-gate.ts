/** The <prediction-gate> element: DOM wiring for the pure gate state in prediction-gate-model.ts. */
import { GATE_START, type GateAction, type GateState, gateReducer, revealMessage } from './prediction-gate-model.ts';

/**
 * Wires one gate: radio buttons (name = the gate's id) set the choice, the
 * "Commit my guess" button reveals, "Just show me" reveals without a guess.
 */
export class PredictionGateElement extends HTMLElement {
  private state: GateState = GATE_START;

  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const form = this.querySelector<HTMLFormElement>('.gate-form');
    const details = this.querySelector<HTMLDetailsElement>('details.gate-result');
    const status = this.querySelector<HTMLElement>('.gate-status');
    const commit = this.querySelector<HTMLButtonElement>('.gate-commit');
    const skip = this.querySelector<HTMLButtonElement>('.gate-skip');
    const body = this.querySelector<HTMLElement>('.gate-body');
    if (!form || !details || !status || !commit || !skip) return;
    this.classList.add('gate-live');
    form.hidden = false;
    details.open = false;
    const labelOf = (value: string) =>
      form.querySelector<HTMLInputElement>(`input[value="${CSS.escape(value)}"]`)?.closest('label')?.textContent?.trim() ?? value;
    const render = () => {
      commit.disabled = this.state.phase === 'asking' && this.state.choice === null;
      if (this.state.phase === 'revealed') {
        details.open = true;
        this.classList.add('gate-revealed');
        const hadFocus = form.contains(document.activeElement);
        for (const input of form.querySelectorAll<HTMLInputElement>('input, button')) input.disabled = true;
        // The focused button is now disabled: carry focus to what was revealed.
        if (hadFocus) body?.focus({ preventScroll: true });
        status.textContent = revealMessage(this.state, labelOf);
        this.dispatchEvent(new CustomEvent('prediction-revealed', { bubbles: true, detail: this.state }));
      }
    };
    const dispatch = (action: GateAction) => {
      const before = this.state;
      this.state = gateReducer(this.state, action);
      if (before !== this.state) render();
    };
    form.addEventListener('change', (event) => {
      const input = event.target as HTMLInputElement;
      if (input.type === 'radio') dispatch({ type: 'choose', choice: input.value });
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      dispatch({ type: 'commit' });
    });
    skip.addEventListener('click', () => dispatch({ type: 'skip' }));
    // A reader who opens the fold by hand has chosen to look: count it as skipping.
    details.addEventListener('toggle', () => {
      if (details.open && this.state.phase === 'asking') dispatch({ type: 'skip' });
    });
    render();
  }
}

if (!customElements.get('prediction-gate')) customElements.define('prediction-gate', PredictionGateElement);
