/**
 * Draws one iteration's tree on a <canvas>: SVG with ten thousand nodes
 * re-renders too slowly to replay node by node, a canvas redraws them in a few
 * milliseconds. Pure drawing: everything it shows comes in `TreeScene`.
 *
 * Encoding (never colour alone): a filled circle was searched below
 * (faint against the canvas: f under the bound; strong: f exactly at the
 * bound, in either colour scheme), a hollow circle
 * with a dashed, cut edge was pruned (f over the bound), a square is the
 * solved cube. The solution path is a thick line, the path to the replay's
 * current node another, the current node has a ring.
 */
import { fOf, outcomeOf, type TreeModel } from '../../lib/ida-tree-model.ts';
import { LEVEL_SPACING, type TreeLayout } from './tree-layout.ts';
import { LABEL_GUTTER, type ScreenTransform } from './view-transform.ts';

export interface Palette {
  fg: string;
  muted: string;
  rule: string;
  bg: string;
  below: string;
  belowStroke: string;
  at: string;
  pruned: string;
  goal: string;
  current: string;
}

/**
 * Reads the palette from the widget's CSS custom properties (so themes and
 * dark mode apply). A custom property reads back as written, e.g.
 * `light-dark(#0072b2, #56b4e9)`, which a canvas cannot parse; used as a
 * `color` it computes to plain rgb() for the current scheme, so each one is
 * resolved through a probe element.
 */
export function readPalette(element: Element): Palette {
  const probe = element.ownerDocument.createElement('span');
  probe.hidden = true;
  element.append(probe);
  const v = (name: string) => {
    probe.style.color = `var(${name}, #888)`;
    return getComputedStyle(probe).color;
  };
  const palette: Palette = {
    fg: v('--ie-fg'),
    muted: v('--ie-muted'),
    rule: v('--ie-edge'),
    bg: v('--ie-bg'),
    below: v('--ie-below'),
    belowStroke: v('--ie-below-stroke'),
    at: v('--ie-at'),
    pruned: v('--ie-pruned'),
    goal: v('--ie-goal'),
    current: v('--ie-current'),
  };
  probe.remove();
  return palette;
}


export interface TreeScene {
  readonly model: TreeModel;
  readonly layout: TreeLayout;
  /** The replay's current node: nodes up to it are drawn. */
  readonly current: number;
  /** The node whose details are shown (hover or keyboard focus), −1 for none. */
  readonly inspected: number;
  /** Layout → CSS pixels; depth (y) has its own scale `ky`. */
  readonly transform: ScreenTransform;
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly palette: Palette;
}

/** Node radius in layout units; on screen never below MIN_RADIUS_PX. */
const RADIUS = 4.5;
const MIN_RADIUS_PX = 1.6;

export function drawTree(ctx: CanvasRenderingContext2D, scene: TreeScene, dpr: number): void {
  const { model, layout, current, inspected, transform: t, width, height, palette: c } = scene;
  const { x, y, hidden, iteration: it } = layout;
  const { parent } = model.trace;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  const last = Math.min(current, it.end - 1);
  const sx = (i: number) => t.x + t.k * x[i];
  const sy = (i: number) => t.y + t.ky * y[i];
  const r = Math.max(MIN_RADIUS_PX, RADIUS * t.k);

  // Edges, pruned ones dashed and cut across the middle.
  ctx.lineWidth = 1;
  for (let id = it.start + 1; id <= last; id++) {
    const i = id - it.start;
    const p = parent[id] - it.start;
    if (Number.isNaN(x[i]) || p < 0) continue;
    const pruned = outcomeOf(model, id) === 'pruned';
    ctx.strokeStyle = pruned ? c.pruned : c.rule;
    ctx.setLineDash(pruned ? [3, 3] : []);
    ctx.beginPath();
    ctx.moveTo(sx(p), sy(p));
    ctx.lineTo(sx(i), sy(i));
    ctx.stroke();
    if (pruned && t.k > 0.45) {
      // The cut: a short bar across the edge, two thirds of the way down.
      const mx = sx(p) + (sx(i) - sx(p)) * 0.66;
      const my = sy(p) + (sy(i) - sy(p)) * 0.66;
      const dx = sx(i) - sx(p);
      const dy = sy(i) - sy(p);
      const len = Math.hypot(dx, dy) || 1;
      const nx = (-dy / len) * 5;
      const ny = (dx / len) * 5;
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.moveTo(mx - nx, my - ny);
      ctx.lineTo(mx + nx, my + ny);
      ctx.stroke();
    }
  }
  ctx.setLineDash([]);

  // Thick paths: to the solution (once replayed), and to the current node.
  const strokePath = (to: number, color: string, w: number) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = w;
    ctx.beginPath();
    let first = true;
    for (let v = to; v >= 0; v = parent[v]) {
      const i = v - it.start;
      if (Number.isNaN(x[i])) continue;
      if (first) ctx.moveTo(sx(i), sy(i));
      else ctx.lineTo(sx(i), sy(i));
      first = false;
    }
    ctx.stroke();
    ctx.lineWidth = 1;
  };
  if (it.goal >= 0 && it.goal <= last) strokePath(it.goal, c.goal, 4);
  strokePath(last, c.current, 2);

  // Nodes.
  const bound = it.bound;
  for (let id = it.start; id <= last; id++) {
    const i = id - it.start;
    if (Number.isNaN(x[i])) continue;
    const px = sx(i);
    const py = sy(i);
    if (px < -r || px > width + r || py < -r || py > height + r) continue;
    const outcome = outcomeOf(model, id);
    ctx.beginPath();
    if (outcome === 'goal') {
      ctx.rect(px - r * 1.3, py - r * 1.3, r * 2.6, r * 2.6);
      ctx.fillStyle = c.goal;
      ctx.fill();
      continue;
    }
    ctx.arc(px, py, r, 0, 2 * Math.PI);
    if (outcome === 'pruned') {
      ctx.fillStyle = c.bg;
      ctx.fill();
      ctx.strokeStyle = c.pruned;
      ctx.lineWidth = 1.5;
      ctx.stroke();
    } else {
      ctx.fillStyle = fOf(model, id) < bound ? c.below : c.at;
      ctx.fill();
      ctx.strokeStyle = c.belowStroke;
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    if (hidden[i] > 0) {
      // A collapsed subtree: a small triangle below and the count it hides.
      ctx.fillStyle = c.muted;
      ctx.beginPath();
      ctx.moveTo(px - r, py + r + 3);
      ctx.lineTo(px + r, py + r + 3);
      ctx.lineTo(px, py + r * 2.4 + 3);
      ctx.fill();
      ctx.fillStyle = c.fg;
      ctx.fillText(`+${hidden[i]}`, px + r + 3, py + r + 6);
    }
  }

  const ring = (id: number, color: string, dashed: boolean) => {
    const i = id - it.start;
    if (id < it.start || id > last || Number.isNaN(x[i])) return;
    ctx.strokeStyle = color;
    ctx.lineWidth = 2.5;
    ctx.setLineDash(dashed ? [3, 2] : []);
    ctx.beginPath();
    ctx.arc(sx(i), sy(i), r + 4, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
  };
  ring(last, c.current, false);
  if (inspected >= 0 && inspected !== last) ring(inspected, c.fg, true);

  // Depth guides g = 0, 1, 2, …: a band of their own on the left, drawn last
  // on the canvas colour, so no node hides under a label (the camera keeps the
  // tree and the current node right of it; view-transform.ts). Where rows are
  // closer than a label is tall, every other label is left out.
  ctx.fillStyle = c.bg;
  ctx.fillRect(0, 0, LABEL_GUTTER, height);
  ctx.strokeStyle = c.rule;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(LABEL_GUTTER - 0.5, 0);
  ctx.lineTo(LABEL_GUTTER - 0.5, height);
  ctx.stroke();
  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = c.muted;
  const rowGap = t.ky * LEVEL_SPACING;
  const every = rowGap >= 16 ? 1 : Math.ceil(16 / Math.max(rowGap, 1e-6));
  for (let g = 0; g * LEVEL_SPACING <= layout.maxY + 1; g += every) {
    const yy = t.y + t.ky * g * LEVEL_SPACING;
    if (yy < -10 || yy > height + 10) continue;
    ctx.fillText(`g=${g}`, 6, yy);
  }
}
