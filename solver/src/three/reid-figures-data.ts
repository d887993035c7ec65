/**
 * The committed figures of Reid's heuristic (reid-figures.json), typed: its
 * sampled distribution and the nodes its searches take on chapter 8's reach
 * scrambles, which take minutes to compute (computeReidFigures in
 * reid-figures.ts). The site's build reads these;
 * solver/test/three/reid-figures.slow.test.ts recomputes them and fails if they drift.
 */
import type { ReidFigures } from './reid-figures.ts';
import figures from './reid-figures.json' with { type: 'json' };

export const REID_FIGURES: ReidFigures = figures as ReidFigures;
