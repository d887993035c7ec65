/**
 * The committed figures of Korf's three databases (korf-databases.json),
 * typed: the two six-edge histograms and the sampled maximum, which take most
 * of a minute to compute (computeKorfDatabases in korf-prediction.ts). The
 * site's build reads these; solver/test/three/korf-prediction.slow.test.ts
 * recomputes them and fails if they drift.
 */
import type { KorfDatabases } from './korf-prediction.ts';
import figures from './korf-databases.json' with { type: 'json' };

export const KORF_DATABASE_FIGURES: KorfDatabases = figures as KorfDatabases;
