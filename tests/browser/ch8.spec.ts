/** Chapter 8: Korf's corner pattern database built live in the worker; memory failure, cancel, screenshots. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, gotoWaitsForWidgets, test } from './fixtures.ts';
import { PUBLISHED_HISTOGRAM, SOLVER_REACH_FIGURES } from 'pocket-cube-solver/internals';
import { PUBLISHED_CORNER_HISTOGRAM } from 'pocket-cube-solver/three';
import { axeBuilder, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, watchMainThread, watchPage, workerRequests, WCAG_TAGS } from './helpers.ts';
import { MAIN_THREAD_TAG, SLOW_TAG, matrixTier } from './tiers.ts';

const CH8 = 'chapters/08-toward-the-3x3x3/';
const SHOTS = join(import.meta.dirname, 'screenshots');

async function yourCounts(page: Page): Promise<number[]> {
  const cells = await page.locator('pc-corner-pdb .cp-table tbody tr td:nth-child(3)').allTextContents();
  return cells.map((t) => Number(t.replace(/[,✓\s]/g, '')));
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await axeBuilder(page).include('pc-corner-pdb').withTags(WCAG_TAGS).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Records the cancel messages the page posts to its worker. Call before `page.goto`. */
async function recordWorkerCancels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __workerCancels: number };
    w.__workerCancels = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      if ((message as { kind?: string })?.kind === 'cancel') w.__workerCancels++;
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as Worker['postMessage'];
  });
}

test.describe('chapter 8: the corner pattern database', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('when memory is short it says how much it needed and offers the 2×2×2 table instead', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await recordWorkerRequests(page);
    await page.goto(`${CH8}?corner-pdb-max-bytes=1000000`);
    const widget = page.locator('pc-corner-pdb');
    await widget.getByRole('button', { name: 'Build the corner database' }).click();
    const status = widget.locator('.cp-status');
    await expect(status).toHaveText(/^Not enough memory here: The distance table needs 88\.2 MB \(88,179,840 bytes\)/);
    await expect(status).toHaveClass(/is-error/);
    await expect(widget).not.toHaveAttribute('aria-busy');
    await expect(widget.getByRole('button', { name: 'Build the corner database' })).toBeEnabled();
    const small = widget.getByRole('button', { name: /Build the 2×2×2's table instead/ });
    await expect(small).toBeVisible();
    await expectNoAxeViolations(page);
    await small.click();
    await expect(status).toHaveText(/^The 2×2×2's 3,674,160 positions \(half-turn metric\) in/, { timeout: 60_000 });
    await expect(widget.locator('.hist-bar')).toHaveCount(PUBLISHED_HISTOGRAM.htm.length);
    expect(await workerRequests(page)).toEqual(['cornerPdb', 'bfs']);
    expectNoProblems(problems);
  });

  test('Cancel stops the worker mid-build and the widget can start again', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await recordWorkerCancels(page);
    await page.goto(CH8);
    const widget = page.locator('pc-corner-pdb');
    await widget.getByRole('radio', { name: 'QTM' }).check();
    await widget.getByRole('button', { name: 'Build the corner database' }).click();
    const status = widget.locator('.cp-status');
    await expect(status).toHaveText(/^Depth \d+:/, { timeout: 60_000 });
    await widget.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveText(/^Cancelled after .* the worker stopped and dropped its half-built table/);
    await expect(widget).not.toHaveAttribute('aria-busy');
    await expect(widget.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(widget.getByRole('button', { name: 'Build the corner database' })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { __workerCancels: number }).__workerCancels)).toBe(1);
    // The chart is back to the published QTM histogram.
    await expect(widget.locator('.hist-bar')).toHaveCount(PUBLISHED_CORNER_HISTOGRAM.qtm.length);
    expectNoProblems(problems);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`screenshot of the widget and the failure path, ${colorScheme} ${width}px`, matrixTier(colorScheme, width), async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${CH8}?corner-pdb-max-bytes=1000000`);
        const widget = page.locator('pc-corner-pdb');
        await widget.scrollIntoViewIfNeeded();
        await widget.screenshot({ path: join(SHOTS, `ch8-corner-pdb-${colorScheme}-${width}.png`) });
        await widget.getByRole('button', { name: 'Build the corner database' }).click();
        await expect(widget.locator('.cp-fallback')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await widget.screenshot({ path: join(SHOTS, `ch8-corner-pdb-failed-${colorScheme}-${width}.png`) });
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe('chapter 8: the corner database built, then the 3×3×3 solver', () => {
  // Each solve needs the corner database in the page's worker, seconds of CPU to build. These tests
  // share one page, as a reader who builds the database and then solves does: the first builds it
  // with its own button, and the solves find it in the worker. npm test's main pass runs only the
  // budget test (the others are @main-thread and run alone afterwards), on a page of its own, so that
  // one builds the table through the solver: both ways to the table are walked on every run, and the
  // pass that runs alone builds it once, not twice.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL }); // a context of its own: axe needs one
    page = gotoWaitsForWidgets(await context.newPage());
    mkdirSync(SHOTS, { recursive: true });
  });
  test.afterAll(async () => context.close());

  test('builds all 88,179,840 positions in the worker with progress, equal to the published HTM histogram, page responsive', { tag: MAIN_THREAD_TAG }, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const problems = watchPage(page, originOf(baseURL));
    await recordWorkerRequests(page);
    await watchMainThread(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(CH8);
    const widget = page.locator('pc-corner-pdb');
    await widget.scrollIntoViewIfNeeded();
    const status = widget.locator('.cp-status');
    const started = await pageNow(page);
    await widget.getByRole('button', { name: 'Build the corner database' }).click();
    await expect(widget).toHaveAttribute('aria-busy', 'true');
    // Progress arrives mid-build: the status names a depth and the progress bar moves.
    await expect(status).toHaveText(/^Depth \d+: [\d,]+ of 88,179,840 positions known/, { timeout: 60_000 });
    const midway = Number(await widget.locator('.cp-progress').getAttribute('value'));
    expect(midway).toBeGreaterThan(0);
    await expect(status).toHaveText(/^Built in your browser in .*every depth equals the published count/, { timeout: 200_000 });
    await expect(widget).not.toHaveAttribute('aria-busy');
    expect(await yourCounts(page)).toEqual(PUBLISHED_CORNER_HISTOGRAM.htm);
    await expect(widget.locator('.cp-table td.is-match')).toHaveCount(PUBLISHED_CORNER_HISTOGRAM.htm.length);
    await expect(widget.locator('.hist-bar')).toHaveCount(PUBLISHED_CORNER_HISTOGRAM.htm.length);
    expect(await workerRequests(page)).toContain('cornerPdb');
    await expectNoLongTaskSince(page, started);
    await expectNoAxeViolations(page);
    await widget.screenshot({ path: join(SHOTS, 'ch8-corner-pdb-built-light-1280.png') });
    console.log(`ch8: ${await status.textContent()}`);
    expectNoProblems(problems);
  });

  test('solves a scramble optimally in the worker, plays it back on the net, and a bad token is named', { tag: MAIN_THREAD_TAG }, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const problems = watchPage(page, originOf(baseURL));
    // The page the build test left, its worker holding the table (or a fresh one when this test runs alone).
    if (!page.url().endsWith(CH8)) {
      await recordWorkerRequests(page);
      await watchMainThread(page);
      await page.goto(CH8);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    const widget = page.locator('pc-three-solver');
    await widget.scrollIntoViewIfNeeded();
    const input = widget.getByRole('textbox', { name: '3×3×3 scramble' });
    await input.fill('R U X2');
    await expect(widget.locator('.sf-error')).toHaveText(/unknown move "X2" at column 5/);
    // Nothing is estimated for a scramble that does not parse: the named token stays the message.
    await widget.getByRole('button', { name: 'Estimate first' }).click();
    await expect(widget.locator('.sf-error')).toHaveText(/unknown move "X2" at column 5/);
    await expect(widget.locator('.ts-outlook')).toBeEmpty();
    await expect(widget).not.toHaveAttribute('aria-busy', 'true');
    await input.fill("R U F' L2 D");
    const started = await pageNow(page);
    // Estimate first: per bound, estimated nodes in both units, and whether the search fits the budget.
    await widget.getByRole('button', { name: 'Estimate first' }).click();
    const status = widget.locator('.ts-status');
    await expect(status).toHaveText(/^Estimated before solving, by stratified sampling/, { timeout: 200_000 });
    await expect(widget.locator('.ts-outlook')).toHaveText(/^Likely fits: even if the optimal solution is as long as your scramble \(5 moves\)/);
    const estimatedRows = widget.locator('.ts-iterations tbody tr');
    await expect(estimatedRows).not.toHaveCount(0);
    await expect(estimatedRows.last().locator('th')).toHaveText('5');
    await expect(widget.locator('td[data-kind="estimated"][data-unit="generated"]').first()).toHaveText(/^[\d,.]+( ± [\d,.]+)?$/);
    await expect(widget.locator('td[data-kind="counted"]').first()).toHaveText('–');
    await widget.getByRole('button', { name: 'Solve optimally' }).click();
    await expect(status).toHaveText(/^Optimal: 5 moves/, { timeout: 200_000 });
    // The counts land beside the estimates, bound by bound, in the same rows.
    const solvedRows = await estimatedRows.evaluateAll((rows) =>
      rows.map((row) => ({ estimated: row.querySelector('td[data-kind="estimated"][data-unit="expanded"]')?.textContent, counted: row.querySelector('td[data-kind="counted"][data-unit="expanded"]')?.textContent })),
    );
    expect(solvedRows.at(-1)!.estimated).not.toBe('–');
    expect(solvedRows.at(-1)!.counted).toMatch(/^[\d,]+$/);
    const moves = await widget.locator('.ts-moves li').allTextContents();
    expect(moves).toHaveLength(5);
    // The solution solves the cube as held: the referee agrees.
    const { FaceletCube } = await import('../referee-three/facelets.ts');
    expect(new FaceletCube().apply("R U F' L2 D").apply(moves.join(' ')).isSolved()).toBe(true);
    await expect(widget.locator('.ts-iterations tbody tr')).not.toHaveCount(0);
    // Playback: End shows the solved cube (every face one colour).
    await widget.locator('.ts-stage').focus();
    await page.keyboard.press('End');
    await expect(widget.locator('.ts-step')).toHaveText('5 of 5');
    const colours = await widget.locator('.ts-stage .net-sticker').evaluateAll((gs) => gs.map((g) => (g as SVGElement).dataset.color).join(''));
    expect(colours).toHaveLength(54);
    for (let face = 0; face < 6; face++) expect(new Set(colours.slice(face * 9, face * 9 + 9)).size, colours).toBe(1);
    expect(await workerRequests(page)).toEqual(expect.arrayContaining(['threeEstimate', 'threeSolve']));
    await expectNoLongTaskSince(page, started);
    const axe = await axeBuilder(page).include('pc-three-solver').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await widget.screenshot({ path: join(SHOTS, `ch8-three-solver-${colorScheme}-${width}.png`) });
      }
    }
    expectNoProblems(problems);
  });

  test('beyond the budget it stops cleanly and shows the predicted time', async () => {
    test.setTimeout(240_000);
    // The page the test above left (or a fresh one when this test runs alone), at the default size and theme.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme: 'light' });
    if (!page.url().endsWith(CH8)) await page.goto(CH8);
    const widget = page.locator('pc-three-solver');
    await widget.getByRole('textbox', { name: '3×3×3 scramble' }).fill("R U F' L2 D B' R2 F U' L D2 B R' U2");
    await widget.getByLabel('Node budget').selectOption('1000000');
    // Before solving, the estimate already says this scramble does not fit a million nodes unless its optimum is short.
    await widget.getByRole('button', { name: 'Estimate first' }).click();
    const status = widget.locator('.ts-status');
    await expect(status).toHaveText(/^Estimated before solving/, { timeout: 200_000 });
    await expect(widget.locator('.ts-outlook')).toHaveText(/^Fits if the optimal solution has at most \d+ moves .* times the budget of 1,000,000 generated\. The search ends at the optimal length, at most 14 here/);
    await expect(widget.locator('td.is-over').first()).toBeVisible();
    await widget.getByRole('button', { name: 'Solve optimally' }).click();
    // One unit per number: the budget counts nodes generated; the prediction, and the rate its time uses, nodes expanded.
    await expect(status).toHaveText(/^Stopped at the budget: 1,000,000 nodes generated \([\d,]+ expanded\) .*Chapter 7's formula, with the corner database alone, predicts about .* nodes expanded .* about .* at this search's rate of nodes expanded\.$/, { timeout: 200_000 });
    // Every bound the search reached, in both units (bounds past it show only their estimates).
    const counted = await widget.locator('.ts-iterations tbody tr').evaluateAll((rows) =>
      rows.map((row) => ['expanded', 'generated'].map((unit) => row.querySelector(`td[data-kind="counted"][data-unit="${unit}"]`)!.textContent!)),
    );
    const reached = counted.filter(([expanded]) => expanded !== '–').map((pair) => pair.map((t) => Number(t.replace(/,/g, ''))));
    expect(reached.length).toBeGreaterThan(0);
    for (const [expanded, generated] of reached) expect(generated).toBeGreaterThan(expanded);
    await expect(widget).not.toHaveAttribute('aria-busy');
    await expect(widget.getByRole('button', { name: 'Solve optimally' })).toBeEnabled();
    // The search ran out inside an iteration the estimate did not call a fit.
    await expect(widget.locator('tr.is-partial td[data-kind="cumulative"]')).not.toHaveText(/: fits$/);
    await widget.screenshot({ path: join(SHOTS, 'ch8-three-solver-budget-light-1280.png') });
  });

  // Slow tier: two 42.6 MB databases built in the page's worker (seconds of CPU); the four-edge solve above holds the same path in npm test.
  test("with Korf's two six-edge databases, built live, the 11-move reach scramble costs the nodes the Node run counted", { tag: SLOW_TAG }, async () => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    if (!page.url().endsWith(CH8)) await page.goto(CH8);
    const widget = page.locator('pc-three-solver');
    const row = SOLVER_REACH_FIGURES.rows.find((r) => r.scrambleLength === 11)!;
    await widget.getByRole('textbox', { name: '3×3×3 scramble' }).fill(row.scramble);
    await widget.getByLabel('Node budget').selectOption('10000000');
    await widget.getByLabel('Edge databases').selectOption('6');
    await widget.getByRole('button', { name: 'Solve optimally' }).click();
    const status = widget.locator('.ts-status');
    await expect(status).toHaveText(/^Building edge database [12] of 2 first: depth \d+/, { timeout: 60_000 });
    // 88,179,840 corner bytes and two six-edge tables of 42,577,920: 173.3 MB.
    await expect(status).toHaveText(new RegExp(`^Optimal: ${row.sixEdge.optimalLength} moves \\(half-turn metric\\), ${row.sixEdge.generated.toLocaleString('en-US')} nodes generated \\(${row.sixEdge.expanded.toLocaleString('en-US')} expanded\\).* with 173\\.3 MB of databases`), { timeout: 200_000 });
    const moves = await widget.locator('.ts-moves li').allTextContents();
    const { FaceletCube } = await import('../referee-three/facelets.ts');
    expect(new FaceletCube().apply(row.scramble).apply(moves.join(' ')).isSolved()).toBe(true);
    // Back to the page's own databases: the same length, the table's other count.
    await widget.getByLabel('Edge databases').selectOption('4');
    await widget.getByRole('button', { name: 'Solve optimally' }).click();
    await expect(status).toHaveText(new RegExp(`^Optimal: ${row.optimalLength} moves \\(half-turn metric\\), ${row.generated.toLocaleString('en-US')} nodes generated`), { timeout: 200_000 });
  });
});
