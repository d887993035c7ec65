/**
 * <pc-classic-bfs>: on request, runs the classic and the correct PDB BFS in
 * the worker for both PDBs in both metrics (four 'classicBfs' requests, each a
 * few milliseconds) and redraws the comparison table from those results.
 */
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { formatMs } from '../depth-histogram/histogram-data.ts';
import { COMPARISONS, exampleText, METRIC_SHORT, PDB_NAME, runSummary, verdict, type Comparison } from './comparison-rows.ts';

class ClassicBfsElement extends HTMLElement {
  private started = false;
  /** Increments per run; a click during a run starts over, and only the newest run reports. */
  private ticket = 0;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    const button = this.querySelector<HTMLButtonElement>('.cb-run')!;
    button.addEventListener('click', () => void this.run());
  }

  private async run() {
    const status = this.querySelector<HTMLElement>('.cb-status')!;
    const ticket = ++this.ticket;
    this.setAttribute('aria-busy', 'true');
    status.textContent = 'Running the classic and the correct BFS for each table…';
    const t0 = performance.now();
    try {
      const rows: Comparison[] = [];
      for (const { metric, pdb } of COMPARISONS) {
        rows.push(await solverClient().request('classicBfs', { metric, pdb }, { channel: `classic:${this.id}` }));
        if (ticket !== this.ticket) return;
      }
      this.drawTable(rows);
      status.textContent = `Computed in your browser just now (${formatMs(performance.now() - t0)} for all four, including the messages to and from the worker). ${runSummary(rows)}`;
    } catch (error) {
      if (!isSuperseded(error)) status.textContent = `The worker could not run the comparison: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }

  private drawTable(rows: readonly Comparison[]) {
    const doc = this.ownerDocument;
    const tbody = this.querySelector<HTMLTableSectionElement>('.cb-table tbody')!;
    tbody.replaceChildren(
      ...rows.map((r) => {
        const tr = doc.createElement('tr');
        tr.classList.toggle('is-wrong', r.wrong > 0);
        const th = doc.createElement('th');
        th.scope = 'row';
        th.textContent = METRIC_SHORT[r.metric];
        tr.append(th);
        const cells: [string, string][] = [
          ['', PDB_NAME[r.pdb]],
          ['', r.size.toLocaleString('en-US')],
          ['cb-verdict', verdict(r)],
          ['cb-examples', r.examples.length ? r.examples.slice(0, 3).map(exampleText).join('; ') : '–'],
        ];
        for (const [cls, text] of cells) {
          const td = doc.createElement('td');
          if (cls) td.className = cls;
          td.textContent = text;
          tr.append(td);
        }
        return tr;
      }),
    );
  }
}

customElements.define('pc-classic-bfs', ClassicBfsElement);
