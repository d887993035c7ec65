/**
 * A reader's text never becomes markup (issue 34): every text input on every chapter, in both
 * languages, gets a scramble with markup in it (an image whose onerror would set a flag, a bold
 * element, quotes of both kinds, a closing tag), and the widgets show it back in their error
 * lines and marks as text. Widgets build their markup with src/lib/safe-html.ts, which escapes
 * every value; tests/site/no-raw-innerhtml.test.ts keeps them from assigning innerHTML.
 */
import { expect, test } from './fixtures.ts';

const PAYLOAD = `R U <img class="pc-injected" src="x" onerror="window.__injected = 1"> ' " </td><b class='pc-injected'>B</b>`;
const CHAPTERS = [
  '01-the-pocket-cube',
  '02-state-encoding',
  '03-moves-and-move-tables',
  '04-breadth-first-search',
  '05-pattern-databases',
  '06-ida-star',
  '07-complexity',
  '08-toward-the-3x3x3',
  '09-the-classic-design-checked',
  '10-any-3x3x3-in-milliseconds',
];

for (const prefix of ['', 'zh/']) {
  for (const chapter of CHAPTERS) {
    test(`${prefix}${chapter}: markup typed into every text input stays text`, async ({ page }) => {
      await page.goto(`${prefix}chapters/${chapter}/`);
      // Reveal what prediction gates hide, so their widgets' inputs are reachable.
      for (const button of await page.locator('main').getByRole('button', { name: /Just show me|直接看结果/ }).all()) await button.click();
      const inputs = page.locator('main input:is([type="text"], [type="search"], :not([type])):visible, main textarea:visible');
      const count = await inputs.count();
      for (let i = 0; i < count; i++) {
        const input = inputs.nth(i);
        await input.scrollIntoViewIfNeeded();
        await input.fill(PAYLOAD);
        await input.press('Enter');
      }
      // Every scramble field has answered (it names the bad token), and no widget is still busy with it.
      for (const error of await page.locator('main .sf-error:visible').all()) await expect(error).not.toBeEmpty();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await page.locator('.pc-injected').count(), `${count} inputs`).toBe(0);
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    });
  }
}
