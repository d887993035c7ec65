/**
 * <pc-classic-bfs>: on request, runs the classic and the correct PDB BFS in
 * the worker for both PDBs in both metrics (four 'classicBfs' requests, each a
 * few milliseconds) and redraws the comparison table from those results. A
 * second press supersedes a run in progress (kit: LatestRequest).
 */
import { WidgetElement, defineWidget, formatCount, formatMs, METRIC_ABBREVIATIONS, solverClient } from '../shared/kit.ts';
import { renderRows } from '../shared/table-rows.ts';
import { COMPARISONS, exampleText, PDB_NAME, runSummary, verdict, type Comparison } from './comparison-rows.ts';

class ClassicBfsElement extends WidgetElement {
  protected start() {
    const $ = this.parts;
    const status = $.one('.cb-status');
    const body = $.one<HTMLTableSectionElement>('.cb-table tbody');
    const runs = this.request('classic');
    this.lifetime.listen($.one('.cb-run'), 'click', async () => {
      status.textContent = 'Running the classic and the correct BFS for each table…';
      const t0 = performance.now();
      const answer = await runs.run(async (ctx) => {
        const rows: Comparison[] = [];
        for (const { metric, pdb } of COMPARISONS) rows.push(await solverClient().request('classicBfs', { metric, pdb }, ctx));
        return rows;
      });
      if (answer.status === 'done') {
        drawTable(body, answer.value);
        status.textContent = `Computed in your browser just now (${formatMs(performance.now() - t0)} for all four, including the messages to and from the worker). ${runSummary(answer.value)}`;
      } else if (answer.status === 'failed') status.textContent = `The worker could not run the comparison: ${answer.error.message}`;
    });
  }
}

function drawTable(body: HTMLTableSectionElement, rows: readonly Comparison[]): void {
  renderRows(
    body,
    rows.map((r) => ({
      head: METRIC_ABBREVIATIONS[r.metric],
      className: r.wrong > 0 ? 'is-wrong' : undefined,
      cells: [
        PDB_NAME[r.pdb],
        formatCount(r.size),
        { text: verdict(r), className: 'cb-verdict' },
        { text: r.examples.length ? r.examples.slice(0, 3).map(exampleText).join('; ') : '–', className: 'cb-examples' },
      ],
    })),
  );
}

defineWidget('pc-classic-bfs', ClassicBfsElement);
