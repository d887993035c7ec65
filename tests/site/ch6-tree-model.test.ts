/** The explorer's tree model, built from real solver traces. */
import { describe, expect, it } from 'vitest';
import { applyMoveNames, scrambleToState, solve, type HeuristicName, type Metric } from 'pocket-cube-solver';
import { isSolved, moveTables, stateOfCoordinates, sameState } from 'pocket-cube-solver/internals';
import {
  buildTreeModel,
  childrenOf,
  iterationCounts,
  iterationOf,
  movesTo,
  outcomeOf,
  pathTo,
  smallestPrunedF,
} from '../../src/lib/ida-tree-model.ts';
import { layoutIteration, nodeAt, subtreeSize } from '../../src/widgets/ida-explorer/tree-layout.ts';
import { comparison, narrateNode, nextBoundText } from '../../src/widgets/ida-explorer/narration.ts';

function traced(scramble: string, heuristic: HeuristicName, metric: Metric = 'htm', traceCap = 200_000) {
  const r = solve(scramble, { heuristic, metric, traceCap });
  if (!r.ok) throw new Error(r.error.message);
  const model = buildTreeModel(r.trace!, r.iterations, moveTables(metric).moves.map((m) => m.name));
  return { r, model };
}

const CASES: [string, HeuristicName, Metric][] = [
  ["R U2 F' R U' F2", 'max', 'htm'],
  ["R U R' U'", 'none', 'htm'],
  ["R U R' F2 U' R2 F U2 R' F'", 'perm', 'htm'],
  ["R U R' F2 U' R2 F U2 R' F'", 'orient', 'htm'],
  ["R U2 F' R", 'max', 'qtm'],
];

describe('tree model from a trace', () => {
  for (const [scramble, heuristic, metric] of CASES) {
    describe(`${scramble} / ${heuristic} / ${metric}`, () => {
      const { r, model } = traced(scramble, heuristic, metric);

      it('records the whole search (not truncated) with as many nodes as the solver generated', () => {
        expect(r.trace!.truncated).toBe(false);
        expect(r.trace!.count).toBe(r.generated);
      });

      it('has one tree per iteration, with the counts the solver reports', () => {
        expect(model.iterations.map((it) => it.bound)).toEqual(r.iterations.map((it) => it.bound));
        for (const it of model.iterations) {
          const counts = iterationCounts(model, it);
          expect(counts.generated).toBe(r.iterations[it.index].generated);
          expect(counts.expanded).toBe(r.iterations[it.index].expanded);
          expect(it.complete).toBe(true);
        }
        expect(model.iterations.reduce((s, it) => s + iterationCounts(model, it).expanded, 0)).toBe(r.nodes);
      });

      it('links parents and children consistently', () => {
        const { parent, g, iteration } = model.trace;
        let linked = 0;
        for (let id = 0; id < model.trace.count; id++) {
          const kids = childrenOf(model, id);
          linked += kids.length;
          for (const c of kids) {
            expect(parent[c]).toBe(id);
            expect(g[c]).toBe(g[id] + 1);
            expect(iteration[c]).toBe(iteration[id]);
            expect(c).toBeGreaterThan(id); // generated after its parent
          }
          if (outcomeOf(model, id) !== 'expanded') expect(kids).toEqual([]);
          expect(iterationOf(model, id).index).toBe(iteration[id]);
        }
        expect(linked + model.iterations.length).toBe(model.trace.count); // every non-root has exactly one parent
      });

      it('cuts off exactly the nodes with f above the bound', () => {
        for (const it of model.iterations) {
          for (let id = it.start; id < it.end; id++) {
            const f = model.trace.g[id] + model.trace.h[id];
            expect(outcomeOf(model, id) === 'pruned').toBe(f > it.bound);
          }
        }
      });

      it('raises each bound to the smallest f that was cut off', () => {
        for (let i = 0; i + 1 < model.iterations.length; i++) {
          expect(smallestPrunedF(model, model.iterations[i])).toBe(model.iterations[i + 1].bound);
        }
      });

      it('ends at a goal node whose path is the solution and solves the scramble', () => {
        const last = model.iterations.at(-1)!;
        expect(last.goal).toBeGreaterThanOrEqual(0);
        expect(model.iterations.slice(0, -1).every((it) => it.goal === -1)).toBe(true);
        const moves = movesTo(model, last.goal);
        expect(moves).toEqual(r.moves);
        const start = scrambleToState(scramble);
        if (!start.ok) throw new Error('bad scramble');
        expect(isSolved(applyMoveNames(start.state, moves))).toBe(true);
        expect(pathTo(model, last.goal)[0]).toBe(last.start);
        // The recorded coordinates are the states the moves reach.
        const reached = stateOfCoordinates(model.trace.perm[last.goal], model.trace.orient[last.goal]);
        expect(isSolved(reached)).toBe(true);
      });

      it('records the state each node reaches', () => {
        const start = scrambleToState(scramble);
        if (!start.ok) throw new Error('bad scramble');
        for (let id = 0; id < Math.min(model.trace.count, 300); id++) {
          const state = applyMoveNames(start.state, movesTo(model, id));
          expect(sameState(state, stateOfCoordinates(model.trace.perm[id], model.trace.orient[id]))).toBe(true);
        }
      });
    });
  }

  it('marks the iteration the cap cut short as incomplete', () => {
    const r = solve("R U R' F2 U' R2 F U2 R' F'", { heuristic: 'max', traceCap: 100 });
    if (!r.ok) throw new Error('bad scramble');
    expect(r.trace!.truncated).toBe(true);
    const model = buildTreeModel(r.trace!, r.iterations, moveTables('htm').moves.map((m) => m.name));
    expect(model.trace.count).toBe(100);
    expect(model.iterations.at(-1)!.complete).toBe(false);
    expect(model.iterations.slice(0, -1).every((it) => it.complete)).toBe(true);
  });
});

describe('tree layout', () => {
  const { model } = traced("R U R' F2 U' R2 F U2 R' F'", 'max');
  const last = model.iterations.at(-1)!;

  it('places every node, children one level below their parent', () => {
    const layout = layoutIteration(model, last);
    for (let id = last.start; id < last.end; id++) {
      const i = id - last.start;
      expect(Number.isFinite(layout.x[i])).toBe(true);
      const p = model.trace.parent[id];
      if (p >= 0) expect(layout.y[i]).toBeGreaterThan(layout.y[p - last.start]);
    }
  });

  it('hides a collapsed subtree and counts what it hides', () => {
    const node = childrenOf(model, last.start).find((c) => childrenOf(model, c).length > 0)!;
    const layout = layoutIteration(model, last, new Set([node]));
    expect(layout.hidden[node - last.start]).toBe(subtreeSize(model, node) - 1);
    const child = childrenOf(model, node)[0];
    expect(Number.isNaN(layout.x[child - last.start])).toBe(true);
  });

  it('finds the node under a point, among replayed nodes only', () => {
    const layout = layoutIteration(model, last);
    const end = last.end - 1;
    const i = end - last.start;
    expect(nodeAt(layout, end, layout.x[i] + 1, layout.y[i], 5)).toBe(end);
    expect(nodeAt(layout, end - 1, layout.x[i] + 1, layout.y[i], 5)).not.toBe(end);
  });
});

describe('narration and the address', () => {
  it('spells out the comparison', () => {
    expect(comparison(2, 5, 6)).toBe('f = 2 + 5 = 7 > bound 6');
    expect(comparison(2, 4, 6)).toBe('f = 2 + 4 = 6 ≤ bound 6');
  });

  it('narrates prunes, expansions and the goal', () => {
    const { model } = traced("R U2 F' R U' F2", 'max');
    const last = model.iterations.at(-1)!;
    const pruned = Array.from({ length: model.trace.count }, (_, i) => i).find((id) => outcomeOf(model, id) === 'pruned')!;
    expect(narrateNode(model, pruned)).toMatch(/^Generate .+: f = \d+ \+ \d+ = \d+ > bound \d+, prune\.$/);
    // Every narration is a whole sentence, so the element can append the next one.
    for (let id = 0; id < model.trace.g.length; id++) expect(narrateNode(model, id)).toMatch(/\.$/);
    expect(narrateNode(model, last.goal)).toMatch(/reaches the solved cube/);
    expect(narrateNode(model, last.start)).toMatch(/^Iteration \d+ starts/);
    expect(nextBoundText(7, 6)).toMatch(/next iteration searches with bound 7/);
  });
});
