/**
 * <pc-verification-panel>: asks the solver worker to run every self-check
 * (they take tens of milliseconds: all table entries are checked, so they run
 * off the main thread) when the panel first comes into view, and whenever
 * the reader presses the button; a second press supersedes the first.
 */
import { WidgetElement, defineWidget, solverClient } from '../shared/kit.ts';
import { checksHtml, checksSummary } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class VerificationPanelElement extends WidgetElement {
  protected start() {
    const $ = this.parts;
    const summary = $.one('.vp-summary-text');
    const where = $.one('.vp-where');
    const list = $.one('.vp-list');
    const checks = this.request('self-checks');
    const run = async () => {
      where.textContent = this.messages.verification.running;
      const answer = await checks.run((ctx) => solverClient().request('selfChecks', {}, ctx));
      if (answer.status === 'done') {
        const { checks: results, ms } = answer.value;
        setHtml(list, checksHtml(results));
        summary.textContent = checksSummary(results, this.messages.verification.inBrowser, ms);
        where.textContent = '';
        this.classList.toggle('vp-has-failure', results.some((c) => !c.passed));
      } else if (answer.status === 'failed') where.textContent = this.messages.verification.couldNotRun(answer.error.message);
    };
    this.lifetime.listen($.one('.vp-run'), 'click', () => void run());
    this.lifetime.whenNearViewport(this, () => void run());
  }
}

defineWidget('pc-verification-panel', VerificationPanelElement, ['verification']);
