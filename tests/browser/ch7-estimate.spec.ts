/**
 * Chapter 7: a prediction for the reader's own scramble. Behind its
 * prediction gate, the widget estimates every IDA* iteration in the worker
 * (the same numbers the build computed for the same seed and work), Run
 * IDA* puts the counts beside the estimates, the unit switch relabels every
 * column, a bad scramble is named and stops the work, the page stays
 * responsive, axe finds nothing, and it all works from the keyboard.
 * Expected values come from the built page or the solver, never typed in.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PUBLISHED_HISTOGRAM } from 'pocket-cube-solver/internals';
import { axeBuilder, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, watchMainThread, watchPage, workerRequests, WCAG_TAGS } from './helpers.ts';
import { MAIN_THREAD_TAG } from './tiers.ts';

const CHAPTER = 'chapters/07-complexity/';
const SHOTS = join(import.meta.dirname, 'screenshots');

function widget(page: Page) {
  const root = page.locator('pc-scramble-estimate');
  return {
    root,
    input: root.getByRole('textbox', { name: 'Your scramble' }),
    run: root.getByRole('button', { name: 'Run IDA*' }),
    status: root.locator('.se-status'),
    rows: root.locator('.se-table tbody tr'),
    heads: root.locator('.se-table thead th'),
  };
}

/** The table's cells, row by row (threshold first). */
function cells(page: Page): Promise<string[][]> {
  return page.locator('pc-scramble-estimate .se-table tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent ?? '')));
}

async function openGate(page: Page): Promise<void> {
  const gate = page.locator('#predict-last-iteration');
  await gate.getByRole('radio', { name: 'below it' }).check();
  await gate.getByRole('button', { name: 'Commit my guess' }).click();
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('estimates every iteration in the worker as the build did, then IDA* fills in the counts beside the estimates', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  await watchMainThread(page);
  // The build-time table of the default scramble: what the widget shows before (and without) JavaScript.
  const html = await (await page.request.get(CHAPTER)).text();
  // Each cell as its text (an estimate cell holds the estimate and, in a span, its number of probes).
  const text = (cell: string) => cell.replace(/<[^>]+>/g, '').replace(/&#39;/g, "'");
  const built = Array.from(html.matchAll(/<tr data-threshold="(\d+)"><th scope="row">\d+<\/th>((?:<td>.*?<\/td>)+)<\/tr>/g), (m) => [m[1], ...Array.from(m[2].matchAll(/<td>(.*?)<\/td>/g), (c) => text(c[1]))]);
  expect(built.length).toBeGreaterThan(3);

  await page.goto(CHAPTER);
  await openGate(page);
  const w = widget(page);
  await w.root.scrollIntoViewIfNeeded();
  const started = await pageNow(page);
  await expect(w.status).toHaveText(/^Estimated in .*Now press Run IDA\*\.$/, { timeout: 90_000 });
  await expect(w.root).not.toHaveAttribute('aria-busy', 'true');
  const god = PUBLISHED_HISTOGRAM.htm.length - 1;
  const estimated = await cells(page);
  expect(estimated.at(-1)![0]).toBe(String(god));
  // Same seed, same work: the browser's estimates (KRE, Knuth, stratified) are the build's, digit for digit.
  expect(estimated.map((r) => r.slice(0, 4))).toEqual(built.map((r) => r.slice(0, 4)));
  expect(estimated.every((r) => r[4] === '–' && r[5] === 'press Run IDA*')).toBe(true);
  await expect(w.root.locator('.se-chart-box svg')).toBeVisible();

  await w.run.click();
  await expect(w.status).toHaveText(/^IDA\* found an optimal solution of \d+ moves at threshold \d+/, { timeout: 60_000 });
  const counted = await cells(page);
  // Now as the build showed it: the whole iterations counted, and IDA* as run beside them.
  expect(counted).toEqual(built);
  const stopped = counted.findIndex((r) => r[5].includes('stopped at its first solution'));
  expect(stopped).toBeGreaterThanOrEqual(0);
  // Before its last iteration IDA* runs every iteration whole: its count is the whole iteration's.
  for (const r of counted.slice(0, stopped)) if (!r[5].startsWith('skipped')) expect(r[5]).toBe(r[4]);
  for (const r of counted.slice(stopped + 1)) expect(r[5]).toBe('not run (solved before)');
  expect(await workerRequests(page)).toEqual(expect.arrayContaining(['pocketEstimate', 'solve']));

  // One unit at a time, named in every column; KRE's average is in nodes expanded only.
  await expect(w.heads.nth(2)).toHaveText(/nodes expanded ± SE/);
  await w.root.getByRole('radio', { name: 'nodes generated' }).check();
  for (const i of [2, 3, 4, 5]) await expect(w.heads.nth(i)).toHaveText(/nodes generated/);
  await expect(w.heads.nth(1)).toHaveText(/counts nodes expanded only/);
  expect((await cells(page)).every((r) => r[1] === '–')).toBe(true);
  await expect(w.status).toHaveText(/iterations it finished \(nodes generated\)/);
  await w.root.getByRole('radio', { name: 'nodes expanded' }).check();
  await expect(w.heads.nth(1)).toHaveText('KRE average, nodes expanded');

  await expectNoLongTaskSince(page, started);
  const axe = await axeBuilder(page).include('pc-scramble-estimate').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await w.root.screenshot({ path: join(SHOTS, `ch7-scramble-estimate-${colorScheme}-${width}.png`) });
    }
  }
  expectNoProblems(problems);
});

test('a bad scramble is named by its column and stops the estimate; Cancel stops it too; the keyboard reaches every control', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CHAPTER);
  await openGate(page);
  const w = widget(page);
  await w.root.scrollIntoViewIfNeeded();
  await expect(w.status).toHaveText(/^Estimated in/, { timeout: 90_000 });

  await w.input.fill('R U X2');
  await expect(w.root.locator('.sf-error')).toHaveText(/unknown move "X2" at column 5/);
  await expect(w.input).toHaveAttribute('aria-invalid', 'true');
  await expect(w.status).toHaveText('Fix the scramble to estimate it.');
  await expect(w.rows).toHaveCount(0);
  await expect(w.run).toBeDisabled();
  await expect(w.root).not.toHaveAttribute('aria-busy', 'true');

  // Cancel stops a long estimate in the worker: the status says so and aria-busy is released.
  await w.input.fill("R U2 F' R2 U F2 R' U'");
  await w.root.getByLabel('Work per threshold and method').selectOption('10000000');
  await expect(w.status).toHaveText(/% of the work/, { timeout: 30_000 });
  await w.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(w.status).toHaveText(/^Cancelled: the worker stopped/);
  await expect(w.root).not.toHaveAttribute('aria-busy', 'true');
  await expect(w.root.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await w.root.getByLabel('Work per threshold and method').selectOption('1000000');

  // From the scramble field, Tab reaches the run button; Enter runs IDA* on the fixed scramble.
  await w.input.fill("R U2 F'");
  await expect(w.status).toHaveText(/^Estimated in/, { timeout: 60_000 });
  await w.input.focus();
  let reached = false;
  for (let i = 0; i < 15 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await w.run.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(w.status).toHaveText(/^IDA\* found an optimal solution of 3 moves/, { timeout: 60_000 });
  expectNoProblems(problems);
});
