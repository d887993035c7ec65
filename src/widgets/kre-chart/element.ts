/**
 * <pc-kre-chart>: asks the worker for E(d) (krePrediction), measures IDA*
 * over seeded uniform random starts on request (complexityMeasurement:
 * progress, cancel), and solves the reader's scramble (solve) to overlay its
 * iterations. Everything heavy runs in the worker; this draws.
 */
import { scrambleToState } from 'pocket-cube-solver';
import { cumulativeFractions, largestAffordableThreshold } from 'pocket-cube-solver/complexity';
import type { MeasurementSummary } from 'pocket-cube-solver/complexity';
import type { IterationStats } from 'pocket-cube-solver';
import { solverClient, isMetric, isHeuristicName, defineWidget, WidgetElement, Scheduled, PendingAction, type Metric, type HeuristicName } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { kreRows } from './kre-model.ts';
import { kreTableHtml, renderKreChart } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

interface Config {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  readonly starts: number;
  readonly seed: number;
  readonly godsNumber: Record<Metric, number>;
  readonly budget: number;
  readonly figure: MeasurementSummary;
}

class KreChartElement extends WidgetElement {
  private config!: Config;
  private metric: Metric = 'htm';
  private heuristic: HeuristicName = 'max';
  private expected: number[] | null = null;
  private share: number[] = [];
  private measurement: MeasurementSummary | null = null;
  private readerIterations: IterationStats[] | null = null;
  private width = 0;

  protected start(): void {
    this.config = JSON.parse(this.dataset.config!) as Config;
    const $ = this.parts;
    const field = new ScrambleField(this, this.lifetime);
    const heuristicSelect = $.one<HTMLSelectElement>('.kc-heuristic');
    const metricRadios = $.all<HTMLInputElement>('.kc-metric input');
    const startsInput = $.one<HTMLInputElement>('.kc-starts');
    const seedInput = $.one<HTMLInputElement>('.kc-seed');
    const runButton = $.one<HTMLButtonElement>('.kc-run');
    const cancelButton = $.one<HTMLButtonElement>('.kc-cancel');
    const progress = $.one<HTMLProgressElement>('.kc-progress');
    const status = $.one('.kc-status');
    const inputError = $.one('.kc-error');
    const chartBox = $.one('.kc-chart-box');
    const body = $.one('.kc-table tbody');
    const predict = this.request('predict');
    const measure = this.request('measure');
    const solve = this.request('solve');
    const redraw = new Scheduled(this.lifetime, 'frame');
    /** A Measure pressed before the prediction arrived: run when it does. */
    const pending = new PendingAction(status);
    let predicting = false;

    const draw = () => {
      if (!this.expected) return;
      const rows = kreRows(this.expected, this.share, this.measurement, this.readerIterations);
      setHtml(body, kreTableHtml(rows));
      if (this.width > 0) renderKreChart(chartBox, rows, this.width);
    };
    const scheduleDraw = () => redraw.schedule(draw);

    const readChoice = () => {
      const m = this.reader.get('metric');
      const h = this.reader.get('heuristic');
      this.metric = isMetric(m) ? m : this.config.metric;
      this.heuristic = isHeuristicName(h) ? h : this.config.heuristic;
      heuristicSelect.value = this.heuristic;
      for (const r of metricRadios) r.checked = r.value === this.metric;
    };
    const words = this.messages.complexity;
    const label = () => words.kre.what(this.messages.kit.heuristics.long[this.heuristic], this.metric.toUpperCase());
    const isDefault = () => this.metric === this.config.metric && this.heuristic === this.config.heuristic;

    const refreshPrediction = async () => {
      predicting = true;
      measure.cancel();
      this.measurement = isDefault() ? this.config.figure : null;
      const answer = await predict.run((ctx) => solverClient().request('krePrediction', { metric: this.metric, heuristic: this.heuristic, maxThreshold: this.config.godsNumber[this.metric] }, ctx));
      if (answer.status === 'done') {
        this.expected = answer.value.iterations.map((it) => it.expected);
        this.share = cumulativeFractions(answer.value.hCounts, answer.value.totalStates);
        status.textContent = this.measurement
          ? words.kre.built(label(), this.config.starts, this.config.seed, true)
          : words.kre.predictionOnly(label());
        scheduleDraw();
        pending.settle();
      } else if (answer.status === 'failed') status.textContent = answer.error.message;
    };

    const refreshReader = async () => {
      const scramble = field.input.value;
      const parsed = scrambleToState(scramble);
      field.show(parsed);
      if (!parsed.ok) {
        solve.cancel();
        this.readerIterations = null;
        scheduleDraw();
        return;
      }
      // h = 0 on a deep scramble is ~10⁸ nodes: a budget keeps it from holding the worker.
      const answer = await solve.run((ctx) => solverClient().request('solve', { scramble, metric: this.metric, heuristic: this.heuristic, maxNodes: 20_000_000 }, ctx), { delayMs: 150 });
      if (answer.status === 'done') {
        this.readerIterations = answer.value.iterations;
        scheduleDraw();
      }
    };

    const readInt = (input: HTMLInputElement, min: number, max: number, name: string): number | null => {
      const v = Number(input.value);
      if (input.value.trim() === '' || !Number.isInteger(v) || v < min || v > max) {
        input.setAttribute('aria-invalid', 'true');
        inputError.textContent = words.mustBeWhole(name, min, max);
        return null;
      }
      input.removeAttribute('aria-invalid');
      return v;
    };

    const runMeasurement = async () => {
      inputError.textContent = '';
      const starts = readInt(startsInput, 1, 100_000, words.kre.starts);
      const seed = readInt(seedInput, 0, 4_294_967_295, words.kre.seed);
      if (starts === null || seed === null) return;
      if (!this.expected) {
        pending.request(false, () => void runMeasurement(), words.kre.gettingReady, () => {
          if (!predicting) void refreshPrediction();
        });
        return;
      }
      const god = this.config.godsNumber[this.metric];
      const maxThreshold = Math.min(god, largestAffordableThreshold(this.expected, starts, this.config.budget));
      if (maxThreshold < 0) {
        status.textContent = words.kre.tooMany;
        return;
      }
      const asRun = this.heuristic !== 'none';
      this.measurement = null;
      progress.value = 0;
      runButton.disabled = true;
      cancelButton.disabled = false;
      const t0 = performance.now();
      status.textContent = words.kre.measuringStart(starts);
      const answer = await measure.run((ctx) =>
        solverClient().request('complexityMeasurement', { metric: this.metric, heuristic: this.heuristic, starts, seed, maxThreshold, asRun }, {
          ...ctx,
          onProgress: (p) => {
            progress.value = p.startsDone / p.starts;
            this.measurement = p.partial;
            status.textContent = words.kre.measuring(p.startsDone, p.starts);
            scheduleDraw();
          },
        }),
      );
      runButton.disabled = false;
      cancelButton.disabled = true;
      if (answer.status === 'done') {
        this.measurement = answer.value;
        progress.value = 1;
        const seconds = ((performance.now() - t0) / 1000).toFixed(1);
        const capped = maxThreshold < god ? words.kre.capped(maxThreshold) : '';
        status.textContent = words.kre.measured(label(), starts, seed, seconds, capped);
        scheduleDraw();
      } else if (answer.status === 'failed') status.textContent = answer.error.message;
      // 'stale': the Cancel button or a newer choice has already said what happened.
    };

    const onChoice = () => {
      void refreshPrediction();
      void refreshReader();
    };

    readChoice();
    field.follow(this.reader, () => void refreshReader());
    this.lifetime.listen(heuristicSelect, 'change', () => {
      if (isHeuristicName(heuristicSelect.value)) this.reader.set({ heuristic: heuristicSelect.value });
      readChoice();
      onChoice();
    });
    for (const radio of metricRadios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked || !isMetric(radio.value)) return;
        this.reader.set({ metric: radio.value });
        readChoice();
        onChoice();
      });
    }
    this.reader.follow('metric', () => this.metric, () => {
      readChoice();
      onChoice();
    });
    this.reader.follow('heuristic', () => this.heuristic, () => {
      readChoice();
      onChoice();
    });
    this.lifetime.listen(runButton, 'click', () => void runMeasurement());
    this.lifetime.listen(cancelButton, 'click', () => {
      measure.cancel();
      runButton.disabled = false;
      cancelButton.disabled = true;
      status.textContent = this.measurement ? words.kre.cancelledAfter(this.measurement.starts) : words.cancelled;
      scheduleDraw();
    });
    this.lifetime.observeResize(chartBox, () => {
      const width = Math.floor(chartBox.getBoundingClientRect().width);
      if (width === this.width) return;
      this.width = width;
      scheduleDraw();
    });
    this.lifetime.whenNearViewport(this, onChoice);
  }
}

defineWidget('pc-kre-chart', KreChartElement, ['complexity', 'cube']);
