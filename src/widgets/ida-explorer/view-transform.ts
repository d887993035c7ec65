/**
 * The explorer's camera: where a laid-out iteration appears in a width × height
 * canvas. Pure, so it is tested without a browser
 * (tests/site/ch6-view-transform.test.ts).
 *
 * d3-zoom keeps one uniform transform (k, x, y). The tree does not fit one
 * scale: an IDA* iteration is a few levels deep and up to thousands of leaves
 * wide (iteration 4 of the default scramble: 2,061 nodes, ~1,500 leaves over
 * 5 levels), so a uniform fit squeezed the whole tree into a strip ~20 px tall
 * with 95 % of the canvas empty. So depth has a scale of its own: rows are
 * spread to fill the canvas height (`depthScale`) and only once zooming in
 * makes k larger than that does depth scale with k:
 *
 *   screen x = x + k·layout.x        screen y = y + ky·layout.y,  ky = max(k, depthScale)
 *
 * While the tree fits the height, y is pinned (the root at the top); once it
 * is taller it pans within its extent (`constrainY`). Depth labels (g = 0, 1, …)
 * get a band of their own on the left, LABEL_GUTTER wide, that the tree never
 * needs to sit under.
 */
import type { TreeLayout } from './tree-layout.ts';

/** d3-zoom's transform: screen x = x + k·layout x. */
export interface ViewTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/** What is drawn: the zoom transform with the depth axis's own scale. */
export interface ScreenTransform extends ViewTransform {
  readonly ky: number;
}

/** The band on the left where the g = 0, 1, … labels are drawn, in pixels. */
export const LABEL_GUTTER = 44;
/** Never magnify a tiny tree past this. */
const MAX_FIT_SCALE = 2.2;
/** Depth rows never further apart than this scale (56 layout units × 2.2 ≈ 123 px). */
const MAX_DEPTH_SCALE = 2.2;
/** Room above the root and below the deepest row, in pixels. */
export const MARGIN = 28;

/** The scale that spreads the iteration's depth rows over the canvas height. */
export function depthScale(layout: TreeLayout, height: number, margin = MARGIN): number {
  if (layout.maxY <= 0) return MAX_DEPTH_SCALE;
  return Math.max(0, Math.min(MAX_DEPTH_SCALE, (height - 2 * margin) / layout.maxY));
}

/** The drawn transform for zoom transform `t`: depth never squeezed below `depth`. */
export function screenTransform(t: ViewTransform, depth: number): ScreenTransform {
  return { k: t.k, x: t.x, y: t.y, ky: Math.max(t.k, depth) };
}

/**
 * The vertical position `t` may have: the root at the top margin while the
 * tree's depth fits the canvas, else panned no further than either end of it.
 */
export function constrainY(t: ViewTransform, layout: TreeLayout, height: number, margin = MARGIN): ViewTransform {
  const ky = Math.max(t.k, depthScale(layout, height, margin));
  const tall = ky * layout.maxY;
  if (tall <= height - 2 * margin + 1e-9) return t.y === margin ? t : { ...t, y: margin };
  const y = Math.min(margin, Math.max(height - margin - tall, t.y));
  return y === t.y ? t : { ...t, y };
}

/**
 * The whole iteration: as wide as the canvas right of the label band, as deep
 * as its height (depthScale), magnified no more than MAX_FIT_SCALE.
 */
export function fitTransform(layout: TreeLayout, width: number, margin = MARGIN): ViewTransform {
  const w = layout.maxX - layout.minX || 1;
  const room = width - LABEL_GUTTER - 2 * margin;
  const k = Math.max(1e-3, Math.min(MAX_FIT_SCALE, room / w));
  const x = LABEL_GUTTER + margin + (room - k * (layout.maxX + layout.minX)) / 2;
  return { k, x, y: margin };
}

/**
 * A view at scale `minScale` or more that keeps layout node `focus` (an index
 * into layout.x) on screen: the whole tree when it fits at that scale, else
 * the focus centred, but never so far that empty canvas shows beside the
 * tree's own left or right edge. (Centring alone put the solution path, which
 * ends at the right edge of the tree, in mid-canvas with the right half blank
 * and the left branches cut.) Depth fills the height as in every view.
 */
export function readableTransform(layout: TreeLayout, width: number, height: number, focus: number, minScale: number, margin = MARGIN): ViewTransform {
  const whole = fitTransform(layout, width, margin);
  if (whole.k >= minScale) return whole;
  const k = minScale;
  const left = LABEL_GUTTER + margin; // where the tree's left edge may sit at most
  const right = width - margin; // where its right edge must reach at least
  const at = Number.isNaN(layout.x[focus]) ? 0 : focus; // inside a collapsed subtree: show the root instead
  const centred = LABEL_GUTTER + (width - LABEL_GUTTER) / 2 - k * layout.x[at];
  // At this scale the tree is wider than the box, so lowest ≤ highest.
  const lowest = right - k * layout.maxX;
  const highest = left - k * layout.minX;
  const x = Math.min(highest, Math.max(lowest, centred));
  const ky = Math.max(k, depthScale(layout, height, margin));
  return constrainY({ k, x, y: height / 2 - ky * layout.y[at] }, layout, height, margin);
}

/**
 * Zooms by `factor` about screen point (px, py) of layout point (lx, ly), so
 * that point stays where it is on screen (the current node, when zooming from
 * the keyboard or the buttons), then constrains y.
 */
export function zoomAbout(t: ViewTransform, factor: number, lx: number, ly: number, layout: TreeLayout, height: number, extent: readonly [number, number], margin = MARGIN): ViewTransform {
  const depth = depthScale(layout, height, margin);
  const before = screenTransform(t, depth);
  const px = before.x + before.k * lx;
  const py = before.y + before.ky * ly;
  const k = Math.min(extent[1], Math.max(extent[0], t.k * factor));
  const ky = Math.max(k, depth);
  return constrainY({ k, x: px - k * lx, y: py - ky * ly }, layout, height, margin);
}

/**
 * The smallest pan that brings layout point (lx, ly) inside the comfortable
 * part of the canvas (clear of the label band and of the edges by `comfort`
 * px); when it has left that part, it comes back to the middle, so a replay
 * running off the right edge is not chased one node at a time. Returns `t`
 * itself when nothing needs to move.
 */
export function followTransform(t: ViewTransform, lx: number, ly: number, layout: TreeLayout, width: number, height: number, margin = MARGIN): ViewTransform {
  const s = screenTransform(t, depthScale(layout, height, margin));
  const comfort = Math.max(24, 0.12 * (width - LABEL_GUTTER));
  const px = s.x + s.k * lx;
  const py = s.y + s.ky * ly;
  let { x, y } = t;
  if (px < LABEL_GUTTER + comfort || px > width - comfort) x = LABEL_GUTTER + (width - LABEL_GUTTER) / 2 - s.k * lx;
  if (py < margin || py > height - margin) y = height / 2 - s.ky * ly;
  if (x === t.x && y === t.y) return t;
  return constrainY({ k: t.k, x, y }, layout, height, margin);
}
