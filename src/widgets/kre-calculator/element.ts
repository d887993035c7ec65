/**
 * <pc-kre-calculator>: Nᵢ and the h-distribution from the worker
 * (krePrediction), this machine's rate from the worker (nodeRate, timed once
 * when the calculator comes into view); the arithmetic itself is a sum of a
 * few dozen terms and runs here as the reader types.
 */
import { type HeuristicName, type Metric, WidgetElement, defineWidget, isHeuristicName, isMetric, solverClient } from '../shared/kit.ts';
import { calculate } from './calculator-model.ts';
import { answerRowsHtml } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

const MAX_DEPTH = 30;

class KreCalculatorElement extends WidgetElement {
  private metric: Metric = 'htm';
  private heuristic: HeuristicName = 'max';
  private tables: { bruteForce: number[]; hCounts: number[]; totalStates: number } | null = null;
  private rate: number | null = null;

  protected start(): void {
    const $ = this.parts;
    const select = $.one<HTMLSelectElement>('.kq-heuristic');
    const radios = $.all<HTMLInputElement>('.kq-metric input');
    const depth = $.one<HTMLInputElement>('.kq-depth');
    const rateLine = $.one('.kq-rate');
    const body = $.one('.kq-table tbody');
    const error = $.one('.kq-error');
    const predict = this.request('predict');
    const timing = this.request('rate');

    const show = () => {
      const d = Number(depth.value);
      if (depth.value.trim() === '' || !Number.isInteger(d) || d < 0 || d > MAX_DEPTH) {
        depth.setAttribute('aria-invalid', 'true');
        error.textContent = this.messages.complexity.calculator.thresholdError(MAX_DEPTH);
        return;
      }
      depth.removeAttribute('aria-invalid');
      error.textContent = '';
      if (!this.tables) return;
      setHtml(body, answerRowsHtml(calculate({ ...this.tables, threshold: d, nodesPerSecond: this.rate })));
    };
    const load = async () => {
      const answer = await predict.run((ctx) => solverClient().request('krePrediction', { metric: this.metric, heuristic: this.heuristic, maxThreshold: MAX_DEPTH }, ctx));
      if (answer.status === 'done') {
        this.tables = { bruteForce: answer.value.bruteForce, hCounts: answer.value.hCounts, totalStates: answer.value.totalStates };
        show();
      } else if (answer.status === 'failed') error.textContent = answer.error.message;
    };
    const measureRate = async () => {
      rateLine.textContent = this.messages.complexity.calculator.timing;
      const answer = await timing.run((ctx) => solverClient().request('nodeRate', { metric: 'htm', forMs: 300, seed: 7 }, ctx));
      if (answer.status === 'done') {
        this.rate = answer.value.nodesPerSecond;
        rateLine.textContent = this.messages.complexity.calculator.rate(Math.round(this.rate), answer.value.solves);
        show();
      } else if (answer.status === 'failed') rateLine.textContent = answer.error.message;
    };
    const readChoice = () => {
      const m = this.reader.get('metric');
      const h = this.reader.get('heuristic');
      this.metric = isMetric(m) ? m : 'htm';
      this.heuristic = isHeuristicName(h) ? h : 'max';
      select.value = this.heuristic;
      for (const r of radios) r.checked = r.value === this.metric;
    };

    readChoice();
    this.lifetime.listen(depth, 'input', show);
    this.lifetime.listen(select, 'change', () => {
      if (isHeuristicName(select.value)) this.reader.set({ heuristic: select.value });
      readChoice();
      void load();
    });
    for (const radio of radios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked || !isMetric(radio.value)) return;
        this.reader.set({ metric: radio.value });
        readChoice();
        void load();
      });
    }
    this.reader.follow('metric', () => this.metric, () => {
      readChoice();
      void load();
    });
    this.reader.follow('heuristic', () => this.heuristic, () => {
      readChoice();
      void load();
    });
    this.lifetime.whenNearViewport(this, () => {
      void load().then(measureRate);
    });
  }
}

defineWidget('pc-kre-calculator', KreCalculatorElement, ['complexity']);
