/**
 * The explorer's camera: the whole tree fitted in both directions (depth
 * spread over the height), a readable start that keeps the current node in
 * view, zooming about a node, and following the replay clear of the labels.
 */
import { describe, expect, it } from 'vitest';
import { solve } from 'pocket-cube-solver';
import { moveTables } from 'pocket-cube-solver/internals';
import { buildTreeModel } from '../../src/lib/ida-tree-model.ts';
import { layoutIteration } from '../../src/widgets/ida-explorer/tree-layout.ts';
import {
  LABEL_GUTTER,
  MARGIN,
  constrainY,
  depthScale,
  fitTransform,
  followTransform,
  readableTransform,
  screenTransform,
  zoomAbout,
} from '../../src/widgets/ida-explorer/view-transform.ts';

function lastIteration(scramble: string) {
  const r = solve(scramble, { heuristic: 'max', traceCap: 10_000 });
  if (!r.ok) throw new Error('bad scramble');
  const model = buildTreeModel(r.trace!, r.iterations, moveTables('htm').moves.map((m) => m.name));
  const it = model.iterations.at(-1)!;
  const layout = layoutIteration(model, it);
  // The replay ends on the goal: the last node the last iteration generated.
  return { layout, goal: it.end - 1 - it.start };
}

const WIDE = "R U R' F2 U' R2 F U2 R' F'"; // last iteration: 2,061 nodes over 9 levels

describe('the explorer view', () => {
  it('shows a small tree whole, magnified at most 2.2×, right of the label band', () => {
    const { layout, goal } = lastIteration("R U2 F'");
    const t = readableTransform(layout, 580, 420, goal, 0.7);
    expect(t).toEqual(fitTransform(layout, 580));
    expect(t.k).toBeLessThanOrEqual(2.2);
    for (const x of layout.x) expect(t.x + t.k * x).toBeGreaterThanOrEqual(LABEL_GUTTER + MARGIN - 1e-9);
    for (const x of layout.x) expect(t.x + t.k * x).toBeLessThanOrEqual(580 - MARGIN + 1e-9);
  });

  it('fits a wide, shallow tree in both directions: its width across the canvas, its depth down it', () => {
    const { layout } = lastIteration(WIDE);
    const [width, height] = [580, 416];
    const s = screenTransform(fitTransform(layout, width), depthScale(layout, height));
    const xs = [...layout.x].map((x) => s.x + s.k * x);
    const ys = [...layout.y].map((y) => s.y + s.ky * y);
    expect(Math.min(...xs)).toBeCloseTo(LABEL_GUTTER + MARGIN, 6);
    expect(Math.max(...xs)).toBeCloseTo(width - MARGIN, 6);
    expect(Math.min(...ys)).toBeCloseTo(MARGIN, 6);
    expect(Math.max(...ys)).toBeCloseTo(height - MARGIN, 6);
    expect(s.ky).toBeGreaterThan(20 * s.k); // a uniform scale would have squeezed the depth 20-fold
  });

  it('keeps a wide tree readable: the goal on screen, and tree on both sides of the box (no blank half)', () => {
    const { layout, goal } = lastIteration(WIDE);
    const width = 380;
    const height = 420;
    expect(fitTransform(layout, width).k).toBeLessThan(0.7); // too wide to show whole at a readable size
    const t = readableTransform(layout, width, height, goal, 0.7);
    expect(t.k).toBe(0.7);
    const s = screenTransform(t, depthScale(layout, height));
    const goalX = s.x + s.k * layout.x[goal];
    const goalY = s.y + s.ky * layout.y[goal];
    expect(goalX).toBeGreaterThanOrEqual(LABEL_GUTTER + MARGIN);
    expect(goalX).toBeLessThanOrEqual(width - MARGIN);
    expect(goalY).toBeGreaterThanOrEqual(MARGIN);
    expect(goalY).toBeLessThanOrEqual(height - MARGIN);
    // The tree's extent covers the box from the label band to the right margin.
    expect(t.x + t.k * layout.minX).toBeLessThanOrEqual(LABEL_GUTTER + MARGIN + 1e-9);
    expect(t.x + t.k * layout.maxX).toBeGreaterThanOrEqual(width - MARGIN - 1e-9);
  });

  it('zooms about a node: it stays where it is on screen, and y stays pinned while the depth fits', () => {
    const { layout } = lastIteration(WIDE);
    const [width, height] = [580, 416];
    const depth = depthScale(layout, height);
    const i = 300;
    let t = fitTransform(layout, width);
    const at = (v: typeof t) => {
      const s = screenTransform(v, depth);
      return [s.x + s.k * layout.x[i], s.y + s.ky * layout.y[i]];
    };
    const [x0, y0] = at(t);
    for (let n = 0; n < 20; n++) {
      t = zoomAbout(t, 1.5, layout.x[i], layout.y[i], layout, height, [0.02, 8]);
      const [x, y] = at(t);
      expect(x).toBeCloseTo(x0, 6);
      // Once zoomed past the depth scale the tree is taller than the canvas and y may pan; until then it cannot move.
      if (t.k <= depth) expect(y).toBeCloseTo(y0, 6);
      else expect(y).toBeGreaterThanOrEqual(0);
    }
    expect(t.k).toBe(8); // the scale extent's end
  });

  it('follows the replay: a node under the labels or at an edge comes to the middle; a comfortable one does not move', () => {
    const { layout } = lastIteration(WIDE);
    const [width, height] = [580, 416];
    const k = 0.7;
    const i = 300;
    const under = { k, x: LABEL_GUTTER / 2 - k * layout.x[i], y: MARGIN }; // node i drawn in the label band
    const moved = followTransform(under, layout.x[i], layout.y[i], layout, width, height);
    expect(moved.x + k * layout.x[i]).toBeCloseTo(LABEL_GUTTER + (width - LABEL_GUTTER) / 2, 6);
    expect(followTransform(moved, layout.x[i], layout.y[i], layout, width, height)).toBe(moved);
    const atRight = { k, x: width - 5 - k * layout.x[i], y: MARGIN };
    expect(followTransform(atRight, layout.x[i], layout.y[i], layout, width, height).x).toBeCloseTo(moved.x, 6);
  });

  it('pins the root to the top while the depth fits the canvas, and pans within the tree once it does not', () => {
    const { layout } = lastIteration(WIDE);
    const height = 416;
    expect(constrainY({ k: 0.1, x: 0, y: 200 }, layout, height).y).toBe(MARGIN);
    const tall = { k: 4, x: 0, y: -100_000 };
    expect(constrainY(tall, layout, height).y).toBeCloseTo(height - MARGIN - 4 * layout.maxY, 6);
    expect(constrainY({ k: 4, x: 0, y: 500 }, layout, height).y).toBe(MARGIN);
  });
});
