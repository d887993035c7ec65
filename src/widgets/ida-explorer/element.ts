/**
 * <pc-ida-explorer>: IDA* on the reader's scramble, traced in the worker and
 * replayed node by node on a canvas.
 *
 *   scramble, heuristic, metric ──► worker 'solve' with traceCap (this
 *       widget's channel: a newer request supersedes the older one)
 *   trace ──► tree model (tree-model.ts) ──► layout per iteration
 *       (tree-layout.ts, once per iteration or collapse) ──► canvas
 *       (canvas-view.ts, every step) + keyboard outline (outline-rows.ts)
 *   replay position ──► playback reducer (shared) ──► URL `iteration`/`node`
 *
 * Seeking never re-runs the search: every step is an index into the trace.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { applyMoveNames, scrambleToState } from '../../../solver/src/apply.ts';
import type { CornerState } from '../../../solver/src/corner-state.ts';
import { faceletColors } from '../../../solver/src/facelets.ts';
import { heuristicPhrase, isHeuristicName, type HeuristicName } from '../../../solver/src/heuristic-names.ts';
import type { SolveResponse } from '../../../solver/src/protocol.ts';
import { getReaderState, type Metric, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { hydrateNet, type NetView } from '../shared/net-view.ts';
import { EMPTY_PLAYBACK, playbackReducer, type PlaybackAction, type PlaybackState } from '../shared/playback.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { drawTree, readPalette, type Palette } from './canvas-view.ts';
import { fitTransform, readableTransform, type ViewTransform } from './view-transform.ts';
import { readMoment, withMoment } from './explorer-url.ts';
import { comparison, iterationLabel, narrateNode, nextBoundText, sequenceLabel } from './narration.ts';
import { outlineRows } from './outline-rows.ts';
import { NODE_BUDGET, TRACE_CAP } from './trace-limits.ts';
import { layoutIteration, nodeAt, type TreeLayout } from './tree-layout.ts';
import { buildTreeModel, childrenOf, fOf, iterationCounts, movesTo, outcomeOf, smallestPrunedF, type TreeModel } from './tree-model.ts';

const DEBOUNCE_MS = 150;
/** Below this zoom, nodes (4.5 units) and their spacing (14) blur into a line. */
const READABLE_SCALE = 0.7;

const fmt = (n: number) => n.toLocaleString('en-US');

class IdaExplorerElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private parts!: ReturnType<IdaExplorerElement['findParts']>;
  private field!: ScrambleField;
  private net!: NetView;
  private ctx: CanvasRenderingContext2D | null = null;
  private zoomer!: ZoomBehavior<HTMLCanvasElement, unknown>;

  private scramble = '';
  private metric: Metric = 'htm';
  private heuristic: HeuristicName = 'max';
  private response: SolveResponse | null = null;
  private model: TreeModel | null = null;
  /** The searched cube as the reader holds it: node nets show it after the node's moves. */
  private heldStart: CornerState | null = null;
  private iteration = 0;
  private layout: TreeLayout | null = null;
  private playback: PlaybackState = EMPTY_PLAYBACK;
  private transform: ViewTransform = { k: 1, x: 0, y: 0 };
  /** True until the reader zooms or pans: then resizes keep their view. */
  private autoFit = true;
  private hovered = -1;
  private focused = -1;
  private opened = new Set<number>();
  private closed = new Set<number>();
  private pending: { iteration: number | null; node: number | null } = { iteration: null, node: null };
  private ticket = 0;
  private solveTimer: ReturnType<typeof setTimeout> | undefined;
  private playTimer: ReturnType<typeof setTimeout> | undefined;
  private frame = 0;
  private palette: Palette | null = null;
  private width = 0;
  private height = 0;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.parts = this.findParts();
    this.field = new ScrambleField(this);
    this.net = hydrateNet(this.parts.netSvg);
    this.scramble = this.reader.get('scramble');
    this.metric = this.reader.get('metric');
    const h = this.reader.get('heuristic');
    this.heuristic = isHeuristicName(h) ? h : 'max';
    this.pending = readMoment(location.href);
    this.parts.input.value = this.scramble;
    this.parts.heuristic.value = this.heuristic;
    this.parts.metric.value = this.metric;

    // The canvas replaces the build-time picture.
    this.parts.staticSvg.setAttribute('hidden', '');
    this.parts.canvas.hidden = false;
    this.parts.fallbackTable.hidden = true;
    this.ctx = this.parts.canvas.getContext('2d');
    this.setupZoom();
    this.bindEvents();
    new ResizeObserver(() => this.resize()).observe(this.parts.wrap);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.themeChanged());
    new MutationObserver(() => this.themeChanged()).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    this.resize();
    this.applyInput(true);
  }

  disconnectedCallback() {
    clearTimeout(this.solveTimer);
    clearTimeout(this.playTimer);
    cancelAnimationFrame(this.frame);
  }

  private findParts() {
    const $ = <T extends Element>(selector: string) => {
      const found = this.querySelector<T>(selector);
      if (!found) throw new Error(`pc-ida-explorer: missing ${selector}`);
      return found;
    };
    return {
      input: $<HTMLInputElement>('.ie-scramble'),
      heuristic: $<HTMLSelectElement>('.ie-heuristic'),
      metric: $<HTMLSelectElement>('.ie-metric'),
      status: $<HTMLElement>('.ie-status'),
      iterations: $<HTMLElement>('.ie-iterations'),
      wrap: $<HTMLElement>('.ie-canvas-wrap'),
      staticSvg: $<SVGSVGElement>('.ie-static'),
      canvas: $<HTMLCanvasElement>('.ie-canvas'),
      zoomIn: $<HTMLButtonElement>('.ie-zoom-in'),
      zoomOut: $<HTMLButtonElement>('.ie-zoom-out'),
      fit: $<HTMLButtonElement>('.ie-fit'),
      collapse: $<HTMLButtonElement>('.ie-collapse'),
      replayTo: $<HTMLButtonElement>('.ie-replay-to'),
      detailsTitle: $<HTMLElement>('.ie-details-title'),
      detailsMoves: $<HTMLElement>('.ie-moves'),
      detailsNumbers: $<HTMLElement>('.ie-details-numbers'),
      netSvg: $<SVGSVGElement>('.ie-net svg'),
      tree: $<HTMLUListElement>('.ie-tree'),
      back: $<HTMLButtonElement>('.ie-back'),
      play: $<HTMLButtonElement>('.ie-play'),
      forward: $<HTMLButtonElement>('.ie-forward'),
      scrubber: $<HTMLInputElement>('.ie-scrubber'),
      speed: $<HTMLSelectElement>('.ie-speed'),
      position: $<HTMLOutputElement>('.ie-position'),
      narration: $<HTMLElement>('.ie-narration'),
      copy: $<HTMLButtonElement>('.ie-copy'),
      copied: $<HTMLElement>('.ie-copied'),
      fallbackTable: $<HTMLTableElement>('.ie-fallback-table'),
    };
  }

  // ── input ────────────────────────────────────────────────────────────

  private bindEvents() {
    const p = this.parts;
    p.input.addEventListener('input', () => {
      this.scramble = p.input.value;
      this.pending = { iteration: null, node: null };
      this.reader.set({ scramble: this.scramble });
      this.applyInput(false);
    });
    p.heuristic.addEventListener('change', () => {
      if (!isHeuristicName(p.heuristic.value)) return;
      this.heuristic = p.heuristic.value;
      this.pending = { iteration: null, node: null };
      this.reader.set({ heuristic: this.heuristic });
      this.applyInput(true);
    });
    p.metric.addEventListener('change', () => {
      this.metric = p.metric.value === 'qtm' ? 'qtm' : 'htm';
      this.pending = { iteration: null, node: null };
      this.reader.set({ metric: this.metric });
      this.applyInput(true);
    });
    this.reader.subscribe('scramble', (value) => {
      if (value === this.scramble) return;
      this.scramble = value;
      p.input.value = value;
      this.applyInput(true);
    });
    this.reader.subscribe('metric', (value) => {
      if (value === this.metric) return;
      this.metric = value;
      p.metric.value = value;
      this.applyInput(true);
    });

    p.iterations.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-iteration]');
      if (button) this.selectIteration(Number(button.dataset.iteration), 'end');
    });
    p.back.addEventListener('click', () => this.dispatch({ type: 'back' }));
    p.forward.addEventListener('click', () => this.dispatch({ type: 'forward' }));
    p.play.addEventListener('click', () => this.dispatch({ type: 'toggle' }));
    p.scrubber.addEventListener('input', () => this.dispatch({ type: 'seek', step: Number(p.scrubber.value) }));
    p.speed.addEventListener('change', () => this.schedulePlay());
    p.wrap.addEventListener('keydown', (event) => this.onStageKey(event));
    p.zoomIn.addEventListener('click', () => this.zoomBy(1.5));
    p.zoomOut.addEventListener('click', () => this.zoomBy(1 / 1.5));
    p.fit.addEventListener('click', () => this.fit(true));
    p.collapse.addEventListener('click', () => this.toggleCollapse(this.subject()));
    // Double-click and Enter do the same, but a touch reader needs something to see and tap.
    p.replayTo.addEventListener('click', () => this.seekNode(this.subject()));
    p.copy.addEventListener('click', () => void this.copyLink());

    p.canvas.addEventListener('pointermove', (event) => this.hover(this.nodeUnder(event)));
    p.canvas.addEventListener('pointerleave', () => this.hover(-1));
    p.canvas.addEventListener('click', (event) => {
      const id = this.nodeUnder(event);
      if (id < 0) return;
      this.focused = id;
      this.render();
    });
    p.canvas.addEventListener('dblclick', (event) => {
      const id = this.nodeUnder(event);
      if (id >= 0) this.seekNode(id);
    });

    p.tree.addEventListener('keydown', (event) => this.onTreeKey(event));
    p.tree.addEventListener('click', (event) => {
      const row = (event.target as Element).closest<HTMLElement>('[role=treeitem]');
      if (!row) return;
      this.focusRow(Number(row.dataset.id));
    });
    p.tree.addEventListener('focusin', (event) => {
      const row = (event.target as Element).closest<HTMLElement>('[role=treeitem]');
      if (row && Number(row.dataset.id) !== this.focused) {
        this.focused = Number(row.dataset.id);
        this.renderDetails();
        this.scheduleDraw();
      }
    });
  }

  /** Parse now; ask the worker after a short pause while typing. */
  private applyInput(immediate: boolean) {
    const p = this.parts;
    clearTimeout(this.solveTimer);
    this.ticket++;
    const parsed = scrambleToState(this.scramble);
    this.field.show(parsed);
    if (!parsed.ok) {
      p.status.textContent = 'Fix the scramble to search it. The tree below is the last search that ran.';
      return;
    }
    p.status.textContent = 'Searching…';
    this.solveTimer = setTimeout(() => void this.search(), immediate ? 0 : DEBOUNCE_MS);
  }

  private async search() {
    const ticket = this.ticket;
    const p = this.parts;
    this.setAttribute('aria-busy', 'true');
    try {
      const response = await solverClient().request(
        'solve',
        { scramble: this.scramble, metric: this.metric, heuristic: this.heuristic, traceCap: TRACE_CAP, maxNodes: NODE_BUDGET },
        {
          channel: this.id || 'ida-explorer',
          onProgress: (progress) => {
            if (ticket === this.ticket) p.status.textContent = `Searching… bound ${progress.bound}, ${fmt(progress.generated)} nodes generated so far.`;
          },
        },
      );
      if (ticket !== this.ticket) return;
      this.load(response);
    } catch (error) {
      if (isSuperseded(error) || ticket !== this.ticket) return;
      p.status.textContent = `The search failed: ${(error as Error).message}`;
    } finally {
      if (ticket === this.ticket) this.removeAttribute('aria-busy');
    }
  }

  private load(response: SolveResponse) {
    const parsed = scrambleToState(response.scramble);
    if (!parsed.ok) return; // the worker answered, so the scramble parsed; kept for the type
    this.response = response;
    this.heldStart = parsed.held;
    this.model = buildTreeModel(response.trace!, response.iterations, response.moveNames);
    this.opened.clear();
    this.closed.clear();
    this.hovered = -1;
    this.focused = -1;
    this.parts.status.textContent = statusText(response, this.model);
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
    this.playback = playbackReducer(EMPTY_PLAYBACK, { type: 'load', length, step: step === 'end' ? length : step });
    this.focused = -1;
    this.autoFit = true;
    this.fit();
    this.render();
  }

  private get current(): number {
    const it = this.model?.iterations[this.iteration];
    return it ? it.start + this.playback.step : -1;
  }

  private dispatch(action: PlaybackAction) {
    const before = this.playback;
    this.playback = playbackReducer(before, action);
    if (this.playback === before) return;
    this.focused = -1;
    this.revealCurrent();
    this.render();
  }

  private seekNode(id: number) {
    const it = this.model?.iterations[this.iteration];
    if (!it || id < it.start || id >= it.end) return;
    this.dispatch({ type: 'seek', step: id - it.start });
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
    const i = this.current - this.layout.iteration.start;
    const px = this.transform.x + this.transform.k * this.layout.x[i];
    const py = this.transform.y + this.transform.k * this.layout.y[i];
    if (px < 20 || px > this.width - 20 || py < 20 || py > this.height - 20) {
      this.zoomer.translateTo(select(this.parts.canvas), this.layout.x[i], this.layout.y[i]);
    }
  }

  private toggleCollapse(id: number) {
    if (!this.model || id < 0 || childrenOf(this.model, id).length === 0) return;
    if (this.closed.has(id)) {
      this.closed.delete(id);
      this.opened.add(id);
    } else {
      this.closed.add(id);
      this.opened.delete(id);
    }
    this.relayout();
    this.render();
  }

  private relayout() {
    if (!this.model) return;
    this.layout = layoutIteration(this.model, this.model.iterations[this.iteration], this.closed);
  }

  private schedulePlay() {
    clearTimeout(this.playTimer);
    if (!this.playback.playing) return;
    const speed = Number(this.parts.speed.value) || 8;
    const interval = Math.max(16, 1000 / speed);
    const stride = Math.max(1, Math.round((speed * interval) / 1000));
    this.playTimer = setTimeout(() => {
      if (!this.playback.playing) return;
      const { step, length } = this.playback;
      const next = Math.min(length, step + stride);
      this.playback = { ...this.playback, step: next, playing: next < length };
      this.revealCurrent();
      this.render();
    }, interval);
  }

  // ── zoom and pointer ─────────────────────────────────────────────────

  private setupZoom() {
    this.zoomer = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([0.02, 8])
      .on('zoom', (event) => {
        const t = event.transform;
        this.transform = { k: t.k, x: t.x, y: t.y };
        if (event.sourceEvent) this.autoFit = false;
        this.scheduleDraw();
      });
    select(this.parts.canvas).call(this.zoomer).on('dblclick.zoom', null);
  }

  /**
   * Fits the whole iteration in view. A wide iteration fitted whole would
   * shrink nodes to dots, so unless `whole` (the Fit button), the view stops at
   * a readable scale that keeps the current node in view (readableTransform);
   * pan or press Fit to see the rest.
   */
  private fit(whole = false) {
    if (!this.layout || this.width === 0) return;
    const focus = Math.max(0, this.current - this.layout.iteration.start);
    const t = whole ? fitTransform(this.layout, this.width, this.height) : readableTransform(this.layout, this.width, this.height, focus, READABLE_SCALE);
    this.autoFit = true;
    this.zoomer.transform(select(this.parts.canvas), zoomIdentity.translate(t.x, t.y).scale(t.k));
  }

  private zoomBy(factor: number) {
    this.autoFit = false;
    this.zoomer.scaleBy(select(this.parts.canvas), factor);
  }

  private resize() {
    const canvas = this.parts.canvas;
    const rect = this.parts.wrap.getBoundingClientRect();
    const width = Math.max(200, Math.floor(rect.width));
    const height = Math.max(200, Math.floor(rect.height));
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    if (this.autoFit) this.fit();
    this.scheduleDraw();
  }

  private themeChanged() {
    this.palette = null;
    this.scheduleDraw();
  }

  /**
   * Where node `id` of the shown iteration is drawn, in client (viewport)
   * pixels, or null if it is not laid out (another iteration, a collapsed
   * subtree). The canvas has no DOM per node, so the browser tests tap and
   * drag through this; it is the inverse of `nodeUnder`.
   */
  nodeClientPoint(id: number): { x: number; y: number } | null {
    const layout = this.layout;
    if (!layout) return null;
    const i = id - layout.iteration.start;
    if (i < 0 || i >= layout.x.length || Number.isNaN(layout.x[i])) return null;
    const rect = this.parts.canvas.getBoundingClientRect();
    const t = this.transform;
    return { x: rect.left + t.x + t.k * layout.x[i], y: rect.top + t.y + t.k * layout.y[i] };
  }

  private nodeUnder(event: MouseEvent): number {
    if (!this.layout) return -1;
    const rect = this.parts.canvas.getBoundingClientRect();
    const t = this.transform;
    const lx = (event.clientX - rect.left - t.x) / t.k;
    const ly = (event.clientY - rect.top - t.y) / t.k;
    return nodeAt(this.layout, this.current, lx, ly, Math.max(8, 10 / t.k));
  }

  private hover(id: number) {
    if (id === this.hovered) return;
    this.hovered = id;
    this.parts.canvas.style.cursor = id >= 0 ? 'pointer' : '';
    this.renderDetails();
    this.scheduleDraw();
  }

  // ── keyboard ─────────────────────────────────────────────────────────

  private onStageKey(event: KeyboardEvent) {
    const length = this.playback.length;
    const actions: Record<string, () => void> = {
      ' ': () => this.dispatch({ type: 'toggle' }),
      k: () => this.dispatch({ type: 'toggle' }),
      ArrowLeft: () => this.dispatch({ type: 'back' }),
      ArrowRight: () => this.dispatch({ type: 'forward' }),
      Home: () => this.dispatch({ type: 'seek', step: 0 }),
      End: () => this.dispatch({ type: 'seek', step: length }),
      '+': () => this.zoomBy(1.5),
      '=': () => this.zoomBy(1.5),
      '-': () => this.zoomBy(1 / 1.5),
      '0': () => this.fit(true),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  private onTreeKey(event: KeyboardEvent) {
    if (!this.model) return;
    const rows = Array.from(this.parts.tree.querySelectorAll<HTMLElement>('[role=treeitem]'));
    const index = rows.findIndex((row) => row === document.activeElement);
    if (index < 0) return;
    const row = rows[index];
    const id = Number(row.dataset.id);
    const expanded = row.getAttribute('aria-expanded');
    const go = (i: number) => rows[Math.max(0, Math.min(rows.length - 1, i))] && this.focusRow(Number(rows[Math.max(0, Math.min(rows.length - 1, i))].dataset.id));
    switch (event.key) {
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'ArrowRight':
        if (expanded === 'false') this.setOpen(id, true);
        else if (expanded === 'true') go(index + 1);
        break;
      case 'ArrowLeft':
        if (expanded === 'true') this.setOpen(id, false);
        else {
          const parent = this.model.trace.parent[id];
          if (parent >= 0) this.focusRow(parent);
        }
        break;
      case 'Enter':
      case ' ':
        this.seekNode(id);
        this.focusRow(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  /** Opening or closing a row in the outline folds the same subtree on the canvas. */
  private setOpen(id: number, open: boolean) {
    if (open) {
      this.opened.add(id);
      if (this.closed.delete(id)) this.relayout();
    } else {
      this.opened.delete(id);
      this.closed.add(id);
      this.relayout();
    }
    this.render();
    this.focusRow(id);
  }

  private focusRow(id: number) {
    this.focused = id;
    this.render();
    this.parts.tree.querySelector<HTMLElement>(`[data-id="${id}"]`)?.focus();
  }

  private async copyLink() {
    const link = this.momentUrl();
    try {
      await navigator.clipboard.writeText(link);
      this.parts.copied.textContent = 'Link copied.';
    } catch {
      this.parts.copied.textContent = `Copy this link: ${link}`;
    }
  }

  private momentUrl(): string {
    return withMoment(this.reader.linkTo(['scramble', 'metric', 'heuristic']), { iteration: this.iteration, node: this.playback.step });
  }

  // ── rendering ────────────────────────────────────────────────────────

  private scheduleDraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private draw() {
    if (!this.ctx || !this.model || !this.layout) return;
    this.palette ??= readPalette(this);
    drawTree(
      this.ctx,
      {
        model: this.model,
        layout: this.layout,
        current: this.current,
        inspected: this.hovered >= 0 ? this.hovered : this.focused,
        transform: this.transform,
        width: this.width,
        height: this.height,
        palette: this.palette,
      },
      window.devicePixelRatio || 1,
    );
  }

  private render() {
    if (!this.model) return;
    const p = this.parts;
    const it = this.model.iterations[this.iteration];
    const { step, length, playing } = this.playback;
    for (const button of p.iterations.querySelectorAll<HTMLButtonElement>('button')) {
      button.setAttribute('aria-pressed', String(Number(button.dataset.iteration) === this.iteration));
    }
    p.back.disabled = step === 0;
    p.forward.disabled = step >= length;
    p.play.disabled = length === 0;
    p.play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    p.play.classList.toggle('playing', playing);
    p.scrubber.max = String(length);
    p.scrubber.value = String(step);
    const position = `Node ${fmt(step + 1)} of ${fmt(length + 1)} in iteration ${it.index + 1}`;
    p.scrubber.setAttribute('aria-valuetext', position);
    p.position.textContent = position;
    // While playing, the live region would talk over itself: it speaks on manual steps only.
    p.narration.setAttribute('aria-live', playing ? 'off' : 'polite');
    let words = narrateNode(this.model, this.current);
    if (step === length && it.complete && it.goal < 0) words += ` ${nextBoundText(smallestPrunedF(this.model, it), it.bound)}`;
    if (step === length && !it.complete) words += ` The recorder stopped here, at its cap of ${fmt(TRACE_CAP)} nodes; the search itself went on.`;
    p.narration.textContent = words.charAt(0).toUpperCase() + words.slice(1);
    this.renderOutline();
    this.renderDetails();
    this.scheduleDraw();
    if (!playing) history.replaceState(history.state, '', this.momentUrl());
    this.schedulePlay();
  }

  private renderIterationButtons() {
    const model = this.model!;
    const p = this.parts;
    p.iterations.replaceChildren(
      ...model.iterations.map((it) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'ie-button ie-iteration';
        button.dataset.iteration = String(it.index);
        const counts = iterationCounts(model, it);
        button.textContent = `${it.index + 1} · bound ${it.bound}`;
        button.setAttribute('aria-label', iterationLabel(it.index, it.bound, counts.generated, it.goal >= 0) + (it.complete ? '' : ' (cut short by the recorder)'));
        return button;
      }),
    );
  }

  private renderDetails() {
    if (!this.model) return;
    const p = this.parts;
    const id = this.subject();
    const model = this.model;
    const it = model.iterations[this.iteration];
    if (id < 0) return;
    const g = model.trace.g[id];
    const h = model.trace.h[id];
    const outcome = outcomeOf(model, id);
    const verdict = outcome === 'goal' ? 'solved' : outcome === 'pruned' ? 'pruned' : 'searched below';
    p.detailsTitle.textContent = id === this.current ? 'Current node' : this.hovered === id ? 'Node under the pointer' : 'Focused node';
    p.detailsMoves.textContent = sequenceLabel(movesTo(model, id));
    p.detailsNumbers.textContent = `g = ${g} moves made, h = ${h} estimated to go: ${comparison(g, h, it.bound)}, ${verdict}.`;
    if (this.heldStart) this.net.update(faceletColors(applyMoveNames(this.heldStart, movesTo(model, id))));
    p.collapse.disabled = childrenOf(model, id).length === 0;
    p.replayTo.disabled = id === this.current || id < it.start || id >= it.end;
    p.collapse.textContent = this.closed.has(id) ? 'Expand subtree' : 'Collapse subtree';
  }

  private renderOutline() {
    const model = this.model!;
    const it = model.iterations[this.iteration];
    const current = this.current;
    const rows = outlineRows(model, it, current, { opened: this.opened, closed: this.closed });
    const focusId = this.focused >= 0 && rows.some((r) => r.id === this.focused) ? this.focused : current;
    const hadFocus = this.parts.tree.contains(document.activeElement);
    const items = rows.map((row) => {
      const li = document.createElement('li');
      li.setAttribute('role', 'treeitem');
      li.dataset.id = String(row.id);
      li.setAttribute('aria-level', String(row.level));
      li.setAttribute('aria-posinset', String(row.posinset));
      li.setAttribute('aria-setsize', String(row.setsize));
      if (row.childCount > 0) li.setAttribute('aria-expanded', String(row.open));
      li.setAttribute('aria-selected', String(row.id === current));
      li.tabIndex = row.id === focusId ? 0 : -1;
      li.style.setProperty('--level', String(row.level - 1));
      const outcome = outcomeOf(model, row.id);
      li.className = `ie-row-${outcome}${row.id === current ? ' ie-row-current' : ''}`;
      const move = row.level === 1 ? 'start' : model.moveNames[model.trace.move[row.id]];
      const g = model.trace.g[row.id];
      const h = model.trace.h[row.id];
      const word = outcome === 'goal' ? 'solved' : outcome === 'pruned' ? 'pruned' : 'expanded';
      const marker = row.childCount === 0 ? ' ' : row.open ? '▾' : '▸';
      li.innerHTML = `<span class="ie-twisty" aria-hidden="true">${marker}</span><code>${move}</code> <span class="ie-row-f">f = ${g} + ${h} = ${fOf(model, row.id)}</span> <span class="ie-row-word">${word}</span>`;
      return li;
    });
    this.parts.tree.replaceChildren(...items);
    if (hadFocus) this.parts.tree.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }
}

/** The status line after a search: what was found, what it cost, and what the recorder kept. */
export function statusText(r: SolveResponse, model: TreeModel): string {
  const parts: string[] = [];
  const its = r.iterations.length;
  if (r.status === 'solved' && r.solution) {
    parts.push(
      r.solution.length === 0
        ? 'Already solved: the root is the goal.'
        : `Solved in ${r.solution.length} moves (${r.solution.join(' ')}) after ${its} iteration${its === 1 ? '' : 's'} ${heuristicPhrase(r.heuristic)}: ${fmt(r.generated)} nodes generated, ${fmt(r.nodes)} expanded.`,
    );
  } else if (r.status === 'budget') {
    parts.push(`Stopped after ${fmt(r.generated)} generated nodes (the explorer's budget) in iteration ${its}, bound ${r.iterations.at(-1)?.bound}, without a solution. A better heuristic finds it quickly.`);
  } else parts.push(`Search ${r.status}.`);
  if (r.trace?.truncated) {
    const last = model.iterations.at(-1)!;
    parts.push(`The tree shows the first ${fmt(r.trace.count)} nodes, the recorder's cap: iteration ${last.index + 1} is cut short${its > model.iterations.length ? ` and iterations ${model.iterations.length + 1} to ${its} are not drawn` : ''}.`);
  }
  return parts.join(' ');
}

if (!customElements.get('pc-ida-explorer')) customElements.define('pc-ida-explorer', IdaExplorerElement);
