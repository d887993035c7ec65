/**
 * The node budgets chapter 8's 3×3×3 solver offers, nodes generated. The
 * default suits a first try; 100,000,000 is the budget of the chapter's reach
 * table for Korf's design (solver-reach.ts's KORF_REACH_BUDGET); the largest
 * fits every scramble Reid's bound proves in reid-figures.json (its 16-movers
 * take about 250,000,000). solver/test/three/solver-reach.test.ts checks both.
 */
export const THREE_SOLVER_BUDGETS = [1_000_000, 10_000_000, 100_000_000, 1_000_000_000] as const;

export const DEFAULT_THREE_SOLVER_BUDGET: (typeof THREE_SOLVER_BUDGETS)[number] = 10_000_000;

export const LARGEST_THREE_SOLVER_BUDGET = Math.max(...THREE_SOLVER_BUDGETS);
