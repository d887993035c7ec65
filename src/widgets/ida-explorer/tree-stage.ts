/**
 * The explorer's canvas as a stage: its size (following the wrapper, at the
 * device's pixel ratio), pan and zoom (d3-zoom), the theme's colours, one
 * draw per animation frame, and the mapping between client pixels and nodes.
 * What to draw comes from the element (`scene`); this owns how.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { type Lifetime, Scheduled } from '../shared/kit.ts';
import { drawTree, readPalette, type Palette } from './canvas-view.ts';
import { nodeAt, type TreeLayout } from './tree-layout.ts';
import type { TreeModel } from '../../lib/ida-tree-model.ts';
import {
  LABEL_GUTTER,
  constrainY,
  depthScale,
  fitTransform,
  followTransform,
  readableTransform,
  screenTransform,
  zoomAbout,
  type ScreenTransform,
  type ViewTransform,
} from './view-transform.ts';

/** Below this zoom, nodes (4.5 units) and their spacing (14) blur into a line. */
const READABLE_SCALE = 0.7;
/** How far the reader can zoom out and in. */
const SCALE_EXTENT: readonly [number, number] = [0.02, 8];

/** What the stage shows: the tree of one iteration, the replay position and the inspected node. */
export interface Scene {
  readonly model: TreeModel;
  readonly layout: TreeLayout;
  /** The replay position (a node id). */
  readonly current: number;
  /** The hovered or focused node, or -1. */
  readonly inspected: number;
}

export class TreeStage {
  /** True until the reader zooms or pans: then resizes keep their view. */
  autoFit = true;
  private transform: ViewTransform = { k: 1, x: 0, y: 0 };
  private width = 0;
  private height = 0;
  private palette: Palette | null = null;
  private readonly ctx: CanvasRenderingContext2D | null;
  private readonly zoomer: ZoomBehavior<HTMLCanvasElement, unknown>;
  private readonly frame: Scheduled;
  private readonly canvas: HTMLCanvasElement;
  private readonly wrap: HTMLElement;
  private readonly host: HTMLElement;
  private readonly scene: () => Scene | null;

  /** `host` is the element whose CSS custom properties give the palette. */
  constructor(canvas: HTMLCanvasElement, wrap: HTMLElement, host: HTMLElement, lifetime: Lifetime, scene: () => Scene | null) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.host = host;
    this.scene = scene;
    this.ctx = canvas.getContext('2d');
    this.frame = new Scheduled(lifetime, 'frame');
    this.zoomer = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([SCALE_EXTENT[0], SCALE_EXTENT[1]])
      // Depth has its own scale (view-transform.ts): y stays pinned while the depth fits the canvas.
      .constrain((t) => {
        const layout = this.scene()?.layout;
        if (!layout || this.height === 0) return t;
        const c = constrainY(t, layout, this.height);
        return c === t ? t : zoomIdentity.translate(c.x, c.y).scale(c.k);
      })
      .on('zoom', (event) => {
        const t = event.transform;
        this.transform = { k: t.k, x: t.x, y: t.y };
        if (event.sourceEvent) this.autoFit = false;
        this.redraw();
      });
    select(canvas).call(this.zoomer).on('dblclick.zoom', null);
    lifetime.own(() => select(canvas).on('.zoom', null));
    lifetime.observeResize(wrap, () => this.resize());
    const themeChanged = () => {
      this.palette = null;
      this.redraw();
    };
    lifetime.listen(matchMedia('(prefers-color-scheme: dark)'), 'change', themeChanged);
    const themeObserver = new MutationObserver(themeChanged);
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    lifetime.own(() => themeObserver.disconnect());
    this.resize();
  }

  /** Draws on the next animation frame (once, however often it is asked). */
  redraw(): void {
    this.frame.scheduleOnce(() => this.draw());
  }

  /**
   * Fits the iteration in view. `whole` (the Fit button, key 0): the whole
   * tree, as wide as the canvas and its depth rows spread over the height.
   * Otherwise, since a wide iteration fitted whole shrinks nodes to dots, the
   * view stops at a readable scale that keeps the current node in view
   * (readableTransform); pan or press Fit to see the rest.
   */
  fit(whole = false): void {
    const scene = this.scene();
    if (!scene || this.width === 0) return;
    const focus = Math.max(0, scene.current - scene.layout.iteration.start);
    const t = whole ? fitTransform(scene.layout, this.width) : readableTransform(scene.layout, this.width, this.height, focus, READABLE_SCALE);
    this.autoFit = true;
    this.apply(t);
  }

  /**
   * Zooms by `factor` about the replay's current node (kept where it is on
   * screen, after bringing it into view if it was not); about the canvas
   * centre when no node is current. The wheel and pinch zoom about the
   * pointer (d3-zoom).
   */
  zoomBy(factor: number): void {
    this.autoFit = false;
    const scene = this.scene();
    const i = scene ? scene.current - scene.layout.iteration.start : -1;
    if (!scene || i < 0 || Number.isNaN(scene.layout.x[i])) {
      this.zoomer.scaleBy(select(this.canvas), factor);
      return;
    }
    const { layout } = scene;
    const shown = followTransform(this.transform, layout.x[i], layout.y[i], layout, this.width, this.height);
    this.apply(zoomAbout(shown, factor, layout.x[i], layout.y[i], layout, this.height, SCALE_EXTENT));
  }

  /**
   * Pans (without animation) so node `id` is comfortably on screen: clear of
   * the depth labels and the edges; once it has left that part of the canvas
   * it comes back to the middle (followTransform).
   */
  keepInView(id: number): void {
    const scene = this.scene();
    if (!scene || this.width === 0) return;
    const i = id - scene.layout.iteration.start;
    const { x, y } = scene.layout;
    if (i < 0 || i >= x.length || Number.isNaN(x[i])) return;
    const t = followTransform(this.transform, x[i], y[i], scene.layout, this.width, this.height);
    if (t !== this.transform) this.apply(t);
  }

  /** The transform the canvas is drawn with: depth spread over the height. */
  private screen(layout: TreeLayout): ScreenTransform {
    return screenTransform(this.transform, depthScale(layout, this.height));
  }

  private apply(t: ViewTransform): void {
    this.zoomer.transform(select(this.canvas), zoomIdentity.translate(t.x, t.y).scale(t.k));
  }

  /**
   * Where node `id` is drawn, in client (viewport) pixels, or null if it is
   * not laid out (another iteration, a collapsed subtree). The inverse of `nodeUnder`.
   */
  nodeClientPoint(id: number): { x: number; y: number } | null {
    const layout = this.scene()?.layout;
    if (!layout) return null;
    const i = id - layout.iteration.start;
    if (i < 0 || i >= layout.x.length || Number.isNaN(layout.x[i])) return null;
    const rect = this.canvas.getBoundingClientRect();
    const t = this.screen(layout);
    return { x: rect.left + t.x + t.k * layout.x[i], y: rect.top + t.y + t.ky * layout.y[i] };
  }

  /** The node under the pointer, or -1. */
  nodeUnder(event: MouseEvent): number {
    const scene = this.scene();
    if (!scene) return -1;
    const rect = this.canvas.getBoundingClientRect();
    if (event.clientX - rect.left < LABEL_GUTTER) return -1; // the depth labels' band
    const t = this.screen(scene.layout);
    const lx = (event.clientX - rect.left - t.x) / t.k;
    const ly = (event.clientY - rect.top - t.y) / t.ky;
    return nodeAt(scene.layout, scene.current, lx, ly, Math.max(10, 4.5 * t.k + 4), t.k, t.ky);
  }

  private resize(): void {
    const rect = this.wrap.getBoundingClientRect();
    const width = Math.max(200, Math.floor(rect.width));
    const height = Math.max(200, Math.floor(rect.height));
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    const dpr = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    if (this.autoFit) this.fit();
    else {
      const layout = this.scene()?.layout;
      if (layout) this.apply(constrainY(this.transform, layout, height));
    }
    this.redraw();
  }

  private draw(): void {
    const scene = this.scene();
    if (!this.ctx || !scene) return;
    this.palette ??= readPalette(this.host);
    drawTree(
      this.ctx,
      { ...scene, transform: this.screen(scene.layout), width: this.width, height: this.height, palette: this.palette },
      window.devicePixelRatio || 1,
    );
  }
}
