/**
 * <pc-scramble-estimate>: the reader's scramble, estimated before it is
 * searched.
 *
 *   scramble / heuristic / metric / work / seed ─► worker 'pocketEstimate' (progress: the rows so far)
 *        ─► per threshold: KRE's average, Knuth's probes ± SE, stratified sampling ± SE
 *   Run IDA* ─► worker 'solve' ─► the counts IDA* really took, beside the estimates,
 *        and the whole iterations counted (from the estimate's answer)
 *   unit ─► the same table in nodes expanded or nodes generated (a redraw)
 *   Cancel ─► both jobs stop at their next slice
 */
import { type IterationStats, scrambleToState } from 'pocket-cube-solver';
import { isSolved } from 'pocket-cube-solver/internals';
import type { NodeUnit } from 'pocket-cube-solver/complexity';
import type { PocketEstimateResponse } from 'pocket-cube-solver/protocol';
import { solverClient, isMetric, isHeuristicName, defineWidget, WidgetElement, Scheduled, ReaderChoice, type Metric, type HeuristicName } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { type EstimateSource, agreement, estimateRows } from './estimate-model.ts';
import { estimateHeadHtml, estimateTableHtml, renderEstimateChart } from './view.ts';
import { setHtml } from '../../lib/safe-html.ts';
import { pageMessages } from '../../i18n/page-language.ts';

interface Config {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  readonly probes: number;
  readonly work: number;
  readonly seed: number;
}

/** IDA* with h = 0 on a deep scramble is ~10⁸ nodes: the budget keeps it from holding the worker. */
const SOLVE_BUDGET = 20_000_000;

/** What IDA* reported, for the status line. */
interface Ran {
  readonly status: string;
  readonly length: number | null;
  readonly nodes: number;
  readonly iterations: IterationStats[];
}

class ScrambleEstimateElement extends WidgetElement {
  /** The estimate so far (progress) or in full (the answer). */
  private answer: EstimateSource | null = null;
  private ran: Ran | null = null;
  private unit: NodeUnit = 'expanded';
  private width = 0;

  protected start(): void {
    const config = JSON.parse(this.dataset.config!) as Config;
    const $ = this.parts;
    const field = new ScrambleField(this, this.lifetime);
    const ui = {
      heuristic: $.one<HTMLSelectElement>('.se-heuristic'),
      metric: $.all<HTMLInputElement>('.se-metric input'),
      unit: $.all<HTMLInputElement>('.se-unit input'),
      work: $.one<HTMLSelectElement>('.se-work'),
      seed: $.one<HTMLInputElement>('.se-seed'),
      run: $.one<HTMLButtonElement>('.se-run'),
      cancel: $.one<HTMLButtonElement>('.se-cancel'),
      progress: $.one<HTMLProgressElement>('.se-progress'),
      status: $.one('.se-status'),
      error: $.one('.se-error'),
      chart: $.one('.se-chart-box'),
      head: $.one('.se-table thead'),
      body: $.one('.se-table tbody'),
    };
    const estimate = this.request('estimate');
    const solve = this.request('solve');
    const redraw = new Scheduled(this.lifetime, 'frame');
    const debounce = new Scheduled(this.lifetime, 'timeout');

    const draw = () => {
      setHtml(ui.head, estimateHeadHtml(this.unit));
      const rows = this.answer ? estimateRows(this.answer, this.unit, this.ran?.iterations ?? null) : [];
      setHtml(ui.body, estimateTableHtml(rows));
      if (this.width > 0) renderEstimateChart(ui.chart, rows, this.unit, this.width);
    };
    const scheduleDraw = () => redraw.schedule(draw);
    // A finished job's sentence and its table appear together: drawn a frame later, the table lagged
    // behind a status that already named its result (a CI run read the cells in between).
    const drawNow = () => {
      redraw.cancel();
      draw();
    };
    const busy = () => {
      const running = estimate.pending || solve.pending;
      ui.cancel.disabled = !running;
    };

    const heuristic = new ReaderChoice(this.reader, this.lifetime, { key: 'heuristic', controls: ui.heuristic, accept: isHeuristicName, fallback: config.heuristic, onChange: () => refresh() });
    const metric = new ReaderChoice(this.reader, this.lifetime, { key: 'metric', controls: ui.metric, accept: isMetric, fallback: config.metric, onChange: () => refresh() });

    const readSeed = (): number | null => {
      const v = Number(ui.seed.value);
      if (ui.seed.value.trim() === '' || !Number.isInteger(v) || v < 0 || v > 4_294_967_295) {
        ui.seed.setAttribute('aria-invalid', 'true');
        ui.error.textContent = this.messages.complexity.estimate.seedError;
        return null;
      }
      ui.seed.removeAttribute('aria-invalid');
      ui.error.textContent = '';
      return v;
    };

    /** What the last Run IDA* was for (scramble|metric|heuristic). */
    let solvedKey: string | null = null;

    /** The scramble if it parses and needs solving; otherwise says why not and stops both jobs. */
    const usable = (): string | null => {
      const parsed = scrambleToState(field.input.value);
      field.show(parsed);
      ui.run.disabled = !parsed.ok;
      if (parsed.ok && !isSolved(parsed.state)) return field.input.value;
      estimate.cancel();
      solve.cancel();
      solvedKey = null;
      this.answer = null;
      this.ran = null;
      ui.progress.value = 0;
      ui.status.textContent = parsed.ok ? this.messages.complexity.estimate.solved : this.messages.complexity.estimate.fix;
      scheduleDraw();
      busy();
      return null;
    };

    const runEstimate = async () => {
      const scramble = usable();
      const seed = readSeed();
      if (scramble === null || seed === null) return;
      // IDA*'s counts depend on the scramble, metric and heuristic only: a run (or its result) for
      // the same three stays. Otherwise a reader who pressed Run IDA* as the widget scrolled into
      // view lost the run to the estimate that started then.
      if (jobKey(scramble, metric.value, heuristic.value) !== solvedKey) {
        this.ran = null;
        solve.cancel();
      }
      ui.progress.value = 0;
      const params = { scramble, metric: metric.value, heuristic: heuristic.value, probes: config.probes, work: Number(ui.work.value), seed, methods: ['knuth', 'stratified'] as const, exact: true };
      ui.status.textContent = this.messages.complexity.estimate.starting(scramble, params.metric.toUpperCase());
      const t0 = performance.now();
      const pending = estimate.run((ctx) =>
        solverClient().request('pocketEstimate', { ...params, methods: [...params.methods] }, {
          ...ctx,
          onProgress: (p) => {
            ui.progress.value = p.done / p.total;
            ui.status.textContent = this.messages.complexity.estimate.estimating(scramble, params.metric.toUpperCase(), Math.round((100 * p.done) / p.total));
            this.answer = { thresholds: [...new Set(p.partial.map((e) => e.threshold))], estimates: p.partial, exact: [], kre: [] };
            scheduleDraw();
          },
        }),
      );
      busy();
      const answer = await pending;
      busy();
      if (answer.status === 'failed') ui.status.textContent = answer.error.message;
      if (answer.status !== 'done') return;
      this.answer = answer.value;
      ui.progress.value = 1;
      // IDA* may have finished first (pressed while the estimate ran): its sentence scores it against this estimate.
      ui.status.textContent = this.ran ? ranText(this.ran, this.answer, this.unit) : estimatedText(answer.value, performance.now() - t0);
      drawNow();
    };

    const runIda = async () => {
      const scramble = usable();
      if (scramble === null) return;
      const params = { scramble, metric: metric.value, heuristic: heuristic.value, maxNodes: SOLVE_BUDGET };
      solvedKey = jobKey(scramble, params.metric, params.heuristic);
      ui.status.textContent = this.messages.complexity.estimate.running(scramble);
      const pending = solve.run((ctx) => solverClient().request('solve', params, ctx));
      busy();
      const answer = await pending;
      busy();
      if (answer.status === 'failed') ui.status.textContent = answer.error.message;
      if (answer.status !== 'done') return;
      this.ran = { status: answer.value.status, length: answer.value.length, nodes: answer.value.nodes, iterations: answer.value.iterations };
      ui.status.textContent = ranText(this.ran, this.answer, this.unit);
      drawNow();
    };

    const refresh = () => debounce.schedule(() => void runEstimate(), 250);

    field.follow(this.reader, () => refresh());
    this.lifetime.listen(ui.work, 'change', refresh);
    this.lifetime.listen(ui.seed, 'input', refresh);
    for (const radio of ui.unit) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked) return;
        this.unit = radio.value === 'generated' ? 'generated' : 'expanded';
        if (this.ran) ui.status.textContent = ranText(this.ran, this.answer, this.unit);
        scheduleDraw();
      });
    }
    this.lifetime.listen(ui.run, 'click', () => void runIda());
    this.lifetime.listen(ui.cancel, 'click', () => {
      estimate.cancel();
      solve.cancel();
      busy();
      ui.status.textContent = this.messages.complexity.estimate.cancelled;
    });
    this.lifetime.observeResize(ui.chart, () => {
      const width = Math.floor(ui.chart.getBoundingClientRect().width);
      if (width === this.width) return;
      this.width = width;
      scheduleDraw();
    });
    this.lifetime.whenNearViewport(this, () => void runEstimate());
  }
}

/** What an IDA* run's counts depend on: the estimate's work and seed do not change them. */
function jobKey(scramble: string, metric: Metric, heuristic: HeuristicName): string {
  return `${scramble}|${metric}|${heuristic}`;
}

/** After the estimate: what was estimated, and what each method's standard error cost. */
function estimatedText(a: PocketEstimateResponse, ms: number, words = pageMessages().complexity.estimate): string {
  const last = a.thresholds.at(-1)!;
  const at = (method: 'knuth' | 'stratified') => a.estimates.find((e) => e.threshold === last && e.method === method);
  const k = at('knuth');
  const s = at('stratified');
  const cost = k && s ? words.cost(last, k.work, k.probes, s.probes) : '';
  return words.estimated(ms, a.rootH, last, cost);
}

/** After IDA* ran: where it stopped, and how the estimates fared against the iterations it finished. */
function ranText(ran: Ran, answer: EstimateSource | null, unit: NodeUnit, words = pageMessages().complexity.estimate): string {
  const last = ran.iterations.at(-1)!;
  const head =
    ran.status === 'solved' && ran.length !== null ? words.ranSolved(ran.length, last.bound, ran.nodes) : words.ranBudget(SOLVE_BUDGET, last.bound);
  if (!answer) return head;
  const scores = agreement(answer, unit, ran.iterations).filter((s) => s.finished > 0);
  if (scores.length === 0) return words.nothingToScore(head);
  const parts = scores.map((s) => words.score(words.methodNames[s.method], s.within2, s.finished));
  return words.scores(head, words.units[unit], parts);
}

defineWidget('pc-scramble-estimate', ScrambleEstimateElement, ['complexity', 'cube']);
