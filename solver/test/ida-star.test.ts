import { describe, expect, it } from 'vitest';
import { applyMoveNames, scrambleToState } from '../src/apply.ts';
import { distanceTable } from '../src/bfs.ts';
import { STATE_COUNT, coordinatesOf, indexOfState, splitStateIndex, stateOfIndex } from '../src/coordinates.ts';
import { isSolved } from '../src/corner-state.ts';
import { HEURISTIC_NAMES, type HeuristicName, heuristic } from '../src/heuristics.ts';
import { IdaSearch } from '../src/ida-star.ts';
import { type CubeNode, cubeProblem, cubeRoot, idaStar } from '../src/ida-star-textbook.ts';
import { moveTables } from '../src/move-tables.ts';
import type { Metric } from '../src/metric.ts';
import { seededRandom } from '../src/random.ts';
import { runInSlices } from '../src/run-in-slices.ts';
import { TRACE_GOAL, TRACE_PRUNED } from '../src/search-trace.ts';
import { solve, solveState, solveWithDistanceTable } from '../src/solve.ts';
import { PROPERTY_SAMPLES } from './support/property-samples.ts';

const METRICS: Metric[] = ['htm', 'qtm'];

function stateOf(scramble: string) {
  const r = scrambleToState(scramble);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Uniform random state indices; for h = 0 only states near solved are feasible. */
function sampleStates(count: number, seed: number, metric: Metric, maxDistance = Infinity): number[] {
  const random = seededRandom(seed);
  const { distance } = distanceTable(metric);
  const out: number[] = [];
  while (out.length < count) {
    const i = random.int(STATE_COUNT);
    if (distance[i] <= maxDistance) out.push(i);
  }
  return out;
}

describe('IDA* is optimal', () => {
  for (const metric of METRICS) {
    for (const h of HEURISTIC_NAMES) {
      // h = 0 expands ~6^d nodes: keep those states within 5 moves.
      const maxDistance = h === 'none' ? 5 : Infinity;
      it(`${metric.toUpperCase()}, ${h}: ${PROPERTY_SAMPLES.toLocaleString('en')} seeded random states solve to their BFS distance`, () => {
        const { distance } = distanceTable(metric);
        for (const index of sampleStates(PROPERTY_SAMPLES, 99 + metric.length, metric, maxDistance)) {
          const state = stateOfIndex(index);
          const result = solveState(state, { metric, heuristic: h });
          expect(result.status).toBe('solved');
          expect(result.length).toBe(distance[index]);
          expect(isSolved(applyMoveNames(state, result.moves!))).toBe(true);
        }
      });
    }
  }

  it('the greedy exact-table descent is optimal too', () => {
    for (const metric of METRICS) {
      const { distance } = distanceTable(metric);
      const out = new Uint8Array(20);
      const names = metric === 'htm' ? ['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"] : ['U', "U'", 'R', "R'", 'F', "F'"];
      for (const index of sampleStates(2000, 5, metric)) {
        const length = solveWithDistanceTable(index, distance, metric, out);
        expect(length).toBe(distance[index]);
        expect(isSolved(applyMoveNames(stateOfIndex(index), Array.from(out.subarray(0, length), (m) => names[m])))).toBe(true);
      }
    }
  });

  it('reports a threshold per iteration, rising, ending at the solution length', () => {
    const r = solve("R U2 F' R2 U F R' U2", { heuristic: 'orient' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bounds = r.iterations.map((it) => it.bound);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(bounds.at(-1)).toBe(r.length);
    expect(r.nodes).toBe(r.iterations.reduce((s, it) => s + it.expanded, 0));
  });

  it('solves the solved cube with the empty solution', () => {
    const r = solve('');
    expect(r.ok && r.moves).toEqual([]);
  });

  it('returns bad notation as an error, not an exception', () => {
    const r = solve('R U X2');
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ message: 'unknown move "X2" at column 5' }) });
  });

  it('writes solutions in U, R, F only, whatever the scramble used', () => {
    const r = solve("D L' B2 x Dw");
    expect(r.ok && r.moves!.every((m) => /^[URF]/.test(m))).toBe(true);
  });
});

describe('all optimal solutions', () => {
  it('lists distinct solutions that all have the optimal length and all solve', () => {
    const scramble = "R U R' U'";
    const r = solve(scramble, { allSolutions: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const state = stateOf(scramble);
    expect(new Set(r.solutions.map((s) => s.join(' '))).size).toBe(r.solutions.length);
    for (const s of r.solutions) {
      expect(s).toHaveLength(r.length!);
      expect(isSolved(applyMoveNames(state, s))).toBe(true);
    }
  });

  it('finds exactly the optimal sequences a brute-force check finds (HTM, depth 4)', () => {
    // Every sequence of 4 HTM moves with no face twice in a row, checked directly.
    const names = ['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"];
    const target = { state: stateOf("F R2 U' R") };
    const brute: string[] = [];
    for (let a = 0; a < 9; a++) for (let b = 0; b < 9; b++) for (let c = 0; c < 9; c++) for (let d = 0; d < 9; d++) {
      const seq = [a, b, c, d];
      if (seq.some((m, i) => i > 0 && Math.floor(m / 3) === Math.floor(seq[i - 1] / 3))) continue;
      const moves = seq.map((m) => names[m]);
      if (isSolved(applyMoveNames(target.state, moves))) brute.push(moves.join(' '));
    }
    const r = solve("F R2 U' R", { allSolutions: true });
    expect(r.ok && r.solutions.map((s) => s.join(' ')).sort()).toEqual(brute.sort());
  });

  it('respects the cap', () => {
    // 60 optimal solutions (11 moves): a cap of 2 must stop at 2, all of them optimal.
    const deep = "F2 R' F R' U R' U' R2 U F' U'";
    const all = solve(deep, { allSolutions: true });
    expect(all.ok && all.solutions.length).toBe(60);
    const r = solve(deep, { allSolutions: true, maxSolutions: 2 });
    expect(r.ok && r.solutions.length).toBe(2);
    expect(r.ok && r.solutions.every((s) => s.length === 11)).toBe(true);
  });
});

describe('budgets, slices and cancellation', () => {
  const deep = "F2 R' F R' U R' U' R2 U F' U'"; // distance 11 in HTM

  it('a node budget stops a hopeless search and says so', () => {
    const r = solve(deep, { heuristic: 'none', maxNodes: 50_000 });
    expect(r.ok && r.status).toBe('budget');
    expect(r.ok && r.moves).toBeNull();
    expect(r.ok && r.generated).toBeLessThanOrEqual(50_000 + 9);
  });

  it('a search run in slices gives the same answer and counts as one run', () => {
    const state = stateOf(deep);
    const whole = solveState(state, { heuristic: 'perm' });
    const { perm, orient } = splitStateIndex(indexOfState(state));
    const sliced = new IdaSearch(perm, orient, { heuristic: heuristic('perm', 'htm') });
    while (!sliced.run(1000));
    const r = sliced.result();
    expect(r.solution!.length).toBe(whole.length);
    expect(r.iterations).toEqual(whole.iterations);
  });

  it('an AbortSignal stops a search between slices', async () => {
    const state = stateOf(deep);
    const { perm, orient } = splitStateIndex(indexOfState(state));
    const search = new IdaSearch(perm, orient, { heuristic: heuristic('none', 'htm') });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(runInSlices(search, { signal: controller.signal, sliceSteps: 20_000 })).rejects.toMatchObject({ name: 'AbortError' });
    expect(search.result().status).toBe('running');
    expect(search.result().generated).toBeGreaterThan(0);
  });
});

/**
 * The textbook recursion (ida-star-textbook.ts) with counters around it: h is
 * called once per generated node and children() once per expanded node, so
 * wrapping them counts exactly what IdaSearch reports per iteration.
 */
function textbookRun(state: ReturnType<typeof stateOfIndex>, metric: Metric, h: HeuristicName) {
  const problem = cubeProblem(heuristic(h, metric));
  const iterations: { bound: number; expanded: number; generated: number }[] = [];
  let current = { bound: 0, expanded: 0, generated: 0 };
  const counted = {
    h: (s: CubeNode) => (current.generated++, problem.h(s)),
    isGoal: problem.isGoal,
    children: (s: CubeNode) => (current.expanded++, problem.children(s)),
  };
  const { perm, orient } = coordinatesOf(state);
  const onIteration = (bound: number) => {
    current = { bound, expanded: 0, generated: 0 };
    iterations.push(current);
  };
  const path = idaStar(cubeRoot(perm, orient), { ...counted, onIteration });
  const names = moveTables(metric).moves.map((m) => m.name);
  return { iterations: iterations.map((it) => ({ ...it })), solution: path.map((m) => names[m]) };
}

describe('the textbook IDA*', () => {
  for (const metric of METRICS) {
    it(`${metric.toUpperCase()}: solves 200 seeded random states to their BFS distance`, () => {
      const { distance } = distanceTable(metric);
      for (const index of sampleStates(200, 23, metric)) {
        const { solution } = textbookRun(stateOfIndex(index), metric, 'max');
        expect(solution).toHaveLength(distance[index]);
        expect(isSolved(applyMoveNames(stateOfIndex(index), solution))).toBe(true);
      }
    });
  }
});

describe('the solver\'s loops against the textbook IDA*', () => {
  for (const metric of METRICS) {
    for (const [h, count] of [['max', 300], ['perm', 100], ['orient', 40], ['exact', 100]] as [HeuristicName, number][]) {
      it(`${metric.toUpperCase()}, ${h}: both loops visit exactly the textbook's nodes, iteration by iteration`, () => {
        for (const index of sampleStates(count, 17, metric)) {
          const state = stateOfIndex(index);
          const textbook = textbookRun(state, metric, h);
          const fast = solveState(state, { metric, heuristic: h }); // masks when it can: no trace
          const traced = solveState(state, { metric, heuristic: h, traceCap: 1 }); // a trace forces searchEachChild
          expect(fast.iterations).toEqual(textbook.iterations);
          expect(traced.iterations).toEqual(textbook.iterations);
          expect(fast.moves).toEqual(textbook.solution);
        }
      });
    }
  }
});

describe('search trace', () => {
  it('records the same search the untraced run does', () => {
    for (const h of ['max', 'orient', 'none'] as HeuristicName[]) {
      const plain = solve("R U2 F'", { heuristic: h });
      const traced = solve("R U2 F'", { heuristic: h, traceCap: 100_000 });
      expect(plain.ok && traced.ok).toBe(true);
      if (!plain.ok || !traced.ok) return;
      expect(traced.iterations).toEqual(plain.iterations);
      expect(traced.moves).toEqual(plain.moves);
      expect(traced.trace!.count).toBe(traced.generated);
      expect(traced.trace!.truncated).toBe(false);
    }
  });

  it('stores consistent parents, f values and flags', () => {
    const r = solve("R U R' F2", { heuristic: 'perm', traceCap: 100_000 });
    if (!r.ok || !r.trace) throw new Error('no trace');
    const t = r.trace;
    let goals = 0;
    for (let i = 0; i < t.count; i++) {
      const parent = t.parent[i];
      if (parent < 0) {
        expect(t.g[i]).toBe(0);
        continue;
      }
      expect(parent).toBeLessThan(i);
      expect(t.g[i]).toBe(t.g[parent] + 1);
      expect(t.iteration[i]).toBe(t.iteration[parent]);
      expect(t.flags[parent] & TRACE_PRUNED).toBe(0); // a cut-off node has no children
      const bound = r.iterations[t.iteration[i]].bound;
      expect((t.flags[i] & TRACE_PRUNED) !== 0).toBe(t.g[i] + t.h[i] > bound);
      if (t.flags[i] & TRACE_GOAL) goals++;
    }
    expect(goals).toBe(1);
  });

  it('stops recording at its cap and says it was truncated', () => {
    const r = solve("R U2 F' R2 U F R'", { heuristic: 'none', traceCap: 500 });
    expect(r.ok && r.trace!.count).toBe(500);
    expect(r.ok && r.trace!.truncated).toBe(true);
    expect(r.ok && r.status).toBe('solved');
  });
});
