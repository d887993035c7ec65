/**
 * The cube in the reader's hands: scrambles with D, L, B, rotations and wide
 * turns typed into the playground, the IDA* explorer and the move explorer.
 * Every solution read off the page must solve the cube as held, and every net
 * drawn must be that cube, both judged by the independent facelet referee
 * (tests/referee/facelet-cube.ts), never by the solver's own code.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { applyAlg, isSolvedUpToRotation, netColours, solvesAsHeld } from '../referee/facelet-cube.ts';
import { drawnStickers, expectNoProblems, originOf, watchPage } from './helpers.ts';
import { instanceTier } from './tiers.ts';
import { localePrefix } from '../../src/lib/locales.ts';
import { messagesFor } from '../../src/i18n/messages.ts';

const SCRAMBLES = ['D R', 'y R', "L' B2 x D", "Uw R' Fw B", "z D' L2 y' B R"];

/** Page text to notation: typographic primes back to ASCII. */
const asNotation = (text: string) => text.replace(/[′’]/g, "'").trim();

function refereeNet(alg: string): string {
  return netColours(applyAlg(alg)).join('');
}

async function netIn(page: Page, selector: string): Promise<string> {
  return page.locator(`${selector} .net-sticker`).evaluateAll((groups) =>
    groups
      .slice()
      .sort((a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index))
      .map((g) => (g as HTMLElement).dataset.color)
      .join(''),
  );
}

// Both editions: the Chinese playground answers exactly as the English one does (issue 23). The Chinese run is
// an instance of the same component (tiers.ts instanceTier): npm test runs the English one, and loads the
// Chinese playground with a solve in chinese-edition.spec.ts; the slow tier runs this check in Chinese too.
for (const locale of ['en', 'zh'] as const) {
  const t = messagesFor(locale);
  // The first words of a finished answer: "Optimal solution: …" / "最优解：…", or "Already solved: …" / "已经是复原状态：…".
  const answered = new RegExp(`^(${t.playground.result(1, 'HTM', 1, 1).split(/[:：]/)[0]}|${t.playground.alreadySolved.split(/[:：]/)[0]})`);
  test(`playground (${locale}): the answer to scrambles with D, L, B and rotations solves the cube as held, step by step`, instanceTier(locale === 'en'), async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(`${localePrefix(locale)}chapters/01-the-pocket-cube/`);
    const root = page.locator('pc-playground');
    const input = root.getByRole('textbox', { name: t.playground.scramble });
    for (const scramble of SCRAMBLES) {
      await input.fill(scramble);
      await expect(root.locator('.pg-result-text')).toHaveText(answered);
      expect(await drawnStickers(page), `net after ${scramble}`).toBe(refereeNet(scramble));
      const moves = (await root.locator('.pg-moves button').allTextContents()).map(asNotation);
      expect(solvesAsHeld(scramble, moves.join(' ')), `${scramble} → ${moves.join(' ')}`).toBe(true);
      // Playback steps through the same cube: after k moves the net is the referee's cube after scramble + k moves.
      for (let k = 1; k <= moves.length; k++) {
        await root.getByRole('button', { name: t.kit.playback.forward }).click();
        expect(await drawnStickers(page), `${scramble} + ${moves.slice(0, k).join(' ')}`).toBe(refereeNet(`${scramble} ${moves.slice(0, k).join(' ')}`));
      }
      const end = applyAlg(`${scramble} ${moves.join(' ')}`);
      expect(isSolvedUpToRotation(end)).toBe(true);
    }
    expectNoProblems(problems);
  });
}

test('the D R example from the issue: the page answers with turns that solve the cube in your hands', async ({ page }) => {
  await page.goto('chapters/01-the-pocket-cube/?scramble=D+R');
  const root = page.locator('pc-playground');
  await expect(root.locator('.pg-result-text')).toHaveText(/^Optimal solution/);
  const moves = (await root.locator('.pg-moves button').allTextContents()).map(asNotation);
  expect(moves).toHaveLength(2);
  expect(moves[0]).toBe("R'");
  expect(solvesAsHeld('D R', moves.join(' '))).toBe(true);
});

test('IDA* explorer: the solution path and the cube at each node are the held cube', async ({ page }) => {
  await page.goto('chapters/06-ida-star/');
  const root = page.locator('pc-ida-explorer');
  const input = root.getByRole('textbox', { name: 'Scramble' });
  for (const scramble of SCRAMBLES.slice(0, 3)) {
    await input.fill(scramble);
    await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
    await expect(root).not.toHaveAttribute('aria-busy', 'true');
    const path = asNotation((await root.locator('.ie-details .ie-moves').textContent()) ?? '');
    expect(solvesAsHeld(scramble, path), `${scramble} → ${path}`).toBe(true);
    expect(await netIn(page, 'pc-ida-explorer .ie-net'), `node net for ${scramble} ${path}`).toBe(refereeNet(`${scramble} ${path}`));
  }
});

test('move explorer: D turns the down layer of the cube as held, and the solver says it recolours', async ({ page }) => {
  await page.goto('chapters/03-moves-and-move-tables/');
  const root = page.locator('pc-move-explorer');
  const start = root.getByRole('textbox', { name: 'Start from' });
  await start.fill('y R');
  // A new start is a new experiment: the moves pressed on the old one are gone, nothing to go back from.
  await expect(root.getByRole('button', { name: 'Back to the scramble' })).toBeDisabled();
  await root.getByRole('button', { name: 'Apply D', exact: true }).click();
  await expect(root.locator('.mx-note')).toContainText('recolours');
  await expect(root.locator('.mx-lookup-body')).toContainText('not a column of the move tables');
  expect(await netIn(page, 'pc-move-explorer .mx-net:not(.mx-net-after)')).toBe(refereeNet('y R'));
  expect(await netIn(page, 'pc-move-explorer .mx-net-after')).toBe(refereeNet('y R D'));
  await root.getByRole('button', { name: 'Apply R prime', exact: true }).click();
  await expect(root.locator('.mx-note')).toHaveText('');
  await expect(root.locator('.mx-lookup-body')).toContainText('column');
  expect(await netIn(page, 'pc-move-explorer .mx-net-after')).toBe(refereeNet("y R D R'"));
});
