/**
 * <pc-heuristic-lab>: runs IDA* with every heuristic on the reader's scramble
 * in the worker ('lab' request, one channel: a new run supersedes the old),
 * fills the table row by row as each run ends, then draws the small multiples
 * and reveals the answer to the reader's prediction.
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import { HEURISTIC_LABELS, isHeuristicName, type HeuristicName } from '../../../solver/src/heuristic-names.ts';
import type { LabRun } from '../../../solver/src/protocol.ts';
import { getReaderState, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { renderSmallMultiples } from './lab-chart.ts';
import { LAB_BUDGET, LAB_ORDER, labRow, predictionVerdict } from './lab-model.ts';

const fmt = (n: number) => n.toLocaleString('en-US');

class HeuristicLabElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private runs: LabRun[] = [];
  private ticket = 0;
  private chartWidth = 0;
  private field!: ScrambleField;

  private get $() {
    const q = <T extends Element>(s: string) => this.querySelector<T>(s)!;
    return {
      input: q<HTMLInputElement>('.lab-scramble'),
      run: q<HTMLButtonElement>('.lab-run'),
      status: q<HTMLElement>('.lab-status'),
      verdict: q<HTMLElement>('.lab-verdict'),
      chart: q<HTMLElement>('.lab-chart-box'),
      body: q<HTMLTableSectionElement>('.lab-table tbody'),
    };
  }

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.field = new ScrambleField(this);
    const p = this.$;
    p.input.value = this.reader.get('scramble');
    this.validate();
    p.input.addEventListener('input', () => {
      this.reader.set({ scramble: p.input.value });
      this.validate();
    });
    this.reader.subscribe('scramble', (value) => {
      if (p.input.value !== value) p.input.value = value;
      this.validate();
    });
    p.run.addEventListener('click', () => void this.runAll());
    new ResizeObserver(() => {
      const width = Math.floor(p.chart.getBoundingClientRect().width);
      if (width === this.chartWidth) return;
      this.chartWidth = width;
      this.drawChart();
    }).observe(p.chart);
  }

  private validate(): boolean {
    const p = this.$;
    const parsed = scrambleToState(p.input.value);
    this.field.show(parsed);
    p.run.disabled = !parsed.ok;
    return parsed.ok;
  }

  private prediction(): HeuristicName | null {
    // Its own guess field, or the prediction gate's around it (chapter 6 asks there).
    const checked = this.querySelector<HTMLInputElement>('.lab-guess input:checked') ?? this.closest('prediction-gate')?.querySelector<HTMLInputElement>('.gate-form input:checked');
    return checked && isHeuristicName(checked.value) ? checked.value : null;
  }

  private async runAll() {
    if (!this.validate()) return;
    const p = this.$;
    const ticket = ++this.ticket;
    const scramble = p.input.value;
    this.runs = [];
    p.verdict.textContent = '';
    p.body.replaceChildren(...LAB_ORDER.map((h) => pendingRow(h)));
    this.drawChart();
    p.status.textContent = `Running IDA* five times on ${scramble}…`;
    this.setAttribute('aria-busy', 'true');
    try {
      const result = await solverClient().request(
        'lab',
        { scramble, metric: this.reader.get('metric'), heuristics: LAB_ORDER, maxNodes: LAB_BUDGET },
        {
          channel: this.id || 'heuristic-lab',
          onProgress: (progress) => {
            if (ticket !== this.ticket) return;
            const row = p.body.querySelector<HTMLTableRowElement>(`tr[data-heuristic="${progress.heuristic}"]`);
            if (progress.run) {
              cancelAnimationFrame(this.runningFrame);
              this.runs.push(progress.run);
              row?.replaceWith(resultRow(progress.run));
              this.drawChart();
            } else if (row) this.showRunning(row, progress.generated);
          },
        },
      );
      if (ticket !== this.ticket) return;
      this.runs = result.runs;
      p.body.replaceChildren(...result.runs.map(resultRow));
      this.drawChart();
      const stopped = result.runs.filter((r) => r.status === 'budget').map((r) => HEURISTIC_LABELS[r.heuristic]);
      p.status.textContent =
        `Done: ${result.runs.length} runs on ${scramble} (${result.metric.toUpperCase()}).` +
        (stopped.length ? ` Stopped by the budget of ${fmt(LAB_BUDGET)} generated nodes: ${stopped.join(', ')}.` : '');
      p.verdict.textContent = predictionVerdict(this.prediction(), result.runs);
    } catch (error) {
      if (isSuperseded(error) || ticket !== this.ticket) return;
      p.status.textContent = `The lab failed: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }

  /** Progress arrives every slice (~60 a second); the cell is rewritten at most once per frame. */
  private runningFrame = 0;
  private showRunning(row: HTMLTableRowElement, generated: number) {
    cancelAnimationFrame(this.runningFrame);
    this.runningFrame = requestAnimationFrame(() => {
      if (row.isConnected) row.cells[1].textContent = `running… ${fmt(generated)} generated`;
    });
  }

  private drawChart() {
    const box = this.$.chart;
    if (this.runs.length === 0 || this.chartWidth === 0) {
      box.replaceChildren();
      return;
    }
    renderSmallMultiples(box, this.runs, this.chartWidth);
  }
}

function pendingRow(heuristic: HeuristicName): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.dataset.heuristic = heuristic;
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = HEURISTIC_LABELS[heuristic];
  tr.append(th);
  for (let i = 0; i < 5; i++) tr.append(document.createElement('td'));
  tr.cells[1].textContent = 'waiting';
  return tr;
}

function resultRow(run: LabRun): HTMLTableRowElement {
  const row = labRow(run);
  const tr = pendingRow(run.heuristic);
  const cells = [row.result, row.expanded, row.generated, row.iterations, row.time];
  cells.forEach((text, i) => (tr.cells[i + 1].textContent = text));
  tr.cells[2].className = tr.cells[3].className = tr.cells[5].className = 'num';
  tr.cells[4].className = 'iters';
  tr.cells[2].dataset.nodes = String(run.nodes);
  if (row.budget) tr.classList.add('budget');
  return tr;
}

if (!customElements.get('pc-heuristic-lab')) customElements.define('pc-heuristic-lab', HeuristicLabElement);
