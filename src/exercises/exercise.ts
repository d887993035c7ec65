/**
 * The behaviour of Exercise.astro: read the input, run the named pure checker
 * (checkers.ts) with the build-time answer, and say the verdict in a live
 * region. Nothing is sent anywhere; the answer is in the page (a reader who
 * wants it can open the fold underneath).
 */
import { CHECKERS, type CheckerName, type Verdict } from './checkers.ts';

class ExerciseElement extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = 'true';
    const form = this.querySelector<HTMLFormElement>('form');
    const input = this.querySelector<HTMLInputElement>('input');
    const feedback = this.querySelector<HTMLElement>('.exercise-feedback');
    if (!form || !input || !feedback) return;
    const name = this.dataset.checker as CheckerName;
    const data = JSON.parse(this.dataset.answer ?? '{}');
    form.hidden = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const checker = CHECKERS[name] as (input: string, data: unknown) => Verdict;
      const verdict = checker(input.value, data);
      feedback.textContent = verdict.message;
      feedback.dataset.result = verdict.result;
      input.setAttribute('aria-invalid', String(verdict.result !== 'correct'));
    });
  }
}

if (!customElements.get('self-check')) customElements.define('self-check', ExerciseElement);
