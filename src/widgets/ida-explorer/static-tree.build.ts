/**
 * Build time only: the explorer's fallback picture, drawn as SVG from a real
 * traced search of the default scramble (the same tree model and layout the
 * live canvas uses), so a reader without JavaScript, or a printout, still sees
 * the solved iteration's tree.
 */
import { solve, type HeuristicName, type Metric } from 'pocket-cube-solver';
import { moveTables } from 'pocket-cube-solver/internals';
import { layoutIteration } from './tree-layout.ts';
import { buildTreeModel, fOf, iterationCounts, outcomeOf, type Outcome } from '../../lib/ida-tree-model.ts';

export interface StaticShape {
  readonly x: number;
  readonly y: number;
  readonly px: number | null;
  readonly py: number | null;
  readonly kind: Outcome | 'at' | 'below';
  readonly onSolution: boolean;
}

export interface StaticTree {
  readonly shapes: StaticShape[];
  readonly viewBox: string;
  readonly iterations: { bound: number; expanded: number; generated: number }[];
  readonly solution: string[];
  readonly generated: number;
}

export function staticTree(scramble: string, heuristic: HeuristicName, metric: Metric): StaticTree {
  const r = solve(scramble, { heuristic, metric, traceCap: 20_000 });
  if (!r.ok) throw new Error(`static tree: ${r.error.message}`);
  const model = buildTreeModel(r.trace!, r.iterations, moveTables(metric).moves.map((m) => m.name));
  const it = model.iterations.at(-1)!;
  const layout = layoutIteration(model, it);
  const onSolution = new Set<number>();
  for (let v = it.goal; v >= 0; v = model.trace.parent[v]) onSolution.add(v);
  const shapes: StaticShape[] = [];
  for (let id = it.start; id < it.end; id++) {
    const i = id - it.start;
    const p = model.trace.parent[id];
    const outcome = outcomeOf(model, id);
    const kind = outcome === 'expanded' ? (fOf(model, id) < it.bound ? 'below' : 'at') : outcome;
    shapes.push({ x: layout.x[i], y: layout.y[i], px: p >= 0 ? layout.x[p - it.start] : null, py: p >= 0 ? layout.y[p - it.start] : null, kind, onSolution: onSolution.has(id) });
  }
  const pad = 16;
  return {
    shapes,
    viewBox: `${layout.minX - pad} ${-pad} ${layout.maxX - layout.minX + 2 * pad} ${layout.maxY + 2 * pad}`,
    iterations: model.iterations.map((range) => ({ bound: range.bound, ...iterationCounts(model, range) })),
    solution: r.moves ?? [],
    generated: r.generated,
  };
}
