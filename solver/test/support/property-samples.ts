/**
 * How many random states a sampled property checks. `npm test` checks a few hundred per metric and heuristic
 * (the faults these properties catch — a heuristic that overestimates, a search that stops early — show on
 * most states, and the full count took a third of the unit run); the slow tier sets PROPERTY_SAMPLES to the
 * full 2,000 (vitest.slow.config.ts). The states are seeded either way, so a run is repeatable.
 */
export const FULL_PROPERTY_SAMPLES = 2000;

const fromEnvironment = process.env.PROPERTY_SAMPLES;
export const PROPERTY_SAMPLES = fromEnvironment === undefined ? 300 : Number(fromEnvironment);
if (!Number.isSafeInteger(PROPERTY_SAMPLES) || PROPERTY_SAMPLES < 1) throw new Error(`PROPERTY_SAMPLES must be a whole number ≥ 1, got "${fromEnvironment}"`);
