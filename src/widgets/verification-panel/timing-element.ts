/**
 * <pc-table-timing>: builds both metrics' move tables in the solver worker
 * (request 'moveTableTiming', timed inside the worker with performance.now())
 * and fills in the build times. The first build in a fresh worker includes
 * the JavaScript engine warming up; "Build them again" shows the warm time.
 */
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { timingTableHtml, type TimingRow } from './view.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';

class TableTimingElement extends HTMLElement {
  private started = false;
  private ticket = 0;
  private rows: TimingRow[] = [];
  private runs = 0;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.rows = JSON.parse(this.dataset.rows ?? '[]') as TimingRow[];
    this.querySelector<HTMLButtonElement>('.vp-run')!.addEventListener('click', () => void this.run());
    whenNearViewport(this, () => void this.run());
  }

  private async run() {
    const ticket = ++this.ticket;
    const text = this.querySelector<HTMLElement>('.vp-timing-text')!;
    const box = this.querySelector<HTMLElement>('.vp-table-box')!;
    this.setAttribute('aria-busy', 'true');
    text.textContent = 'Building them in your browser…';
    try {
      const measured: TimingRow[] = [];
      for (const row of this.rows) {
        const r = await solverClient().request('moveTableTiming', { metric: row.metric }, { channel: `${this.id || 'table-timing'}-${row.metric}` });
        if (ticket !== this.ticket) return;
        measured.push({ ...row, permEntries: r.permEntries, orientEntries: r.orientEntries, bytes: r.bytes, ms: r.ms });
      }
      this.rows = measured;
      this.runs++;
      box.innerHTML = timingTableHtml(measured);
      const total = measured.reduce((sum, r) => sum + (r.ms ?? 0), 0);
      text.textContent = `Built in your browser's solver worker: ${total.toFixed(1)} ms for both metrics${this.runs === 1 ? ' (a first run includes the engine warming up; build again for the warm time)' : ''}.`;
    } catch (error) {
      if (isSuperseded(error) || ticket !== this.ticket) return;
      text.textContent = `The tables could not be built here: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }
}

if (!customElements.get('pc-table-timing')) customElements.define('pc-table-timing', TableTimingElement);
