/**
 * <pc-playground>: adopts the markup of Playground.astro and makes it live.
 *
 * Data flow, one direction per arrow:
 *   input text ──parse (main thread, ~0.1 ms)──► cube drawing, error marks
 *        │
 *        └─► reader state (URL + localStorage) ─► other widgets on the page
 *        └─► solver worker: solve on this widget's channel; a newer request
 *            supersedes the older one, whose rejection is ignored
 *   solution ─► playback reducer ─► cube drawing, move list, scrubber, URL step
 */
// The page imports only the notation, cube model and facelet modules (a few KB),
// not solver/src/index.ts: that barrel also reaches BFS, pattern databases and
// IDA*, which belong in the worker.
import { applyMoveNames, scrambleToState } from '../../../solver/src/apply.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import { faceletColors } from '../../../solver/src/facelets.ts';
import type { Face } from '../../../solver/src/corner-geometry.ts';
import { type ColourScheme, formatPainting, paintingToState, parsePainting, stateToPainting } from '../../../solver/src/facelets-to-state.ts';
import { parseAlg } from '../../../solver/src/notation.ts';
import { Cube3dStage } from '../cube-3d/cube-stage.ts';
import { invertMoves, rotationForScheme, twizzleUrl } from '../cube-3d/twizzle-link.ts';
import { PaintMode } from '../paint-cube/paint-mode.ts';
import { Lifetime } from '../shared/lifetime.ts';
import { type CubeView, getReaderState, type Metric, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';
import { EMPTY_PLAYBACK, playbackReducer, type PlaybackAction, type PlaybackState } from '../shared/playback.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { highlightMoves, renderMoves, resultText, stepText } from './view.ts';

const LETTERS_KEY = 'pocket-cube-notebook:letters';
/** Wait this long after the last keystroke before asking the worker (parsing and drawing are immediate). */
const SOLVE_DEBOUNCE_MS = 120;


class PlaygroundElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private net!: NetView;
  private parts!: ReturnType<PlaygroundElement['findParts']>;
  private field!: ScrambleField;

  private scramble = '';
  private metric: Metric = 'htm';
  /** State of the cube before the solution, when the scramble parses. */
  private start: CornerState | null = null;
  private solution: string[] = [];
  /** states[k] = cube after k solution moves. */
  private states: CornerState[] = [];
  private playback: PlaybackState = EMPTY_PLAYBACK;
  /** A playback step from the URL, applied when the first solution arrives. */
  private pendingStep: number | null = null;
  /** Increments per solve request; a late answer for an older number is dropped. */
  private ticket = 0;
  private solveTimer: ReturnType<typeof setTimeout> | undefined;
  /** False until the widget is near the viewport: no worker for a figure nobody has scrolled to. */
  private awake = false;
  /** The current scramble parses and has not been sent to the worker yet. */
  private needsSolve = false;
  /** A valid scramble whose solution has not arrived yet: the step line says so rather than "Solved". */
  private solutionPending = false;
  private playTimer: ReturnType<typeof setTimeout> | undefined;
  /** Released on disconnect: the 3-D view's and the painter's listeners. */
  private lifetime = new Lifetime();
  private stage3d!: Cube3dStage;
  private painter!: PaintMode;
  private view: CubeView = '3d';
  /** The painted cube ('' = the scramble is shown), and its colour scheme once it reads as a real cube. */
  private painted = '';
  private scheme: ColourScheme | null = null;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.parts = this.findParts();
    this.field = new ScrambleField(this);
    this.net = hydrateNet(this.parts.svg);
    this.lifetime = new Lifetime();
    this.stage3d = new Cube3dStage(this.parts.host3d, this.lifetime, 'Cube');
    this.painter = new PaintMode(
      {
        svg: this.parts.svg,
        palette: Array.from(this.querySelectorAll<HTMLInputElement>('.pc-palette input')),
        fill: this.parts.paintFill,
        solved: this.parts.paintSolved,
        clear: this.parts.paintClear,
        problems: this.parts.paintProblems,
      },
      this.lifetime,
      (painting) => this.onPainted(formatPainting(painting)),
    );
    this.view = this.reader.get('view');
    this.painted = this.reader.get('cube');
    this.syncView();

    this.scramble = this.reader.get('scramble');
    this.metric = this.reader.get('metric');
    this.pendingStep = this.reader.get('step');
    this.parts.input.value = this.scramble;
    this.syncMetricRadios();
    this.restoreLetters();
    this.bindEvents();

    // Write the URL on load only when the state is not the default one, so a
    // first visit keeps a clean address but a restored state is a full link.
    const dflt = this.dataset.defaultScramble ?? '';
    if (this.scramble !== dflt || this.metric !== 'htm' || this.pendingStep) this.writeUrl(this.pendingStep ?? 0);
    this.applyScramble({ immediate: true });
    whenNearViewport(this, () => {
      this.awake = true;
      if (this.needsSolve) void this.solve();
    });
  }

  disconnectedCallback() {
    clearTimeout(this.solveTimer);
    clearTimeout(this.playTimer);
    // The 3-D view's and painter's listeners stay, like the playground's own: a reconnected element keeps working.
    this.stage3d.cancel();
  }

  private findParts() {
    const $ = <T extends Element>(selector: string) => {
      const found = this.querySelector<T>(selector);
      if (!found) throw new Error(`pc-playground: missing ${selector}`);
      return found;
    };
    return {
      input: $<HTMLInputElement>('.pg-scramble'),
      random: $<HTMLButtonElement>('.pg-random'),
      radios: Array.from(this.querySelectorAll<HTMLInputElement>('.pg-metric input[type=radio]')),
      letters: $<HTMLInputElement>('.pg-letters'),
      stage: $<HTMLElement>('.pg-stage'),
      svg: $<SVGSVGElement>('.pg-stage svg'),
      result: $<HTMLElement>('.pg-result-text'),
      moves: $<HTMLOListElement>('.pg-moves'),
      back: $<HTMLButtonElement>('.pg-back'),
      play: $<HTMLButtonElement>('.pg-play'),
      forward: $<HTMLButtonElement>('.pg-forward'),
      scrubber: $<HTMLInputElement>('.pg-scrubber'),
      step: $<HTMLOutputElement>('.pg-step'),
      printScramble: $<HTMLElement>('.pg-print-scramble code'),
      host3d: $<HTMLElement>('.c3d-host'),
      views: Array.from(this.querySelectorAll<HTMLInputElement>('.pg-view input[type=radio]')),
      speed: $<HTMLSelectElement>('.pg-speed'),
      paint: $<HTMLButtonElement>('.pg-paint'),
      paintTools: $<HTMLElement>('.pc-paint-tools'),
      paintFill: $<HTMLButtonElement>('.pc-fill'),
      paintSolved: $<HTMLButtonElement>('.pc-solved'),
      paintClear: $<HTMLButtonElement>('.pc-clear'),
      paintProblems: $<HTMLElement>('.pc-problems'),
      twizzle: $<HTMLAnchorElement>('.pg-twizzle'),
    };
  }

  private bindEvents() {
    const p = this.parts;
    for (const radio of p.views) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.view = radio.value as CubeView;
        this.reader.set({ view: this.view });
        this.syncView();
      });
    }
    p.paint.addEventListener('click', () => this.togglePainting());
    p.speed.addEventListener('change', () => {
      if (this.playback.playing) this.render();
    });
    p.input.addEventListener('input', () => {
      this.scramble = p.input.value;
      if (this.painted) this.leavePainting();
      this.pendingStep = null;
      this.writeUrl(0);
      this.applyScramble({ immediate: false });
    });
    for (const radio of p.radios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.metric = radio.value as Metric;
        this.pendingStep = null;
        this.writeUrl(0);
        this.applyScramble({ immediate: true });
      });
    }
    p.letters.addEventListener('change', () => {
      this.classList.toggle('show-letters', p.letters.checked);
      try {
        localStorage.setItem(LETTERS_KEY, p.letters.checked ? '1' : '0');
      } catch {
        // not remembered, still applied
      }
    });
    p.random.addEventListener('click', () => void this.randomScramble());

    p.back.addEventListener('click', () => this.dispatch({ type: 'back' }));
    p.forward.addEventListener('click', () => this.dispatch({ type: 'forward' }));
    p.play.addEventListener('click', () => this.dispatch({ type: 'toggle' }));
    p.scrubber.addEventListener('input', () => this.dispatch({ type: 'seek', step: Number(p.scrubber.value) }));
    p.moves.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-step]');
      if (button) this.dispatch({ type: 'seek', step: Number(button.dataset.step) });
    });
    p.stage.addEventListener('keydown', (event) => {
      const action = keyAction(event.key, this.playback.length);
      if (!action) return;
      event.preventDefault();
      this.dispatch(action);
    });

    // Another widget on this page changed the shared scramble or metric.
    this.reader.subscribe('scramble', (value) => {
      if (value === this.scramble) return;
      this.scramble = value;
      if (this.painted) this.leavePainting();
      this.pendingStep = null;
      p.input.value = value;
      this.applyScramble({ immediate: true });
    });
    this.reader.subscribe('metric', (value) => {
      if (value === this.metric) return;
      this.metric = value;
      this.syncMetricRadios();
      this.applyScramble({ immediate: true });
    });
  }

  private syncMetricRadios() {
    for (const radio of this.parts.radios) radio.checked = radio.value === this.metric;
  }

  private restoreLetters() {
    let on = false;
    try {
      on = localStorage.getItem(LETTERS_KEY) === '1';
    } catch {
      on = false;
    }
    this.parts.letters.checked = on;
    this.classList.toggle('show-letters', on);
  }

  private writeUrl(step: number) {
    this.reader.set({ scramble: this.scramble, metric: this.metric, step, ...(this.painted ? { cube: this.painted } : {}) });
  }

  // ── 3-D view and "paint your cube" (src/widgets/cube-3d, src/widgets/paint-cube) ──

  /** Which picture shows: the 3-D view or the net (the net always while painting, and in print). */
  private syncView() {
    for (const radio of this.parts.views) radio.checked = radio.value === this.view;
    this.dataset.view = this.view;
  }

  /** The 24 colours of a state as drawn: the painted cube's own scheme, or the standard one. */
  private colorsOf(state: CornerState): Face[] {
    return this.scheme ? stateToPainting(state, this.scheme) : faceletColors(state);
  }

  private togglePainting() {
    const on = !this.painter.isActive;
    this.parts.paint.setAttribute('aria-pressed', String(on));
    this.parts.paintTools.hidden = !on;
    if (on && !this.painted) {
      // Start from the cube on screen: the reader usually fixes a few stickers, not all 24.
      this.painted = formatPainting(this.start ? this.colorsOf(this.states[this.playback.step] ?? this.start) : stateToPainting(this.states[0]));
      this.reader.set({ cube: this.painted });
    }
    this.painter.setActive(on);
    this.classList.toggle('is-painting', on);
    if (on) {
      this.painter.set(parsePainting(this.painted) ?? new Array(24).fill(null));
      this.applyScramble({ immediate: true });
    }
  }

  /** A sticker was painted: the painting is the new start, solved when it reads as a real cube. */
  private onPainted(text: string) {
    this.painted = text;
    this.pendingStep = null;
    this.reader.set({ cube: text, step: 0 });
    this.applyScramble({ immediate: false });
  }

  /** Back to the typed scramble. */
  private leavePainting() {
    this.painted = '';
    this.scheme = null;
    if (this.painter.isActive) this.togglePainting();
    this.reader.set({ cube: '' });
  }

  /** The painted cube as the start: its state and scheme, or its problems marked on the net. */
  private applyPainting() {
    const p = this.parts;
    const painting = parsePainting(this.painted);
    p.printScramble.textContent = 'a painted cube';
    this.ticket++;
    clearTimeout(this.solveTimer);
    const read = painting ? paintingToState(painting) : null;
    this.start = read?.ok ? read.state : null;
    this.scheme = read?.ok ? read.scheme : null;
    this.solutionPending = read?.ok === true;
    this.loadSolution([]);
    if (!read || !read.ok) {
      this.needsSolve = false;
      // The 3-D view shows the painting as it stands (unpainted stickers blank), so it can be compared with the cube in hand.
      this.stage3d.show((painting ?? new Array(24).fill(null)).map((c) => c ?? 'none') as Face[]);
      if (this.painter.isActive) {
        this.painter.set(painting ?? new Array(24).fill(null));
        this.painter.showProblems(read && !read.ok ? read.problems : []);
      }
      p.result.textContent = read && !read.ok ? `Not a cube yet: ${read.problems[0].message}` : 'Paint your cube to see its solution.';
      this.updateTwizzle();
      return;
    }
    this.painter.showProblems([]);
    this.scheme = read.scheme;
    this.start = read.state;
    this.states = [read.state];
    this.stage3d.show(this.colorsOf(read.state));
    if (!this.painter.isActive) this.net.update(this.colorsOf(read.state));
    p.result.textContent = 'Solving your cube…';
    this.needsSolve = true;
    if (this.awake) this.solveTimer = setTimeout(() => void this.solve(), 0);
  }

  /** "Open in Twizzle": the same cube and solution on alg.cubing.net (a link; nothing is fetched). */
  private updateTwizzle() {
    const solution = this.solution.join(' ');
    let setup = this.scramble;
    if (this.painted) {
      const rotation = this.scheme ? rotationForScheme(this.scheme) : null;
      setup = this.start ? [rotation ?? '', invertMoves(this.solution)].join(' ').trim() : '';
    }
    this.parts.twizzle.href = twizzleUrl(setup, solution);
  }

  /**
   * Draws playback position `step`; when it is one move from `from`, the
   * 3-D view turns that move (backwards when stepping back).
   */
  private drawCube(step: number, from: number | null) {
    if (!this.start) return;
    const colors = this.colorsOf(this.states[step] ?? this.start);
    if (!this.painter.isActive || step > 0 || this.scheme) this.net.update(colors);
    const delta = from === null ? 0 : step - from;
    if (Math.abs(delta) !== 1 || !this.states[from!]) {
      this.stage3d.show(colors);
      return;
    }
    const name = this.solution[Math.min(step, from!)];
    const parsed = parseAlg(delta > 0 ? name : invertMoves([name]));
    if (!parsed.ok || parsed.moves.length !== 1) {
      this.stage3d.show(colors);
      return;
    }
    const before = this.colorsOf(this.states[from!]);
    void this.stage3d.turn(parsed.moves[0], before, colors, this.metric, this.stepInterval());
  }

  private stepInterval(): number {
    const ms = Number(this.parts.speed.value);
    return Number.isFinite(ms) && ms >= 200 ? ms : 800;
  }

  /** Parse and draw now; ask the worker for a solution (after a short pause while typing). */
  private applyScramble({ immediate }: { immediate: boolean }) {
    if (this.painted) {
      this.applyPainting();
      return;
    }
    this.scheme = null;
    const p = this.parts;
    const parsed = scrambleToState(this.scramble);
    p.printScramble.textContent = this.scramble || '(none: solved cube)';
    this.field.show(parsed);
    clearTimeout(this.solveTimer);
    this.ticket++; // any answer still on its way is for an older scramble

    if (!parsed.ok) {
      this.needsSolve = false;
      // Before the list is emptied and redrawn: the step line must not call a cube "solved" that has no valid scramble.
      this.start = null;
      this.loadSolution([]);
      p.result.textContent = 'Fix the scramble to see a solution. The cube shows the last scramble that made sense.';
      return;
    }
    // The cube in the reader's hands, not its DBL-fixed recolouring: the U/R/F
    // answer turns exactly these faces (solver/src/canonical.ts).
    this.start = parsed.held;
    this.states = [parsed.held];
    this.solutionPending = true;
    this.loadSolution([]);
    this.net.update(faceletColors(parsed.held));
    this.stage3d.show(faceletColors(parsed.held));
    p.result.textContent = 'Solving…';
    this.needsSolve = true;
    if (this.awake) this.solveTimer = setTimeout(() => void this.solve(), immediate ? 0 : SOLVE_DEBOUNCE_MS);
  }

  private async solve() {
    const ticket = this.ticket;
    const start = this.start;
    this.needsSolve = false;
    if (!start) return;
    const p = this.parts;
    this.setAttribute('aria-busy', 'true');
    try {
      const result = await solverClient().request(
        'solve',
        { scramble: this.painted ? '' : this.scramble, ...(this.painted ? { facelets: this.painted } : {}), metric: this.metric, heuristic: 'max' },
        {
          channel: this.id || 'playground',
          onProgress: (progress: { bound: number; generated: number }) => {
            if (ticket !== this.ticket) return;
            p.result.textContent = `Solving… trying solutions of length ${progress.bound} (${progress.generated.toLocaleString('en-US')} nodes so far)`;
          },
        },
      );
      if (ticket !== this.ticket) return;
      const solution = result.solution ?? [];
      p.result.textContent = resultText({ length: solution.length, nodes: result.nodes, ms: result.ms, metric: this.metric });
      this.states = [start];
      for (const move of solution) this.states.push(applyMoveNames(this.states.at(-1)!, [move]));
      if (this.painted && solution.length === 0) p.result.textContent = 'Your cube is solved: nothing to do.';
      this.solutionPending = false;
      this.loadSolution(solution, this.pendingStep ?? 0);
      this.pendingStep = null;
    } catch (error) {
      if (isSuperseded(error) || ticket !== this.ticket) return;
      this.solutionPending = false;
      p.result.textContent = `The solver failed: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }

  private loadSolution(solution: string[], step = 0) {
    this.solution = solution;
    renderMoves(this.parts.moves, solution);
    this.playback = playbackReducer(EMPTY_PLAYBACK, { type: 'load', length: solution.length, step });
    this.render();
    this.updateTwizzle();
    if (solution.length > 0 && step > 0) this.writeStep();
  }

  private async randomScramble() {
    const button = this.parts.random;
    button.disabled = true;
    try {
      const { scramble } = await solverClient().request('scramble', { metric: this.metric }, { channel: `${this.id}-scramble` });
      this.scramble = scramble;
      this.parts.input.value = scramble;
      this.pendingStep = null;
      this.writeUrl(0);
      this.applyScramble({ immediate: true });
    } catch (error) {
      if (!isSuperseded(error)) this.parts.result.textContent = `No scramble: ${(error as Error).message}`;
    } finally {
      button.disabled = false;
    }
  }

  private dispatch(action: PlaybackAction) {
    const before = this.playback;
    this.playback = playbackReducer(before, action);
    if (this.playback === before) return;
    // Stepping and playing turn the 3-D cube; a seek (scrubber, move list, Home/End) jumps, ending any turn.
    const turns = action.type === 'forward' || action.type === 'back' || action.type === 'tick';
    this.render(before.step, turns);
    // While playing, the address is written once playback stops, not on every tick: a
    // history.replaceState per step took up to 70 ms on a loaded machine, in the middle
    // of a 3-D turn (npm run bench:browser, "3-D turns").
    const stopped = before.playing && !this.playback.playing;
    if (this.playback.playing) return;
    if (this.playback.step !== before.step || stopped) this.writeStep();
  }

  private writeStep() {
    this.reader.set({ step: this.playback.step });
  }

  /** Draws the playback position; schedules the next tick while playing. */
  private render(from: number | null = null, turns = false) {
    const p = this.parts;
    const { step, length, playing } = this.playback;
    if (from === null || from !== step) this.drawCube(step, turns ? from : null);
    highlightMoves(p.moves, step);
    p.back.disabled = step === 0;
    p.forward.disabled = step >= length;
    p.play.disabled = length === 0;
    p.play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    p.play.classList.toggle('playing', playing);
    p.scrubber.max = String(length);
    p.scrubber.value = String(step);
    p.scrubber.disabled = length === 0;
    const line = !this.start ? (this.painted ? 'No solution: the painting is not a cube yet' : 'No solution: the scramble has an error') : this.solutionPending ? 'Solving…' : stepText(step, this.solution);
    p.scrubber.setAttribute('aria-valuetext', line);
    p.step.textContent = line;
    clearTimeout(this.playTimer);
    if (playing) this.playTimer = setTimeout(() => this.dispatch({ type: 'tick' }), this.stepInterval());
  }
}

/** Keyboard shortcuts on the cube view. */
function keyAction(key: string, length: number): PlaybackAction | null {
  switch (key) {
    case ' ':
    case 'k':
      return { type: 'toggle' };
    case 'ArrowLeft':
    case 'j':
      return { type: 'back' };
    case 'ArrowRight':
    case 'l':
      return { type: 'forward' };
    case 'Home':
      return { type: 'seek', step: 0 };
    case 'End':
      return { type: 'seek', step: length };
    default:
      return null;
  }
}

if (!customElements.get('pc-playground')) customElements.define('pc-playground', PlaygroundElement);
