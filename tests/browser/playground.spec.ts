/** The chapter 1 playground, driven as a reader would. */
import { type Page } from '@playwright/test';
import { expect, gotoWaitsForWidgets, test } from './fixtures.ts';
import { drawnStickers, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, SOLVED_STICKERS, watchMainThread, watchPage, workerRequests, addressNow } from './helpers.ts';
import { MAIN_THREAD_TAG } from './tiers.ts';

const CHAPTER = 'chapters/01-the-pocket-cube/';

function parts(page: Page) {
  const root = page.locator('pc-playground');
  return {
    root,
    input: root.getByRole('textbox', { name: 'Scramble' }),
    result: root.locator('.pg-result-text'),
    moves: root.locator('.pg-moves button'),
    forward: root.getByRole('button', { name: 'Step forward' }),
    back: root.getByRole('button', { name: 'Step back' }),
    play: root.locator('.pg-play'),
    scrubber: root.getByRole('slider', { name: 'Position' }),
    step: root.locator('.pg-step'),
    error: root.locator('.sf-error'),
    stage: root.locator('.pg-stage'),
  };
}

async function waitForSolution(page: Page) {
  await expect(page.locator('pc-playground .pg-result-text')).toHaveText(/^(Optimal solution|Already solved)/);
}

test('R U R\' U\' gets a 4-move optimal solution that solves the cube when stepped through', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CHAPTER);
  const p = parts(page);
  await p.input.fill("R U R' U'");
  await waitForSolution(page);
  await expect(p.result).toContainText('4 moves (HTM)');
  await expect(p.result).toContainText(/node/);
  await expect(p.moves).toHaveCount(4);
  expect(await drawnStickers(page)).not.toBe(SOLVED_STICKERS);
  for (let i = 0; i < 4; i++) await p.forward.click();
  await expect(p.step).toHaveText('Step 4 of 4: ' + (await p.moves.nth(3).textContent()) + ', solved');
  expect(await drawnStickers(page)).toBe(SOLVED_STICKERS);
  await expect(p.forward).toBeDisabled();
  await p.back.click();
  expect(await drawnStickers(page)).not.toBe(SOLVED_STICKERS);
  await expect(page).toHaveURL(/step=3/);
  expectNoProblems(problems);
});

test('a bad token is marked in place with the parser message', async ({ page }) => {
  await page.goto(CHAPTER);
  const p = parts(page);
  await p.input.fill('R U X2');
  await expect(p.error).toHaveText('unknown move "X2" at column 5');
  await expect(p.input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await p.input.getAttribute('aria-describedby'))!.split(' ');
  expect(describedBy).toContain(await p.error.getAttribute('id'));
  await expect(p.root.locator('.sf-mirror mark')).toHaveText('X2');
  await p.input.fill('R U F2');
  await expect(p.input).not.toHaveAttribute('aria-invalid');
  await expect(p.error).toHaveText('');
  await expect(p.root.locator('.sf-mirror mark')).toHaveCount(0);
});

test('the metric changes the count: R2 is one HTM move and two QTM moves', async ({ page }) => {
  await page.goto(CHAPTER);
  const p = parts(page);
  await p.input.fill('R2');
  await waitForSolution(page);
  await expect(p.result).toContainText('1 move (HTM)');
  await p.root.getByRole('radio', { name: /QTM/ }).check();
  await expect(p.result).toContainText('2 moves (QTM)');
  await expect(page).toHaveURL(/metric=qtm/);
});

test('a shared link restores scramble, metric and step', async ({ page, context }) => {
  await page.goto(`${CHAPTER}?scramble=R+U+R'+U'&metric=qtm&step=2`);
  const p = parts(page);
  await expect(p.input).toHaveValue("R U R' U'");
  await expect(p.root.getByRole('radio', { name: /QTM/ })).toBeChecked();
  await waitForSolution(page);
  await expect(p.step).toHaveText(/^Step 2 of 4/);
  await expect(p.scrubber).toHaveValue('2');

  // Copy the address after moving on, open it in a fresh page: same place.
  await p.forward.click();
  const link = (await addressNow(page));
  expect(link).toContain('step=3');
  const other = gotoWaitsForWidgets(await context.newPage());
  await other.goto(link);
  const q = parts(other);
  await waitForSolution(other);
  await expect(q.step).toHaveText(/^Step 3 of 4/);
  expect(await drawnStickers(other)).toBe(await drawnStickers(page));
});

test('the last scramble is remembered on the next visit without a query', async ({ page }) => {
  await page.goto(CHAPTER);
  await parts(page).input.fill('F2 U');
  await waitForSolution(page);
  await page.goto(CHAPTER);
  await expect(parts(page).input).toHaveValue('F2 U');
});

test('random scramble asks the worker and solves the result', async ({ page }) => {
  await page.goto(CHAPTER);
  const p = parts(page);
  await waitForSolution(page);
  const before = await p.input.inputValue();
  await p.root.getByRole('button', { name: 'Random scramble' }).click();
  await expect(p.input).not.toHaveValue(before);
  await waitForSolution(page);
  await expect(p.moves.first()).toBeVisible();
});

test('keyboard alone reaches and operates every control', async ({ page }) => {
  await page.goto(`${CHAPTER}?scramble=R+U+R'+U'&metric=htm&step=0`);
  const p = parts(page);
  await waitForSolution(page);
  const focused = () => page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.textContent?.trim() || el.tagName;
  });

  // Tab from the scramble input through the widget, recording what gets focus.
  await p.input.focus();
  const seen: string[] = [await focused()];
  // 15 stops: the 3-D view, its Reset view, the Cube radios and Paint my cube came in with issue 16.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focused());
  }
  const joined = seen.join(' | ');
  for (const name of ['Scramble', 'Random scramble', 'HTM', 'Letters on stickers', 'Cube.', 'Step forward', 'Play', 'Position']) {
    expect(joined, `tab order: ${joined}`).toContain(name);
  }

  // Operate each one from the keyboard.
  await p.root.getByRole('radio', { name: /HTM/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(p.root.getByRole('radio', { name: /QTM/ })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(p.root.getByRole('radio', { name: /HTM/ })).toBeChecked();
  await waitForSolution(page);

  await p.root.getByRole('checkbox', { name: 'Letters on stickers' }).focus();
  await page.keyboard.press('Space');
  await expect(p.root).toHaveClass(/show-letters/);

  await p.stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(p.step).toHaveText(/^Step 1 of 4/);
  await page.keyboard.press('End');
  await expect(p.step).toHaveText(/^Step 4 of 4/);
  expect(await drawnStickers(page)).toBe(SOLVED_STICKERS);
  await page.keyboard.press('Home');
  await expect(p.step).toHaveText(/^Start/);

  await p.scrubber.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(p.step).toHaveText(/^Step 2 of 4/);

  await p.forward.focus();
  await page.keyboard.press('Enter');
  await expect(p.step).toHaveText(/^Step 3 of 4/);
  await p.back.focus();
  await page.keyboard.press('Space');
  await expect(p.step).toHaveText(/^Step 2 of 4/);

  await p.play.focus();
  await page.keyboard.press('Enter');
  await expect(p.play).toHaveAttribute('aria-label', 'Pause');
  await expect(p.step).toHaveText(/^Step 4 of 4/, { timeout: 5000 });
  await expect(p.play).toHaveAttribute('aria-label', 'Play');

  await p.stage.focus();
  await page.keyboard.press('Space'); // play from the end starts over
  await expect(p.play).toHaveAttribute('aria-label', 'Pause');
  await page.keyboard.press('Space');
  await expect(p.play).toHaveAttribute('aria-label', 'Play');
});

test('the worker solves, and the main thread has no long task over 200 ms meanwhile', { tag: MAIN_THREAD_TAG }, async ({ page }) => {
  await recordWorkerRequests(page);
  await watchMainThread(page);
  await page.goto(CHAPTER);
  const p = parts(page);
  await waitForSolution(page);
  const started = await pageNow(page);
  // One of the 2,644 hardest positions (11 moves in HTM; `pocket-cube scramble --distance 11 --seed 6`),
  // and a metric switch that makes the worker build the QTM tables.
  await p.input.fill("F' U2 R2 U' F U2 R' F' U2 R' U'");
  await waitForSolution(page);
  await expect(p.result).toContainText('11 moves (HTM)');
  await p.root.getByRole('radio', { name: /QTM/ }).check();
  await waitForSolution(page);
  expect((await workerRequests(page)).filter((type) => type === 'solve').length).toBeGreaterThanOrEqual(3);
  await expectNoLongTaskSince(page, started);
});

test('reduced motion turns off the sticker transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(CHAPTER);
  const duration = await page.locator('pc-playground .net-sticker rect').first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(duration).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await page.locator('pc-playground .net-sticker rect').first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(normal).not.toBe('0s');
});

test('before scripts run, the page shows the prose and a cube drawn at build time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(CHAPTER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Pocket Cube');
  await expect(page.locator('pc-playground svg.cube-net .net-sticker')).toHaveCount(24);
  await expect(page.locator('pc-playground .pg-playback')).toBeHidden();
  await context.close();
});

test('a change announced by another widget on the page updates the playground', async ({ page }) => {
  await page.goto(CHAPTER);
  const p = parts(page);
  await waitForSolution(page);
  // What reader-state does when any other widget writes the shared scramble.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('pocket-cube:reader-state', { detail: { key: 'scramble', value: 'U2' } })),
  );
  await expect(p.input).toHaveValue('U2');
  await expect(p.result).toContainText('1 move (HTM)');
});

test('a scramble link in the prose loads into the playground without reloading', async ({ page }) => {
  await page.goto(CHAPTER);
  const p = parts(page);
  await waitForSolution(page);
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await page.locator('a.try-scramble', { hasText: "R U R' U'" }).click();
  await expect(p.input).toHaveValue("R U R' U'");
  await expect(p.result).toContainText('4 moves');
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
  await expect(page).toHaveURL(/scramble=R\+U\+R%27\+U%27/);
});
