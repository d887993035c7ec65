/**
 * Issue 11, item 13: the playground's playback speed. The page's clock is
 * Playwright's fake one, so the test steps time itself: the same stretch of
 * time plays fewer moves at Slow than at Fast (no wall-clock timing here).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SPEEDS } from '../../src/widgets/cube-3d/cube-stage.ts';

const CHAPTER = "chapters/01-the-pocket-cube/?scramble=F'+U2+R2+U'+F+U2+R'+F'+U2+R'+U'"; // 11 moves from solved

const intervalOf = (label: string) => SPEEDS.find((s) => s.name === label.toLowerCase())!.intervalMs;

async function stepsPlayedIn(page: Page, speed: string, ms: number): Promise<number> {
  const root = page.locator('pc-playground');
  await root.locator('.pg-stage').press('Home');
  await root.getByRole('combobox', { name: 'Speed' }).selectOption({ label: speed });
  await root.locator('.pg-play').click();
  await page.clock.runFor(ms);
  await root.locator('.pg-play').click(); // pause
  return Number(await root.getByRole('slider', { name: 'Position' }).inputValue());
}

test('the speed menu sets how fast the playground plays a solution', async ({ page }) => {
  await page.clock.install();
  await page.goto(CHAPTER);
  await expect(page.locator('pc-playground .pg-result-text')).toHaveText(/^Optimal solution/);
  const length = await page.locator('pc-playground .pg-moves button').count();
  // Stop the page's time from flowing on its own: from here only runFor moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const window = intervalOf('Slow') * 2 + 100;
  const slow = await stepsPlayedIn(page, 'Slow', window);
  const fast = await stepsPlayedIn(page, 'Fast', window);
  expect(slow).toBe(Math.floor(window / intervalOf('Slow')));
  expect(fast).toBe(Math.min(length, Math.floor(window / intervalOf('Fast'))));
  expect(fast).toBeGreaterThan(slow);
});
