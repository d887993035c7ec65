/**
 * <pc-classic-batch>: runs 'classicBatch' in the worker and redraws after
 * every finished scramble; "Cancel" stops the job there (not just its
 * display), and a new run supersedes the old one.
 */
import type { ClassicBatchRun } from 'pocket-cube-solver/protocol';
import { WidgetElement, defineWidget, solverClient } from '../shared/kit.ts';
import { summarizeBatch } from './batch-summary.ts';
import { batchSentence, excessBarsHtml, runsTableHtml } from './view.ts';
import { html, setHtml } from '../../lib/safe-html.ts';

class ClassicBatchElement extends WidgetElement {
  protected start(): void {
    const run = this.parts.one<HTMLButtonElement>('.cbt-run');
    const cancel = this.parts.one<HTMLButtonElement>('.cbt-cancel');
    const count = this.parts.one<HTMLSelectElement>('.cbt-count');
    const budget = this.parts.one<HTMLSelectElement>('.cbt-budget');
    const seed = this.parts.one<HTMLInputElement>('.cbt-seed');
    const progress = this.parts.one<HTMLProgressElement>('.cbt-progress');
    const status = this.parts.one('.cbt-status');
    const chart = this.parts.one('.cbt-chart');
    const table = this.parts.one('.cbt-runs');
    const request = this.request('classic-batch');

    const draw = (runs: readonly ClassicBatchRun[], maxNodes: number, prefix = '') => {
      const s = summarizeBatch(runs);
      status.textContent = prefix + batchSentence(s, maxNodes);
      setHtml(chart, runs.length ? excessBarsHtml(s, this.id || 'classic-batch') : html``);
      setHtml(table, runs.length ? runsTableHtml(runs) : html``);
    };

    /** The batch under way: on Cancel, the status says how far it got and sums up what it has. */
    let current: { readonly runs: readonly ClassicBatchRun[]; readonly total: number; readonly maxNodes: number } | null = null;

    this.lifetime.listen(cancel, 'click', () => {
      request.cancel();
      cancel.disabled = true;
      if (!current) return;
      const { runs, total, maxNodes } = current;
      const summary = runs.length ? ` ${batchSentence(summarizeBatch(runs), maxNodes)}` : '';
      status.textContent = this.messages.classic.batch.cancelled(runs.length, total) + summary;
    });
    this.lifetime.listen(run, 'click', async () => {
      const n = Number(count.value);
      const maxNodes = Number(budget.value);
      const seedValue = Math.trunc(Number(seed.value));
      if (!Number.isFinite(seedValue) || seedValue < 0 || seedValue > 0xffffffff) {
        status.textContent = this.messages.classic.batch.seedError(0xffffffff);
        return;
      }
      const runs: ClassicBatchRun[] = [];
      current = { runs, total: n, maxNodes };
      cancel.disabled = false;
      progress.max = n;
      progress.value = 0;
      draw(runs, maxNodes);
      status.textContent = this.messages.classic.batch.solving(1, n);
      const answer = await request.run((ctx) => {
        const generation = request.current();
        return solverClient().request('classicBatch', { count: n, seed: seedValue, maxNodes }, {
          ...ctx,
          onProgress: (p) => {
            if (!request.isCurrent(generation)) return;
            if (p.run) {
              runs.push(p.run);
              progress.value = runs.length;
              draw(runs, maxNodes, runs.length < n ? this.messages.classic.batch.soFar(runs.length + 1, n) : '');
            }
          },
        });
      });
      if (answer.status === 'stale') return;
      cancel.disabled = true;
      if (answer.status === 'failed') status.textContent = this.messages.classic.batch.failed(answer.error.message);
      else draw(answer.value.runs, maxNodes);
    });
  }
}

defineWidget('pc-classic-batch', ClassicBatchElement, ['classic']);
