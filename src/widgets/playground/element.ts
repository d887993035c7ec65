/**
 * <pc-playground>: adopts the markup of Playground.astro and makes it live.
 *
 * Data flow, one direction per arrow:
 *   input text ──parse (main thread, ~0.1 ms)──► cube drawing, error marks
 *        │
 *        └─► reader state (URL + localStorage) ─► other widgets on the page
 *        └─► solver worker: 'solve' (kit: LatestRequest; a newer scramble
 *            supersedes the older request, a bad one cancels it)
 *   solution ─► playback (kit: reducer, player, controls) ─► cube drawing, move list, scrubber, URL step
 */
// The page imports only the notation, cube model and facelet modules (a few KB),
// not solver/src/index.ts: that barrel also reaches BFS, pattern databases and
// IDA*, which belong in the worker.
import { applyMoveNames, scrambleToState, writtenMoves } from 'pocket-cube-solver';
import { faceletColors, type Face, type PaintingProblem } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import { type Metric, type ControlParts, solverClient, renderPlaybackControls, PlaybackPlayer, isMetric, defineWidget, bindPlaybackControls, WidgetElement, type LatestRequest, ReaderChoice, copyLink, copySolution } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { type PlaybackSpeed, isCubeView, isPlaybackSpeed } from '../../lib/reader-state.ts';
import { Cube3dStage, intervalOf } from '../cube-3d/cube-stage.ts';
import { stepTurn } from '../cube-3d/step-turn.ts';
import { showTwizzleLink, twizzleUrl } from '../cube-3d/twizzle-link.ts';
import { PaintedStart } from '../paint-cube/painted-start.ts';
import { POCKET_PAINTED } from '../paint-cube/painted-cube.ts';
import type { SolveParams } from 'pocket-cube-solver/protocol';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { highlightMoves, renderMoves, resultText, stepText } from './view.ts';
import { AllSolutionsPanel } from './all-solutions.ts';
import { netLabel } from './net-label.ts';
import { type PlaygroundParts, playgroundParts } from './parts.ts';
/** Wait this long after the last keystroke before asking the worker (parsing and drawing are immediate). */
const SOLVE_DEBOUNCE_MS = 120;

class PlaygroundElement extends WidgetElement {
  private net!: NetView;
  private p!: PlaygroundParts;
  private controls!: ControlParts;
  private field!: ScrambleField;
  private metric!: ReaderChoice<Metric>;
  private player!: PlaybackPlayer;
  private solveRequest!: LatestRequest;
  /** The "All optimal solutions" list: asked for only while it is open. */
  private allSolutions!: AllSolutionsPanel;

  /** State of the cube before the solution, when the scramble parses. */
  private scrambled: CornerState | null = null;
  private solution: string[] = [];
  /** A valid scramble whose solution has not arrived yet: the step line says so rather than "Solved". */
  private solutionPending = false;
  /** This widget's words in the page's language. */
  private get t() {
    return this.messages.playground;
  }
  /** states[k] = cube after k solution moves. */
  private states: CornerState[] = [];
  /** A playback step from the URL, applied when the first solution arrives. */
  private pendingStep: number | null = null;
  /** False until the widget is near the viewport: no worker for a figure nobody has scrolled to. */
  private awake = false;
  /** The current scramble parses and has not been sent to the worker yet. */
  private needsSolve = false;
  private stage3d!: Cube3dStage;
  /** A painted cube as the start instead of the scramble (paint-cube/painted-start.ts). */
  private paint!: PaintedStart<CornerState, PaintingProblem>;
  private speed!: ReaderChoice<PlaybackSpeed>;

  protected start() {
    this.p = playgroundParts(this.parts);
    this.controls = { back: this.p.back, play: this.p.play, forward: this.p.forward, scrubber: this.p.scrubber, stage: this.p.stage };
    this.field = new ScrambleField(this, this.lifetime);
    this.net = hydrateNet(this.p.svg);
    this.solveRequest = this.request('solve');
    this.allSolutions = new AllSolutionsPanel(this.p, this.request('all-solutions'), this.lifetime, {
      params: () => (this.scrambled ? this.solveParams() : null),
      play: (moves) => this.scrambled && this.playSolution(this.scrambled, moves),
    });
    this.stage3d = new Cube3dStage(this.p.host3d, this.lifetime, this.messages.kit.cube3d.cube);
    this.paint = new PaintedStart(
      POCKET_PAINTED,
      {
        net: this.p.svg,
        palette: this.parts.all<HTMLInputElement>('.pc-palette input'),
        fill: this.p.paintFill,
        solved: this.p.paintSolved,
        clear: this.p.paintClear,
        problems: this.p.paintProblems,
        toggle: this.p.paint,
        tools: this.p.paintTools,
        field: this.p.field,
        banner: this.p.painted,
        bannerText: this.p.paintedText,
        back: this.p.unpaint,
      },
      this.lifetime,
      this.reader,
      {
        shownColours: () => (this.scrambled ? this.paint.colorsOf(this.states[this.player.state.step] ?? this.scrambled) : null),
        onStartChange: () => {
          this.pendingStep = null;
          this.classList.toggle('is-painting', this.paint.painter.isActive);
          this.applyScramble(true);
        },
        onScramble: (scramble) => {
          this.field.input.value = scramble;
          this.pendingStep = this.player.state.step;
          this.applyScramble(true);
        },
      },
    );
    // The 3-D view or the net (the net always while painting, and in print: playground.css).
    const view = new ReaderChoice(this.reader, this.lifetime, { key: 'view', controls: this.p.views, accept: isCubeView, fallback: '3d', onChange: (v) => (this.dataset.view = v) });
    this.dataset.view = view.value;
    this.speed = new ReaderChoice(this.reader, this.lifetime, { key: 'speed', controls: this.p.speed, accept: isPlaybackSpeed, fallback: 'normal', onChange: () => this.player.rearm() });
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => this.stepInterval(),
      onChange: (state, before, action) => {
        // Stepping and playing turn the 3-D cube; a seek (scrubber, move list, Home/End) jumps, ending any turn.
        const turns = action.type === 'forward' || action.type === 'back' || action.type === 'tick';
        this.render(before.step, turns);
        // While playing, the address is written once playback stops, not on every tick: a
        // history.replaceState per step took up to 70 ms on a loaded machine, in the middle
        // of a 3-D turn (npm run bench:browser, "3-D turns").
        if (state.playing) return;
        const stopped = before.playing;
        // A fresh load writes its step only when it restores one (a link's step=3).
        if ((state.step !== before.step || stopped) && (action.type !== 'load' || state.step > 0)) this.reader.set({ step: state.step });
      },
    });
    bindPlaybackControls(this.controls, this.player, this.lifetime);
    this.pendingStep = this.reader.get('step');
    this.metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: this.p.radios,
      accept: isMetric,
      fallback: 'htm',
      onChange: (_metric, picked) => {
        if (picked) this.restart();
        this.applyScramble(true);
      },
    });
    this.field.follow(this.reader, (_scramble, typed) => {
      this.pendingStep = null;
      if (this.paint.active) this.paint.leave();
      if (typed) this.reader.set({ step: 0 });
      this.applyScramble(!typed);
    });
    this.p.letters.checked = this.reader.get('letters');
    this.classList.toggle('show-letters', this.p.letters.checked);
    this.lifetime.listen(this.p.letters, 'change', () => {
      this.classList.toggle('show-letters', this.p.letters.checked);
      this.reader.set({ letters: this.p.letters.checked });
    });
    this.lifetime.listen(this.p.random, 'click', () => void this.randomScramble());
    // The solution as a cuber writes it (in QTM, R R is written R2).
    this.lifetime.listen(this.p.copySolution, 'click', () => void copySolution(writtenMoves(this.solution).join(' '), this.p.copied));
    this.lifetime.listen(this.p.copy, 'click', () => void copyLink(this.reader.linkTo(['scramble', 'cube', 'metric', 'step', 'view', 'letters', 'speed'], this.id), this.p.copied));
    this.lifetime.listen(this.p.moves, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-step]');
      if (button) this.player.dispatch({ type: 'seek', step: Number(button.dataset.step) });
    });

    // Write the URL on load only when the state is not the default one, so a
    // first visit keeps a clean address but a restored state is a full link.
    const dflt = this.dataset.defaultScramble ?? '';
    if (this.scramble !== dflt || this.metric.value !== 'htm' || this.pendingStep) {
      this.reader.set({ scramble: this.scramble, metric: this.metric.value, step: this.pendingStep ?? 0 });
    }
    this.applyScramble(true);
    this.lifetime.whenNearViewport(this, () => {
      this.awake = true;
      if (this.needsSolve) void this.solve(0);
    });
  }

  private get scramble(): string {
    return this.field.input.value;
  }

  /** A new scramble or metric from this widget: the playback starts from the scrambled cube. */
  private restart() {
    this.pendingStep = null;
    this.reader.set({ step: 0 });
  }

  /** Parse and draw now; ask the worker for a solution (after a short pause while typing). */
  private applyScramble(immediate: boolean) {
    if (this.paint.active) {
      this.applyPainting();
      return;
    }
    const p = this.p;
    const parsed = scrambleToState(this.scramble);
    p.printScramble.textContent = this.scramble || this.t.printNone;
    this.field.show(parsed);

    if (!parsed.ok) {
      // Nothing new will be sent: the search for the old scramble must stop, and aria-busy clear.
      this.solveRequest.cancel();
      this.needsSolve = false;
      // Before the list is emptied and redrawn: the step line must not call a cube "solved" that has no valid scramble.
      this.scrambled = null;
      this.loadSolution([]);
      void this.allSolutions.refresh();
      p.result.textContent = this.t.fixScramble;
      return;
    }
    // The cube in the reader's hands, not its DBL-fixed recolouring: the U/R/F
    // answer turns exactly these faces (solver/src/canonical.ts).
    this.scrambled = parsed.held;
    this.states = [parsed.held];
    this.solutionPending = true;
    this.loadSolution([]);
    this.net.update(faceletColors(parsed.held), this.netLabel(0));
    this.stage3d.show(faceletColors(parsed.held));
    p.result.textContent = this.t.solving;
    this.needsSolve = true;
    if (this.awake) void this.solve(immediate ? 0 : SOLVE_DEBOUNCE_MS);
    else this.solveRequest.cancel();
  }

  private async solve(delayMs: number) {
    const scrambled = this.scrambled;
    this.needsSolve = false;
    if (!scrambled) return;
    const p = this.p;
    const painted = this.paint.active;
    const params = this.solveParams();
    const answer = await this.solveRequest.run(
      (ctx) =>
        solverClient().request('solve', params, {
          ...ctx,
          onProgress: (progress) => {
            p.result.textContent = this.t.solvingBound(progress.bound, progress.generated);
          },
        }),
      { delayMs },
    );
    if (answer.status === 'failed') {
      this.solutionPending = false;
      this.render();
      p.result.textContent = this.messages.kit.workerFailed(answer.error.message);
    }
    if (answer.status !== 'done') return;
    const result = answer.value;
    const solution = result.moves ?? [];
    p.result.textContent = resultText({ length: solution.length, nodes: result.nodes, ms: result.ms, metric: params.metric }, this.t);
    this.playSolution(scrambled, solution, this.pendingStep ?? 0);
    if (painted && solution.length === 0) p.result.textContent = this.t.paintedSolved;
    this.pendingStep = null;
    void this.allSolutions.refresh();
    if (painted) this.paint.solved(solution);
  }

  /** What the worker is asked to solve: the scramble, or the painted cube (its scramble then empty). */
  private solveParams(): SolveParams {
    const painted = this.paint.active;
    return { scramble: painted ? '' : this.scramble, ...(painted ? { facelets: this.paint.facelets } : {}), metric: this.metric.value, heuristic: 'max' };
  }

  /** Loads one solution (the solver's, or one of all the optimal ones) into the player, from the held cube. */
  private playSolution(scrambled: CornerState, solution: string[], step = 0) {
    this.states = [scrambled];
    for (const move of solution) this.states.push(applyMoveNames(this.states.at(-1)!, [move]));
    this.solutionPending = false;
    this.loadSolution(solution, step);
  }

  private loadSolution(solution: string[], step = 0) {
    this.solution = solution;
    renderMoves(this.p.moves, solution);
    this.player.dispatch({ type: 'load', length: solution.length, step });
    this.render();
    this.updateTwizzle();
  }

  private async randomScramble() {
    const button = this.p.random;
    button.disabled = true;
    try {
      const { scramble } = await solverClient().request('scramble', { metric: this.metric.value }, { signal: this.lifetime.signal });
      this.field.input.value = scramble;
      if (this.paint.active) this.paint.leave();
      this.reader.set({ scramble });
      this.restart();
      this.applyScramble(true);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') this.p.result.textContent = this.t.noScramble((error as Error).message);
    } finally {
      button.disabled = false;
    }
  }

  /** Draws the playback position; a step of one move from `from` turns the 3-D cube when `turns`. */
  private render(from: number | null = null, turns = false) {
    const p = this.p;
    const state = this.player.state;
    if (from === null || from !== state.step) this.drawCube(state.step, turns ? from : null);
    highlightMoves(p.moves, state.step);
    const line = !this.scrambled
      ? this.paint.active
        ? this.t.noSolutionPainting
        : this.t.noSolutionScramble
      : this.solutionPending ? this.t.solving : stepText(state.step, this.solution, this.t);
    renderPlaybackControls(this.controls, state, line);
    p.step.textContent = line;
    // Only a solution on screen for the cube on screen can be copied.
    p.copySolution.disabled = !this.scrambled || this.solutionPending || this.solution.length === 0;
  }

  // ── 3-D view and "paint your cube" (src/widgets/cube-3d, src/widgets/paint-cube) ──

  private stepInterval(): number {
    return intervalOf(this.speed.value);
  }

  /** The accessible name of the drawn cube at playback step `step`: what it is, then its colours. */
  private netLabel(step: number): string {
    return netLabel({ painted: this.paint.active, scramble: this.scramble, step, solutionLength: this.solution.length }, this.t);
  }

  /** The painted cube as the start: its state and scheme, or its problems marked on the net. */
  private applyPainting() {
    const p = this.p;
    const painting = this.paint.painting;
    p.printScramble.textContent = this.t.printPainted;
    const read = this.paint.reading;
    const painter = this.paint.painter;
    this.scrambled = read?.ok ? read.state : null;
    this.solutionPending = read?.ok === true;
    this.states = this.scrambled ? [this.scrambled] : [];
    this.loadSolution([]);
    if (!read || !read.ok) {
      this.solveRequest.cancel();
      this.needsSolve = false;
      // The 3-D view shows the painting as it stands (unpainted stickers blank), so it can be compared with the cube in hand.
      this.stage3d.show(painting.map((c) => c ?? 'none') as Face[]);
      if (painter.isActive) {
        painter.set(painting);
        painter.showProblems(read && !read.ok ? read.problems : []);
      }
      p.result.textContent = read && !read.ok ? this.t.notACube(this.messages.cube.paintingProblem(read.problems[0])) : this.t.paintToSolve;
      return;
    }
    painter.showProblems([]);
    const colours = this.paint.colorsOf(read.state);
    this.stage3d.show(colours);
    if (!painter.isActive) this.net.update(colours, this.netLabel(0));
    p.result.textContent = this.t.solvingPainted;
    this.needsSolve = true;
    if (this.awake) void this.solve(0);
  }

  /** "Open in Twizzle": the same cube and solution in Twizzle's editor (a link; nothing is fetched). */
  private updateTwizzle() {
    const setup = this.paint.active ? this.paint.twizzleSetup(this.solution) : this.scramble;
    showTwizzleLink(this.p.twizzle, setup === null ? null : twizzleUrl(setup, this.solution.join(' ')));
  }

  /**
   * Draws playback position `step`; when it is one move from `from`, the
   * 3-D view turns that move (backwards when stepping back).
   */
  private drawCube(step: number, from: number | null) {
    if (!this.scrambled) return;
    const colors = this.paint.colorsOf(this.states[step] ?? this.scrambled);
    if (!this.paint.painter.isActive || step > 0 || this.paint.scheme) this.net.update(colors, this.netLabel(step));
    const move = from === null || !this.states[from] ? null : stepTurn(this.solution, from, step);
    if (!move) {
      this.stage3d.show(colors);
      return;
    }
    void this.stage3d.turn(move, this.paint.colorsOf(this.states[from!]), colors, this.metric.value, this.stepInterval());
  }
}

defineWidget('pc-playground', PlaygroundElement, ['cube', 'paint', 'playground']);
