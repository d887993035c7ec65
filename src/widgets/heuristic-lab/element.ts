/**
 * <pc-heuristic-lab>: runs IDA* with every heuristic on the reader's scramble
 * in the worker ('lab' request; a new run supersedes the old, and a scramble
 * edit that breaks it cancels it), fills the table row by row as each run
 * ends, then draws the small multiples and reveals the answer to the
 * reader's prediction.
 */
import { scrambleToState } from 'pocket-cube-solver';
import type { LabHeuristic, LabRun } from 'pocket-cube-solver/protocol';
import { type HeuristicName, solverClient, isHeuristicName, defineWidget, WidgetElement, Scheduled, tableRow } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { forgetReaderHeuristic, loadReaderHeuristicTable } from '../../lib/reader-heuristic.ts';
import { renderSmallMultiples } from './lab-chart.ts';
import { LAB_BUDGET, LAB_ORDER } from '../../lib/lab-settings.ts';
import { labName, labRow, predictionVerdict } from './lab-model.ts';
import { pageMessages } from '../../i18n/page-language.ts';

class HeuristicLabElement extends WidgetElement {
  private runs: LabRun[] = [];
  private chartWidth = 0;

  protected start() {
    const $ = this.parts;
    const p = {
      run: $.one<HTMLButtonElement>('.lab-run'),
      status: $.one('.lab-status'),
      verdict: $.one('.lab-verdict'),
      chart: $.one('.lab-chart-box'),
      body: $.one<HTMLTableSectionElement>('.lab-table tbody'),
      yours: $.one('.lab-yours'),
      yoursText: $.one('.lab-yours-text'),
      leaveOut: $.one<HTMLButtonElement>('.lab-leave-out'),
    };
    const field = new ScrambleField(this, this.lifetime);
    const lab = this.request('lab');
    // Progress arrives every slice (~60 a second); the running cell is rewritten at most once per frame.
    const runningCell = new Scheduled(this.lifetime, 'frame');

    const drawChart = () => {
      if (this.runs.length === 0 || this.chartWidth === 0) p.chart.replaceChildren();
      else renderSmallMultiples(p.chart, this.runs, this.chartWidth);
    };
    const validate = (): boolean => {
      const parsed = scrambleToState(field.input.value);
      field.show(parsed);
      p.run.disabled = !parsed.ok;
      if (!parsed.ok && lab.pending) {
        lab.cancel();
        p.status.textContent = this.messages.lab.noLongerParses;
      }
      return parsed.ok;
    };
    const prediction = (): HeuristicName | null => {
      // Its own guess field, or the prediction gate's around it (chapter 6 asks there).
      const checked =
        this.querySelector<HTMLInputElement>('.lab-guess input:checked') ??
        this.closest('prediction-gate')?.querySelector<HTMLInputElement>('.gate-form input:checked');
      return checked && isHeuristicName(checked.value) ? checked.value : null;
    };
    // The reader's own heuristic from chapter 5's code cell, if this device keeps one for the metric.
    const readerTable = async (metric: 'htm' | 'qtm') => {
      const table = await loadReaderHeuristicTable(metric);
      p.yours.hidden = table === null;
      return table;
    };
    this.lifetime.listen(p.leaveOut, 'click', async () => {
      p.leaveOut.hidden = true;
      await forgetReaderHeuristic(); // said only once it is gone from the device
      p.yoursText.textContent = this.messages.lab.leftOut;
    });
    const runAll = async () => {
      if (!validate()) return;
      const scramble = field.input.value;
      const metric = this.reader.get('metric');
      const table = p.leaveOut.hidden ? null : await readerTable(metric);
      const order: LabHeuristic[] = table ? [...LAB_ORDER, 'yours'] : [...LAB_ORDER];
      this.runs = [];
      p.verdict.textContent = '';
      p.body.replaceChildren(...order.map((h) => pendingRow(h)));
      drawChart();
      p.status.textContent = this.messages.lab.running(scramble, order.length);
      const params = { scramble, metric, heuristics: LAB_ORDER, maxNodes: LAB_BUDGET, ...(table ? { readerTable: table } : {}) };
      const answer = await lab.run((ctx) =>
        solverClient().request('lab', params, {
          ...ctx,
          onProgress: (progress) => {
            const row = p.body.querySelector<HTMLTableRowElement>(`tr[data-heuristic="${progress.heuristic}"]`);
            if (progress.run) {
              runningCell.cancel();
              this.runs.push(progress.run);
              row?.replaceWith(resultRow(progress.run));
              drawChart();
            } else if (row) runningCell.schedule(() => {
              if (row.isConnected) row.cells[1].textContent = this.messages.lab.runningCell(progress.generated);
            });
          },
        }),
      );
      if (answer.status === 'failed') p.status.textContent = this.messages.lab.failed(answer.error.message);
      if (answer.status !== 'done') return;
      const result = answer.value;
      this.runs = result.runs;
      p.body.replaceChildren(...result.runs.map(resultRow));
      drawChart();
      const stopped = result.runs.filter((r) => r.status === 'budget').map((r) => labName(r.heuristic, this.messages));
      p.status.textContent = this.messages.lab.done(result.runs.length, scramble, result.metric.toUpperCase(), stopped, LAB_BUDGET);
      p.verdict.textContent = predictionVerdict(prediction(), result.runs);
    };

    field.follow(this.reader, () => validate());
    validate();
    void readerTable(this.reader.get('metric'));
    this.lifetime.listen(p.run, 'click', () => void runAll());
    this.lifetime.observeResize(p.chart, () => {
      const width = Math.floor(p.chart.getBoundingClientRect().width);
      if (width === this.chartWidth) return;
      this.chartWidth = width;
      drawChart();
    });
  }
}

function pendingRow(heuristic: LabHeuristic): HTMLTableRowElement {
  const messages = pageMessages();
  return tableRow(document, { head: labName(heuristic, messages), data: { heuristic }, cells: [messages.lab.waiting, '', '', '', ''] });
}

function resultRow(run: LabRun): HTMLTableRowElement {
  const row = labRow(run);
  return tableRow(document, {
    head: row.label,
    data: { heuristic: run.heuristic },
    className: row.budget ? 'budget' : undefined,
    cells: [
      row.result,
      { text: row.expanded, className: 'num', data: { nodes: String(run.nodes) } },
      { text: row.generated, className: 'num' },
      { text: row.iterations, className: 'iters' },
      { text: row.time, className: 'num' },
    ],
  });
}

defineWidget('pc-heuristic-lab', HeuristicLabElement, ['cube', 'ida', 'lab']);
