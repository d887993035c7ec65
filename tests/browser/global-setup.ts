/**
 * Fails fast with a useful message when dist/ is missing or was built for
 * another base path (e.g. after a plain `npm run build`), instead of letting
 * every test fail on 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { BASE_PATH } from '../../playwright.config.ts';

export default function globalSetup() {
  const index = 'dist/index.html';
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: run \`npm run build:test\` (or \`npm test\`) before the browser tests`);
  }
  const html = readFileSync(index, 'utf8');
  if (!html.includes(`href="${BASE_PATH}favicon.svg"`)) {
    throw new Error(
      `dist/ was not built for base ${BASE_PATH}: run \`npm run build:test\` (BASE_PATH=${BASE_PATH} npm run build)`,
    );
  }
  if (!existsSync('dist/pagefind/pagefind.js')) {
    throw new Error('dist/pagefind is missing: the build script must run `pagefind --site dist`');
  }
}
