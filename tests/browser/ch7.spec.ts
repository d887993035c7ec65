/**
 * Chapter 7: the prediction figure measures in the worker with progress and
 * cancel, reproduces the build-time figure for the same seed, keeps the main
 * thread free, passes axe; the calculator and the branching-factor figure
 * answer from the worker; the chapter is in the navigation and the search.
 * Expected numbers come from the solver, never typed in.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { asymptoticBranchingFactor, bruteForceTreeSizes, depthSaved, heuristicCounts, meanValue, predictPocketCube } from 'pocket-cube-solver/complexity';
import { PUBLISHED_CORNER_HISTOGRAM } from 'pocket-cube-solver/three';
import { axeBuilder, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, watchMainThread, watchPage, workerRequests, WCAG_TAGS } from './helpers.ts';
import { MAIN_THREAD_TAG, PICTURES_TIER } from './tiers.ts';

const CHAPTER = 'chapters/07-complexity/';
const SHOTS = join(import.meta.dirname, 'screenshots');

function chart(page: Page) {
  const root = page.locator('pc-kre-chart');
  return {
    root,
    run: root.getByRole('button', { name: 'Measure' }),
    cancel: root.getByRole('button', { name: 'Cancel' }),
    starts: root.getByRole('spinbutton', { name: 'Random starts' }),
    progress: root.getByRole('progressbar', { name: 'Random starts measured' }),
    status: root.locator('.kc-status'),
    rows: root.locator('.kc-table tbody tr'),
    svg: root.locator('.kc-chart-box svg'),
  };
}

/** The table's columns E(d), complete, z, as run (not "yours", which follows the reader's scramble). */
async function measuredColumns(page: Page): Promise<string[][]> {
  return page.locator('pc-kre-chart .kc-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '').slice(0, 5)),
  );
}

test('the prediction figure measures in the worker, with progress, and matches the build-time figure for the same seed', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  await watchMainThread(page);
  await page.goto(CHAPTER);
  const c = chart(page);
  await c.root.scrollIntoViewIfNeeded();
  await expect(c.svg).toBeVisible();
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true');
  const fromBuild = await measuredColumns(page);
  expect(fromBuild.length).toBeGreaterThan(5);

  const started = await pageNow(page);
  await c.run.click();
  await expect(c.status).toHaveText(/Measuring/);
  await expect(c.cancel).toBeEnabled();
  await expect(c.status).toHaveText(/measured on this machine/, { timeout: 90_000 });
  await expect(c.progress).toHaveJSProperty('value', 1);
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true');
  expect(await measuredColumns(page)).toEqual(fromBuild);
  await expectNoLongTaskSince(page, started);
  const requests = await workerRequests(page);
  expect(requests).toContain('krePrediction');
  expect(requests).toContain('complexityMeasurement');
  expect(requests).toContain('solve');

  // The prediction column is the solver's E(d).
  const expected = predictPocketCube('htm', 'max', 11).iterations.map((it) => it.expected);
  const shown = fromBuild.map((row) => row[1]);
  expect(shown[11]).toBe(Math.round(expected[11]).toLocaleString('en-US'));

  const axe = await axeBuilder(page).include('pc-kre-chart').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expectNoProblems(problems);
});

test('Cancel stops a long measurement and keeps the starts measured so far', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CHAPTER);
  const c = chart(page);
  await c.root.scrollIntoViewIfNeeded();
  await expect(c.svg).toBeVisible();
  await c.starts.fill('20000');
  await c.run.click();
  await expect(c.status).toHaveText(/Measuring: [\d,]+ of 20,000/);
  await c.cancel.click();
  await expect(c.status).toHaveText(/^Cancelled after [\d,]+ starts/);
  await expect(c.root).not.toHaveAttribute('aria-busy', 'true');
  await expect(c.run).toBeEnabled();
  await expect(c.cancel).toBeDisabled();
  expectNoProblems(problems);
});

test('a bad number of starts is named, not run', async ({ page }) => {
  await page.goto(CHAPTER);
  const c = chart(page);
  await c.root.scrollIntoViewIfNeeded();
  await expect(c.svg).toBeVisible(); // the element is live
  await c.starts.fill('0');
  await c.run.click();
  await expect(c.root.locator('.kc-error')).toHaveText('Random starts must be a whole number from 1 to 100,000.');
  await expect(c.starts).toHaveAttribute('aria-invalid', 'true');
});

test('the calculator predicts from the worker’s tables and times this machine', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CHAPTER);
  const calc = page.locator('pc-kre-calculator');
  await calc.scrollIntoViewIfNeeded();
  await expect(calc.locator('.kq-rate')).toHaveText(/timed on this machine/, { timeout: 30_000 });
  await calc.getByRole('spinbutton', { name: 'Threshold d' }).fill('8');
  const e8 = predictPocketCube('htm', 'max', 8).iterations[8].expected;
  await expect(calc.locator('tbody tr').first().locator('td').first()).toHaveText(Math.round(e8).toLocaleString('en-US'));
  await calc.getByRole('combobox', { name: 'Heuristic' }).selectOption('none');
  const none8 = predictPocketCube('htm', 'none', 8).iterations[8].expected;
  await expect(calc.locator('tbody tr').first().locator('td').first()).toHaveText(Math.round(none8).toLocaleString('en-US'));
  await calc.getByRole('spinbutton', { name: 'Threshold d' }).fill('99');
  await expect(calc.locator('.kq-error')).toHaveText('Threshold d must be a whole number from 0 to 30.');
  expectNoProblems(problems);
});

test('the branching-factor figure draws predicted and measured ratios', async ({ page }) => {
  await page.goto(CHAPTER);
  const bf = page.locator('pc-branching-factor');
  await bf.scrollIntoViewIfNeeded();
  await expect(bf.locator('svg .sc-line')).toHaveCount(5);
  await expect(bf.locator('svg .sc-rings circle').first()).toBeVisible();
  await bf.getByRole('radio', { name: 'QTM' }).check();
  await expect(bf.locator('.bf-status')).toHaveText(/QTM: predicted/);
});

test('chapter 7 is in the navigation and the search', async ({ page }) => {
  await page.goto('');
  await expect(page.locator('.plan li').nth(6).getByRole('link')).toHaveAttribute('href', /chapters\/07-complexity\/$/);
  await page.getByRole('searchbox', { name: 'Search the notebook' }).fill('Edelkamp');
  const hit = page.locator('.site-search-results a[href*="07-complexity"]').first();
  await expect(hit).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshot: chapter 7 figures after a measurement, ${colorScheme}, ${width}px`, PICTURES_TIER, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto(CHAPTER);
      const c = chart(page);
      await c.root.scrollIntoViewIfNeeded();
      await expect(c.svg).toBeVisible();
      await c.starts.fill('40');
      await c.run.click();
      await expect(c.status).toHaveText(/measured on this machine/, { timeout: 90_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await c.root.screenshot({ path: join(SHOTS, `ch7-kre-chart-${colorScheme}-${width}.png`) });
      const bf = page.locator('pc-branching-factor');
      await bf.scrollIntoViewIfNeeded();
      await expect(bf.locator('svg .sc-line')).toHaveCount(5);
      await bf.screenshot({ path: join(SHOTS, `ch7-branching-${colorScheme}-${width}.png`) });
      const calc = page.locator('pc-kre-calculator');
      await calc.scrollIntoViewIfNeeded();
      await expect(calc.locator('.kq-rate')).toHaveText(/timed on this machine/, { timeout: 30_000 });
      await calc.screenshot({ path: join(SHOTS, `ch7-calculator-${colorScheme}-${width}.png`) });
    });
  }
}

test.describe('the reshapeable histogram of h (depth saved against the mean)', () => {
  const htmBranching = asymptoticBranchingFactor(bruteForceTreeSizes('htm', 24));
  const numbers = (page: Page) => {
    const root = page.locator('pc-depth-saved');
    return { root, mean: root.locator('.ds-mean-value'), saved: root.locator('.ds-saved-value'), bar: root.locator('.ds-bar'), plot: root.getByRole('group', { name: /Histogram of h/ }) };
  };

  test('starts from the max heuristic and reads its mean and depth saved as the solver computes them', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(CHAPTER);
    const w = numbers(page);
    await w.root.scrollIntoViewIfNeeded();
    const counts = heuristicCounts('max', 'htm');
    await expect(w.mean).toHaveText(meanValue(counts).toFixed(2));
    await expect(w.saved).toHaveText(depthSaved(counts, htmBranching).toFixed(2));
    // The same experiment the chapter's text describes: 1 % of the states moved to h = 0.
    await w.root.getByRole('button', { name: 'Move 1 % of the states to h = 0' }).click();
    const total = counts.reduce((a, c) => a + c, 0);
    const shifted = counts.map((c, h) => c * 0.99 + (h === 0 ? 0.01 * total : 0));
    await expect(w.saved).toHaveText(depthSaved(shifted, htmBranching).toFixed(2));
    await expect(w.mean).toHaveText(meanValue(shifted).toFixed(2));
    await w.root.getByRole('button', { name: 'Back to the real histogram' }).click();
    await expect(w.saved).toHaveText(depthSaved(counts, htmBranching).toFixed(2));
    // The 3×3×3 corner database, with the 3×3×3 tree's growth.
    await w.root.getByRole('combobox', { name: 'Start from' }).selectOption({ label: '3×3×3, HTM: corner database' });
    await expect(w.mean).not.toHaveText(meanValue(counts).toFixed(2));
    const corner = PUBLISHED_CORNER_HISTOGRAM.htm;
    await expect(w.mean).toHaveText(meanValue(corner).toFixed(2));
    await expect(w.saved).toHaveText(depthSaved(corner, 6 + Math.sqrt(54)).toFixed(2));
    const axe = await axeBuilder(page).include('pc-depth-saved').withTags(WCAG_TAGS).analyze();
    expect(axe.violations).toEqual([]);
    expectNoProblems(problems);
  });

  test('the keyboard reshapes it: one bar holding every state saves exactly its mean (Jensen’s equality case)', async ({ page }) => {
    await page.goto(CHAPTER);
    const w = numbers(page);
    await w.plot.focus();
    await expect(w.bar).toHaveText(/^h = 0: /);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(w.bar).toHaveText(/^h = 5: /);
    const before = Number((await w.bar.textContent())!.match(/: ([\d.]+) %/)![1]);
    await page.keyboard.press('ArrowUp');
    await expect(w.bar).toHaveText(`h = 5: ${(before + 1).toFixed(2)} % of states.`);
    for (let i = 0; i < 10; i++) await page.keyboard.press('PageUp');
    await expect(w.bar).toHaveText('h = 5: 100.00 % of states.');
    await expect(w.mean).toHaveText('5.00');
    await expect(w.saved).toHaveText('5.00');
  });

  test('a drag sets the share of the bar it starts on', async ({ page }) => {
    await page.goto(CHAPTER);
    const w = numbers(page);
    await w.root.scrollIntoViewIfNeeded();
    const bar = w.root.locator('.hist-hit[data-depth="2"]');
    const box = (await bar.boundingBox())!;
    const savedBefore = await w.saved.textContent();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(w.bar).toHaveText(/^h = 2: /);
    const share = Number((await w.bar.textContent())!.match(/: ([\d.]+) %/)![1]);
    expect(share).toBeGreaterThan(5); // half the axis: tens of %; h = 2 of the max heuristic holds well under 1 %
    await expect(w.saved).not.toHaveText(savedBefore!);
  });
});
