/**
 * Which Chromium the browser tests and `npm run bench:browser` drive, and how.
 *
 * Tests: $CHROMIUM_PATH, else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell), else
 * Debian's full /usr/bin/chromium, else Playwright's own download (which this
 * machine cannot fetch, but a developer's may have). The headless shell is the
 * same Blink and V8 without the browser's user interface: what Playwright
 * itself runs for headless tests. Measured on 50 tests of `npm test` (issue 22):
 * Chromium's processes used 99 CPU-seconds instead of 161, the browser
 * process 18 instead of 50 (every test opens and closes a context), and the
 * pages render the same.
 *
 * The bench (`npm run bench:browser`) times the reader's browser: the full
 * /usr/bin/chromium, unless $CHROMIUM_PATH says otherwise.
 *
 * The flags keep a headless Chromium quiet on a machine with a closed network.
 */
import { existsSync } from 'node:fs';

export type ChromiumUse = 'tests' | 'bench';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export function chromiumExecutable(use: ChromiumUse): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (use === 'tests' && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync(FULL_BROWSER)) return FULL_BROWSER;
  return undefined;
}

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
