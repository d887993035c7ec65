import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { FULL_PROPERTY_SAMPLES } from './solver/test/support/property-samples.ts';

/**
 * The slow tier (`npm run test:slow`; .ci/run runs it after `npm test`): test
 * files named *.slow.test.ts, which cost minutes of CPU while a faster test
 * catches the same faults in the default run. Each says in its header which.
 * Same resolution as the default run; only the files (and the property seed) differ.
 */
// The slow tier also runs the property tests from a fresh seed, printed so that a failure can be replayed
// (FC_SEED=<seed> npx vitest run <file>); npm test pins one (tests/support/fast-check-seed.setup.ts).
// Vitest may read this file more than once in a run: the seed is drawn once, kept in the environment, and said once.
const seed = (process.env.FC_SEED ??= String(Math.floor(Math.random() * 2 ** 31)));
if (process.env.FC_SEED_SAID !== seed) {
  process.env.FC_SEED_SAID = seed;
  console.log(`fast-check seed for this run: ${seed} (replay with FC_SEED=${seed})`);
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // …and the sampled properties at their full count (solver/test/support/property-samples.ts).
    include: ['**/*.slow.test.ts', '**/*.fuzz.test.ts', 'solver/test/ida-star.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    env: { FC_SEED: seed, PROPERTY_SAMPLES: String(FULL_PROPERTY_SAMPLES) },
  },
});
