import { defineConfig } from 'vitest/config';

// Unit and property tests: the solver package and site-level tests that need no browser.
// Browser tests live in tests/browser and run under Playwright (see playwright.config.ts).
export default defineConfig({
  test: {
    include: ['solver/**/*.test.ts', 'tests/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['tests/browser/**', 'node_modules/**', 'dist/**'],
    testTimeout: 60_000,
  },
});
