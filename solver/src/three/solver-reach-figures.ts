/**
 * The committed solver-reach figures (solver-reach.json), typed. Computing
 * them takes about a minute (computeSolverReach in solver-reach.ts), so the
 * site's build reads these; solver/test/three/solver-reach.slow.test.ts recomputes
 * them and fails if they drift.
 */
import type { SolverReach } from './solver-reach.ts';
import figures from './solver-reach.json' with { type: 'json' };

export const SOLVER_REACH_FIGURES: SolverReach = figures as SolverReach;
