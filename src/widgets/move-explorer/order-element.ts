/**
 * <pc-order-finder>: recomputes the order on every keystroke. sequenceOrder
 * composes at most 45 states, and a pasted sequence of thousands of moves
 * parses and applies in a few milliseconds, so this stays on the main thread.
 */
import { orderReport } from './order.ts';
import { orderSentence, walkHtml } from './order-view.ts';

class OrderFinderElement extends HTMLElement {
  private started = false;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    const input = this.querySelector<HTMLInputElement>('.of-input')!;
    const error = this.querySelector<HTMLElement>('.si-error')!;
    const result = this.querySelector<HTMLElement>('.of-result')!;
    const walk = this.querySelector<HTMLOListElement>('.of-walk')!;
    const update = () => {
      const report = orderReport(input.value);
      if (!report.ok) {
        input.setAttribute('aria-invalid', 'true');
        error.textContent = report.error.message;
        walk.classList.add('si-stale');
        return;
      }
      input.removeAttribute('aria-invalid');
      error.textContent = '';
      walk.classList.remove('si-stale');
      result.innerHTML = orderSentence(input.value, report);
      walk.innerHTML = walkHtml(report.indexes);
    };
    input.addEventListener('input', update);
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('.of-example');
      if (!button) return;
      input.value = button.dataset.alg ?? '';
      update();
    });
    update();
  }
}

if (!customElements.get('pc-order-finder')) customElements.define('pc-order-finder', OrderFinderElement);
