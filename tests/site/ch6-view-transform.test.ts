/** The explorer's starting camera: whole tree when it is readable, else the current node in view with no blank side. */
import { describe, expect, it } from 'vitest';
import { moveTables, solve } from '../../solver/src/index.ts';
import { buildTreeModel } from '../../src/widgets/ida-explorer/tree-model.ts';
import { layoutIteration } from '../../src/widgets/ida-explorer/tree-layout.ts';
import { fitTransform, readableTransform } from '../../src/widgets/ida-explorer/view-transform.ts';

const MARGIN = 28;
const GUTTER = 24;

function lastIteration(scramble: string) {
  const r = solve(scramble, { heuristic: 'max', traceCap: 10_000 });
  if (!r.ok) throw new Error('bad scramble');
  const model = buildTreeModel(r.trace!, r.iterations, moveTables('htm').moves.map((m) => m.name));
  const it = model.iterations.at(-1)!;
  const layout = layoutIteration(model, it);
  // The replay ends on the goal: the last node the last iteration generated.
  return { layout, goal: it.end - 1 - it.start };
}

describe('the explorer view', () => {
  it('shows a small tree whole, magnified at most 2.2×', () => {
    const { layout, goal } = lastIteration("R U2 F'");
    const t = readableTransform(layout, 580, 420, goal, 0.7);
    expect(t).toEqual(fitTransform(layout, 580, 420));
    expect(t.k).toBeLessThanOrEqual(2.2);
    for (const x of layout.x) expect(t.x + t.k * x).toBeGreaterThanOrEqual(MARGIN);
    for (const x of layout.x) expect(t.x + t.k * x).toBeLessThanOrEqual(580 - MARGIN);
  });

  it('keeps a wide tree readable: the goal on screen, and tree on both sides of the box (no blank half)', () => {
    const { layout, goal } = lastIteration("R U R' F2 U' R2 F U2 R' F'");
    const width = 380;
    const height = 420;
    expect(fitTransform(layout, width, height).k).toBeLessThan(0.7); // too wide to show whole at a readable size
    const t = readableTransform(layout, width, height, goal, 0.7);
    expect(t.k).toBe(0.7);
    const goalX = t.x + t.k * layout.x[goal];
    const goalY = t.y + t.k * layout.y[goal];
    expect(goalX).toBeGreaterThanOrEqual(MARGIN + GUTTER);
    expect(goalX).toBeLessThanOrEqual(width - MARGIN);
    expect(goalY).toBeGreaterThanOrEqual(0);
    expect(goalY).toBeLessThanOrEqual(height - MARGIN);
    // The tree's extent covers the box from the label gutter to the right margin.
    expect(t.x + t.k * layout.minX).toBeLessThanOrEqual(MARGIN + GUTTER + 1e-9);
    expect(t.x + t.k * layout.maxX).toBeGreaterThanOrEqual(width - MARGIN - 1e-9);
  });
});
