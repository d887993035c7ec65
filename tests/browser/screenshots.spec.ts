/**
 * Screenshots of every page in both themes at phone and desktop width, for a
 * person to look at (tests/browser/screenshots/, gitignored). All in the slow
 * tier (tiers.ts says why); `npm run test:slow` takes them. With
 * UPDATE_README_SCREENSHOT=1 it also refreshes docs/screenshot.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { builtPages, pageName } from './helpers.ts';
import { SLOW_TAG } from './tiers.ts';

const OUT = join(import.meta.dirname, 'screenshots');
const WIDTHS = [390, 1280];

test.beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
  console.log(`screenshots: ${OUT}`);
});

for (const path of builtPages()) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      test(`screenshot ${pageName(path)} ${colorScheme} ${width}px`, { tag: SLOW_TAG }, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(OUT, `${pageName(path)}-${colorScheme}-${width}.png`), fullPage: true });
      });
    }
  }
}

// The README's picture: always taken with the others; UPDATE_README_SCREENSHOT=1 also writes docs/screenshot.png.
test('readme screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto("chapters/01-the-pocket-cube/?scramble=R+U2+F'+R+U'+F2&metric=htm&step=2");
  await expect(page.locator('pc-playground .pg-step')).toHaveText(/^Step 2/);
  await page.locator('pc-playground').evaluate((el) => el.scrollIntoView());
  await page.evaluate(() => window.scrollBy(0, -150));
  mkdirSync(OUT, { recursive: true });
  const readme = process.env.UPDATE_README_SCREENSHOT ? join(import.meta.dirname, '../../docs/screenshot.png') : join(OUT, 'readme-screenshot.png');
  await page.screenshot({ path: readme });
});
