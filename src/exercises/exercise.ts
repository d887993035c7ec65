/**
 * The behaviour of Exercise.astro: read the input, run the named pure checker
 * (checkers.ts) with the build-time answer, and say the verdict in a live
 * region. Nothing is sent anywhere; the answer is in the page (a reader who
 * wants it can open the fold underneath).
 */
import { WidgetElement, defineWidget } from '../widgets/shared/widget-element.ts';
import { CHECKERS, type CheckerName, type Verdict } from './checkers.ts';

class ExerciseElement extends WidgetElement {
  protected start(): void {
    const form = this.parts.one<HTMLFormElement>('form');
    const input = this.parts.one<HTMLInputElement>('input');
    const feedback = this.parts.one('.exercise-feedback');
    const checker = CHECKERS[this.dataset.checker as CheckerName] as (input: string, data: unknown) => Verdict;
    if (!checker) throw new Error(`self-check: no checker named ${this.dataset.checker}`);
    const data: unknown = JSON.parse(this.dataset.answer ?? '{}');
    form.hidden = false;
    this.lifetime.listen(form, 'submit', (event) => {
      event.preventDefault();
      const verdict = checker(input.value, data);
      feedback.textContent = verdict.message;
      feedback.dataset.result = verdict.result;
      input.setAttribute('aria-invalid', String(verdict.result !== 'correct'));
    });
  }
}

defineWidget('self-check', ExerciseElement, ['exercises']);
