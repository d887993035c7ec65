import { describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../../tests/referee-three/facelets.ts';
import { scrambleToCube } from '../../../src/three/cube-state.ts';
import { solveTwoPhase } from '../../../src/three/two-phase/solve.ts';

// The superflip (every edge flipped in place) needs 20 moves (Reid 1995), and it is among
// the hardest cubes for two-phase: its six views coincide, and its phase 1 alone needs 10
// moves. Slow tier (`npm run test:slow`): about 120 M nodes, 10–40 s of CPU. In `npm test`,
// solve.test.ts holds two-phase to the same referee on dozens of random states (targets 20 and 22),
// typed scrambles and every option, and checks optimality proofs against brute force.
const SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

describe('two-phase on the superflip', () => {
  it('finds 20 moves, given time (about 120 M nodes: 10–40 s on a shared 2-core machine)', () => {
    const r = scrambleToCube(SUPERFLIP);
    if (!r.ok) throw new Error(r.error.message);
    // The phase-2 perimeter pays here: late phase-2 searches are where this cube's nodes go.
    const s = solveTwoPhase(r.state, { targetLength: 20, maxMs: 150_000, perimeterDepth: 7 });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.status).toBe('target');
    expect(s.length).toBe(20);
    expect(new FaceletCube().apply(SUPERFLIP).apply(s.moves!.join(' ')).isSolved()).toBe(true);
  }, 180_000);
});
