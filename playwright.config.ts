/**
 * Browser tests against the built site, served by `astro preview` under the
 * same kind of base path GitHub Pages uses, so every base-path mistake shows.
 * `npm test` builds with BASE_PATH=/pocket-cube-notebook/ first
 * (see package.json); tests/browser/global-setup.ts checks that it did.
 *
 * Which Chromium, and its flags: tests/browser/chromium.ts.
 */
import { registerHooks } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/browser/chromium.ts';
import { resolve } from './tests/browser/source-condition-hooks.mjs';

// Specs import the solver by its package names; this makes those resolve to its source (see the hooks file).
// The config is loaded by the runner and by every worker, so both get the hook before any spec.
registerHooks({ resolve });

export const BASE_PATH = normaliseBase(process.env.BASE_PATH ?? '/pocket-cube-notebook/');
export const PORT = Number(process.env.PREVIEW_PORT ?? 4739);
const ORIGIN = `http://127.0.0.1:${PORT}`;

function normaliseBase(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two at least, also on a 2-core laptop (Playwright's own default there is one): the
  // tests spend much of their time waiting on the page and its worker, and CI already
  // runs two. Above 4 cores, half of them, as Playwright would.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: ORIGIN + BASE_PATH,
    browserName: 'chromium',
    // No traces unless asked for (PW_TRACE=retain-on-failure, say): 'retain-on-failure' records one for
    // every test and throws the passing ones away, and the recording (DOM snapshots at each action) cost
    // a third of the run: teaching + scramble-fields took 2.0 min with it, 1.3 min without (issue 22).
    // CI keeps no files from a run, only its log, so a trace there helps nobody.
    trace: (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: {
      executablePath: chromiumExecutable('tests'),
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    // --ignore-lock: Playwright owns this server's life, not Astro's lock file (.astro/preview.json). Astro 7
    // refuses to start beside a server its lock names, and a CI run's second pass (the main-thread tests) was
    // refused by the lock the first pass's server left: killed, yet its process id still answered `kill -0`.
    // The flag also stops Astro backgrounding the server when it thinks an agent runs it.
    command: `npm run preview -- --port ${PORT} --host 127.0.0.1 --ignore-lock`,
    url: ORIGIN + BASE_PATH,
    env: { BASE_PATH },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
