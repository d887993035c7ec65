/**
 * <pc-ida-explorer>: IDA* on the reader's scramble, traced in the worker and
 * replayed node by node on a canvas.
 *
 *   scramble, heuristic, metric (reader state) ──► worker 'solve' with traceCap
 *       (kit: LatestRequest; a newer input supersedes the search, a bad one cancels it)
 *   trace ──► tree model (tree-model.ts) ──► layout per iteration
 *       (tree-layout.ts, once per iteration or collapse) ──► canvas stage
 *       (tree-stage.ts, every step) + keyboard outline (outline-view.ts) + details (details-view.ts)
 *   replay position ──► shared playback (kit: reducer with multi-step ticks, player, controls)
 *       ──► reader state `iteration`/`node` (the page address)
 *
 * Seeking never re-runs the search: every step is an index into the trace.
 */
import { scrambleToState } from 'pocket-cube-solver';
import type { CornerState } from 'pocket-cube-solver';
import type { SolveResponse } from 'pocket-cube-solver/protocol';
import { type Metric, type HeuristicName, type ControlParts, solverClient, renderPlaybackControls, PlaybackPlayer, isMetric, isHeuristicName, defineWidget, bindPlaybackControls, WidgetElement, copyLink, type LatestRequest, ReaderChoice } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { MOMENT_EVENT } from '../../lib/moment-event.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { renderDetails } from './details-view.ts';
import { iterationLabel, narrateNode, nextBoundText, treeName } from './narration.ts';
import { type IdaExplorerParts, idaExplorerParts } from './parts.ts';
import { bindOutline, renderOutline } from './outline-view.ts';
import { statusText } from './status-text.ts';
import { NODE_BUDGET, TRACE_CAP } from '../../lib/ida-trace-limits.ts';
import { layoutIteration, type TreeLayout } from './tree-layout.ts';
import { buildTreeModel, childrenOf, iterationCounts, smallestPrunedF, type TreeModel } from '../../lib/ida-tree-model.ts';
import { TreeStage } from './tree-stage.ts';

const DEBOUNCE_MS = 150;
/** Zoom keys on the stage, besides the shared playback keys. */
const ZOOM_KEYS: Readonly<Record<string, number>> = { '+': 1.5, '=': 1.5, '-': 1 / 1.5 };

class IdaExplorerElement extends WidgetElement {
  private p!: IdaExplorerParts;
  private controls!: ControlParts;
  private field!: ScrambleField;
  private net!: NetView;
  private stage!: TreeStage;
  private player!: PlaybackPlayer;
  private search!: LatestRequest;
  private metric!: ReaderChoice<Metric>;
  /** The searched cube as held (null before the first answer). */
  /** A search for the current input is on its way: a moment from outside waits for it. */
  private searching = false;
  private held: CornerState | null = null;
  private heuristic!: ReaderChoice<HeuristicName>;

  private model: TreeModel | null = null;
  private iteration = 0;
  /** The scramble of the search on screen, for the tree's accessible name. */
  private searched = '';
  private layout: TreeLayout | null = null;
  private hovered = -1;
  private focused = -1;
  private opened = new Set<number>();
  private closed = new Set<number>();
  /** The moment a link asked for, applied when the first search arrives. */
  private pending: { iteration: number | null; node: number | null } = { iteration: null, node: null };

  protected start() {
    const p = (this.p = idaExplorerParts(this.parts));
    this.controls = { back: p.back, play: p.play, forward: p.forward, scrubber: p.scrubber, stage: p.wrap };
    this.field = new ScrambleField(this, this.lifetime);
    this.net = hydrateNet(p.netSvg);
    this.search = this.request('solve');
    const iteration = this.reader.get('iteration');
    const node = this.reader.get('node');
    this.pending = { iteration: iteration >= 0 ? iteration : null, node: node >= 0 ? node : null };

    // The canvas replaces the build-time picture, and with it the picture's name, which describes the default search.
    p.staticSvg.setAttribute('hidden', '');
    p.staticSvg.removeAttribute('aria-label');
    p.staticSvg.setAttribute('aria-hidden', 'true');
    p.canvas.hidden = false;
    p.fallbackTable.hidden = true;
    this.stage = new TreeStage(p.canvas, p.wrap, this, this.lifetime, () =>
      this.model && this.layout ? { model: this.model, layout: this.layout, current: this.current, inspected: this.hovered >= 0 ? this.hovered : this.focused } : null,
    );
    this.player = new PlaybackPlayer(this.lifetime, {
      interval: () => Math.max(16, 1000 / this.speed()),
      // Faster than a timer can fire: several nodes per tick.
      stride: () => Math.max(1, Math.round((this.speed() * Math.max(16, 1000 / this.speed())) / 1000)),
      onChange: (_state, _before, action) => {
        if (action.type === 'load') {
          this.focused = -1;
          this.stage.autoFit = true;
          this.stage.fit();
        } else {
          if (action.type !== 'tick') this.focused = -1;
          this.revealCurrent();
        }
        this.render();
      },
    });
    bindPlaybackControls(this.controls, this.player, this.lifetime, (key) => {
      if (key in ZOOM_KEYS) this.stage.zoomBy(ZOOM_KEYS[key]);
      else if (key === '0') this.stage.fit(true);
      else return false;
      return true;
    });
    this.bindInput();
    this.bindInspection();
    this.applyInput(true);
  }

  private speed(): number {
    return Number(this.p.speed.value) || 8;
  }

  // ── input and request ────────────────────────────────────────────────

  private bindInput() {
    const inputChanged = (immediate: boolean) => {
      this.pending = { iteration: null, node: null };
      this.applyInput(immediate);
    };
    this.field.follow(this.reader, (_scramble, typed) => inputChanged(!typed));
    // A moment asked for by a Try link in the prose ("step from iteration 1"):
    // it arrives just after its scramble, so the search that scramble started opens there.
    this.lifetime.listen<CustomEvent<{ iteration: number; node: number }>>(this, MOMENT_EVENT, (event) => {
      const { iteration, node } = event.detail;
      this.pending = { iteration, node };
      if (!this.searching && this.model && iteration < this.model.iterations.length) this.selectIteration(iteration, node);
    });
    this.heuristic = new ReaderChoice(this.reader, this.lifetime, {
      key: 'heuristic',
      controls: this.p.heuristic,
      accept: isHeuristicName,
      fallback: 'max',
      onChange: () => inputChanged(true),
    });
    this.metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: this.p.metric,
      accept: isMetric,
      fallback: 'htm',
      onChange: () => inputChanged(true),
    });
  }

  /** Parse now; ask the worker after a short pause while typing. A bad scramble cancels the search in progress. */
  private async applyInput(immediate: boolean) {
    const p = this.p;
    const scramble = this.field.input.value;
    const parsed = scrambleToState(scramble);
    this.field.show(parsed);
    if (!parsed.ok) {
      this.search.cancel();
      this.searching = false;
      p.status.textContent = this.messages.ida.fix;
      return;
    }
    p.status.textContent = this.messages.ida.searching;
    this.searching = true;
    const params = { scramble, metric: this.metric.value, heuristic: this.heuristic.value, traceCap: TRACE_CAP, maxNodes: NODE_BUDGET };
    const answer = await this.search.run(
      (ctx) =>
        solverClient().request('solve', params, {
          ...ctx,
          onProgress: (progress) => {
            p.status.textContent = this.messages.ida.searchingBound(progress.bound, progress.generated);
          },
        }),
      { delayMs: immediate ? 0 : DEBOUNCE_MS },
    );
    if (answer.status !== 'stale') this.searching = false;
    if (answer.status === 'failed') p.status.textContent = this.messages.ida.failed(answer.error.message);
    if (answer.status === 'done') this.load(answer.value);
  }

  private load(response: SolveResponse) {
    const parsed = scrambleToState(response.scramble);
    // The searched cube as the reader holds it: node nets show it after the node's moves.
    this.held = parsed.ok ? parsed.held : null;
    this.model = buildTreeModel(response.trace!, response.iterations, response.moveNames);
    this.opened.clear();
    this.closed.clear();
    this.hovered = -1;
    this.focused = -1;
    this.p.status.textContent = statusText(response, this.model);
    this.searched = response.scramble;
    this.renderIterationButtons();
    const its = this.model.iterations;
    const wanted = this.pending.iteration;
    const iteration = wanted !== null && wanted < its.length ? wanted : its.length - 1;
    const node = this.pending.node;
    this.pending = { iteration: null, node: null };
    this.selectIteration(iteration, node ?? 'end');
  }

  // ── iteration and replay ─────────────────────────────────────────────

  private selectIteration(index: number, step: number | 'end') {
    if (!this.model) return;
    this.iteration = index;
    const it = this.model.iterations[index];
    this.closed.clear();
    this.opened.clear();
    this.layout = layoutIteration(this.model, it, this.closed);
    const length = it.end - it.start - 1;
    this.player.dispatch({ type: 'load', length, step: step === 'end' ? length : step });
  }

  private get current(): number {
    const it = this.model?.iterations[this.iteration];
    return it ? it.start + this.player.state.step : -1;
  }

  private seekNode(id: number) {
    const it = this.model?.iterations[this.iteration];
    if (!it || id < it.start || id >= it.end) return;
    this.player.dispatch({ type: 'seek', step: id - it.start });
  }

  /** The node the details panel and the collapse button are about. */
  private subject(): number {
    if (this.hovered >= 0) return this.hovered;
    if (this.focused >= 0) return this.focused;
    return this.current;
  }

  /** A step into a collapsed subtree opens it; the view jumps (no animation) to keep the current node on screen. */
  private revealCurrent() {
    if (!this.model || !this.layout) return;
    let changed = false;
    for (let v = this.model.trace.parent[this.current]; v >= 0; v = this.model.trace.parent[v]) {
      if (this.closed.delete(v)) changed = true;
    }
    if (changed) this.relayout();
    this.stage.keepInView(this.current);
  }

  private relayout() {
    if (!this.model) return;
    this.layout = layoutIteration(this.model, this.model.iterations[this.iteration], this.closed);
  }

  /** Opening or closing a subtree, from the outline or the details panel, folds it on the canvas too. */
  private setOpen(id: number, open: boolean) {
    if (!this.model || id < 0 || childrenOf(this.model, id).length === 0) return;
    if (open) {
      this.opened.add(id);
      if (this.closed.delete(id)) this.relayout();
    } else {
      this.opened.delete(id);
      this.closed.add(id);
      this.relayout();
    }
    this.render();
  }

  // ── pointer, outline and buttons ─────────────────────────────────────

  private bindInspection() {
    const p = this.p;
    const listen = this.lifetime.listen.bind(this.lifetime);
    listen(p.iterations, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-iteration]');
      if (button) this.selectIteration(Number(button.dataset.iteration), 'end');
    });
    listen(p.speed, 'change', () => this.player.rearm());
    listen(p.zoomIn, 'click', () => this.stage.zoomBy(1.5));
    listen(p.zoomOut, 'click', () => this.stage.zoomBy(1 / 1.5));
    listen(p.fit, 'click', () => this.stage.fit(true));
    listen(p.collapse, 'click', () => {
      const id = this.subject();
      this.setOpen(id, this.closed.has(id));
    });
    // Double-click and Enter do the same, but a touch reader needs something to see and tap.
    listen(p.replayTo, 'click', () => this.seekNode(this.subject()));
    listen(p.copy, 'click', () => void copyLink(this.reader.linkTo(['scramble', 'metric', 'heuristic', 'iteration', 'node'], this.id), p.copied));
    listen<MouseEvent>(p.canvas, 'pointermove', (event) => this.hover(this.stage.nodeUnder(event)));
    listen(p.canvas, 'pointerleave', () => this.hover(-1));
    listen<MouseEvent>(p.canvas, 'click', (event) => {
      const id = this.stage.nodeUnder(event);
      if (id < 0) return;
      this.focused = id;
      this.render();
    });
    listen<MouseEvent>(p.canvas, 'dblclick', (event) => {
      const id = this.stage.nodeUnder(event);
      if (id >= 0) this.seekNode(id);
    });
    bindOutline(p.tree, this.lifetime, {
      focusRow: (id) => this.focusRow(id),
      focused: (id) => {
        if (id === this.focused) return;
        this.focused = id;
        this.renderDetails();
        this.stage.redraw();
      },
      open: (id, open) => {
        this.setOpen(id, open);
        this.focusRow(id);
      },
      seek: (id) => this.seekNode(id),
      parentOf: (id) => this.model?.trace.parent[id] ?? -1,
    });
  }

  /** Where node `id` is drawn, in client pixels (the browser tests tap and drag through this). */
  nodeClientPoint(id: number): { x: number; y: number } | null {
    return this.stage.nodeClientPoint(id);
  }

  private hover(id: number) {
    if (id === this.hovered) return;
    this.hovered = id;
    this.p.canvas.style.cursor = id >= 0 ? 'pointer' : '';
    this.renderDetails();
    this.stage.redraw();
  }

  private focusRow(id: number) {
    this.focused = id;
    this.render();
    this.p.tree.querySelector<HTMLElement>(`[data-id="${id}"]`)?.focus();
  }

  // ── rendering ────────────────────────────────────────────────────────

  private render() {
    if (!this.model) return;
    const p = this.p;
    const it = this.model.iterations[this.iteration];
    const { step, length, playing } = this.player.state;
    for (const button of p.iterations.querySelectorAll<HTMLButtonElement>('button')) {
      button.setAttribute('aria-pressed', String(Number(button.dataset.iteration) === this.iteration));
    }
    const t = this.messages.ida;
    const position = t.position(step + 1, length + 1, it.index + 1);
    renderPlaybackControls(this.controls, this.player.state, position);
    // The tree's name says which search is drawn (issue 20: it kept naming the build-time default).
    p.wrap.setAttribute('aria-label', t.stageLabel(treeName(this.searched, it.index, it.bound, t), t.treeKeys));
    p.position.textContent = position;
    // While playing, the live region would talk over itself: it speaks on manual steps only.
    p.narration.setAttribute('aria-live', playing ? 'off' : 'polite');
    let words = narrateNode(this.model, this.current, t);
    if (step === length && it.complete && it.goal < 0) words += ` ${nextBoundText(smallestPrunedF(this.model, it), it.bound, t)}`;
    if (step === length && !it.complete) words += t.recorderStopped(TRACE_CAP);
    p.narration.textContent = words.charAt(0).toUpperCase() + words.slice(1);
    renderOutline(p.tree, this.model, this.iteration, { current: this.current, focused: this.focused, opened: this.opened, closed: this.closed });
    this.renderDetails();
    this.stage.redraw();
    // The moment goes into the address (through reader state, the one writer) whenever the replay rests.
    if (!playing) {
      this.reader.set({ iteration: this.iteration, node: step });
    }
  }

  private renderIterationButtons() {
    const model = this.model!;
    this.p.iterations.replaceChildren(
      ...model.iterations.map((it) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'ie-button ie-iteration';
        button.dataset.iteration = String(it.index);
        const counts = iterationCounts(model, it);
        button.textContent = this.messages.ida.iterationButton(it.index + 1, it.bound);
        button.setAttribute('aria-label', iterationLabel(it.index, it.bound, counts.generated, it.goal >= 0, !it.complete, this.messages.ida));
        return button;
      }),
    );
  }

  private renderDetails() {
    if (!this.model) return;
    const id = this.subject();
    if (id < 0) return;
    const p = this.p;
    renderDetails(
      { title: p.detailsTitle, moves: p.detailsMoves, numbers: p.detailsNumbers, collapse: p.collapse, replayTo: p.replayTo, net: this.net },
      this.model,
      { id, current: this.current, hovered: this.hovered, iteration: this.iteration, collapsed: this.closed.has(id), held: this.held },
    );
  }
}

defineWidget('pc-ida-explorer', IdaExplorerElement, ['cube', 'ida']);
