/**
 * The counters a page watches the two phases by (search.ts, solve.ts): on
 * cubes small enough to follow the search by hand, each phase's nodes, the
 * hand-overs to phase 2 and the phase-1 depth are exactly what the algorithm
 * does; on a real scramble they add up over the six views.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { scrambleToCube } from '../../../src/three/cube-state.ts';
import { twoPhasePruning } from '../../../src/three/two-phase/pruning-tables.ts';
import { TwoPhaseSolver, solveTwoPhase } from '../../../src/three/two-phase/solve.ts';

function cube(text: string) {
  const r = scrambleToCube(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('two-phase counters', () => {
  beforeAll(() => void twoPhasePruning(), 60_000);

  it('U is already in G1: phase 1 is empty, phase 2 alone finds U′, and no phase-1 length below 1 is left', () => {
    const r = solveTwoPhase(cube('U'), { views: 1, targetLength: 0 });
    expect(r).toMatchObject({ ok: true, moves: ["U'"], stop: 'exhausted', phase1Nodes: 0, phase2Starts: 1, phase1Depth: 1 });
    expect(r.ok && r.phase2Nodes).toBe(r.ok && r.nodes);
    expect(r.ok && r.phase2Nodes).toBeGreaterThan(0);
  });

  it('R′ is one phase-1 move from solved: phase 1 finds R (its first move that is no G1 move), phase 2 starts on a solved cube and generates nothing', () => {
    const r = solveTwoPhase(cube("R'"), { views: 1, targetLength: 0 });
    expect(r).toMatchObject({ ok: true, moves: ['R'], stop: 'exhausted', phase2Nodes: 0, phase2Starts: 1, phase1Depth: 1 });
    expect(r.ok && r.phase1Nodes).toBe(r.ok && r.nodes);
    expect(r.ok && r.phase1Nodes).toBeGreaterThan(0);
  });

  it('add up over six views on a real scramble: phase-1 plus phase-2 nodes are all the nodes, the depth never goes back', () => {
    const solver = new TwoPhaseSolver(cube("R2 U' F' L D2 B R' U2 F L2 D' B2 R U F2 L' D B' R2 U' F D2 L B'"), { targetLength: 0, maxNodes: 3_000_000 });
    let depth = 0;
    while (!solver.run(100_000)) {
      const r = solver.result();
      expect(r.phase1Nodes + r.phase2Nodes).toBe(r.nodes);
      expect(r.phase1Depth).toBeGreaterThanOrEqual(depth);
      depth = r.phase1Depth;
    }
    const r = solver.result();
    expect(r.phase2Nodes).toBeGreaterThan(0);
    expect(r.phase1Nodes).toBeGreaterThan(0);
    expect(r.phase2Starts).toBeGreaterThan(0);
  });
});
