/**
 * Where the explorer's camera starts: the zoom transform (screen = t + k·layout)
 * for a laid-out iteration in a width × height canvas. Pure, so it is tested
 * without a browser (tests/site/ch6-view-transform.test.ts).
 */
import type { TreeLayout } from './tree-layout.ts';

export interface ViewTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/** Room on the left for the g = 0, 1, … depth labels, in pixels. */
const LABEL_GUTTER = 24;
/** Never magnify a tiny tree past this. */
const MAX_FIT_SCALE = 2.2;

/** The transform that fits the whole layout in a width × height box, with a margin. */
export function fitTransform(layout: TreeLayout, width: number, height: number, margin = 28): ViewTransform {
  const w = layout.maxX - layout.minX || 1;
  const h = layout.maxY || 1;
  const k = Math.min(MAX_FIT_SCALE, (width - 2 * margin - LABEL_GUTTER) / w, (height - 2 * margin) / h);
  const x = (width - k * (layout.maxX + layout.minX)) / 2 + LABEL_GUTTER / 2;
  return { k, x, y: margin };
}

/**
 * A view at scale `minScale` or more that keeps layout node `focus` (an index
 * into layout.x) on screen: the whole tree when it fits at that scale, else
 * the focus centred, but never so far that empty canvas shows beside the
 * tree's own left or right edge. (Centring alone put the solution path, which
 * ends at the right edge of the tree, in mid-canvas with the right half blank
 * and the left branches cut.) Vertically the root stays at the top unless the
 * focus would fall off the bottom.
 */
export function readableTransform(layout: TreeLayout, width: number, height: number, focus: number, minScale: number, margin = 28): ViewTransform {
  const whole = fitTransform(layout, width, height, margin);
  if (whole.k >= minScale) return whole;
  const k = minScale;
  const left = margin + LABEL_GUTTER; // where the tree's left edge may sit at most
  const right = width - margin; // where its right edge must reach at least
  const at = Number.isNaN(layout.x[focus]) ? 0 : focus; // inside a collapsed subtree: show the root instead
  const centred = width / 2 - k * layout.x[at];
  // At this scale the tree is wider than the box, so lowest ≤ highest.
  const lowest = right - k * layout.maxX;
  const highest = left - k * layout.minX;
  const x = Math.min(highest, Math.max(lowest, centred));
  const y = margin + k * layout.y[at] < height - margin ? margin : height / 2 - k * layout.y[at];
  return { k, x, y };
}
