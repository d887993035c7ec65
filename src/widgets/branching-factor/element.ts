/**
 * <pc-branching-factor>: the predicted ratios come from krePrediction for
 * each heuristic of the chosen metric; "Measure" runs complexityMeasurement
 * (complete iterations only) for each heuristic in turn, in the worker, as
 * deep as the node budget allows, and shows the measured ratios.
 */
import { cumulativeFractions, largestAffordableThreshold } from 'pocket-cube-solver/complexity';
import { HEURISTIC_NAMES, type HeuristicName, type Metric, PendingAction, Scheduled, WidgetElement, defineWidget, isMetric, solverClient } from '../shared/kit.ts';
import { type HeuristicRatios, ratios } from './branching-model.ts';
import { branchingTableHtml, renderBranchingChart } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';

interface Config {
  readonly rows: HeuristicRatios[];
  readonly starts: number;
  readonly seed: number;
  readonly asymptote: Record<Metric, number>;
}

/** Nodes per heuristic: the same budget the build used for its table. */
const NODE_BUDGET = 3_000_000;
const MAX_THRESHOLD = 18;

class BranchingFactorElement extends WidgetElement {
  private config!: Config;
  private metric: Metric = 'htm';
  private rows: HeuristicRatios[] = [];
  private width = 0;

  protected start(): void {
    this.config = JSON.parse(this.dataset.config!) as Config;
    const $ = this.parts;
    const radios = $.all<HTMLInputElement>('.bf-metric input');
    const run = $.one<HTMLButtonElement>('.bf-run');
    const progress = $.one<HTMLProgressElement>('.bf-progress');
    const status = $.one('.bf-status');
    const box = $.one('.bf-chart-box');
    const body = $.one('.bf-table tbody');
    const predict = this.request('predict');
    const measure = this.request('measure');
    const redraw = new Scheduled(this.lifetime, 'frame');
    const draw = () => {
      setHtml(body, branchingTableHtml(this.rows));
      if (this.width > 0) renderBranchingChart(box, this.rows, this.config.asymptote[this.metric], this.width);
    };
    const predictions = new Map<HeuristicName, { expected: number[]; share: number[] }>();
    /** A Measure pressed before the predictions arrived: run when they do. */
    const pending = new PendingAction(status);
    let loading = false;

    const load = async () => {
      loading = true;
      measure.cancel();
      run.disabled = false;
      const metric = this.metric;
      const answer = await predict.run(async (ctx) => {
        const all = [];
        for (const h of HEURISTIC_NAMES) all.push(await solverClient().request('krePrediction', { metric, heuristic: h, maxThreshold: MAX_THRESHOLD }, { signal: ctx.signal }));
        return all;
      });
      if (answer.status !== 'done') {
        if (answer.status === 'failed') status.textContent = answer.error.message;
        return;
      }
      predictions.clear();
      for (const p of answer.value) predictions.set(p.heuristic, { expected: p.iterations.map((it) => it.expected), share: cumulativeFractions(p.hCounts, p.totalStates) });
      const fromBuild = metric === 'htm';
      this.rows = answer.value.map((p) => ({
        heuristic: p.heuristic,
        predicted: p.iterations.map((it) => it.ratio),
        measured: fromBuild ? this.config.rows.find((r) => r.heuristic === p.heuristic)!.measured : [],
      }));
      status.textContent = fromBuild
        ? this.messages.complexity.branching.built(this.config.starts)
        : this.messages.complexity.branching.predicted(metric.toUpperCase());
      redraw.schedule(draw);
      pending.settle();
    };

    const measureAll = async () => {
      run.disabled = true;
      progress.value = 0;
      const metric = this.metric;
      const { starts, seed } = this.config;
      const answer = await measure.run(async (ctx) => {
        let done = 0;
        for (const h of HEURISTIC_NAMES) {
          const p = predictions.get(h)!;
          const maxThreshold = largestAffordableThreshold(p.expected, starts, NODE_BUDGET);
          status.textContent = this.messages.complexity.branching.measuring(this.messages.complexity.branching.short[h], starts);
          const m = await solverClient().request('complexityMeasurement', { metric, heuristic: h, starts, seed, maxThreshold, asRun: false }, {
            signal: ctx.signal,
            onProgress: (q) => (progress.value = (done + q.startsDone / q.starts) / HEURISTIC_NAMES.length),
          });
          const means = m.thresholds.map((t) => t.completed!.mean);
          const row = this.rows.find((r) => r.heuristic === h)!;
          (row as { measured: (number | null)[] }).measured = ratios(means, (k) => starts * p.share[Math.min(k, p.share.length - 1)] >= 30);
          done++;
          progress.value = done / HEURISTIC_NAMES.length;
          redraw.schedule(draw);
        }
      });
      run.disabled = false;
      if (answer.status === 'done') status.textContent = this.messages.complexity.branching.measured(metric.toUpperCase(), starts, seed);
      else if (answer.status === 'failed') status.textContent = answer.error.message;
    };

    const readMetric = () => {
      const m = this.reader.get('metric');
      this.metric = isMetric(m) ? m : 'htm';
      for (const r of radios) r.checked = r.value === this.metric;
    };
    readMetric();
    for (const radio of radios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked || !isMetric(radio.value)) return;
        this.reader.set({ metric: radio.value });
        readMetric();
        void load();
      });
    }
    this.reader.follow('metric', () => this.metric, () => {
      readMetric();
      void load();
    });
    this.lifetime.listen(run, 'click', () =>
      pending.request(predictions.size > 0, () => void measureAll(), this.messages.complexity.branching.gettingReady, () => {
        if (!loading) void load();
      }),
    );
    this.lifetime.observeResize(box, () => {
      const width = Math.floor(box.getBoundingClientRect().width);
      if (width === this.width) return;
      this.width = width;
      redraw.schedule(draw);
    });
    this.lifetime.whenNearViewport(this, () => void load());
  }
}

defineWidget('pc-branching-factor', BranchingFactorElement, ['complexity']);
