/**
 * <pc-classic-bfs>: on request, runs the classic and the correct PDB BFS in
 * the worker for both PDBs in both metrics (four 'classicBfs' requests, each a
 * few milliseconds) and redraws the comparison table from those results. A
 * second press supersedes a run in progress (kit: LatestRequest).
 */
import { solverClient, METRIC_ABBREVIATIONS, formatCount, defineWidget, WidgetElement, renderRows } from '../shared/kit.ts';
import { COMPARISONS, examplesText, runSummary, verdict, type Comparison } from './comparison-rows.ts';
import { pageMessages } from '../../i18n/page-language.ts';

class ClassicBfsElement extends WidgetElement {
  protected start() {
    const $ = this.parts;
    const status = $.one('.cb-status');
    const body = $.one<HTMLTableSectionElement>('.cb-table tbody');
    const runs = this.request('classic');
    this.lifetime.listen($.one('.cb-run'), 'click', async () => {
      status.textContent = this.messages.classic.bfs.running;
      const t0 = performance.now();
      const answer = await runs.run(async (ctx) => {
        const rows: Comparison[] = [];
        for (const { metric, pdb } of COMPARISONS) rows.push(await solverClient().request('classicBfs', { metric, pdb }, ctx));
        return rows;
      });
      if (answer.status === 'done') {
        drawTable(body, answer.value);
        status.textContent = this.messages.classic.bfs.computed(performance.now() - t0, runSummary(answer.value));
      } else if (answer.status === 'failed') status.textContent = this.messages.classic.bfs.failed(answer.error.message);
    });
  }
}

function drawTable(body: HTMLTableSectionElement, rows: readonly Comparison[]): void {
  const words = pageMessages().classic.bfs;
  renderRows(
    body,
    rows.map((r) => ({
      head: METRIC_ABBREVIATIONS[r.metric],
      className: r.wrong > 0 ? 'is-wrong' : undefined,
      cells: [
        words.pdbNames[r.pdb],
        formatCount(r.size),
        { text: verdict(r, words), className: 'cb-verdict' },
        { text: examplesText(r.examples, words), className: 'cb-examples' },
      ],
    })),
  );
}

defineWidget('pc-classic-bfs', ClassicBfsElement, ['classic']);
