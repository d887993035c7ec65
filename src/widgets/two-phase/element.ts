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
import type { ColourScheme, Face } from 'pocket-cube-solver';
import { type CubeFacelets, composeCube, cubeFacelets, scrambleToCube, scrambleToHeldCube, type CubeState, type ThreePaintingProblem } from 'pocket-cube-solver/three';
import { parseAlg } from 'pocket-cube-solver/notation';
import { SUBGROUP_GENERATORS, subgroupsOf, viewSubgroup } from 'pocket-cube-solver/three/two-phase';
import { isPlaybackSpeed, type PlaybackSpeed } from '../../lib/reader-state.ts';
import { Cube3dStage, intervalOf } from '../cube-3d/cube-stage.ts';
import { invertMoves } from '../cube-3d/twizzle-link.ts';
import { type FaceTurn, THREE_LAYOUT, threeColors } from '../cube-3d/three-layout.ts';
import { paintParts } from '../paint-cube/paint-mode.ts';
import { THREE_PAINTED } from '../paint-cube/painted-cube.ts';
import { PaintedStart } from '../paint-cube/painted-start.ts';
import { PlaybackPlayer, type PlaybackState, ReaderChoice, Scheduled, WidgetElement, bindPlaybackControls, controlPartsOf, copyLink, defineWidget, formatCount, formatMs, renderPlaybackControls, renderRows, solverClient } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { threeNetColours, threeNetSvg } from '../shared/three-net-view.ts';
import { renderLengthChart } from './length-time-chart.ts';
import { stopOptions } from './stops.ts';

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
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => intervalOf(this.speed.value),
      onChange: (state, previous) => this.drawStep(state, previous.step),
    });
    this.speed = new ReaderChoice(this.reader, this.lifetime, { key: 'speed', controls: p.one<HTMLSelectElement>('.tp-speed'), accept: isPlaybackSpeed, fallback: 'normal', onChange: () => this.player.rearm() });
    bindPlaybackControls(controlPartsOf(p, 'tp'), this.player, this.lifetime);
    this.lifetime.listen(p.one('.tp-copy'), 'click', () => void copyLink(this.reader.linkTo(['scramble3', 'cube3', 'step', 'speed'], this.id), p.one('.tp-copied')));

    const setRunning = (running: boolean) => {
      solveButton.disabled = running;
      cancelButton.disabled = !running;
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
          onInput();
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
      if (this.paint.reading?.ok) this.paint.finish();
      if (!parse()) {
        const wrong = this.paintingProblem();
        if (wrong !== null) this.say(wrong, true);
        return;
      }
      const cube = this.paint.active ? { painting: this.paint.painting } : { scramble: this.scramble };
      clear();
      setRunning(true);
      const answer = await solve.run((ctx) =>
        solverClient().request('twoPhaseSolve', { ...cube, ...stopOptions(stop.value) }, { ...ctx, onProgress: (progress) => this.onProgress(progress, progressDraw) }),
      );
      setRunning(false);
      progressDraw.cancel();
      if (answer.status === 'done') this.onDone(answer.value);
      else if (answer.status === 'failed') this.say(answer.error.message, true);
    };

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
      if (progress.phase === 'tables') {
        this.say(t.building);
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
    this.showSolution(last, r.provenOptimal ? t.why.exhausted : t.why[r.stop]);
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
  }

  /** The chart and the table of every strictly shorter solution so far. */
  private drawImprovements(): void {
    const t = this.messages.twoPhase.solver;
    renderRows(
      this.parts.one<HTMLTableSectionElement>('.tp-improvements tbody'),
      this.improvements.map((i) => ({
        head: String(i.length),
        cells: [String(i.phase1Length), String(i.length - i.phase1Length), t.viewShort[i.view], formatCount(i.nodes), formatMs(i.ms)],
      })),
    );
    if (this.chartWidth <= 0) return;
    renderLengthChart(this.parts.one('.tp-chart'), {
      width: this.chartWidth,
      points: this.improvements.map((i) => ({ ms: i.ms, length: i.length })),
      untilMs: this.searchedMs,
      xLabel: t.xLabel,
      yLabel: t.yLabel,
      ariaLabel: t.chartLabel(this.improvements.length, this.improvements.at(-1)?.length ?? null),
    });
  }

  /** The stickers of a held-frame state in the colours the reader sees (each face letter through the centres' scheme). */
  private painted(state: CubeState): CubeFacelets {
    const facelets = cubeFacelets(state);
    const scheme = this.scheme;
    if (!scheme) return facelets;
    const recolour = (face: readonly Face[]) => face.map((f) => scheme[f]);
    return { U: recolour(facelets.U), R: recolour(facelets.R), F: recolour(facelets.F), D: recolour(facelets.D), L: recolour(facelets.L), B: recolour(facelets.B) };
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
  private drawStep(state: PlaybackState, from: number | null = null): void {
    const cube = this.cubeAt(state.step);
    const t = this.messages.twoPhase.solver;
    if (this.paint.painter.isActive || (!cube && this.paint.active)) this.drawPainting();
    else if (!cube) return;
    else {
      const moves = this.solution.slice(0, state.step).join(' ');
      const label = this.paint.active ? (moves ? t.paintedStepLabel(moves) : t.paintedLabel) : moves ? t.stepLabel(this.scramble, moves) : t.netLabel(this.scramble);
      const facelets = this.painted(cube);
      this.parts.one('.tp-net').innerHTML = threeNetSvg(facelets, label);
      const colours = threeColors(facelets);
      const before = from === null ? null : this.cubeAt(from);
      const move = before && Math.abs(state.step - from!) === 1 ? this.turnBetween(from!, state.step) : null;
      if (before && move) void this.stage3d.turn(move, threeColors(this.painted(before)), colours, 'htm', intervalOf(this.speed.value));
      else this.stage3d.show(colours);
    }

    // A view of the inverse cube gives its phase 2 undone first, then its phase 1 undone (views.ts).
    const length = this.solution.length;
    const split = this.view < 3 ? this.phase1Length : length - this.phase1Length;
    const list = (selector: string, from: number, to: number) =>
      this.parts.one(selector).replaceChildren(
        ...this.solution.slice(from, to).map((m, k) => {
          const li = document.createElement('li');
          li.textContent = m;
          if (from + k === state.step - 1) li.setAttribute('aria-current', 'step');
          return li;
        }),
      );
    list('.tp-phase1', 0, split);
    list('.tp-phase2', split, length);
    const has = length > 0;
    const [first, second] = t.parts(this.view, SUBGROUP_GENERATORS[viewSubgroup(this.view)], split, length - split);
    const head1 = this.parts.one<HTMLElement>('.tp-phase1-head');
    const head2 = this.parts.one<HTMLElement>('.tp-phase2-head');
    head1.hidden = head2.hidden = !has;
    head1.textContent = first;
    head2.textContent = second;
    this.parts.one('.tp-phase1').setAttribute('aria-label', first);
    this.parts.one('.tp-phase2').setAttribute('aria-label', second);
    this.parts.one('.tp-found').textContent = has ? t.foundBy(t.views[this.view]) : '';
    const g1 = this.parts.one('.tp-g1');
    const groups = has && cube ? subgroupsOf(cube) : [];
    // Name the solution's own copy of G1 when the cube is in it (a cube can be in more than one).
    const own = viewSubgroup(this.view);
    const axis = groups.includes(own) ? own : groups[0];
    g1.textContent = !has ? '' : axis ? t.inGroup(SUBGROUP_GENERATORS[axis], axis[0], axis[1]) : t.inNoGroup;
    g1.classList.toggle('is-in', axis !== undefined);

    const stepText = state.length === 0 ? '–' : t.stepOf(state.step, state.length);
    this.parts.one('.tp-step').textContent = stepText;
    renderPlaybackControls(controlPartsOf(this.parts, 'tp'), state, stepText);
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
    else this.parts.one('.tp-net').innerHTML = threeNetSvg(threeNetColours(painting), this.messages.twoPhase.solver.paintedLabel);
  }

  /** "Not a cube yet: …" with the first problem of a painted start that is no cube, else null. */
  private paintingProblem(): string | null {
    const read = this.paint.reading;
    if (!this.paint.active || read?.ok !== false) return null;
    return this.messages.twoPhase.solver.notACube(this.messages.cube.threePaintingProblem(read.problems[0]));
  }

  /** The face turn from playback step `from` to the next or previous step `to` (undone going back), as the playground does it. */
  private turnBetween(from: number, to: number): FaceTurn | null {
    const name = this.solution[Math.min(from, to)];
    const parsed = parseAlg(to > from ? name : invertMoves([name]));
    if (!parsed.ok || parsed.moves.length !== 1) return null;
    const move = parsed.moves[0];
    return 'URFDLB'.includes(move.family) ? { family: move.family as FaceTurn['family'], quarterTurns: move.quarterTurns } : null;
  }

  private say(text: string, isError = false): void {
    const status = this.parts.one<HTMLElement>('.tp-status');
    status.textContent = text;
    status.classList.toggle('is-error', isError);
  }
}

defineWidget('pc-two-phase', TwoPhaseElement);
