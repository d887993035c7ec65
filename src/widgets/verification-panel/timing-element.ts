/**
 * <pc-table-timing>: builds both metrics' move tables in the solver worker
 * (request 'moveTableTiming', timed inside the worker with performance.now())
 * and fills in the build times. The first build in a fresh worker includes
 * the JavaScript engine warming up; "Build them again" shows the warm time.
 */
import { WidgetElement, defineWidget, solverClient } from '../shared/kit.ts';
import { timingTableHtml, type TimingRow } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class TableTimingElement extends WidgetElement {
  private rows: TimingRow[] = [];
  private runs = 0;

  protected start() {
    const $ = this.parts;
    const text = $.one('.vp-timing-text');
    const box = $.one('.vp-table-box');
    if (this.rows.length === 0) this.rows = JSON.parse(this.dataset.rows ?? '[]') as TimingRow[];
    const timing = this.request('move-tables');
    const run = async () => {
      text.textContent = this.messages.verification.timing.building;
      const answer = await timing.run(async (ctx) => {
        const measured: TimingRow[] = [];
        for (const row of this.rows) {
          const r = await solverClient().request('moveTableTiming', { metric: row.metric }, ctx);
          measured.push({ ...row, permEntries: r.permEntries, orientEntries: r.orientEntries, bytes: r.bytes, ms: r.ms });
        }
        return measured;
      });
      if (answer.status === 'failed') text.textContent = this.messages.verification.timing.couldNotBuild(answer.error.message);
      if (answer.status !== 'done') return;
      const measured = (this.rows = answer.value);
      this.runs++;
      setHtml(box, timingTableHtml(measured));
      const total = measured.reduce((sum, r) => sum + (r.ms ?? 0), 0);
      text.textContent = this.messages.verification.timing.built(total.toFixed(1), this.runs === 1);
    };
    this.lifetime.listen($.one('.vp-run'), 'click', () => void run());
    this.lifetime.whenNearViewport(this, () => void run());
  }
}

defineWidget('pc-table-timing', TableTimingElement, ['verification']);
