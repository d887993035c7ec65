/**
 * <pc-verification-panel>: asks the solver worker to run every self-check
 * (they take tens of milliseconds: all table entries are checked, so they run
 * off the main thread) when the panel first comes into view, and whenever
 * the reader presses the button. Its own channel means a second press
 * supersedes the first; the superseded rejection is ignored.
 */
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { checksHtml, checksSummary } from './view.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';

class VerificationPanelElement extends HTMLElement {
  private started = false;
  private ticket = 0;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    const button = this.querySelector<HTMLButtonElement>('.vp-run')!;
    button.addEventListener('click', () => void this.run());
    whenNearViewport(this, () => void this.run());
  }

  private async run() {
    const ticket = ++this.ticket;
    const summary = this.querySelector<HTMLElement>('.vp-summary-text')!;
    const where = this.querySelector<HTMLElement>('.vp-where')!;
    const list = this.querySelector<HTMLElement>('.vp-list')!;
    this.setAttribute('aria-busy', 'true');
    where.textContent = ' Running them in your browser…';
    try {
      const { checks, ms } = await solverClient().request('selfChecks', {}, { channel: `${this.id || 'verification-panel'}` });
      if (ticket !== this.ticket) return;
      list.innerHTML = checksHtml(checks);
      summary.textContent = checksSummary(checks, 'in your browser', ms);
      where.textContent = '';
      this.classList.toggle('vp-has-failure', checks.some((c) => !c.passed));
    } catch (error) {
      if (isSuperseded(error) || ticket !== this.ticket) return;
      where.textContent = ` The checks could not run here: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }
}

if (!customElements.get('pc-verification-panel')) customElements.define('pc-verification-panel', VerificationPanelElement);
