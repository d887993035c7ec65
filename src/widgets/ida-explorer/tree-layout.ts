/**
 * Positions for one iteration's tree, with the Reingold–Tilford "tidy" layout
 * of d3-hierarchy (Reingold & Tilford 1981; Buchheim et al. 2002 for the
 * linear-time version d3 implements). The layout is computed for the whole
 * iteration, not for the nodes replayed so far, so a node keeps its place as
 * the replay reveals the tree around it: nothing moves, nothing animates.
 *
 * Collapsed subtrees are left out of the layout (their root stays, marked
 * with how many nodes it hides), which is what keeps a wide tree readable.
 */
import { hierarchy, tree } from 'd3-hierarchy';
import { childrenOf, type IterationRange, type TreeModel } from '../../lib/ida-tree-model.ts';

/** Horizontal distance between neighbouring leaves, vertical between depths (layout units). */
export const NODE_SPACING = 14;
export const LEVEL_SPACING = 56;

export interface TreeLayout {
  readonly iteration: IterationRange;
  /** x[id − start], y[id − start]; NaN for a node inside a collapsed subtree. */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** hidden[id − start]: nodes a collapsed node hides (0 when open). */
  readonly hidden: Int32Array;
  readonly minX: number;
  readonly maxX: number;
  readonly maxY: number;
}

/**
 * Lays out iteration `it`, skipping the descendants of `collapsed` nodes.
 * ~10 ms for 10,000 nodes on a laptop, so it runs on the main thread, once per
 * iteration or collapse change (never per replay step).
 */
export function layoutIteration(model: TreeModel, it: IterationRange, collapsed: ReadonlySet<number> = new Set()): TreeLayout {
  const size = it.end - it.start;
  const x = new Float64Array(size).fill(NaN);
  const y = new Float64Array(size).fill(NaN);
  const hidden = new Int32Array(size);
  const root = hierarchy<number>(it.start, (id) => (collapsed.has(id) ? null : childrenOf(model, id)));
  tree<number>()
    .nodeSize([NODE_SPACING, LEVEL_SPACING])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.5))(root);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  root.each((node) => {
    const i = node.data - it.start;
    x[i] = node.x!;
    y[i] = node.y!;
    if (node.x! < minX) minX = node.x!;
    if (node.x! > maxX) maxX = node.x!;
    if (node.y! > maxY) maxY = node.y!;
    if (collapsed.has(node.data)) hidden[i] = subtreeSize(model, node.data) - 1;
  });
  return { iteration: it, x, y, hidden, minX, maxX, maxY };
}

/** Nodes in the subtree of `id`, itself included (explicit stack, no recursion). */
export function subtreeSize(model: TreeModel, id: number): number {
  let count = 0;
  const stack = [id];
  while (stack.length > 0) {
    const v = stack.pop()!;
    count++;
    for (let c = model.firstChild[v]; c >= 0; c = model.nextSibling[c]) stack.push(c);
  }
  return count;
}

/**
 * The node nearest to layout point (px, py) among those replayed so far
 * (ids ≤ `upTo`) and visible, within `radius`; −1 if none. Distances are
 * measured after scaling x by `kx` and y by `ky` (the screen's scales, which
 * differ when depth is spread over the canvas), so `radius` is in those units.
 * A linear scan: ~0.1 ms for 10,000 nodes, cheap enough for every pointer move.
 */
export function nodeAt(layout: TreeLayout, upTo: number, px: number, py: number, radius: number, kx = 1, ky = 1): number {
  const { x, y, iteration } = layout;
  let best = -1;
  let bestD = radius * radius;
  const last = Math.min(upTo, iteration.end - 1) - iteration.start;
  for (let i = 0; i <= last; i++) {
    const dx = (x[i] - px) * kx;
    const dy = (y[i] - py) * ky;
    const d = dx * dx + dy * dy;
    if (d <= bestD) {
      bestD = d;
      best = i + iteration.start;
    }
  }
  return best;
}
