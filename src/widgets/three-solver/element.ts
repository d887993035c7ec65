/**
 * <pc-three-solver>: adopts ThreeSolver.astro's markup and makes it live.
 *
 *   scramble field ─► parse here (face turns only) ─► mark a bad token in place, redraw the net
 *   Estimate first ─► worker 'threeEstimate' ─► per bound, estimated nodes ± SE and the budget outlook
 *   Solve ─► worker 'threeSolve' (budget) ─► progress: corner database, then nodes per iteration,
 *        beside the estimates (estimate-table.ts)
 *        ─► solved: moves + playback on the net │ budget: chapter 7's predicted nodes and time
 *   Lower bound ─► reader state `heuristic3` (the address, so a link picks it): Korf's databases (the edge
 *        select applies, Estimate first samples its tree) │ Reid's distance to H on three axes (+ the corners):
 *        the worker reads the whole phase-1 table from this browser's IndexedDB or builds it (progress: depth
 *        n of 12) and keeps it; 'storedTables' says whether it is kept, Forget ─► 'forgetStoredTables'
 *   Cancel ─► the job stops at its next slice
 */
import type { ThreeEdgeChoice, ThreeEstimateProgress, ThreeEstimateResponse, ThreeIterationCount, ThreeSolveProgress, ThreeSolveResponse } from 'pocket-cube-solver/protocol';
import { type ThreeHeuristicName, scrambleToCube } from 'pocket-cube-solver/three';
import { PAGE_ESTIMATE, cubeFacelets } from 'pocket-cube-solver/internals';
import { solverClient, renderRows, renderPlaybackControls, defineWidget, controlPartsOf, bindPlaybackControls, WidgetElement, Scheduled, type PlaybackState, PlaybackPlayer, ReaderChoice, formatMegabytes } from '../shared/kit.ts';
import { isThreeHeuristicName } from '../../lib/reader-state.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { iterationRowSpecs, iterationRows, outlookText } from './estimate-table.ts';
import { formatPrediction, formatScientific, phase1Percent, tablesText } from './format-three.ts';
import { threeNetSvg } from '../shared/three-net-view.ts';
import { setHtml } from '../../lib/safe-html.ts';

class ThreeSolverElement extends WidgetElement {
  private scramble = '';
  private solution: string[] = [];
  private player!: PlaybackPlayer;
  /** The estimate of the scramble shown (null until "Estimate first"), and the search's iterations so far. */
  private estimate: ThreeEstimateResponse | null = null;
  private searched: { done: readonly ThreeIterationCount[]; current: ThreeIterationCount | null } = { done: [], current: null };
  /** The lower bound shown (reader state `heuristic3`). */
  private bound!: ReaderChoice<ThreeHeuristicName>;
  /**
   * What this browser keeps of Reid's table, as the worker last said: its bytes (0: nothing),
   * 'refused' when a build could not be kept (a quota), null until asked.
   */
  private stored: number | 'refused' | null = null;
  private running = false;
  /** Asks the worker what this browser keeps: once, when a Reid bound is first shown, or `again` after a solve. */
  private askStored!: (again: boolean) => Promise<void>;

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

    const boundSelect = p.one<HTMLSelectElement>('.ts-bound');
    const forgetButton = p.one<HTMLButtonElement>('.ts-forget');
    const storedRequest = this.request('storedTables');
    const forget = this.request('forgetStoredTables');
    const isKorf = () => this.bound.value === 'korf';

    const setRunning = (running: boolean) => {
      this.running = running;
      solveButton.disabled = running;
      // Estimate first samples the tree of Korf's search (three-iteration-tree.ts): not Reid's.
      estimateButton.disabled = running || !isKorf();
      cancelButton.disabled = !running;
      this.drawStore();
    };

    this.askStored = async (again) => {
      if ((this.stored !== null && !again) || storedRequest.pending) return;
      this.drawStore();
      const answer = await storedRequest.run((ctx) => solverClient().request('storedTables', {}, ctx));
      if (answer.status === 'done') this.stored = answer.value.phase1Bytes;
      this.drawStore();
    };
    const askStored = () => this.askStored(false);

    const showBound = () => {
      edgeSelect.disabled = !isKorf();
      estimateButton.disabled = this.running || !isKorf();
      if (!isKorf()) void askStored();
      this.drawStore();
    };
    this.bound = new ReaderChoice(this.reader, this.lifetime, {
      key: 'heuristic3',
      controls: boundSelect,
      accept: isThreeHeuristicName,
      fallback: 'korf',
      onChange: () => {
        showBound();
        // Another bound, another tree: the estimate and the counts no longer apply.
        onInput();
      },
    });

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
      this.say(isKorf() ? this.messages.three.solver.pressEstimate : this.messages.three.solver.reidHint);
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
      const heuristic = this.bound.value;
      if (this.estimate?.scramble !== scramble || heuristic !== 'korf') this.estimate = null;
      this.drawIterations([], null);
      this.solution = [];
      this.player.dispatch({ type: 'load', length: 0, step: 0 });
      this.drawStep(this.player.state);
      setRunning(true);
      this.say(this.messages.three.solver.asking);
      const answer = await solve.run((ctx) =>
        solverClient().request('threeSolve', { scramble, maxNodes, heuristic, ...(heuristic === 'korf' ? { edges: edges() } : {}) }, { ...ctx, onProgress: (progress) => progressDraw.schedule(() => this.onProgress(progress)) }),
      );
      progressDraw.cancel();
      this.drawProgress(null);
      if (answer.status === 'done') this.onDone(answer.value);
      else if (answer.status === 'failed') this.say(answer.error.message, true);
      setRunning(false);
    };

    const runForget = async () => {
      const t = this.messages.three.solver;
      forgetButton.disabled = true;
      this.say(t.forgetting);
      const answer = await forget.run((ctx) => solverClient().request('forgetStoredTables', {}, ctx));
      if (answer.status === 'failed') this.say(answer.error.message, true);
      if (answer.status !== 'done') return this.drawStore();
      const freed = answer.value.freedBytes;
      this.stored = 0;
      this.say(freed > 0 ? t.forgot(formatMegabytes(freed)) : t.forgotNothing);
      this.drawStore();
    };

    this.lifetime.listen(field.input, 'input', onInput);
    // Other databases, another tree: an estimate made with the old ones no longer applies.
    this.lifetime.listen(edgeSelect, 'change', onInput);
    this.lifetime.listen(solveButton, 'click', () => void run());
    this.lifetime.listen(forgetButton, 'click', () => void runForget());
    this.lifetime.listen(estimateButton, 'click', () => void runEstimate());
    this.lifetime.listen(budget, 'change', () => this.drawIterations(this.searched.done, this.searched.current));
    this.lifetime.listen(cancelButton, 'click', () => {
      solve.cancel();
      estimate.cancel();
      progressDraw.cancel();
      this.drawProgress(null);
      setRunning(false);
      this.say(this.messages.three.solver.cancelled);
    });
    parse();
    showBound();
    if (!isKorf()) this.say(this.messages.three.solver.reidHint);
    this.drawStep(this.player.state);
  }

  /** The line about Reid's table in this browser, and its Forget button (shown with a Reid bound only). */
  private drawStore(): void {
    const t = this.messages.three.solver;
    const line = this.parts.one<HTMLElement>('.ts-store');
    const button = this.parts.one<HTMLButtonElement>('.ts-forget');
    line.hidden = this.bound.value === 'korf';
    const stored = this.stored;
    this.parts.one('.ts-store-text').textContent =
      stored === null ? t.store.checking : stored === 'refused' ? t.store.refused : stored > 0 ? t.store.kept(formatMegabytes(stored)) : t.store.absent;
    const bytes = typeof stored === 'number' ? stored : 0;
    button.textContent = bytes > 0 ? t.forgetSize(formatMegabytes(bytes)) : t.forget;
    button.disabled = bytes === 0 || this.running;
  }

  /** The table build's bar: a fraction filled, or hidden (null). */
  private drawProgress(fraction: number | null): void {
    const bar = this.parts.one<HTMLProgressElement>('.ts-progress');
    bar.hidden = fraction === null;
    if (fraction !== null) bar.value = fraction;
  }

  private onProgress(progress: ThreeSolveProgress): void {
    if (progress.phase === 'reading') {
      this.say(this.messages.three.solver.readingTable);
      return;
    }
    if (progress.phase === 'tables') {
      this.say(tablesText(progress));
      this.drawProgress(progress.table.kind === 'phase1' ? phase1Percent(progress) / 100 : null);
      return;
    }
    this.drawProgress(null);
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
    const korf = r.heuristic === 'korf';
    const tables = korf ? t.tables(r.tableBytes, r.tablesMs > 50 ? t.builtIn(r.tablesMs) : '') : t.tablesOf(r.tableBytes);
    const bound = t.boundNames[r.heuristic];
    const source = korf ? '' : this.tableSource(r);
    if (r.status === 'solved') {
      this.solution = r.moves ?? [];
      this.say(
        this.solution.length === 0
          ? t.alreadySolved + source
          : korf
            ? t.optimal(this.solution.length, work, tables)
            : t.optimalWith(this.solution.length, bound, work, tables) + source,
      );
      this.player.dispatch({ type: 'load', length: this.solution.length, step: 0 });
      this.drawStep(this.player.state);
      return;
    }
    const p = r.prediction;
    if (korf && p) this.say(t.stopped(work, p.from, formatScientific(p.expanded), p.upTo, formatPrediction(p.seconds)));
    else {
      const predicted = p?.sampleCubes ? t.samplePrediction(p.sampleCubes, formatScientific(p.expanded), p.upTo, formatPrediction(p.seconds)) : t.noPrediction;
      this.say(t.stoppedWith(work, r.iterations.at(-1)?.bound ?? 0, bound) + predicted + source);
    }
  }

  /** Where Reid's table came from, in a sentence; what this browser keeps now is asked again (askStored). */
  private tableSource(r: ThreeSolveResponse): string {
    const t = this.messages.three.solver.source;
    if (r.phase1Table === 'built' && r.phase1Stored === false) this.stored = 'refused';
    else void this.askStored(true);
    const rejected = r.phase1Rejected ? t.rejected : '';
    if (r.phase1Table === 'built') return rejected + t.built(r.tablesMs, r.phase1Stored === true);
    if (r.phase1Table === 'stored') return t.stored(r.tablesMs);
    return t.memory;
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
    const stepText = state.length === 0 ? '–' : words.stepOf(state.step, state.length);
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
