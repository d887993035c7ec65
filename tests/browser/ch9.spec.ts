/**
 * Chapter 9: the classic design, checked. The three widgets driven as a
 * reader would: the model comparison on the page, the side-by-side solvers
 * and the batch in the worker (budget, progress, cancel), with no long task
 * on the main thread. Expected figures come from the solver, run here in Node.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLASSIC_MOVE_NAMES, CLASSIC_SOLVED, applyClassicMoves, classicScramble, solveClassic } from 'pocket-cube-solver/classic';
import { seededRandom } from 'pocket-cube-solver';
import { axeInBothSchemes, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, watchMainThread, watchPage, workerRequests } from './helpers.ts';
import { MAIN_THREAD_TAG, PICTURES_TIER } from './tiers.ts';

const CHAPTER = 'chapters/09-the-classic-design-checked/';

function compare(page: Page) {
  const root = page.locator('pc-classic-compare');
  return {
    root,
    input: root.getByRole('textbox', { name: 'Scramble' }),
    budget: root.getByRole('combobox', { name: 'Node budget of the classic solver' }),
    run: root.getByRole('button', { name: 'Run both' }),
    cancel: root.getByRole('button', { name: 'Cancel' }),
    status: root.locator('.cc-status'),
    rows: root.locator('.cc-table tbody tr'),
  };
}

function batch(page: Page) {
  const root = page.locator('pc-classic-batch');
  return {
    root,
    count: root.getByRole('combobox', { name: 'Scrambles' }),
    budget: root.getByRole('combobox', { name: 'Node budget each' }),
    seed: root.getByRole('spinbutton', { name: 'Seed' }),
    run: root.getByRole('button', { name: 'Run the batch' }),
    cancel: root.getByRole('button', { name: 'Cancel' }),
    status: root.locator('.cbt-status'),
    rows: root.locator('.cbt-table tbody tr'),
    progress: root.locator('progress'),
  };
}

test('the model table: R F has order 15 on a real cube and 5 with the classic tables; a rotation is named', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CHAPTER);
  const root = page.locator('pc-classic-model');
  const input = root.getByRole('textbox', { name: 'Your moves' });
  await input.fill('R F');
  await expect(root.locator('.cm-summary')).toContainText('after 15 rounds on a real cube and 5 with the classic tables');
  await input.fill("U'");
  await expect(root.locator('.cm-sequence')).toHaveText(/^U U U \(3 of its quarter turns\)$/);
  await input.fill('R y');
  await expect(root.locator('.sf-error')).toContainText('"y" at column 3');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  expectNoProblems(problems);
});

test('side by side: U gets the classic 11-move answer in the worker, ours and the optimum 3; no long task', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  await watchMainThread(page);
  const expected = solveClassic(applyClassicMoves(CLASSIC_SOLVED, [0]), 'classic');
  await page.goto(CHAPTER);
  const c = compare(page);
  await c.input.fill('U');
  await c.root.scrollIntoViewIfNeeded();
  const started = await pageNow(page);
  await c.run.click();
  await expect(c.status).toHaveText(`The classic solver answered with ${expected.solution!.length} moves where 3 suffice in its own model: 8 too many.`, { timeout: 60_000 });
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true');
  await expect(c.rows).toHaveCount(3);
  await expect(c.rows.nth(0).locator('.cc-solution')).toHaveText(expected.solution!.map((m) => 'UDRLFB'[m]).join(' '));
  await expect(c.rows.nth(0)).toContainText(expected.nodes.toLocaleString('en-US'));
  await expect(c.rows.nth(1).locator('.cc-solution')).toHaveText('U U U');
  await expect(c.rows.nth(2).locator('.cc-solution')).toHaveText("U'");
  for (const row of await c.rows.all()) await expect(row.locator('td').last()).toHaveText('yes');
  expect(await workerRequests(page)).toContain('classicCompare');
  await expectNoLongTaskSince(page, started);
  expectNoProblems(problems);
});

test('side by side: a small budget stops the classic search and says so; Cancel stops a long one', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await watchMainThread(page);
  await page.goto(CHAPTER);
  const c = compare(page);
  await c.input.fill('U D');
  await c.budget.selectOption('1000000');
  await c.run.click();
  await expect(c.status).toContainText('ran out of its budget of 1,000,000 nodes; the optimum in its model is 6 moves', { timeout: 60_000 });
  await expect(c.rows.nth(0).locator('.cc-solution')).toHaveText('budget ran out');
  // A long run, cancelled once it has counted some nodes.
  await c.budget.selectOption('100000000');
  const started = await pageNow(page);
  await c.run.click();
  await expect(c.root).toHaveAttribute('aria-busy', 'true');
  await expect(c.status).toContainText('nodes so far', { timeout: 30_000 });
  await c.cancel.click();
  await expect(c.status).toHaveText('Cancelled: the worker stopped the search.');
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true');
  await expect(c.cancel).toBeDisabled();
  await expectNoLongTaskSince(page, started);
  expectNoProblems(problems);
});

test('batch: five scrambles of its own generator, the same counts as in Node; a long batch cancels', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  await watchMainThread(page);
  // The same five scrambles in Node, from the package's classic entry: the generator's seeded draws, each
  // solved by the classic search within the budget and by an optimal search of the same model.
  const random = seededRandom(3);
  const expected = Array.from({ length: 5 }, () => {
    const moves = classicScramble(random);
    const state = applyClassicMoves(CLASSIC_SOLVED, moves);
    const classic = solveClassic(state, 'classic', 1_000_000).solution;
    return { scramble: moves.map((m) => CLASSIC_MOVE_NAMES[m]), classic: classic?.length ?? null, optimal: solveClassic(state, 'optimal').solution!.length };
  });
  const solved = expected.filter((r) => r.classic !== null);
  const longer = solved.filter((r) => r.classic! > r.optimal).length;
  await page.goto(CHAPTER);
  const b = batch(page);
  await b.root.scrollIntoViewIfNeeded();
  await b.count.selectOption('5');
  await b.budget.selectOption('1000000');
  await b.seed.fill('3');
  const started = await pageNow(page);
  await b.run.click();
  await expect(b.status).toContainText(`${solved.length} of 5 scrambles solved within 1,000,000 nodes each.`, { timeout: 120_000 });
  await expect(b.root).not.toHaveAttribute('aria-busy', 'true');
  if (solved.length) await expect(b.status).toContainText(`Longer than the optimum of the classic model: ${longer} of ${solved.length}`);
  await expect(b.rows).toHaveCount(5);
  for (const [i, r] of expected.entries()) await expect(b.rows.nth(i).locator('code')).toHaveText(r.scramble.join(' '));
  expect(await workerRequests(page)).toContain('classicBatch');
  await expectNoLongTaskSince(page, started);
  // A batch of 100 with a large budget, cancelled after its first result.
  await b.count.selectOption('100');
  await b.budget.selectOption('100000000');
  await b.run.click();
  await expect(b.status).toContainText('Solving scramble');
  await b.cancel.click();
  // It says how far the batch got, and sums up what it has, with no 'Solving …' left over.
  await expect(b.status).toHaveText(/^Cancelled after \d+ of 100 scrambles\./);
  await expect(b.status).not.toContainText('Solving');
  await expect(b.root).not.toHaveAttribute('aria-busy', 'true');
  const value = await b.progress.getAttribute('value');
  await page.waitForTimeout(1500);
  expect(await b.progress.getAttribute('value'), 'no more results after Cancel').toBe(value);
  expectNoProblems(problems);
});

test('the chapter passes axe after its widgets ran, in both themes', async ({ page }) => {
  await page.goto(`${CHAPTER}?scramble=R+F`);
  const c = compare(page);
  await c.budget.selectOption('1000000');
  await c.run.click();
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  const b = batch(page);
  await b.count.selectOption('5');
  await b.budget.selectOption('1000000');
  await b.run.click();
  await expect(b.status).toContainText('of 5 scrambles solved', { timeout: 120_000 });
  await page.locator('.cbt-details summary').click();
  expect(await axeInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test('the home page lists chapter 9 as written, not coming', async ({ page }) => {
  await page.goto('');
  const item = page.locator('.plan li', { hasText: 'The classic design, checked' });
  await expect(item).toHaveCount(1);
  await expect(item).not.toHaveClass(/coming/);
  await expect(item.getByRole('link')).toHaveAttribute('href', /09-the-classic-design-checked/);
});

/** Close-ups of each widget and the page (tests/browser/screenshots/, gitignored), for a person to look at. */
const OUT = join(import.meta.dirname, 'screenshots');
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`ch9 screenshots ${colorScheme} ${width}px`, PICTURES_TIER, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(`${CHAPTER}?scramble=U`);
      const c = compare(page);
      await c.run.click();
      await expect(c.root).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
      await expect(c.status).toContainText('too many', { timeout: 60_000 });
      const b = batch(page);
      await b.count.selectOption('5');
      await b.budget.selectOption('1000000');
      await b.run.click();
      await expect(b.status).toContainText('of 5 scrambles solved', { timeout: 120_000 });
      for (const selector of ['pc-classic-model', 'pc-classic-compare', 'pc-classic-batch']) {
        const el = page.locator(selector);
        await el.scrollIntoViewIfNeeded();
        await el.screenshot({ path: join(OUT, `widget-${selector.slice(3)}-${colorScheme}-${width}.png`) });
      }
      await page.screenshot({ path: join(OUT, `ch9-${colorScheme}-${width}.png`), fullPage: true });
    });
  }
}
