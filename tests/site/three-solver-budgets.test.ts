/** Chapter 8's solver offers the budget its reach table was computed with, and one large enough for every scramble Reid's bound proves there. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KORF_REACH_BUDGET, REID_FIGURES } from 'pocket-cube-solver/internals';
import { DEFAULT_THREE_SOLVER_BUDGET, LARGEST_THREE_SOLVER_BUDGET, THREE_SOLVER_BUDGETS } from '../../src/lib/three-solver-budgets.ts';

describe("the 3×3×3 solver's node budgets", () => {
  it('are the options the widget draws, with the default among them', () => {
    const shell = readFileSync(join(import.meta.dirname, '../../src/widgets/three-solver/ThreeSolver.astro'), 'utf8');
    expect(shell).toMatch(/THREE_SOLVER_BUDGETS\.map/);
    expect(THREE_SOLVER_BUDGETS).toContain(DEFAULT_THREE_SOLVER_BUDGET);
  });

  it("include chapter 8's reach budget for Korf's design, and the largest fits every scramble of Reid's reach table", () => {
    expect(THREE_SOLVER_BUDGETS as readonly number[]).toContain(KORF_REACH_BUDGET);
    const deepest = Math.max(...REID_FIGURES.reach.map((r) => r.reid.generated));
    expect(LARGEST_THREE_SOLVER_BUDGET).toBeGreaterThanOrEqual(deepest);
  });
});
