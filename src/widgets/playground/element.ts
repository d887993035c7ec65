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
import { applyMoveNames, scrambleToState } from '../../../solver/src/apply.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import { faceletColors } from '../../../solver/src/facelets.ts';
import type { LatestRequest } from '../shared/latest-request.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { ReaderChoice } from '../shared/reader-choice.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import {
  WidgetElement,
  bindPlaybackControls,
  defineWidget,
  formatCount,
  isMetric,
  PlaybackPlayer,
  renderPlaybackControls,
  solverClient,
  type ControlParts,
  type Metric,
} from '../shared/kit.ts';
import { highlightMoves, renderMoves, resultText, stepText } from './view.ts';

const LETTERS_KEY = 'pocket-cube-notebook:letters';
/** Wait this long after the last keystroke before asking the worker (parsing and drawing are immediate). */
const SOLVE_DEBOUNCE_MS = 120;

function stepIntervalMs(element: Element): number {
  const value = getComputedStyle(element).getPropertyValue('--step-interval').trim();
  const ms = value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000;
  return Number.isFinite(ms) && ms >= 200 ? ms : 700;
}

class PlaygroundElement extends WidgetElement {
  private net!: NetView;
  private p!: ReturnType<PlaygroundElement['findParts']>;
  private controls!: ControlParts;
  private field!: ScrambleField;
  private metric!: ReaderChoice<Metric>;
  private player!: PlaybackPlayer;
  private solveRequest!: LatestRequest;

  /** State of the cube before the solution, when the scramble parses. */
  private scrambled: CornerState | null = null;
  private solution: string[] = [];
  /** A valid scramble whose solution has not arrived yet: the step line says so rather than "Solved". */
  private solutionPending = false;
  /** states[k] = cube after k solution moves. */
  private states: CornerState[] = [];
  /** A playback step from the URL, applied when the first solution arrives. */
  private pendingStep: number | null = null;
  /** False until the widget is near the viewport: no worker for a figure nobody has scrolled to. */
  private awake = false;
  /** The current scramble parses and has not been sent to the worker yet. */
  private needsSolve = false;

  protected start() {
    this.p = this.findParts();
    this.controls = { back: this.p.back, play: this.p.play, forward: this.p.forward, scrubber: this.p.scrubber, stage: this.p.stage };
    this.field = new ScrambleField(this, this.lifetime);
    this.net = hydrateNet(this.p.svg);
    this.solveRequest = this.request('solve');
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => stepIntervalMs(this),
      onChange: (state, before, action) => {
        this.render();
        // A fresh load writes its step only when it restores one (a link's step=3).
        if (state.step !== before.step && (action.type !== 'load' || state.step > 0)) this.reader.set({ step: state.step });
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
      if (typed) this.reader.set({ step: 0 });
      this.applyScramble(!typed);
    });
    this.restoreLetters();
    this.lifetime.listen(this.p.letters, 'change', () => {
      this.classList.toggle('show-letters', this.p.letters.checked);
      try {
        localStorage.setItem(LETTERS_KEY, this.p.letters.checked ? '1' : '0');
      } catch {
        // not remembered, still applied
      }
    });
    this.lifetime.listen(this.p.random, 'click', () => void this.randomScramble());
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

  private findParts() {
    const $ = this.parts;
    return {
      random: $.one<HTMLButtonElement>('.pg-random'),
      radios: $.all<HTMLInputElement>('.pg-metric input[type=radio]'),
      letters: $.one<HTMLInputElement>('.pg-letters'),
      stage: $.one('.pg-stage'),
      svg: $.one<SVGSVGElement>('.pg-stage svg'),
      result: $.one('.pg-result-text'),
      moves: $.one<HTMLOListElement>('.pg-moves'),
      back: $.one<HTMLButtonElement>('.pg-back'),
      play: $.one<HTMLButtonElement>('.pg-play'),
      forward: $.one<HTMLButtonElement>('.pg-forward'),
      scrubber: $.one<HTMLInputElement>('.pg-scrubber'),
      step: $.one<HTMLOutputElement>('.pg-step'),
      printScramble: $.one('.pg-print-scramble code'),
    };
  }

  /** A new scramble or metric from this widget: the playback starts from the scrambled cube. */
  private restart() {
    this.pendingStep = null;
    this.reader.set({ step: 0 });
  }

  private restoreLetters() {
    let on = false;
    try {
      on = localStorage.getItem(LETTERS_KEY) === '1';
    } catch {
      on = false;
    }
    this.p.letters.checked = on;
    this.classList.toggle('show-letters', on);
  }

  /** Parse and draw now; ask the worker for a solution (after a short pause while typing). */
  private applyScramble(immediate: boolean) {
    const p = this.p;
    const parsed = scrambleToState(this.scramble);
    p.printScramble.textContent = this.scramble || '(none: solved cube)';
    this.field.show(parsed);

    if (!parsed.ok) {
      // Nothing new will be sent: the search for the old scramble must stop, and aria-busy clear.
      this.solveRequest.cancel();
      this.needsSolve = false;
      // Before the list is emptied and redrawn: the step line must not call a cube "solved" that has no valid scramble.
      this.scrambled = null;
      this.loadSolution([]);
      p.result.textContent = 'Fix the scramble to see a solution. The cube shows the last scramble that made sense.';
      return;
    }
    // The cube in the reader's hands, not its DBL-fixed recolouring: the U/R/F
    // answer turns exactly these faces (solver/src/canonical.ts).
    this.scrambled = parsed.held;
    this.states = [parsed.held];
    this.solutionPending = true;
    this.loadSolution([]);
    this.net.update(faceletColors(parsed.held));
    p.result.textContent = 'Solving…';
    this.needsSolve = true;
    if (this.awake) void this.solve(immediate ? 0 : SOLVE_DEBOUNCE_MS);
    else this.solveRequest.cancel();
  }

  private async solve(delayMs: number) {
    const scrambled = this.scrambled;
    this.needsSolve = false;
    if (!scrambled) return;
    const p = this.p;
    const params = { scramble: this.scramble, metric: this.metric.value, heuristic: 'max' } as const;
    const answer = await this.solveRequest.run(
      (ctx) =>
        solverClient().request('solve', params, {
          ...ctx,
          onProgress: (progress) => {
            p.result.textContent = `Solving… trying solutions of length ${progress.bound} (${formatCount(progress.generated)} nodes so far)`;
          },
        }),
      { delayMs },
    );
    if (answer.status === 'failed') {
      this.solutionPending = false;
      this.render();
      p.result.textContent = `The solver failed: ${answer.error.message}`;
    }
    if (answer.status !== 'done') return;
    const result = answer.value;
    const solution = result.solution ?? [];
    p.result.textContent = resultText({ length: solution.length, nodes: result.nodes, ms: result.ms, metric: params.metric });
    this.states = [scrambled];
    for (const move of solution) this.states.push(applyMoveNames(this.states.at(-1)!, [move]));
    this.solutionPending = false;
    this.loadSolution(solution, this.pendingStep ?? 0);
    this.pendingStep = null;
  }

  private loadSolution(solution: string[], step = 0) {
    this.solution = solution;
    renderMoves(this.p.moves, solution);
    this.player.dispatch({ type: 'load', length: solution.length, step });
    this.render();
  }

  private async randomScramble() {
    const button = this.p.random;
    button.disabled = true;
    try {
      const { scramble } = await solverClient().request('scramble', { metric: this.metric.value }, { signal: this.lifetime.signal });
      this.field.input.value = scramble;
      this.reader.set({ scramble });
      this.restart();
      this.applyScramble(true);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') this.p.result.textContent = `No scramble: ${(error as Error).message}`;
    } finally {
      button.disabled = false;
    }
  }

  /** Draws the playback position. */
  private render() {
    const p = this.p;
    const state = this.player.state;
    if (this.scrambled) this.net.update(faceletColors(this.states[state.step] ?? this.scrambled));
    highlightMoves(p.moves, state.step);
    const line = !this.scrambled ? 'No solution: the scramble has an error' : this.solutionPending ? 'Solving…' : stepText(state.step, this.solution);
    renderPlaybackControls(this.controls, state, line);
    p.step.textContent = line;
  }
}

defineWidget('pc-playground', PlaygroundElement);
