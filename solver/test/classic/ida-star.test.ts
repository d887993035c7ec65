/**
 * The classic IDA*: the explicit-stack form against the published recursive,
 * object-per-node form (same answers, same node counts), node budgets, and
 * every answer checked by applying it with the classic tables.
 */
import { describe, expect, it } from 'vitest';
import { classicHeuristicOfState } from '../../src/classic/heuristic.ts';
import { ClassicIdaSearch } from '../../src/classic/ida-star.ts';
import { CLASSIC_SOLVED, type ClassicState, applyClassicMove, applyClassicMoves, isClassicSolved } from '../../src/classic/model.ts';
import { classicMovesOf } from '../../src/classic/notation.ts';
import { buildClassicPatternDatabases } from '../../src/classic/pattern-databases.ts';
import { isRedundant } from '../../src/classic/redundancy.ts';
import { classicScramble } from '../../src/classic/scramble.ts';
import { classicSearch, solveClassic } from '../../src/classic/solvers.ts';
import { classicOrientationCode, classicPermutationCode } from '../../src/classic/encoding.ts';
import { seededRandom } from '../../src/random.ts';

const pdbs = buildClassicPatternDatabases();

/** The published search, transcribed: recursion, a new state per node, FOUND = −1. */
function publishedIda(start: ClassicState, maxNodes: number): { solution: number[] | null; nodes: number } {
  const path: number[] = [];
  let nodes = 0;
  const search = (s: ClassicState, g: number, threshold: number, last: number): number => {
    nodes++;
    if (nodes > maxNodes) throw new Error('budget');
    const f = g + classicHeuristicOfState(pdbs, s);
    if (f > threshold) return f;
    if (isClassicSolved(s)) return -1;
    let min = Infinity;
    for (let m = 0; m < 6; m++) {
      if (isRedundant(last, m)) continue;
      path.push(m);
      const t = search(applyClassicMove(s, m), g + 1, threshold, m);
      if (t === -1) return -1;
      if (t < min) min = t;
      path.pop();
    }
    return min;
  };
  let threshold = classicHeuristicOfState(pdbs, start);
  for (;;) {
    const t = search(start, 0, threshold, -1);
    if (t === -1) return { solution: path, nodes };
    threshold = t;
  }
}

function scrambled(alg: string): ClassicState {
  const parsed = classicMovesOf(alg);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return applyClassicMoves(CLASSIC_SOLVED, parsed.moves);
}

describe('the classic IDA*', () => {
  it('walks the published tree: same first solution and node count as the recursive form', () => {
    // The classic search can take 10⁸ nodes on a 4-move scramble; compare on those the fast form finishes within 300,000.
    const random = seededRandom(3);
    const cheap = Array.from({ length: 40 }, () => applyClassicMoves(CLASSIC_SOLVED, classicScramble(random, 2 + random.int(6))))
      .filter((s) => solveClassic(s, 'classic', 300_000).status === 'solved')
      .slice(0, 6);
    expect(cheap.length).toBe(6);
    for (const s of [scrambled('R F'), scrambled('F R'), ...cheap]) {
      const reference = publishedIda(s, 2_000_000);
      const r = solveClassic(s, 'classic');
      expect(r.solution).toEqual(reference.solution);
      expect(r.nodes).toBe(reference.nodes);
    }
  });

  it('answers "U" with 11 moves; the optimum is U U U', () => {
    const s = scrambled('U');
    const r = solveClassic(s, 'classic');
    expect(r.solution).toHaveLength(11);
    expect(isClassicSolved(applyClassicMoves(s, r.solution!))).toBe(true);
    expect(solveClassic(s, 'optimal').solution).toEqual([0, 0, 0]);
  });

  it('stops after its node budget, and resumes in slices to the same answer', () => {
    const s = scrambled('R F');
    const capped = solveClassic(s, 'classic', 10_000);
    expect(capped.status).toBe('budget');
    expect(capped.solution).toBeNull();
    expect(capped.nodes).toBe(10_000);
    const sliced = classicSearch(s, 'classic');
    let slices = 0;
    while (!sliced.run(10_000)) slices++;
    expect(slices).toBeGreaterThan(10);
    expect(sliced.result().solution).toEqual(solveClassic(s, 'classic').solution);
  });

  it('the optimal search in the same model is never longer, on random classic scrambles', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 10; i++) {
      const s = applyClassicMoves(CLASSIC_SOLVED, classicScramble(random, 6));
      const opt = solveClassic(s, 'optimal');
      expect(isClassicSolved(applyClassicMoves(s, opt.solution!))).toBe(true);
      const classic = solveClassic(s, 'classic', 500_000);
      if (classic.solution) {
        expect(isClassicSolved(applyClassicMoves(s, classic.solution))).toBe(true);
        expect(classic.solution.length).toBeGreaterThanOrEqual(opt.solution!.length);
      }
    }
  });

  it('starts at threshold h(start), which can be −1', () => {
    const search = new ClassicIdaSearch(0, 0, { perm: new Int16Array(40_320).fill(-1), orient: new Int8Array(2_187).fill(-1), forbidden: isRedundant });
    search.run(10);
    expect(search.result()).toMatchObject({ status: 'solved', solution: [], thresholds: [-1] });
    const s = scrambled('R');
    expect(classicSearch(s, 'classic').result().status).toBe('running');
    expect(classicPermutationCode(s.perm)).toBeGreaterThan(0);
    expect(classicOrientationCode(s.orient)).toBeGreaterThan(0);
  });
});
