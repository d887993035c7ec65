/**
 * Chapter 9: the classic solver's answer, turned on a real cube. After a run
 * the widget draws the reader's cube after the scramble and after the answer
 * turned as written, and says whether it is solved; the cube drawn is the one
 * the independent facelet referee turns, and the build's picture (for U)
 * says the same before any run.
 */
import { expect, test } from './fixtures.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { expectNoProblems, originOf, watchPage } from './helpers.ts';
import { applyAlg, isSolvedUpToRotation, netColours } from '../referee/facelet-cube.ts';

const words = messagesFor('en').classic.compare.real;

async function drawnColours(net: import('@playwright/test').Locator): Promise<string[]> {
  return net.locator('.net-sticker').evaluateAll((stickers) =>
    stickers.sort((a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index)).map((s) => (s as HTMLElement).dataset.color ?? ''),
  );
}

test("the classic answer to R U F, turned on a real cube, leaves it as the referee's cube: not solved", async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto('chapters/09-the-classic-design-checked/?scramble=R+U+F');
  const widget = page.locator('pc-classic-compare');
  await widget.scrollIntoViewIfNeeded();
  // Before a run: the build's picture for U, with its verdict.
  await expect(widget.locator('.cc-real-verdict')).toHaveText(words.notSolved);
  await expect(widget.locator('.cc-real-nets svg')).toHaveCount(2);
  await widget.locator('.cc-budget-select').selectOption('100000000');
  await widget.locator('.cc-run').click();
  // The run is over when the table is the scramble's (before, it is the build's table for U).
  await expect(widget.locator('.cc-table caption')).toHaveText(messagesFor('en').classic.compare.caption('R U F'), { timeout: 120_000 });
  const answerCell = widget.locator('.cc-table tbody tr').first().locator('.cc-solution code');
  const answer = (await answerCell.textContent())!;
  const referee = applyAlg(`R U F ${answer}`);
  const nets = widget.locator('.cc-real-nets svg');
  await expect(nets.nth(1)).toHaveAttribute('data-label', words.after(answer));
  expect(await drawnColours(nets.nth(0))).toEqual(netColours(applyAlg('R U F')));
  expect(await drawnColours(nets.nth(1))).toEqual(netColours(referee));
  await expect(widget.locator('.cc-real-verdict')).toHaveAttribute('data-solved', String(isSolvedUpToRotation(referee)));
  expect(isSolvedUpToRotation(referee)).toBe(false);
  expectNoProblems(problems);
});
