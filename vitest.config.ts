import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** The solver package's entries resolve to its TypeScript source (solver/package.json exports). */
const SOLVER_SOURCE = 'pocket-cube-source';

// Unit and property tests: the solver package and site-level tests that need no browser.
// Browser tests live in tests/browser and run under Playwright (see playwright.config.ts).
export default defineConfig({
  resolve: { conditions: [SOLVER_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOLVER_SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['solver/**/*.test.ts', 'tests/**/*.test.ts', 'src/**/*.test.ts'],
    // *.slow.test.ts: checks that cost minutes of CPU while faster tests catch the same faults; npm run test:slow (vitest.slow.config.ts).
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**', '**/*.slow.test.ts'],
    testTimeout: 60_000,
    // Vitest's default leaves one core to its main process: one worker on a 2-core machine, so
    // half the machine idles while the CPU-bound solver files run one after another. The main
    // process does little once files are transformed; use both cores there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files run one after another in each worker without a fresh module registry each: the ~100 files
    // spent about 100 s of a 142 s run importing and transforming the same solver modules again, and
    // tables memoized in the solver (distance tables, move tables) are built once per worker, not once
    // per file (83 s instead of 142 s on this 2-core machine). A test about what a fresh worker builds
    // takes fresh modules itself (vi.resetModules, as three-jobs.test.ts does).
    isolate: false,
    // Tables several files use (the 3×3×3 corner database) are built once per run and shared: solver/test/support/shared-corner-pdb.ts.
    globalSetup: ['solver/test/support/shared-tables.setup.ts'],
    // Code that asks for the page's words gets English, as in the build (tests/site/english-messages.setup.ts).
    // Property tests run from one pinned seed (FC_SEED replays another): tests/support/fast-check-seed.setup.ts.
    setupFiles: ['tests/site/english-messages.setup.ts', 'tests/support/fast-check-seed.setup.ts'],
  },
});
