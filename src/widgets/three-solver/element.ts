/**
 * <pc-three-solver>: adopts ThreeSolver.astro's markup and makes it live.
 *
 *   scramble field ─► parse here (face turns only) ─► mark a bad token in place, redraw the net
 *   Estimate first ─► worker 'threeEstimate' ─► per bound, estimated nodes ± SE and the budget outlook
 *   Solve ─► worker 'threeSolve' (budget) ─► progress: corner database, then nodes per iteration,
 *        beside the estimates (estimate-table.ts)
 *        ─► solved: moves + playback on the net │ budget: chapter 7's predicted nodes and time
 *   Cancel ─► the job stops at its next slice
 */
import type { ThreeEdgeChoice, ThreeEstimateProgress, ThreeEstimateResponse, ThreeIterationCount, ThreeSolveProgress, ThreeSolveResponse } from 'pocket-cube-solver/protocol';
import { scrambleToCube } from 'pocket-cube-solver/three';
import { PAGE_ESTIMATE, cubeFacelets } from 'pocket-cube-solver/internals';
import { solverClient, renderRows, renderPlaybackControls, defineWidget, controlPartsOf, bindPlaybackControls, WidgetElement, Scheduled, type PlaybackState, PlaybackPlayer } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { iterationRowSpecs, iterationRows, outlookText } from './estimate-table.ts';
import { formatPrediction, formatScientific, tablesText } from './format-three.ts';
import { threeNetSvg } from '../shared/three-net-view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class ThreeSolverElement extends WidgetElement {
  private scramble = '';
  private solution: string[] = [];
  private player!: PlaybackPlayer;
  /** The estimate of the scramble shown (null until "Estimate first"), and the search's iterations so far. */
  private estimate: ThreeEstimateResponse | null = null;
  private searched: { done: readonly ThreeIterationCount[]; current: ThreeIterationCount | null } = { done: [], current: null };

  protected start(): void {
    const p = this.parts;
    const field = new ScrambleField(this, this.lifetime);
    const solveButton = p.one<HTMLButtonElement>('.ts-solve');
    const cancelButton = p.one<HTMLButtonElement>('.ts-cancel');
    const budget = p.one<HTMLSelectElement>('.ts-budget');
    const edgeSelect = p.one<HTMLSelectElement>('.ts-edges');
    const edges = (): ThreeEdgeChoice => (edgeSelect.value === '6' ? 6 : 4);
    const solve = this.request('threeSolve');
    const estimateButton = p.one<HTMLButtonElement>('.ts-estimate');
    const estimate = this.request('threeEstimate');
    const progressDraw = new Scheduled(this.lifetime, 'frame');
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 1200 : 700),
      onChange: (state) => this.drawStep(state),
    });
    bindPlaybackControls(controlPartsOf(p, 'ts'), this.player, this.lifetime);

    const setRunning = (running: boolean) => {
      solveButton.disabled = running;
      estimateButton.disabled = running;
      cancelButton.disabled = !running;
    };

    const parse = (): boolean => {
      const parsed = scrambleToCube(field.input.value);
      field.show(parsed);
      if (!parsed.ok) return false;
      this.scramble = field.input.value;
      return true;
    };

    const onInput = () => {
      solve.cancel();
      estimate.cancel();
      setRunning(false);
      this.estimate = null;
      this.drawIterations([], null);
      if (!parse()) return;
      this.solution = [];
      this.player.dispatch({ type: 'load', length: 0, step: 0 });
      this.drawStep(this.player.state);
      this.say(this.messages.three.solver.pressEstimate);
    };

    const runEstimate = async () => {
      if (!parse()) return;
      const scramble = this.scramble;
      this.estimate = null;
      this.drawIterations([], null);
      setRunning(true);
      this.say(this.messages.three.solver.askingEstimate);
      const answer = await estimate.run((ctx) =>
        solverClient().request('threeEstimate', { scramble, ...PAGE_ESTIMATE, edges: edges() }, { ...ctx, onProgress: (progress) => progressDraw.schedule(() => this.onEstimateProgress(progress, scramble)) }),
      );
      setRunning(false);
      progressDraw.cancel();
      if (answer.status === 'failed') this.say(answer.error.message, true);
      if (answer.status !== 'done') return;
      this.estimate = answer.value;
      this.drawIterations([], null);
      this.say(this.messages.three.solver.estimated(PAGE_ESTIMATE.probes, answer.value.rootH, answer.value.upTo, answer.value.ms));
    };

    const run = async () => {
      if (!parse()) return;
      const scramble = this.scramble;
      const maxNodes = Number(budget.value);
      if (this.estimate?.scramble !== scramble) this.estimate = null;
      this.drawIterations([], null);
      this.solution = [];
      this.player.dispatch({ type: 'load', length: 0, step: 0 });
      this.drawStep(this.player.state);
      setRunning(true);
      this.say(this.messages.three.solver.asking);
      const answer = await solve.run((ctx) =>
        solverClient().request('threeSolve', { scramble, maxNodes, edges: edges() }, { ...ctx, onProgress: (progress) => progressDraw.schedule(() => this.onProgress(progress)) }),
      );
      setRunning(false);
      progressDraw.cancel();
      if (answer.status === 'done') this.onDone(answer.value);
      else if (answer.status === 'failed') this.say(answer.error.message, true);
    };

    this.lifetime.listen(field.input, 'input', onInput);
    // Other databases, another tree: an estimate made with the old ones no longer applies.
    this.lifetime.listen(edgeSelect, 'change', onInput);
    this.lifetime.listen(solveButton, 'click', () => void run());
    this.lifetime.listen(estimateButton, 'click', () => void runEstimate());
    this.lifetime.listen(budget, 'change', () => this.drawIterations(this.searched.done, this.searched.current));
    this.lifetime.listen(cancelButton, 'click', () => {
      solve.cancel();
      estimate.cancel();
      setRunning(false);
      this.say(this.messages.three.solver.cancelled);
    });
    parse();
    this.drawStep(this.player.state);
  }

  private onProgress(progress: ThreeSolveProgress): void {
    if (progress.phase === 'tables') {
      this.say(tablesText(progress));
      return;
    }
    this.say(this.messages.three.solver.searching(progress.bound, progress.generated, progress.ms));
    const done = (unit: 'generated' | 'expanded') => progress.iterations.reduce((sum, it) => sum + it[unit], 0);
    this.drawIterations(progress.iterations, { bound: progress.bound, generated: progress.generated - done('generated'), expanded: progress.expanded - done('expanded') });
  }

  private onDone(r: ThreeSolveResponse): void {
    this.drawIterations(r.iterations, null);
    // A rate over a few milliseconds says nothing: show it only for searches long enough to time.
    const t = this.messages.three.solver;
    const rate = r.ms >= 50 ? t.rate(Math.round(r.nodesPerSecond)) : '';
    const work = t.work(r.generated, r.expanded, r.ms, rate);
    const tables = t.tables(r.tableBytes, r.tablesMs > 50 ? t.builtIn(r.tablesMs) : '');
    if (r.status === 'solved') {
      this.solution = r.moves ?? [];
      this.say(
        this.solution.length === 0
          ? t.alreadySolved
          : t.optimal(this.solution.length, work, tables),
      );
      this.player.dispatch({ type: 'load', length: this.solution.length, step: 0 });
      this.drawStep(this.player.state);
      return;
    }
    const p = r.prediction!;
    this.say(t.stopped(work, p.from, formatScientific(p.expanded), p.upTo, formatPrediction(p.seconds)));
  }

  /** The estimate's rows as they arrive; the corner database first, when the worker has to build it. */
  private onEstimateProgress(progress: ThreeEstimateProgress, scramble: string): void {
    if (progress.phase === 'tables') {
      this.say(tablesText(progress));
      return;
    }
    this.say(this.messages.three.solver.estimating(Math.round((100 * progress.done) / progress.total)));
    this.estimate = { scramble, rootH: progress.partial[0]?.threshold ?? 0, upTo: progress.partial.at(-1)?.threshold ?? 0, estimates: progress.partial, ...PAGE_ESTIMATE, ms: 0, tablesMs: 0 };
    this.drawIterations([], null);
  }

  /** The table: estimates (if any) and the search's counts, bound by bound, and the budget outlook above it. */
  private drawIterations(done: readonly ThreeIterationCount[], current: ThreeIterationCount | null): void {
    this.searched = { done, current };
    const maxNodes = Number(this.parts.one<HTMLSelectElement>('.ts-budget').value);
    const estimates = this.estimate?.estimates ?? null;
    renderRows(this.parts.one<HTMLTableSectionElement>('.ts-iterations tbody'), iterationRowSpecs(iterationRows(estimates, done, current, maxNodes)));
    this.parts.one('.ts-outlook').textContent = estimates && this.estimate ? outlookText(estimates, maxNodes, this.estimate.upTo) : '';
  }

  private drawStep(state: PlaybackState): void {
    const moves = this.solution.slice(0, state.step);
    const text = `${this.scramble} ${moves.join(' ')}`;
    const cube = scrambleToCube(text);
    if (!cube.ok) return; // the scramble was checked before solving
    const words = this.messages.three.solver;
    const label = moves.length === 0 ? words.netLabel(this.scramble) : words.stepLabel(this.scramble, moves.join(' '));
    setHtml(this.parts.one('.ts-stage'), threeNetSvg(cubeFacelets(cube.state), label));
    const list = this.parts.one('.ts-moves');
    list.replaceChildren(
      ...this.solution.map((m, i) => {
        const li = document.createElement('li');
        li.textContent = m;
        if (i === state.step - 1) li.setAttribute('aria-current', 'step');
        return li;
      }),
    );
    const stepText = state.length === 0 ? '–' : `${state.step} of ${state.length}`;
    this.parts.one('.ts-step').textContent = stepText;
    renderPlaybackControls(controlPartsOf(this.parts, 'ts'), state, stepText);
  }

  private say(text: string, isError = false): void {
    const status = this.parts.one<HTMLElement>('.ts-status');
    status.textContent = text;
    status.classList.toggle('is-error', isError);
  }
}

defineWidget('pc-three-solver', ThreeSolverElement, ['cube', 'three']);
