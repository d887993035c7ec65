/** Chapters 4 and 5: the BFS histogram, the PDB views, the heuristic inspector, the quality map, the classic BFS. */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PUBLISHED_HISTOGRAM } from 'pocket-cube-solver/internals';
import { axeInBothSchemes, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, watchMainThread, watchPage, workerRequests, addressNow } from './helpers.ts';
import { MAIN_THREAD_TAG, PICTURES_TIER } from './tiers.ts';

const CH4 = 'chapters/04-breadth-first-search/';
const CH5 = 'chapters/05-pattern-databases/';

async function tableCounts(page: Page, root: string): Promise<number[]> {
  const cells = await page.locator(`${root} .dh-table tbody tr td:nth-child(2)`).allTextContents();
  return cells.map((t) => Number(t.replace(/,/g, '')));
}

test.describe('chapter 4: depth histogram', () => {
  test('Run BFS completes in HTM and QTM with the published counts, in the worker, no long task over 200 ms', { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await recordWorkerRequests(page);
    await watchMainThread(page);
    await page.goto(CH4);
    const widget = page.locator('pc-depth-histogram');
    const started = await pageNow(page);
    const run = widget.getByRole('button', { name: /^Run (BFS|again)$/ });
    const status = widget.locator('.dh-status');
    for (const metric of ['htm', 'qtm'] as const) {
      await widget.getByRole('radio', { name: metric.toUpperCase() }).check();
      await run.click();
      await expect(status).toHaveText(/^Done on your machine in/, { timeout: 30_000 });
      await expect(widget).not.toHaveAttribute('aria-busy');
      expect(await tableCounts(page, 'pc-depth-histogram')).toEqual(PUBLISHED_HISTOGRAM[metric]);
      // Every live row carries the time it was finished on this machine.
      await expect(widget.locator('.dh-table tbody tr').last().locator('td').last()).not.toHaveText('–');
      await expect(widget.locator('.hist-bar')).toHaveCount(PUBLISHED_HISTOGRAM[metric].length);
    }
    expect((await workerRequests(page)).filter((type) => type === 'bfs')).toEqual(['bfs', 'bfs']);
    await expectNoLongTaskSince(page, started);
    expectNoProblems(problems);
  });

  test('the chart is keyboard-readable and switches to a log scale', async ({ page }) => {
    await page.goto(CH4);
    const widget = page.locator('pc-depth-histogram');
    const plot = widget.locator('.dh-plot');
    await plot.focus();
    await expect(plot).toBeFocused();
    // Focusing the chart activates its start mark (depth 0 here): the keys below move from there.
    await expect(widget.locator('.dh-readout')).toHaveText(/^Depth 0:/);
    await page.keyboard.press('Home');
    await expect(widget.locator('.dh-readout')).toHaveText('Depth 0: 1 position, 0.000027 % of all.');
    await page.keyboard.press('ArrowRight');
    await expect(widget.locator('.dh-readout')).toHaveText(/^Depth 1: 9 positions/);
    await page.keyboard.press('End');
    await expect(widget.locator('.dh-readout')).toHaveText(/^Depth 11: 2,644 positions/);
    await widget.getByRole('radio', { name: 'log' }).check();
    await expect(widget.locator('.hist-label').last()).toHaveText('positions (log scale)');
  });

  test('where is my scramble: the depth is marked and counted; a bad scramble says why', async ({ page }) => {
    await page.goto(CH4);
    const widget = page.locator('pc-depth-histogram');
    await widget.scrollIntoViewIfNeeded();
    const input = widget.getByRole('textbox', { name: 'Where is my scramble?' });
    await input.fill("R U R' U'");
    await expect(widget.locator('.dh-located')).toHaveText(/is 4 moves from solved \(half-turn metric\), like 1,846 other positions/);
    await expect(widget.locator('.hist-bar.is-marked')).toHaveAttribute('data-depth', '4');
    await input.fill('R U Q');
    await expect(widget.locator('.sf-error')).toHaveText(/unknown move "Q"/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((await input.getAttribute('aria-describedby'))!.split(' ')).toContain(await widget.locator('.sf-error').getAttribute('id'));
    await expect(widget.locator('.hist-bar.is-marked')).toHaveCount(0);
  });

  test('without JavaScript the chapter still shows the build-time histogram and table', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CH4);
    await expect(page.locator('pc-depth-histogram .hist-bar')).toHaveCount(PUBLISHED_HISTOGRAM.htm.length);
    expect(await tableCounts(page, 'pc-depth-histogram')).toEqual(PUBLISHED_HISTOGRAM.htm);
    await context.close();
  });
});

test.describe('chapter 5: pattern databases', () => {
  test('the inspector updates when the scramble changes, here or in another widget', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(CH5);
    const widget = page.locator('pc-heuristic-inspector');
    await widget.scrollIntoViewIfNeeded();
    const input = widget.getByRole('textbox', { name: 'Scramble' });
    const summary = widget.locator('.hi-summary-text');
    await input.fill('U');
    await expect(summary).toHaveText('U (half-turn metric): Orientation PDB 0, permutation PDB 1, max 1, true distance 1: the max is exact here.');
    // The projection: four corners out of place, none twisted.
    await expect(widget.locator('.hi-table tbody tr:not(.is-home)')).toHaveCount(4);
    await expect(widget.locator('.hi-table tbody tr.is-twisted')).toHaveCount(0);
    await input.fill('R');
    await expect(summary).toHaveText(/^R \(half-turn metric\): Orientation PDB 1, permutation PDB 1, max 1, true distance 1/);
    await expect(widget.locator('.hi-table tbody tr.is-twisted')).toHaveCount(4);
    await widget.getByRole('radio', { name: 'QTM' }).check();
    await expect(summary).toHaveText(/^R \(quarter-turn metric\)/);
    expect(await addressNow(page)).toContain('metric=qtm');
    expectNoProblems(problems);
  });

  test('a bad scramble shows its error in place, with aria-invalid, and recovers', async ({ page }) => {
    await page.goto(CH5);
    const widget = page.locator('pc-heuristic-inspector');
    await widget.scrollIntoViewIfNeeded();
    const input = widget.getByRole('textbox', { name: 'Scramble' });
    await input.fill('R U2 (F');
    const error = widget.locator('.sf-error');
    await expect(error).not.toHaveText('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((await input.getAttribute('aria-describedby'))!.split(' ')).toContain(await error.getAttribute('id'));
    await expect(widget.locator('.hi-summary-text')).toHaveText(/^Fix the scramble/);
    await input.fill('F');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(widget.locator('.hi-summary-text')).toHaveText(/^F \(half-turn metric\)/);
  });

  test('the quality map computes live in the worker, matches the build, and marks the scramble', { tag: MAIN_THREAD_TAG }, async ({ page }) => {
    await recordWorkerRequests(page);
    await watchMainThread(page);
    await page.goto(`${CH5}?scramble=R+U&metric=htm`);
    const widget = page.locator('pc-quality-map');
    await widget.scrollIntoViewIfNeeded();
    const before = await widget.locator('.qm-table tbody').innerText();
    const started = await pageNow(page);
    await widget.getByRole('button', { name: 'Compute in your browser' }).click();
    // If the page's worker had no distance table yet, the status owns up to the BFS it ran first; other
    // widgets on the page (locating the scramble) may have built it already. solver/test/worker/pocket-cube-jobs.test.ts
    // checks the BFS time in a fresh worker.
    await expect(widget.locator('.qm-status')).toHaveText(/^Computed in your browser over all 3,674,160 states in [^,:]+(, after .* for the BFS that gives each state its distance)?:/, { timeout: 30_000 });
    expect(await widget.locator('.qm-table tbody').innerText()).toBe(before);
    await expect(widget.locator('.qm-over')).toHaveText('0');
    await expect(widget.locator('.qm-marked')).toHaveCount(1);
    await expect(widget.locator('.qm-marker-text')).toHaveText(/R U, h = 2 at distance 2/);
    // Another heuristic, now live too.
    await widget.getByRole('radio', { name: 'orientation PDB' }).check();
    await expect(widget.locator('.qm-status')).toHaveText(/^Computed in your browser.*orientation PDB/, { timeout: 30_000 });
    await expect(widget.locator('.qm-status')).not.toContainText('for the BFS');
    await expect(widget.locator('.qm-over')).toHaveText('0');
    // Keyboard: the cell under focus is read out.
    await widget.locator('.qm-plot').focus();
    await page.keyboard.press('Home');
    await expect(widget.locator('.qm-readout')).toHaveText('h = 0, distance 0: 1 state, 0.000027 % (h exact).');
    expect((await workerRequests(page)).filter((type) => type === 'quality')).toEqual(['quality', 'quality']);
    await expectNoLongTaskSince(page, started);
  });

  test('the classic BFS comparison runs live: identical in HTM, wrong entries in QTM', async ({ page }) => {
    await page.goto(CH5);
    await page.locator('#predict-classic').getByRole('button', { name: 'Just show me' }).click(); // the prediction gate
    const widget = page.locator('pc-classic-bfs');
    await widget.getByRole('button', { name: 'Run both BFSs in your browser' }).click();
    await expect(widget.locator('.cb-status')).toHaveText(/^Computed in your browser just now.*2 of 4 tables came out wrong: QTM orientation PDB, QTM permutation PDB\./);
    const verdicts = await widget.locator('.cb-verdict').allTextContents();
    expect(verdicts.slice(0, 2)).toEqual(['identical on this model', 'identical on this model']);
    expect(verdicts.slice(2).every((v) => /wrong .*not admissible/.test(v))).toBe(true);
  });

  test('the PDB histograms follow the metric and report the build time here', async ({ page }) => {
    await page.goto(CH5);
    const widget = page.locator('pc-pdb-histograms');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.locator('.pdb-timing')).toHaveText(/with the same histograms as above\.$/);
    await widget.getByRole('radio', { name: 'QTM' }).check();
    await expect(widget.locator('.pdb-set[data-metric="qtm"]')).toBeVisible();
    await expect(widget.locator('.pdb-set[data-metric="htm"]')).toBeHidden();
    // The metric is shared: the inspector on the same page follows.
    await expect(page.locator('pc-heuristic-inspector').getByRole('radio', { name: 'QTM' })).toBeChecked();
  });

  test('with reduced motion nothing animates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(CH5);
    const animated = await page.evaluate(() =>
      [...document.querySelectorAll('pc-quality-map *, pc-heuristic-inspector *, pc-pdb-histograms *, pc-classic-bfs *')].filter((el) => {
        const s = getComputedStyle(el);
        // A scroll-driven animation (the scroll boxes' edge fade) moves only as the reader scrolls: not motion on its own.
        const timeDriven = s.animationName !== 'none' && s.getPropertyValue('animation-timeline') === 'auto';
        return timeDriven || (s.transitionDuration !== '0s' && s.transitionProperty !== 'none' && s.transitionProperty !== 'all');
      }).length,
    );
    expect(animated).toBe(0);
  });
});

// Both schemes on one live state (axeInBothSchemes): the jobs that reach it run once, not once per scheme.
test('chapters 4 and 5 in their live states, tables open, pass axe in both schemes', async ({ page }) => {
  await page.goto(CH4);
  const dh = page.locator('pc-depth-histogram');
  await dh.getByRole('button', { name: 'Run BFS' }).click();
  await expect(dh.locator('.dh-status')).toHaveText(/^Done/, { timeout: 30_000 });
  await dh.getByRole('textbox', { name: 'Where is my scramble?' }).fill('R U Q');
  await dh.locator('.dh-plot').focus();
  await page.keyboard.press('End');
  await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  expect(await axeInBothSchemes(page), 'chapter 4').toEqual({ light: [], dark: [] });

  await page.goto(`${CH5}?scramble=R+U`);
  const qm = page.locator('pc-quality-map');
  await qm.scrollIntoViewIfNeeded();
  await qm.getByRole('button', { name: 'Compute in your browser' }).click();
  await expect(qm.locator('.qm-status')).toHaveText(/^Computed in your browser/, { timeout: 30_000 });
  await page.locator('#predict-classic').getByRole('button', { name: 'Just show me' }).click(); // the prediction gate
  await page.locator('pc-classic-bfs').getByRole('button', { name: 'Run both BFSs in your browser' }).click();
  await expect(page.locator('pc-classic-bfs .cb-status')).toHaveText(/^Computed in your browser/);
  await page.locator('pc-heuristic-inspector').getByRole('textbox', { name: 'Scramble' }).fill('R U (');
  await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeInBothSchemes(page), 'chapter 5').toEqual({ light: [], dark: [] });
});

/** Close-ups of each widget (tests/browser/screenshots/, gitignored), for a person to look at. */
test.describe('close-up screenshots', () => {
  const widgets: [string, string][] = [
    [CH4, 'pc-depth-histogram'],
    [CH5, 'pc-pdb-histograms'],
    [CH5, 'pc-heuristic-inspector'],
    [CH5, 'pc-quality-map'],
    [CH5, 'pc-classic-bfs'],
  ];
  for (const [path, selector] of widgets) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        test(`${selector} ${colorScheme} ${width}px`, PICTURES_TIER, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          await page.goto(path);
          // A widget behind a prediction gate is shown the way a reader would: "Just show me".
          const gate = page.locator(`prediction-gate:has(${selector})`);
          if ((await gate.count()) > 0) await gate.getByRole('button', { name: 'Just show me' }).click();
          const widget = page.locator(selector).first();
          await widget.scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await page.waitForTimeout(300);
          await widget.screenshot({ path: `tests/browser/screenshots/closeup-${selector}-${colorScheme}-${width}.png` });
        });
      }
    }
  }
});
