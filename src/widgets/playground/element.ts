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
import { getReaderState, type Metric, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';
import { EMPTY_PLAYBACK, playbackReducer, type PlaybackAction, type PlaybackState } from '../shared/playback.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { highlightMoves, renderMoves, resultText, stepText } from './view.ts';

const LETTERS_KEY = 'pocket-cube-notebook:letters';
/** Wait this long after the last keystroke before asking the worker (parsing and drawing are immediate). */
const SOLVE_DEBOUNCE_MS = 120;

function stepIntervalMs(element: Element): number {
  const value = getComputedStyle(element).getPropertyValue('--step-interval').trim();
  const ms = value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
  return Number.isFinite(ms) && ms >= 200 ? ms : 700;
}

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

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.parts = this.findParts();
    this.field = new ScrambleField(this);
    this.net = hydrateNet(this.parts.svg);

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
    };
  }

  private bindEvents() {
    const p = this.parts;
    p.input.addEventListener('input', () => {
      this.scramble = p.input.value;
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
    this.reader.set({ scramble: this.scramble, metric: this.metric, step });
  }

  /** Parse and draw now; ask the worker for a solution (after a short pause while typing). */
  private applyScramble({ immediate }: { immediate: boolean }) {
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
        { scramble: this.scramble, metric: this.metric, heuristic: 'max' },
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
    this.render();
    if (this.playback.step !== before.step) this.writeStep();
  }

  private writeStep() {
    this.reader.set({ step: this.playback.step });
  }

  /** Draws the playback position; schedules the next tick while playing. */
  private render() {
    const p = this.parts;
    const { step, length, playing } = this.playback;
    if (this.start) this.net.update(faceletColors(this.states[step] ?? this.start));
    highlightMoves(p.moves, step);
    p.back.disabled = step === 0;
    p.forward.disabled = step >= length;
    p.play.disabled = length === 0;
    p.play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    p.play.classList.toggle('playing', playing);
    p.scrubber.max = String(length);
    p.scrubber.value = String(step);
    p.scrubber.disabled = length === 0;
    const line = !this.start ? 'No solution: the scramble has an error' : this.solutionPending ? 'Solving…' : stepText(step, this.solution);
    p.scrubber.setAttribute('aria-valuetext', line);
    p.step.textContent = line;
    clearTimeout(this.playTimer);
    if (playing) this.playTimer = setTimeout(() => this.dispatch({ type: 'tick' }), stepIntervalMs(this));
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
