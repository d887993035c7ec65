/**
 * Reader-facing defects, second round (issue 20, items 6 and 8): phone-width
 * figures, and the small things. Every test here was seen failing before its
 * fix (or with the fix broken once).
 */
import { expect, test } from '@playwright/test';

const CH1 = 'chapters/01-the-pocket-cube/';

test.describe('search', () => {
  const searchFor = async (page: import('@playwright/test').Page, query: string) => {
    await page.goto('');
    await page.getByRole('searchbox', { name: 'Search the notebook' }).fill(query);
    const status = page.locator('.site-search-status');
    await expect(status).not.toHaveText(/Searching|^$/);
    return status;
  };

  test('a word the notebook never uses finds nothing (Pagefind alone found "xyzzy" on four pages, through "x")', async ({ page }) => {
    const status = await searchFor(page, 'xyzzy');
    await expect(status).toHaveText('Nothing found for “xyzzy”.');
    await expect(page.locator('.site-search-results li')).toHaveCount(0);
  });

  test('excerpts show prose, never the TeX source of a formula', async ({ page }) => {
    // "frac" is in the TeX of several formulas (\frac) and starts "fraction" in the prose.
    const status = await searchFor(page, 'frac');
    await expect(status).toHaveText(/page/);
    const excerpts = await page.locator('.site-search-results li p').allTextContents();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts) expect(excerpt).not.toMatch(/\\[a-z]+/);
  });
});

test('"Open in Twizzle" opens Twizzle with the scramble and solution, and is disabled for a scramble that does not parse', async ({ page }) => {
  await page.goto(CH1);
  const root = page.locator('pc-playground');
  const field = root.getByRole('textbox', { name: 'Scramble' });
  const link = root.locator('.pg-twizzle');
  await field.fill("R U'");
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  await expect(link).toHaveAttribute('href', 'https://alpha.twizzle.net/edit/?puzzle=2x2x2&setup-alg=R+U%27&alg=U+R%27');
  await expect(link).not.toHaveAttribute('aria-disabled', 'true');
  await field.fill('hello_world');
  await expect(root.locator('.sf-error')).not.toHaveText('');
  await expect(link).not.toHaveAttribute('href');
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(root.getByRole('link', { name: /Open in Twizzle/ })).toHaveAttribute('aria-disabled', 'true');
});

test('rel=canonical names the deploy address, or is left out when the build does not know it (SITE_URL)', async ({ page }) => {
  for (const path of ['', CH1]) {
    await page.goto(path);
    const canonical = page.locator('link[rel="canonical"]');
    const site = process.env.SITE_URL;
    if (site) await expect(canonical).toHaveAttribute('href', new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
    else await expect(canonical).toHaveCount(0);
    expect(await page.content()).not.toContain('localhost:4321');
  }
});

test('chapter 1 gives the longest answer in both metrics, from the solver\'s facts', async ({ page }) => {
  await page.goto(CH1);
  const claim = page.locator('.notebook p', { hasText: 'Then try a random scramble' });
  await expect(claim.locator('[data-fact="godsNumberQtm"]')).toHaveCount(1);
  const htm = Number(await claim.locator('[data-fact="godsNumberHtm"]').textContent());
  const qtm = Number(await claim.locator('[data-fact="godsNumberQtm"]').textContent());
  expect(qtm).toBeGreaterThan(htm);
  await expect(claim).toContainText(`${htm} face turns in the half-turn metric (HTM), or ${qtm} quarter turns`);
});

test('the last chapter ends the notebook instead of calling itself "the last written so far"', async ({ page }) => {
  await page.goto('');
  const last = await page.locator('.plan li a').last().getAttribute('href');
  await page.goto(last!);
  const end = page.locator('.prev-next-end');
  await expect(end).not.toContainText('written so far');
  await expect(end.getByRole('link', { name: 'contents' })).toHaveAttribute('href', new URL(page.url()).pathname.replace(/chapters\/.*$/, ''));
});

test.describe('chapter 9\'s checklist', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('quotes real test names, and shows all three columns on a phone without scrolling', async ({ page }) => {
    await page.goto('chapters/09-the-classic-design-checked/');
    const box = page.locator('.classic-checklist');
    for (const title of await box.locator('.ck-title').allTextContents()) expect(title).not.toMatch(/…|\$\{/);
    await expect(box.locator('.ck-title', { hasText: 'HTM, max: 2,000 seeded random states' })).toHaveCount(1);
    await box.scrollIntoViewIfNeeded();
    const cut = await box.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      const cells = [...el.querySelectorAll('tbody th, tbody td')].filter((c) => c.getBoundingClientRect().right > right + 1);
      return { scrolls: el.scrollWidth > el.clientWidth + 1, cut: cells.map((c) => c.textContent!.slice(0, 30)) };
    });
    expect(cut).toEqual({ scrolls: false, cut: [] });
    // Each stacked cell still says which column it is.
    await expect(box.locator('td[data-label="Where"]').first()).toBeVisible();
  });
});
