/**
 * The 3×3×3's move pruning (three-move-pruning.ts): the trees it allows are
 * exactly the ones chapters 7 and 8 count (HTM's two-family recurrence, QTM's
 * runs of 1 to 4 quarter turns on an axis), and in QTM a half turn is one
 * spelling, X X, so a cube a half turn from solved is answered in two quarter
 * turns, not a detour. Answers are applied on the facelet referee.
 */
import { describe, expect, it } from 'vitest';
import { FaceletCube } from '../../../tests/referee-three/facelets.ts';
import { seededRandom } from '../../src/random.ts';
import { threeBruteForceSizes, threeQtmTreeSizes } from '../../src/three/three-branching.ts';
import { THREE_MOVES } from '../../src/three/three-metric.ts';
import { mayFollow, threeMovePruning } from '../../src/three/three-move-pruning.ts';
import { PAGE_EDGE_GROUPS, solveThree } from '../../src/three/three-solve.ts';
import type { Metric } from '../../src/metric.ts';

/** Sequences of each length 0..depth the pruning allows, counted by walking them. */
function countTree(metric: Metric, depth: number): number[] {
  const p = threeMovePruning(metric);
  const counts = new Array<number>(depth + 1).fill(0);
  const walk = (d: number, last: number, beforeLast: number) => {
    counts[d]++;
    if (d === depth) return;
    for (let m = 0; m < p.moves; m++) if (mayFollow(p, m, last, beforeLast)) walk(d + 1, m, last);
  };
  walk(0, p.moves, p.moves);
  return counts;
}

describe('3×3×3 move pruning', () => {
  it("allows exactly the trees chapter 7's recurrences count, in both metrics", () => {
    expect(countTree('htm', 5)).toEqual(threeBruteForceSizes(5));
    expect(countTree('qtm', 6)).toEqual(threeQtmTreeSizes(6));
  });

  it('in QTM, spells a half turn once, as X X: never X′ X′ nor X X X', () => {
    const p = threeMovePruning('qtm');
    const index = (name: string) => THREE_MOVES.qtm.findIndex((m) => m.name === name);
    const [r, rPrime, l] = [index('R'), index("R'"), index('L')];
    expect(mayFollow(p, r, r, p.moves)).toBe(true);
    expect(mayFollow(p, rPrime, rPrime, p.moves)).toBe(false);
    expect(mayFollow(p, rPrime, r, p.moves)).toBe(false);
    expect(mayFollow(p, r, r, r)).toBe(false);
    // Opposite faces commute: R then L, never L then R.
    expect(mayFollow(p, l, r, p.moves)).toBe(true);
    expect(mayFollow(p, r, l, p.moves)).toBe(false);
  });

  it('solves half turns in QTM in two quarter turns each, optimally, as held', () => {
    for (const [scramble, quarterTurns] of [['R2', 2], ['R2 U2', 4], ["U R2 F'", 4], ['F2 B2', 4]] as const) {
      const r = solveThree(scramble, { metric: 'qtm', edgeGroups: PAGE_EDGE_GROUPS });
      if (!r.ok || !r.moves) throw new Error(`${scramble}: no answer`);
      expect(r.moves.length, `${scramble}: ${r.moves.join(' ')}`).toBe(quarterTurns);
      expect(new FaceletCube().apply(scramble).apply(r.moves.join(' ')).isSolved()).toBe(true);
    }
  });

  it('answers random quarter-turn scrambles in at most as many quarter turns (seed 4401)', () => {
    const seed = 4401;
    const random = seededRandom(seed);
    const names = THREE_MOVES.qtm.map((m) => m.name);
    for (let k = 0; k < 12; k++) {
      const scramble = Array.from({ length: 1 + (k % 5) }, () => names[random.int(names.length)]).join(' ');
      const r = solveThree(scramble, { metric: 'qtm', edgeGroups: PAGE_EDGE_GROUPS });
      if (!r.ok || !r.moves) throw new Error(`seed ${seed}, ${scramble}: no answer`);
      expect(r.moves.length, `seed ${seed}, ${scramble}: ${r.moves.join(' ')}`).toBeLessThanOrEqual(scramble.split(' ').length);
      expect(new FaceletCube().apply(scramble).apply(r.moves.join(' ')).isSolved()).toBe(true);
    }
  });
});
