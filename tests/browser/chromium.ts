/**
 * Which Chromium the browser tests and `npm run bench:browser` drive, and how:
 * $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * download (which this machine cannot fetch, but a developer's may have).
 * The flags keep a headless Chromium quiet on a machine with a closed network.
 */
import { existsSync } from 'node:fs';

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
