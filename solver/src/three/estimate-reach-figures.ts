/**
 * The committed estimate-reach figures (estimate-reach.json), typed: the site's
 * build reads these rather than build the corner database;
 * solver/test/three/estimate-reach.test.ts recomputes them and fails if they drift.
 */
import type { EstimateReach } from './estimate-reach.ts';
import figures from './estimate-reach.json' with { type: 'json' };

export const ESTIMATE_REACH_FIGURES: EstimateReach = figures as EstimateReach;
