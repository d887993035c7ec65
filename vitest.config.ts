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
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**'],
    testTimeout: 60_000,
  },
});
