/**
 * Playwright's `test`, with one change every spec needs: `page.goto` returns
 * once the page's widgets have started, not merely once it has loaded.
 *
 * Widgets are defined only after the page's message catalogue, a chunk
 * fetched by dynamic import, has arrived (widget-element.ts, defineWidget),
 * and the load event does not wait for that. On a loaded machine a test could
 * click a button or press a key on a widget that had not started yet and lose
 * it (CI saw a chart focused and a key pressed before the chart listened). A
 * reader's typing and focus in that window are kept by the widgets themselves
 * (reader-defects-2.spec.ts); a test waits, as a reader who sees nothing
 * happen clicks again.
 */
import { type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Makes `page.goto` wait, after the load event, until every custom element on
 * the page is defined. The `page` fixture does it for every test; a page a
 * test opens itself (`context.newPage()`, a page shared by a serial describe)
 * needs this call, or its first click can land before the widget listens (CI
 * saw chapter 8's "Estimate first" lost that way).
 */
export function gotoWaitsForWidgets(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const waitUntil = options?.waitUntil ?? 'load';
    if (waitUntil === 'load' || waitUntil === 'networkidle') {
      await page.waitForFunction(() => document.querySelector(':not(:defined)') === null);
    }
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false ? gotoWaitsForWidgets(page) : page);
  },
});
