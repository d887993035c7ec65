/**
 * <pc-order-finder>: recomputes the order on every keystroke. sequenceOrder
 * composes at most 45 states, and a pasted sequence of thousands of moves
 * parses and applies in a few milliseconds, so this stays on the main thread.
 */
import { WidgetElement, defineWidget } from '../shared/kit.ts';
import { orderReport } from './order.ts';
import { orderSentence, walkHtml } from './order-view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class OrderFinderElement extends WidgetElement {
  protected start() {
    const $ = this.parts;
    const input = $.one<HTMLInputElement>('.of-input');
    const error = $.one('.si-error');
    const result = $.one('.of-result');
    const walk = $.one<HTMLOListElement>('.of-walk');
    const update = () => {
      const report = orderReport(input.value);
      if (!report.ok) {
        input.setAttribute('aria-invalid', 'true');
        error.textContent = this.messages.cube.parseError(report.error);
        // A sequence that does not parse has no order: the last one's sentence and walk would read as this one's.
        result.textContent = '';
        walk.replaceChildren();
        return;
      }
      input.removeAttribute('aria-invalid');
      error.textContent = '';
      setHtml(result, orderSentence(input.value, report));
      setHtml(walk, walkHtml(report.indexes));
    };
    this.lifetime.listen(input, 'input', update);
    this.lifetime.listen(this, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('.of-example');
      if (!button) return;
      input.value = button.dataset.alg ?? '';
      update();
    });
    update();
  }
}

defineWidget('pc-order-finder', OrderFinderElement, ['cube', 'explorer']);
