/** Chapters 4 and 5: the BFS histogram, the PDB views, the heuristic inspector, the quality map, the classic BFS. */
import { expect, test, type Page } from '@playwright/test';
import { PUBLISHED_HISTOGRAM } from '../../solver/src/metric.ts';
import { expectNoProblems, originOf, watchPage } from './helpers.ts';

const CH4 = 'chapters/04-breadth-first-search/';
const CH5 = 'chapters/05-pattern-databases/';

/** Records main-thread long tasks from the first script on. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function tableCounts(page: Page, root: string): Promise<number[]> {
  const cells = await page.locator(`${root} .dh-table tbody tr td:nth-child(2)`).allTextContents();
  return cells.map((t) => Number(t.replace(/,/g, '')));
}

test.describe('chapter 4: depth histogram', () => {
  test('Run BFS completes in HTM and QTM with the published counts, no long task over 200 ms', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await watchLongTasks(page);
    await page.goto(CH4);
    const widget = page.locator('pc-depth-histogram');
    const run = widget.getByRole('button', { name: 'Run BFS' });
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
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    expect(Math.max(0, ...longTasks), `long tasks: ${longTasks.join(', ')}`).toBeLessThan(200);
    expectNoProblems(problems);
  });

  test('the chart is keyboard-readable and switches to a log scale', async ({ page }) => {
    await page.goto(CH4);
    const widget = page.locator('pc-depth-histogram');
    const plot = widget.locator('.dh-plot');
    await plot.focus();
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
    await expect(widget.locator('.ctl-error')).toHaveText(/unknown move "Q"/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((await input.getAttribute('aria-describedby'))!.split(' ')).toContain(await widget.locator('.ctl-error').getAttribute('id'));
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
        test(`${selector} ${colorScheme} ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          await page.goto(path);
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
