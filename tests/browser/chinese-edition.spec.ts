/**
 * The Chinese edition (issue 23): its pages are Simplified Chinese with
 * alternates both ways, the language switch keeps the reader's cube and
 * section, and after the widgets have run their interface has no English
 * left (notation and code aside). Site-wide checks (console, requests, axe,
 * links, screenshots) cover the /zh/ pages through builtPages().
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { englishWords, interfaceText, recordWidgetTexts, recordedWidgetTexts } from './english-words.ts';
import { axeBuilder, builtPages, expectNoProblems, originOf, violationLines, watchPage } from './helpers.ts';

const zh = messagesFor('zh');
const CH1 = 'chapters/01-the-pocket-cube/';
/** Where a page's interface is: what the catalogues say, as opposed to the chapter's prose. */
const INTERFACE = '.widget, .gate-form, .gate-result > summary, .exercise-tag, .exercise-form, .exercise-solution > summary, figure svg, .code-fold > summary, .site-header, .toc, .prev-next, .site-footer';

async function englishIn(page: Page, selector: string): Promise<string[]> {
  return englishWords(await page.locator(selector).evaluateAll(interfaceText));
}

test('the Chinese home page is zh-Hans, names its English twin, and offers the English edition visibly', async ({ page }) => {
  await page.goto('zh/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/pocket-cube-notebook\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', /\/zh\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh.site.name);
  const other = page.locator('.home-other-edition');
  await expect(other).toHaveAttribute('lang', 'en');
  await expect(other.getByRole('link')).toBeVisible();
  await page.goto('');
  await expect(page.locator('.home-other-edition')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', /\/zh\/$/);
});

// WCAG 2.5.3, label in name (issue 37, round 3): the switch's visible text is "English" / "中文" and its
// accessible name must contain it, or a voice-control user who says "click English" reaches nothing.
for (const [path, visible] of [['', '中文'], ['zh/', 'English']] as const) {
  test(`the language switch on ${path ? "a Chinese" : "an English"} page is named by its visible text "${visible}"`, async ({ page }) => {
    await page.goto(path + CH1);
    const link = page.locator('a[data-language-switch]');
    await expect(link.locator('span[lang]')).toHaveText(visible);
    await expect(page.getByRole('link', { name: visible })).toHaveAttribute('data-language-switch', '');
    // The rule is colour-blind, so one scheme tells; both are asked, as everywhere.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const axe = await axeBuilder(page).include('.site-header').withRules(['label-content-name-mismatch']).analyze();
      expect(violationLines(axe), colorScheme).toEqual([]);
    }
  });
}

test('the language switch goes to the same chapter and section with the same cube, both ways', async ({ page }) => {
  await page.goto(`${CH1}?scramble=D+R&metric=qtm#gods-number`);
  await page.locator('a[data-language-switch]').click();
  await expect(page).toHaveURL(/\/zh\/chapters\/01-the-pocket-cube\/\?scramble=D\+R&metric=qtm(&[^#]*)?#gods-number$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('pc-playground .pg-scramble')).toHaveValue('D R');
  await expect(page.locator('pc-playground input[value="qtm"]')).toBeChecked();
  await expect(page.locator('#gods-number')).toBeInViewport();
  // A scramble typed on the Chinese page goes back to English with the switch.
  await page.locator('pc-playground .pg-scramble').fill("R U2 F'");
  await page.locator('a[data-language-switch]').click();
  await expect(page).toHaveURL(/\/pocket-cube-notebook\/chapters\/01-the-pocket-cube\/\?.*scramble=R\+U2\+F/);
  await expect(page.locator('pc-playground .pg-scramble')).toHaveValue("R U2 F'");
});

test('chapter 1 in Chinese: after solving, playing, listing, pressing moves, painting and a bad token, no English is left', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(`zh/${CH1}`);
  const playground = page.locator('pc-playground');
  await expect(playground.locator('.pg-result-text')).toHaveText(/^最优解/);
  await playground.getByRole('button', { name: zh.kit.playback.forward }).click();
  await playground.locator('.pg-all summary').click();
  await expect(playground.locator('.pg-all-status')).toHaveText(/最优解/);
  await page
    .locator('pc-notation-cube')
    .getByRole('button', { name: zh.notation.moveLabel("R'") })
    .click();
  await expect(page.locator('pc-notation-cube .nc-said')).toHaveText(/^R′：/);
  const field = playground.getByRole('textbox', {
    name: zh.playground.scramble,
  });
  await field.fill('R Q');
  await expect(playground.locator('.sf-error')).toHaveText('没有“Q”这种转动（第 3 列）');
  await field.fill('R U');
  await expect(playground.locator('.pg-result-text')).toHaveText(/^最优解/);
  // Checked before painting and after: paint mode hides the scramble row and shows the painter's tools.
  const beforePainting = await englishIn(page, INTERFACE);
  await playground.getByRole('button', { name: zh.paint.toggle }).click();
  await playground.getByRole('button', { name: zh.paint.clear }).click();
  await expect(playground.locator('.pc-problems li')).toHaveText(/还有 24 个贴纸没有涂色/);
  // The interface, not the prose: widgets, the frame, the exercises' and gates' controls, the figures' drawings. (Prose names
  // a term's English once, in parentheses, on purpose; code and notation are not words.)
  expect([...beforePainting, ...(await englishIn(page, INTERFACE))]).toEqual([]);
  expectNoProblems(problems);
});

test('chapter 10 in Chinese: after solving, stepping, a search kept going, a bad token and a painting no cube shows, the two-phase widget speaks Chinese', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto('zh/chapters/10-any-3x3x3-in-milliseconds/');
  const widget = page.locator('pc-two-phase');
  await widget.scrollIntoViewIfNeeded();
  await widget.locator('.tp-stop').selectOption({ label: zh.twoPhase.solver.stops.time(100) });
  await widget.getByRole('button', { name: zh.twoPhase.solver.solve, exact: true }).click();
  await expect(widget.locator('.tp-status')).toHaveText(/步，搜索/, { timeout: 60_000 });
  await widget.getByRole('button', { name: zh.kit.playback.forward }).click();
  await widget.locator('.tp-stage').focus();
  await page.keyboard.press('End');
  const solved = await englishIn(page, 'pc-two-phase');
  await widget.getByRole('textbox', { name: zh.twoPhase.solver.scramble }).fill('R U Q');
  await expect(widget.locator('.sf-error')).toHaveText('没有“Q”这种转动（第 5 列）');
  const typed = await englishIn(page, 'pc-two-phase');
  // Painting: the tools, the banner, and what is wrong with a painting no cube shows (a red sticker where white was).
  await widget.getByRole('button', { name: zh.paint.toggle }).click();
  await widget.locator('.pc-palette input[value="R"]').check();
  await widget.locator('.tp-net .net-sticker[data-index="0"]').click();
  await expect(widget.locator('.pc-problems li').first()).toBeVisible();
  // Solve waits while the painting is no cube (issue 37, round 3); finished, the painting says why.
  await expect(widget.getByRole('button', { name: zh.twoPhase.solver.solve, exact: true })).toBeDisabled();
  await widget.getByRole('button', { name: zh.paint.toggle }).click();
  await expect(widget.locator('.tp-status')).toHaveText(/^还不是一个魔方：/);
  expect([...solved, ...typed, ...(await englishIn(page, 'pc-two-phase'))]).toEqual([]);
  expectNoProblems(problems);
});

test('search on a Chinese page finds Chinese words in Chinese chapters, and only Chinese pages', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto('zh/');
  // A term inside a run of Han characters: Chinese has no spaces between words, so the index must match inside one.
  await page.getByRole('searchbox', { name: zh.site.search.label }).fill('上帝之数');
  const hits = page.locator('.site-search-results a');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.site-search-results a[href*="/zh/chapters/04-breadth-first-search/"]').first()).toBeVisible();
  const hrefs = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !href.includes('/zh/')), 'English pages among the Chinese results').toEqual([]);
  // And the English edition's search does not answer with Chinese pages.
  await page.goto('');
  await page.getByRole('searchbox', { name: 'Search the notebook' }).fill('antipode');
  await expect(page.locator('.site-search-results a').first()).toBeVisible();
  const english = await page.locator('.site-search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(english.filter((href) => href.includes('/zh/'))).toEqual([]);
  expectNoProblems(problems);
});

test('every Chinese page frame speaks Chinese: header, table of contents, navigation and footer', async ({ page }) => {
  for (const path of ['zh/', 'zh/glossary/', `zh/${CH1}`]) {
    await page.goto(path);
    expect(await englishIn(page, '.site-header, .toc, .prev-next, .site-footer, .chapter-header, .home-plan'), path).toEqual([]);
  }
});

// Every Chinese chapter, with its widgets settled (solves, searches and build-time pictures drawn): no English in the interface.
for (const path of builtPages().filter((p) => p.startsWith('zh/chapters/'))) {
  test(`${path}: the widgets speak Chinese once they have run`, async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.addInitScript(recordWidgetTexts);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Widgets start their work as they near the viewport: scroll through the page once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
    expect(await englishIn(page, INTERFACE)).toEqual([]);
    // Nor did they say any on the way (status lines while a job ran).
    expect(englishWords(await recordedWidgetTexts(page))).toEqual([]);
    expectNoProblems(problems);
  });
}

test('chapters 7 and 9 in Chinese: what the widgets say while they measure, estimate, run IDA* and cancel is Chinese too', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await page.addInitScript(recordWidgetTexts);
  await page.goto('zh/chapters/07-complexity/');
  const kre = page.locator('pc-kre-chart');
  await kre.scrollIntoViewIfNeeded();
  await kre.getByRole('button', { name: zh.complexity.measure, exact: true }).click();
  await expect(kre.locator('.kc-status')).toHaveText(/测量/);
  await kre.getByRole('button', { name: zh.complexity.cancel }).click();
  const branching = page.locator('pc-branching-factor');
  await branching.scrollIntoViewIfNeeded();
  const measureAll = branching.getByRole('button', { name: zh.complexity.branching.run });
  await measureAll.click();
  // Its own words when done (the measurement can take less time than a check for 'disabled' would).
  await expect(branching).toContainText('在这里测得', { timeout: 90_000 });
  // The estimate waits behind a prediction: any guess opens it.
  const gate = page.locator('#predict-last-iteration');
  await gate.getByRole('radio').first().check();
  await gate.getByRole('button', { name: zh.kit.gate.commit }).click();
  const estimate = page.locator('pc-scramble-estimate');
  await estimate.scrollIntoViewIfNeeded();
  await estimate.getByRole('button', { name: zh.complexity.estimate.run }).click();
  await expect(estimate.locator('.se-status')).toHaveText(/IDA\* 在阈值/, { timeout: 60_000 });
  const saidInChapter7 = await recordedWidgetTexts(page);
  expect(saidInChapter7).toContain('正在对');
  expect(englishWords(saidInChapter7)).toEqual([]);
  await page.goto('zh/chapters/09-the-classic-design-checked/');
  const batch = page.locator('pc-classic-batch');
  await batch.scrollIntoViewIfNeeded();
  await batch.getByRole('button', { name: zh.classic.batch.run }).click();
  await batch.getByRole('button', { name: zh.classic.batch.cancel }).click();
  await expect(batch.locator('.cbt-status')).toHaveText(/^已取消：\d+ 个打乱中解完了 \d+ 个。/);
  expect(englishWords(await recordedWidgetTexts(page))).toEqual([]);
  expectNoProblems(problems);
});
