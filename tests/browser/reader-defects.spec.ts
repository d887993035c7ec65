/**
 * Reader-facing defects, each reproduced as a new reader met it (issue 11):
 * every test here failed before its fix.
 */
import { expect, test } from './fixtures.ts';
import { solvesAsHeld } from '../referee/facelet-cube.ts';
import { expectNoProblems, originOf, watchPage, addressNow } from './helpers.ts';

const CH1 = 'chapters/01-the-pocket-cube/';

test('a link copied after stepping carries scramble, metric and step, and restores them for another reader', async ({ page, browser, baseURL }) => {
  await page.goto(CH1);
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  await root.getByRole('button', { name: 'Step forward' }).click();
  await root.getByRole('button', { name: 'Step forward' }).click();
  const link = new URL(await addressNow(page));
  expect(link.searchParams.get('step')).toBe('2');
  expect(link.searchParams.get('scramble')).not.toBeNull();
  expect(link.searchParams.get('metric')).toBe('htm');
  // Another reader who last used R U in QTM opens the link: they see what was shared.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(new URL(CH1 + '?scramble=R+U&metric=qtm', baseURL).href);
  await expect(theirs.locator('pc-playground .pg-result-text')).toHaveText(/QTM/);
  await theirs.goto(link.href);
  const p2 = theirs.locator('pc-playground');
  await expect(p2.locator('.pg-result-text')).toHaveText(/\(HTM\)/);
  await expect(p2.getByRole('textbox', { name: 'Scramble' })).toHaveValue(link.searchParams.get('scramble')!);
  await expect(p2.locator('.pg-step')).toHaveText(/^Step 2 of/);
  await other.close();
});

test('an invalid scramble never shows "Solved" in the step line', async ({ page }) => {
  await page.goto(CH1 + '?scramble=R+U+F');
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  await root.getByRole('textbox', { name: 'Scramble' }).press('End');
  await root.getByRole('textbox', { name: 'Scramble' }).pressSequentially('3');
  await expect(root.locator('.sf-error')).toContainText('bad suffix');
  await expect(root.locator('.pg-step')).not.toHaveText(/Solved/);
  await expect(root.locator('.pg-step')).toHaveText(/error/);
});

test('a long scramble is kept in the link when it fits, and said to be too long when it does not', async ({ page }) => {
  const medium = Array.from({ length: 250 }, (_, i) => ['R', "U'", 'F2', 'D'][i % 4]).join(' ');
  expect(medium.length).toBeGreaterThan(600);
  await page.goto(CH1);
  const input = page.locator('pc-playground').getByRole('textbox', { name: 'Scramble' });
  await input.fill(medium);
  await expect(page.locator('pc-playground .pg-result-text')).toHaveText(/^(Optimal solution|Already solved)/);
  expect(new URL(await addressNow(page)).searchParams.get('scramble')).toBe(medium);
  await page.reload();
  await expect(input).toHaveValue(medium);
  // A link carrying a 624-character scramble opens that scramble, not the default.
  const link = new URL(await addressNow(page));
  await page.goto(link.href);
  await expect(input).toHaveValue(medium);

  const long = Array.from({ length: 3000 }, (_, i) => ['R', "U'", 'F2', 'D'][i % 4]).join(' ');
  await input.fill(long);
  await expect(page.locator('pc-playground .sf-error')).toContainText('too long for the page address');
  await expect(input).not.toHaveAttribute('aria-invalid');
  expect(new URL(await addressNow(page)).searchParams.has('scramble')).toBe(false);
  await page.reload();
  await expect(input).toHaveValue(long); // kept in this browser
});

test('the IDA* explorer status never says "the none", and its narration is whole sentences', async ({ page }) => {
  await page.goto('chapters/06-ida-star/?heuristic=none&scramble=R+U');
  const root = page.locator('pc-ida-explorer');
  await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
  await expect(root.locator('.ie-status')).toContainText('with no heuristic (h = 0)');
  await expect(root.locator('.ie-status')).not.toContainText('the none');
  await root.getByRole('button', { name: /^1 · bound \d+: iteration 1,/ }).click();
  await expect(root.locator('.ie-narration')).toHaveText(/\.\s*$/);
  await expect(root.locator('.ie-narration')).not.toHaveText(/prune [A-Z]|below it [A-Z]/);
});

test('a character outside the Basic Multilingual Plane is named and marked whole', async ({ page }) => {
  await page.goto(CH1);
  const root = page.locator('pc-playground');
  await root.getByRole('textbox', { name: 'Scramble' }).fill('R 𝑅 U');
  await expect(root.locator('.sf-error')).toHaveText('unexpected character "𝑅" at column 3');
  await expect(root.locator('.sf-mirror mark')).toHaveText('𝑅');
});

test('search excerpts do not run table cells together', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto('');
  await page.getByRole('searchbox', { name: 'Search the notebook' }).fill('Lehmer');
  const excerpts = page.locator('.site-search-results li p');
  await expect(excerpts.first()).toBeVisible();
  const texts = await excerpts.allTextContents();
  for (const text of texts) expect(text, text).not.toMatch(/[a-z)][A-Z]/);
  expectNoProblems(problems);
});

test('?heuristic=foo leaves the address, and ?metric=QTM is read as QTM', async ({ page }) => {
  await page.goto('chapters/06-ida-star/?heuristic=foo&metric=QTM&scramble=R+U');
  const root = page.locator('pc-ida-explorer');
  await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
  // The unusable value is gone; if the address names a heuristic now, it is the one in use.
  const heuristic = new URL(await addressNow(page)).searchParams.get('heuristic');
  expect(heuristic).not.toBe('foo');
  if (heuristic !== null) await expect(root.getByRole('combobox', { name: 'Heuristic' })).toHaveValue(heuristic);
  await expect(root.getByRole('combobox', { name: 'Metric' })).toHaveValue('qtm');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on a histogram bar reads out that bar, not the scramble\'s', async ({ page }) => {
    await page.goto('chapters/04-breadth-first-search/');
    const plot = page.locator('pc-depth-histogram .dh-plot');
    await plot.scrollIntoViewIfNeeded();
    await page.locator('pc-depth-histogram .hist-hit[data-depth="9"]').first().tap();
    await expect(page.locator('pc-depth-histogram .dh-readout')).toContainText(/Depth 9\b/);
  });

  test('the first tap on a quality-map cell reads out that cell', async ({ page }) => {
    await page.goto('chapters/05-pattern-databases/');
    const cell = page.locator('pc-quality-map .qm-hit[data-h="3"][data-d="7"]').first();
    await cell.scrollIntoViewIfNeeded();
    await cell.tap();
    await expect(page.locator('pc-quality-map .qm-readout')).toContainText(/h = 3\b/);
    await expect(page.locator("pc-quality-map .qm-readout")).toContainText(/distance 7\b/);
  });
});

test('chapter 6: the Try link loads its scramble in place and opens the explorer at iteration 1', async ({ page }) => {
  await page.goto('chapters/06-ida-star/?scramble=R+U');
  const root = page.locator('pc-ida-explorer');
  await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const link = page.locator('a.try-scramble[data-target="ida-explorer"][data-iteration]').first();
  const alg = (await link.getAttribute('data-scramble'))!;
  await link.click();
  await expect(root.getByRole('textbox', { name: 'Scramble' })).toHaveValue(alg);
  await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
  await expect(root.locator('.ie-iterations button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/iteration=1&node=0/);
  await expect(root).toBeInViewport({ ratio: 0.1 });
});

test('QTM solutions are written as a cuber writes them: R2 is one token, two quarter-turn steps', async ({ page }) => {
  await page.goto(CH1 + '?scramble=R2+U&metric=qtm');
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toContainText('3 moves (QTM)');
  const moves = root.locator('.pg-moves button');
  await expect(moves).toHaveText(['U′', 'R2']);
  await expect(moves.nth(1)).toHaveAttribute('aria-label', /2 quarter turns/);
  const forward = root.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await forward.click();
  await expect(moves.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(moves.nth(1)).not.toHaveClass(/done/);
  await forward.click();
  await expect(moves.nth(1)).toHaveClass(/done/);
  await expect(root.locator('.pg-step')).toContainText('solved');
});

test('the playground copies a link to the step it shows', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CH1 + "?scramble=R+U+R'+F2&metric=qtm");
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  await root.getByRole('button', { name: 'Step forward' }).click();
  await root.getByRole('button', { name: 'Copy link to this step' }).click();
  await expect(root.locator('.pg-copied')).toHaveText('Link copied.');
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.searchParams.get('scramble')).toBe("R U R' F2");
  expect(copied.searchParams.get('metric')).toBe('qtm');
  expect(copied.searchParams.get('step')).toBe('1');
});

test('the playground lists all optimal solutions, counted, each solving the cube as held, and plays the one picked', async ({ page }) => {
  const scramble = 'D L B U R F D2 L\'';
  await page.goto(CH1 + '?scramble=' + encodeURIComponent(scramble));
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  await root.locator('.pg-all summary').click();
  await expect(root.locator('.pg-all-status')).toHaveText(/optimal solutions? of \d+ moves? \(HTM\)/);
  const listed = (await root.locator('.pg-all-list button').allTextContents()).map((t) => t.replace(/′/g, "'"));
  expect(listed.length).toBeGreaterThan(1);
  const count = Number((await root.locator('.pg-all-status').textContent())!.match(/^(?:At least )?(\d+)/)![1]);
  expect(count).toBe(listed.length);
  for (const solution of listed) expect(solvesAsHeld(scramble, solution), solution).toBe(true);
  await root.locator('.pg-all-list button').nth(1).click();
  await expect(root.locator('.pg-moves button')).toHaveText(listed[1].split(' ').map((m) => m.replace(/'/g, '′')));
});
