/**
 * Reader-facing defects, third round (issue 37): chapter 10's two-phase
 * widget. Every test here was seen failing before its fix (or with the fix
 * broken once); the Chinese edition is checked wherever the words differ.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES, type Locale } from '../../src/lib/locales.ts';
import { expectNoProblems, originOf, recordWorkerRequests, twoPhaseMoves, watchPage, workerRequests } from './helpers.ts';
import { FaceletCube, refereeStickers } from '../referee-three/facelets.ts';
import { solve, writtenMoves } from 'pocket-cube-solver';

const CH10 = 'chapters/10-any-3x3x3-in-milliseconds/';
const editionPath = (locale: Locale) => (locale === 'en' ? '' : `${locale}/`);

/** Every text the element at `selector` shows from now on, in order (a MutationObserver; read with `seenTexts`). */
async function recordTexts(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __texts: string[] };
    w.__texts = [];
    const element = document.querySelector(selector)!;
    new MutationObserver(() => w.__texts.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
  }, selector);
}
const seenTexts = (page: Page) => page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);

for (const locale of LOCALES) {
  const t = messagesFor(locale).twoPhase.solver;
  test(`chapter 10 shows each step of building the tables while the worker builds them (${locale})`, async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(editionPath(locale) + CH10);
    const root = page.locator('pc-two-phase');
    await root.scrollIntoViewIfNeeded();
    // The time it says is a measured one, not "a second or two" (4–5 s on a busy 2-core machine).
    await expect(root.locator('.tp-status')).toContainText(t.initialAfter);
    await recordTexts(page, 'pc-two-phase .tp-status');
    await root.getByRole('button', { name: t.solve, exact: true }).click();
    await expect(root.locator('.tp-tables')).not.toBeEmpty({ timeout: 60_000 });
    await expect(root.locator('.tp-progress')).toBeHidden();
    const said = await seenTexts(page);
    // The last step is the long one (phase 1's exact table): the page shows it while it is built.
    const steps = [t.tableSteps.moves, t.tableSteps.symmetry, t.tableSteps.pruning, t.tableSteps.phase1];
    const shown = (done: number) => {
      const full = t.building(done, steps.length, steps[done], 0);
      const upToName = full.slice(0, full.indexOf(steps[done]) + steps[done].length);
      return said.some((text) => text.startsWith(upToName));
    };
    expect(shown(steps.length - 1), said.join('\n')).toBe(true);
    expect(steps.filter((_, done) => shown(done)).length, said.join('\n')).toBeGreaterThanOrEqual(2);
    expectNoProblems(problems);
  });
}

test('chapter 10: Copy link and the language switch keep the solution shown and the step, and search nothing again', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const en = messagesFor('en').twoPhase.solver;
  const zh = messagesFor('zh').twoPhase.solver;
  await page.goto(CH10);
  const root = page.locator('pc-two-phase');
  await root.scrollIntoViewIfNeeded();
  const scramble = await root.getByRole('textbox', { name: en.scramble }).inputValue();
  await root.getByRole('button', { name: en.solve, exact: true }).click();
  await expect(root.locator('.tp-status')).toHaveText(/^\d+ moves, found after/, { timeout: 60_000 });
  const moves = await twoPhaseMoves(root);
  const phase1 = await root.locator('.tp-phase1 li').allTextContents();
  const step = Math.min(5, moves.length);
  await root.locator('.tp-stage').focus();
  for (let k = 0; k < step; k++) await page.keyboard.press('ArrowRight');
  await expect(root.locator('.tp-step')).toHaveText(en.stepOf(step, moves.length));
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));

  await root.getByRole('button', { name: en.copyLink }).click();
  await expect(root.locator('.tp-copied')).not.toBeEmpty();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('step')).toBe(String(step));
  expect(link.searchParams.get('solution3')).toContain(phase1.join(' '));

  // The link opens on the same solution at the same step, and asks the worker for nothing.
  await recordWorkerRequests(page);
  await page.goto('about:blank'); // the link differs from this address by its hash only: load it afresh
  await page.goto(link.href);
  await expect(root.locator('.tp-status')).toHaveText(en.fromLink(moves.length));
  expect(await twoPhaseMoves(root)).toEqual(moves);
  expect(await root.locator('.tp-phase1 li').allTextContents()).toEqual(phase1);
  await expect(root.locator('.tp-step')).toHaveText(en.stepOf(step, moves.length));
  expect(await workerRequests(page)).not.toContain('twoPhaseSolve');

  // The language switch carries both.
  await page.locator('a[data-language-switch]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(root.locator('.tp-status')).toHaveText(zh.fromLink(moves.length));
  expect(await twoPhaseMoves(root)).toEqual(moves);
  await expect(root.locator('.tp-step')).toHaveText(zh.stepOf(step, moves.length));
  expect(new FaceletCube().apply(scramble).apply(moves.join(' ')).isSolved()).toBe(true);

  // A solution that does not solve the link's cube is dropped, not shown.
  await page.goto(`${CH10}?scramble3=R+U&solution3=${encodeURIComponent("0:R . U")}&step=1`);
  await expect(root.locator('.tp-phase1 li')).toHaveCount(0);
  await expect(page).not.toHaveURL(/solution3=/);
  expectNoProblems(problems);
});

// Corner URF's stickers are 8 (U), 9 (R), 20 (F) in the solver's order (three-stickers.ts).
const URF = [8, 9, 20] as const;
const blamed = { en: /the up-front-right corner, the one you painted last \(marked\)/, zh: /你最后涂的上前右角块（UFR，已标出）/ } as const;
for (const locale of LOCALES) {
  const m = messagesFor(locale);
  test(`chapter 10's painter blames a twist in place on the corner painted last, says the stickers cannot tell, and Solve waits (${locale})`, async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(editionPath(locale) + CH10);
    const root = page.locator('pc-two-phase');
    await root.scrollIntoViewIfNeeded();
    await root.getByRole('button', { name: m.paint.toggle }).click();
    await expect(root.locator('.pc-paint-tools')).toBeVisible();
    // The default cube is scrambled; twist URF in place by giving each sticker its neighbour's colour.
    const sticker = (i: number) => root.locator(`.tp-net .net-sticker[data-index="${i}"]`);
    const colours = await Promise.all(URF.map((i) => sticker(i).getAttribute('data-color')));
    for (let k = 0; k < 3; k++) {
      await root.locator(`.pc-palette input[value="${colours[(k + 2) % 3]}"]`).check();
      await sticker(URF[k]).click();
    }
    const problem = root.locator('.pc-problems li');
    await expect(problem).toHaveAttribute('data-kind', 'twist');
    await expect(problem).toHaveText(blamed[locale]);
    const marked = await root.locator('.tp-net .net-sticker.is-bad').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-index'))));
    expect(marked.sort((a, b) => a - b)).toEqual([...URF]);
    await expect(root.getByRole('button', { name: m.twoPhase.solver.solve, exact: true })).toBeDisabled();
    expectNoProblems(problems);
  });
}

/** Records the painting of every 'twoPhaseSolve' request the page posts (read with `paintingsSent`). Call before `page.goto`. */
async function recordPaintingsSent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __paintings: string[][] };
    w.__paintings = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const m = message as { kind?: string; type?: string; params?: { painting?: string[] } };
      if (m?.kind === 'request' && m.type === 'twoPhaseSolve' && m.params?.painting) w.__paintings.push(m.params.painting);
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as Worker['postMessage'];
  });
}
const paintingsSent = (page: Page) => page.evaluate(() => (window as unknown as { __paintings: string[][] }).__paintings);

for (const locale of LOCALES) {
  const t = messagesFor(locale).twoPhase.solver;
  test(`chapter 10's random scramble reaches a random cube, solves as held, and its solution copies as a cuber writes it (${locale})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const problems = watchPage(page, originOf(baseURL));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordPaintingsSent(page);
    await page.goto(editionPath(locale) + CH10);
    const root = page.locator('pc-two-phase');
    await root.scrollIntoViewIfNeeded();
    const field = root.getByRole('textbox', { name: t.scramble });
    const before = await field.inputValue();
    await root.getByRole('button', { name: t.random }).click();
    await expect(root.locator('.tp-status')).toHaveText(/./);
    await expect(field).not.toHaveValue(before, { timeout: 60_000 });
    const scramble = await field.inputValue();
    await expect(root.locator('.tp-status')).toHaveText(t.randomDone(scramble.split(' ').length));
    // The cube drawn is the random cube the page drew: the scramble shown reaches it.
    const [painting] = await paintingsSent(page);
    expect(refereeStickers(new FaceletCube().apply(scramble))).toEqual(painting);
    await expect.poll(() => new URL(page.url()).searchParams.get('scramble3')).toBe(scramble);
    // Solve it; Copy solution puts the moves on the clipboard as a cuber writes them.
    await expect(root.getByRole('button', { name: t.copySolution })).toBeDisabled();
    await root.getByRole('button', { name: t.solve, exact: true }).click();
    await expect(root.locator('.tp-found')).not.toBeEmpty({ timeout: 60_000 });
    const moves = await twoPhaseMoves(root);
    expect(new FaceletCube().apply(scramble).apply(moves.join(' ')).isSolved()).toBe(true);
    await root.getByRole('button', { name: t.copySolution }).click();
    await expect(root.locator('.tp-copied')).toHaveText(messagesFor(locale).kit.copySolution.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(moves.join(' '));
    expectNoProblems(problems);
  });
}

test('chapter 10 reads slice moves M E S as WCA does and solves the cube as held; chapter 1 refuses them, saying why, in both editions', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await page.goto(CH10);
  const root = page.locator('pc-two-phase');
  await root.scrollIntoViewIfNeeded();
  for (const scramble of ["M' U M U2 M' U M", "R E' S2 M x U"]) {
    await root.getByRole('textbox', { name: messagesFor('en').twoPhase.solver.scramble }).fill(scramble);
    await expect(root.locator('.sf-error')).toBeEmpty();
    await root.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(root.locator('.tp-found')).not.toBeEmpty({ timeout: 60_000 });
    const moves = await twoPhaseMoves(root);
    // As held: after M the centres have moved, and every face ends one colour, whichever.
    expect(new FaceletCube().apply(scramble).apply(moves.join(' ')).isUniform(), `${scramble} → ${moves.join(' ')}`).toBe(true);
  }
  for (const locale of LOCALES) {
    await page.goto(`${editionPath(locale)}chapters/01-the-pocket-cube/`);
    const playground = page.locator('pc-playground');
    await playground.getByRole('textbox', { name: messagesFor(locale).playground.scramble }).fill('R M');
    await expect(playground.locator('.sf-error')).toHaveText(locale === 'en' ? /"M" is a slice move: a 2×2×2 has no middle layer/ : /“M”是中层转动（第 3 列）：二阶魔方没有中间层/);
  }
  expectNoProblems(problems);
});

test('chapter 1: Copy solution copies the solution as a cuber writes it (in QTM, R R as R2)', async ({ page, context, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const metric of ['htm', 'qtm'] as const) {
    const scramble = "R U2 F' R U' F2";
    await page.goto(`chapters/01-the-pocket-cube/?scramble=${encodeURIComponent(scramble)}&metric=${metric}`);
    const root = page.locator('pc-playground');
    await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal/, { timeout: 60_000 });
    const expected = solve(scramble, { metric });
    if (!expected.ok || !expected.moves) throw new Error(`no solution for ${scramble}`);
    await root.getByRole('button', { name: 'Copy solution' }).click();
    await expect(root.locator('.pg-copied')).toHaveText('Solution copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(writtenMoves(expected.moves).join(' '));
  }
  expectNoProblems(problems);
});
