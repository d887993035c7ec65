/**
 * Browser tests against the built site, served by `astro preview` under the
 * same kind of base path GitHub Pages uses, so every base-path mistake shows.
 * `npm test` builds with BASE_PATH=/pocket-cube-notebook/ first
 * (see package.json); tests/browser/global-setup.ts checks that it did.
 *
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's
 * own download (which this machine cannot fetch, but a developer's may have).
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const BASE_PATH = normaliseBase(process.env.BASE_PATH ?? '/pocket-cube-notebook/');
export const PORT = Number(process.env.PREVIEW_PORT ?? 4739);
const ORIGIN = `http://127.0.0.1:${PORT}`;

function normaliseBase(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: ORIGIN + BASE_PATH,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npm run preview -- --port ${PORT} --host 127.0.0.1`,
    url: ORIGIN + BASE_PATH,
    env: { BASE_PATH },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
