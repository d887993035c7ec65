/**
 * <pc-two-phase>: adopts TwoPhase.astro's markup and makes it live.
 *
 *   scramble field ─► parse here, as held (rotations, wide turns) ─► mark a bad token in place, redraw the cube
 *   or Paint my cube ─► the painter on the net (paint-cube/) ─► read here as held, every problem marked
 *   Solve ─► worker 'twoPhaseSolve' (a length target, or a time to keep improving)
 *        ─► progress: the tables, then phase 1's depth and each phase's nodes; every strictly
 *           shorter solution lands in the chart and the table as it is found
 *        ─► done: the best solution, phase 1 and phase 2 listed apart, played back on the cube
 *   Cancel ─► the job stops at its next slice and the best so far is kept
 */
import type { TwoPhaseImprovementMessage, TwoPhaseSolveProgress, TwoPhaseSolveResponse } from 'pocket-cube-solver/protocol';
import { seededRandom } from 'pocket-cube-solver';
import { type ColourScheme, type Face, freshSeed, type CubeFacelets, composeCube } from 'pocket-cube-solver/internals';
import { isCubeSolved, paintingOf, scrambleToCube, scrambleToHeldCube, type CubeState, type ThreePaintingProblem } from 'pocket-cube-solver/three';
import { randomCube } from 'pocket-cube-solver/three/two-phase';
import { solverClient, renderPlaybackControls, defineWidget, copySolution, copyLink, controlPartsOf, bindPlaybackControls, WidgetElement, Scheduled, ReaderChoice, type PlaybackState, PlaybackPlayer } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { isPlaybackSpeed, type PlaybackSpeed } from '../../lib/reader-state.ts';
import { Cube3dStage, intervalOf } from '../cube-3d/cube-stage.ts';
import { stepFaceTurn } from '../cube-3d/step-turn.ts';
import { invertMoves } from '../cube-3d/twizzle-link.ts';
import { type FaceTurn, THREE_LAYOUT, threeColors } from '../cube-3d/three-layout.ts';
import { paintParts } from '../paint-cube/paint-mode.ts';
import { THREE_PAINTED } from '../paint-cube/painted-cube.ts';
import { PaintedStart } from '../paint-cube/painted-start.ts';
import { threeNetColours, threeNetSvg } from '../shared/three-net-view.ts';
import { setHtml } from '../../lib/safe-html.ts';
import { drawImprovementsView, drawSolutionParts, paintedFacelets } from './improvements-view.ts';
import { type SharedSolution, decodeSolution, encodeSolution } from './shared-solution.ts';
import { LENGTH_TARGETS, stopOptions, whyStopped } from '../../lib/two-phase-stops.ts';

class TwoPhaseElement extends WidgetElement {
  private scramble = '';
  private held: CubeState | null = null;
  /** Which colour each face's centre shows as held (rotations move the centres): the cube is drawn in these. */
  private scheme: ColourScheme | null = null;
  private solution: readonly string[] = [];
  private phase1Length = 0;
  /** The view that found the solution shown (views.ts): which copy of G1 its phase 1 ended in, and whether it was the inverse cube's. */
  private view = 0;
  private improvements: TwoPhaseImprovementMessage[] = [];
  private searchedMs = 0;
  private player!: PlaybackPlayer;
  private stage3d!: Cube3dStage<FaceTurn>;
  private speed!: ReaderChoice<PlaybackSpeed>;
  private chartWidth = 0;
  /** A painted cube as the start instead of the scramble (paint-cube/painted-start.ts). */
  private paint!: PaintedStart<CubeState, ThreePaintingProblem>;
  /** The status line as the page built it ("Press Solve: …"), to put back when the start changes. */
  private initialStatus!: Node[];

  protected start(): void {
    const p = this.parts;
    const field = new ScrambleField(this, this.lifetime);
    const solveButton = p.one<HTMLButtonElement>('.tp-solve');
    const cancelButton = p.one<HTMLButtonElement>('.tp-cancel');
    const stop = p.one<HTMLSelectElement>('.tp-stop');
    const solve = this.request('twoPhaseSolve');
    const progressDraw = new Scheduled(this.lifetime, 'frame');
    this.stage3d = new Cube3dStage(p.one('.c3d-host'), this.lifetime, this.messages.kit.cube3d.cube, THREE_LAYOUT);
    // The solution and step a link (or the language switch) carries: shown again once the cube is read, below.
    const linked = decodeSolution(this.reader.get('solution3'));
    const linkedStep = this.reader.get('step');
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => intervalOf(this.speed.value),
      onChange: (state, previous, action) => {
        this.drawStep(state, previous.step);
        // The address follows the step as the playground's does: once playback stops, not on every tick.
        if (state.playing || this.solution.length === 0) return;
        if ((state.step !== previous.step || previous.playing) && action.type !== 'load') this.reader.set({ step: state.step });
      },
    });
    this.speed = new ReaderChoice(this.reader, this.lifetime, { key: 'speed', controls: p.one<HTMLSelectElement>('.tp-speed'), accept: isPlaybackSpeed, fallback: 'normal', onChange: () => this.player.rearm() });
    bindPlaybackControls(controlPartsOf(p, 'tp'), this.player, this.lifetime);
    this.lifetime.listen(p.one('.tp-copy'), 'click', () => void copyLink(this.reader.linkTo(['scramble3', 'cube3', 'solution3', 'step', 'speed'], this.id), p.one('.tp-copied')));

    const setRunning = (running: boolean) => {
      // A painting no cube can show has nothing to solve: Solve waits until it is fixed.
      solveButton.disabled = running || this.paintingProblem() !== null;
      cancelButton.disabled = !running;
      if (!running) p.one('.tp-progress').hidden = true; // the tables' bar is for a running build only
    };

    this.initialStatus = [...p.one('.tp-status').childNodes].map((node) => node.cloneNode(true));
    this.paint = new PaintedStart(
      THREE_PAINTED,
      {
        ...paintParts(p.one('.pc-paint-tools'), p.one('.tp-net')),
        toggle: p.one<HTMLButtonElement>('.tp-paint'),
        tools: p.one('.pc-paint-tools'),
        field: p.one('.sf'),
        banner: p.one('.tp-painted'),
        bannerText: p.one('.tp-painted-text'),
        back: p.one<HTMLButtonElement>('.tp-unpaint'),
      },
      this.lifetime,
      this.reader,
      {
        // Painting starts from the cube on screen, in the colours drawn: the reader fixes a few stickers, not 54.
        shownColours: () => {
          const cube = this.cubeAt(this.player.state.step);
          return cube ? threeColors(this.painted(cube)) : null;
        },
        onStartChange: () => {
          this.classList.toggle('is-painting', this.paint.painter.isActive);
          onInput(); // Solve waits while the painting is no cube (setRunning): its problems say how to fix it
          // While painting, the problems are listed (and spoken) under the palette; a finished painting that is no cube says so here.
          const wrong = this.paintingProblem();
          if (wrong !== null && !this.paint.painter.isActive) this.say(wrong);
          else p.one('.tp-status').replaceChildren(...this.initialStatus.map((node) => node.cloneNode(true)));
        },
      },
    );

    /** The start, as held: the painting when one is the start, else the scramble (a bad token marked in place). */
    const parse = (): boolean => {
      if (this.paint.active) {
        const read = this.paint.reading;
        this.held = read?.ok ? read.state : null;
        this.scheme = read?.ok ? read.scheme : null;
        return this.held !== null;
      }
      const parsed = scrambleToHeldCube(field.input.value);
      field.show(parsed);
      if (!parsed.ok) return false;
      this.scramble = field.input.value;
      this.held = parsed.state;
      this.scheme = parsed.scheme;
      return true;
    };

    const clear = () => {
      this.solution = [];
      this.phase1Length = 0;
      this.improvements = [];
      this.searchedMs = 0;
      this.player.dispatch({ type: 'load', length: 0, step: 0 });
      if (this.reader.get('solution3') !== '' || this.reader.get('step') !== 0) this.reader.set({ solution3: '', step: 0 });
      this.drawImprovements();
      this.drawStep(this.player.state);
    };

    const onInput = () => {
      solve.cancel();
      setRunning(false);
      this.parts.one('.tp-work').textContent = '';
      // A painting that is no cube yet is drawn as it stands (drawStep); a bad scramble keeps the last good cube.
      if (!parse() && !this.paint.active) return;
      clear();
    };

    const run = async () => {
      // Solve while painting a real cube means "this is my cube": the net becomes the player's picture again.
      // A painting that is no cube yet stays open, its problems marked, to be fixed.
      const finishedPainting = this.paint.reading?.ok === true;
      if (finishedPainting) this.paint.finish();
      if (!parse()) {
        const wrong = this.paintingProblem();
        if (wrong !== null) this.say(wrong, true);
        return;
      }
      const cube = this.paint.active ? { painting: this.paint.painting } : { scramble: this.scramble };
      // Clearing redraws the cube and the chart. With no answer shown (typing the scramble cleared it) that
      // drawing changes nothing, and on a 2-core machine it took CPU from the search it would overlap
      // (npm run bench:browser: 19 ms median per cube with it, 14.5 without; the worker alone, 8.5).
      if (finishedPainting || this.solution.length > 0 || this.improvements.length > 0) clear();
      setRunning(true);
      const answer = await solve.run((ctx) =>
        solverClient().request('twoPhaseSolve', { ...cube, ...stopOptions(stop.value) }, { ...ctx, onProgress: (progress) => this.onProgress(progress, progressDraw) }),
      );
      setRunning(false);
      progressDraw.cancel();
      if (answer.status === 'done') this.onDone(answer.value);
      else if (answer.status === 'failed') this.say(answer.error.message, true);
    };

    /**
     * A random-state scramble, as cstimer's: a uniformly random cube (randomCube), solved in the worker
     * from its painting, and the solution undone is the scramble, so the scramble shown reaches that cube.
     */
    const random = this.request('randomScramble');
    const randomButton = p.one<HTMLButtonElement>('.tp-random');
    const randomScramble = async () => {
      const t = this.messages.twoPhase.solver;
      solve.cancel();
      setRunning(false);
      randomButton.disabled = true;
      this.say(t.randomising);
      const painting = paintingOf(randomCube(seededRandom(freshSeed())));
      const answer = await random.run((ctx) => solverClient().request('twoPhaseSolve', { painting, targetLength: LENGTH_TARGETS[0], maxMs: 10_000 }, ctx));
      randomButton.disabled = false;
      if (answer.status === 'failed') this.say(t.noRandom(answer.error.message), true);
      if (answer.status !== 'done' || answer.value.moves === null) return;
      const scramble = invertMoves(answer.value.moves);
      if (this.paint.active) this.paint.leave();
      field.input.value = scramble;
      this.reader.set({ scramble3: scramble });
      onInput();
      this.say(t.randomDone(answer.value.moves.length));
    };
    this.lifetime.listen(randomButton, 'click', () => void randomScramble());
    // The solution as a cuber writes it: face turns, one space apart.
    this.lifetime.listen(p.one('.tp-copy-solution'), 'click', () => void copySolution(this.solution.join(' '), p.one('.tp-copied')));

    field.follow(this.reader, onInput, 'scramble3');
    this.lifetime.listen(solveButton, 'click', () => void run());
    this.lifetime.listen(cancelButton, 'click', () => {
      solve.cancel();
      setRunning(false);
      const t = this.messages.twoPhase.solver;
      // The worker's answer is dropped with the request; the shortest solution it reported is the answer.
      const best = this.improvements.at(-1);
      if (best) this.showSolution(best, t.why.cancelled);
      else this.say(t.cancelled);
    });
    const chartBox = p.one('.tp-chart');
    this.lifetime.observeResize(chartBox, () => {
      const width = Math.floor(chartBox.getBoundingClientRect().width);
      if (width === this.chartWidth) return;
      this.chartWidth = width;
      this.drawImprovements();
    });
    parse();
    this.drawStep(this.player.state);
    solveButton.disabled = this.paintingProblem() !== null;
    if (linked) this.restore(linked, linkedStep);
  }

  /**
   * A link's solution, shown as it was (Copy link and the language switch keep it: a time-bound
   * search run again may find another), at the link's step, if it solves the cube the link shows;
   * otherwise the link's solution and step are dropped.
   */
  private restore(linked: SharedSolution, step: number): void {
    const t = this.messages.twoPhase.solver;
    const turned = scrambleToCube(linked.moves.join(' '));
    if (!this.held || !turned.ok || !isCubeSolved(composeCube(this.held, turned.state))) {
      this.reader.set({ solution3: '', step: 0 });
      return;
    }
    const length = linked.moves.length;
    this.solution = linked.moves;
    this.view = linked.view;
    this.phase1Length = linked.view < 3 ? linked.split : length - linked.split;
    this.say(t.fromLink(length));
    this.player.dispatch({ type: 'load', length, step: Math.min(step, length) });
    this.reader.set({ solution3: encodeSolution(linked), step: this.player.state.step });
  }

  /**
   * Each message's improvement is kept as it arrives; only the drawing waits for a frame (`draw`: the latest
   * message wins). Unlike chapter 8's cumulative progress, an improvement comes in one message only: scheduling
   * the whole handler lost every improvement that shared a frame with a later message, and Cancel then kept
   * no solution, or a longer one (a CI run once waited 30 s for the first row).
   */
  private onProgress(progress: TwoPhaseSolveProgress, draw: Scheduled): void {
    const t = this.messages.twoPhase.solver;
    if (progress.phase === 'search' && progress.improvement) this.improvements.push(progress.improvement);
    draw.schedule(() => {
      const bar = this.parts.one<HTMLProgressElement>('.tp-progress');
      bar.hidden = progress.phase !== 'tables';
      if (progress.phase === 'tables') {
        bar.max = progress.of;
        bar.value = progress.done;
        this.say(t.building(progress.done, progress.of, t.tableSteps[progress.table], progress.ms));
        return;
      }
      if (progress.phase !== 'search') return; // a painting's problems come with the failure
      this.searchedMs = progress.ms;
      this.say(t.searching(progress.phase1Depth, progress.phase1Nodes, progress.phase2Nodes, progress.bestLength));
      this.drawImprovements();
    });
  }

  private onDone(r: TwoPhaseSolveResponse): void {
    const t = this.messages.twoPhase.solver;
    this.improvements = [...r.improvements];
    this.searchedMs = r.ms;
    this.drawImprovements();
    // Built in this request (a later solve reuses them and takes no time for them).
    this.parts.one('.tp-tables').textContent = r.tablesMs > 50 ? t.tables(r.tablesMs) : '';
    this.parts.one('.tp-work').textContent = t.work(r.phase1Nodes, r.phase2Starts, r.phase2Nodes, r.phase1Depth);
    // Only a cancel ends a search without a solution: the time budget waits for the first (solve.ts).
    if (r.moves === null) {
      this.say(t.cancelled);
      return;
    }
    if (r.moves.length === 0) {
      this.solution = [];
      this.say(t.alreadySolved);
      return;
    }
    const last = r.improvements.at(-1)!;
    this.showSolution(last, t.why[whyStopped(r)]);
  }

  /** Loads `best` into the player, phase by phase, and says how it was found and `why` the search stopped. */
  private showSolution(best: TwoPhaseImprovementMessage, why: string): void {
    const t = this.messages.twoPhase.solver;
    this.solution = best.moves;
    this.phase1Length = best.phase1Length;
    this.view = best.view;
    this.say(t.then(t.solved(best.length, best.ms, best.nodes), why));
    this.player.dispatch({ type: 'load', length: best.length, step: 0 });
    this.drawStep(this.player.state);
    this.reader.set({ solution3: encodeSolution({ view: this.view, split: this.splitAt(), moves: this.solution }), step: 0 });
  }

  /** The chart and the table of every strictly shorter solution so far. */
  private drawImprovements(): void {
    drawImprovementsView(this.parts.one<HTMLTableSectionElement>('.tp-improvements tbody'), this.parts.one('.tp-chart'), {
      improvements: this.improvements,
      chartWidth: this.chartWidth,
      searchedMs: this.searchedMs,
      words: this.messages.twoPhase.solver,
    });
  }

  /** The stickers of a held-frame state in the colours the reader sees. */
  private painted(state: CubeState): CubeFacelets {
    return paintedFacelets(state, this.scheme);
  }

  /** The cube after the first `step` moves of the solution. */
  private cubeAt(step: number): CubeState | null {
    if (!this.held) return null;
    const turned = scrambleToCube(this.solution.slice(0, step).join(' '));
    return turned.ok ? composeCube(this.held, turned.state) : null; // the solver's own face turns always parse
  }

  /**
   * Draws playback position `state.step`: the net, and the 3-D cube, which
   * turns the one move between `from` and the step when they are one apart.
   */
  /** One playback step: the cube (net and 3-D), the two phases' lists, then the controls. */
  private drawStep(state: PlaybackState, from: number | null = null): void {
    const cube = this.cubeAt(state.step);
    if (this.paint.painter.isActive || (!cube && this.paint.active)) this.drawPainting();
    else if (!cube) return;
    else this.drawCube(cube, state.step, from);
    const t = this.messages.twoPhase.solver;
    drawSolutionParts(this.parts, { solution: this.solution, step: state.step, split: this.splitAt(), view: this.view, cube, words: t });
    const stepText = state.length === 0 ? '–' : t.stepOf(state.step, state.length);
    this.parts.one('.tp-step').textContent = stepText;
    renderPlaybackControls(controlPartsOf(this.parts, 'tp'), state, stepText);
  }

  /** The cube at `step`: its net, named by the moves so far, and the 3-D cube, turned from `from` when that is one step away. */
  private drawCube(cube: CubeState, step: number, from: number | null): void {
    const t = this.messages.twoPhase.solver;
    const moves = this.solution.slice(0, step).join(' ');
    const label = this.paint.active ? (moves ? t.paintedStepLabel(moves) : t.paintedLabel) : moves ? t.stepLabel(this.scramble, moves) : t.netLabel(this.scramble);
    const facelets = this.painted(cube);
    setHtml(this.parts.one('.tp-net'), threeNetSvg(facelets, label));
    const colours = threeColors(facelets);
    const before = from === null ? null : this.cubeAt(from);
    const move = before ? stepFaceTurn(this.solution, from!, step) : null;
    if (before && move) void this.stage3d.turn(move, threeColors(this.painted(before)), colours, 'htm', intervalOf(this.speed.value));
    else this.stage3d.show(colours);
  }

  /**
   * The painting as it stands, while the reader paints or when it is no cube
   * yet: unpainted stickers blank on the 3-D cube, problems marked on the net
   * while painting. The painter draws its own net, which is not replaced
   * (a sticker being painted keeps the keyboard focus).
   */
  private drawPainting(): void {
    const painting = this.paint.painting;
    const read = this.paint.reading;
    const painter = this.paint.painter;
    this.stage3d.show(painting.map((c) => c ?? 'none') as Face[]);
    // The painter draws its own strokes; it only needs the problems of what it drew.
    if (painter.isActive) painter.showProblems(read && !read.ok ? read.problems : []);
    else setHtml(this.parts.one('.tp-net'), threeNetSvg(threeNetColours(painting), this.messages.twoPhase.solver.paintedLabel));
  }

  /** Where the solution's list splits: a view of the inverse cube gives its phase 2 undone first, then its phase 1 undone (views.ts). */
  private splitAt(): number {
    return this.view < 3 ? this.phase1Length : this.solution.length - this.phase1Length;
  }

  /** "Not a cube yet: …" with the first problem of a painted start that is no cube, else null. */
  private paintingProblem(): string | null {
    const read = this.paint?.reading; // also asked while the painter is being set up
    if (!this.paint?.active || read?.ok !== false) return null;
    return this.messages.twoPhase.solver.notACube(this.messages.cube.threePaintingProblem(read.problems[0]));
  }

  private say(text: string, isError = false): void {
    const status = this.parts.one<HTMLElement>('.tp-status');
    status.textContent = text;
    status.classList.toggle('is-error', isError);
  }
}

defineWidget('pc-two-phase', TwoPhaseElement, ['cube', 'paint', 'twoPhase']);
