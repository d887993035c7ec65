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
