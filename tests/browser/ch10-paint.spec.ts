/**
 * Chapter 10's "Paint my cube": a cuber paints the 3×3×3 in their hands,
 * sticker by sticker, and gets a solution that solves it. The cube in hand is
 * the independent facelet referee (tests/referee-three) after a scramble that
 * turns the cube too, so the centres are not where the standard scheme puts
 * them; the referee also checks the answer and every impossible painting.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FaceletCube, refereeStickers } from '../referee-three/facelets.ts';
import { axeBuilder, stickerColours, twoPhaseMoves, expectNoProblems, originOf, recordWorkerRequests, watchPage, workerRequests } from './helpers.ts';

const CH10 = 'chapters/10-any-3x3x3-in-milliseconds/';
/** The cube in the reader's hands: scrambled, then turned over and regripped, as a cuber picks one up. */
const IN_HAND = "R U2 F' L D B2 R' U F2 D' L2 B U' x y' R2 Fw D";

function sticker(root: Locator, index: number): Locator {
  return root.locator(`.tp-net .net-sticker[data-index="${index}"]`);
}

/** Paints `colours` (54, the solver's sticker order) by clicking, one palette colour at a time, only the stickers that differ. */
async function paintByHand(root: Locator, colours: readonly string[]): Promise<void> {
  const now = await stickerColours(root, '.tp-net .net-sticker');
  for (const colour of new Set(colours)) {
    await root.locator(`.pc-palette input[value="${colour}"]`).check();
    for (let i = 0; i < 54; i++) if (colours[i] === colour && now[i] !== colour) await sticker(root, i).click();
  }
}

/** The 3-D cube's 54 sticker colours in the solver's order, as drawn. */
const drawn3d = (root: Locator) => stickerColours(root, '.c3d-sticker');

/** Opens chapter 10 (with `query`, e.g. a link's painting) and turns on paint mode. */
async function openPainter(page: Page, query = ''): Promise<Locator> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(CH10 + query);
  const root = page.locator('pc-two-phase');
  await root.scrollIntoViewIfNeeded();
  await root.getByRole('button', { name: 'Paint my cube' }).click();
  await expect(root.getByRole('button', { name: 'Paint my cube' })).toHaveAttribute('aria-pressed', 'true');
  await expect(root.locator('.pc-paint-tools')).toBeVisible();
  return root;
}

test('a cuber paints the cube in hand, solves it within 21 moves, plays it back, and the cube in hand is solved', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  const root = await openPainter(page);
  // The scramble field gives way to a line that says the start is the painting, with a way back.
  await expect(root.locator('.sf')).toBeHidden();
  await expect(root.locator('.tp-painted')).toBeVisible();

  // Clear keeps the centres; the cube in hand has its centres elsewhere (x y'), so they are painted too.
  await root.getByRole('button', { name: 'Clear' }).click();
  await expect(root.locator('.pc-problems li').first()).toHaveText(/stickers are not painted yet/);
  const inHand = refereeStickers(new FaceletCube().apply(IN_HAND));
  await paintByHand(root, inHand);
  await expect(root.locator('.pc-problems li')).toHaveCount(0);
  // The 3-D cube shows the painting as painted.
  await expect.poll(() => drawn3d(root)).toEqual(inHand);

  // Done painting: the net is a picture again, and Solve sends the painting (not a scramble) to the worker.
  await root.getByRole('button', { name: 'Paint my cube' }).click();
  await expect(root.getByRole('button', { name: 'Paint my cube' })).toHaveAttribute('aria-pressed', 'false');
  await expect(root.locator('.pc-paint-tools')).toBeHidden();
  await root.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(root.locator('.tp-status')).toHaveText(/^\d+ moves, found after/, { timeout: 60_000 });
  expect(await workerRequests(page)).toContain('twoPhaseSolve');
  const moves = await twoPhaseMoves(root);
  expect(moves.length).toBeGreaterThan(0);
  expect(moves.length).toBeLessThanOrEqual(21);
  const held = () => new FaceletCube().apply(IN_HAND);
  // Solved as held: each face one colour, whichever its centre is (the cube was turned).
  expect(held().apply(moves.join(' ')).isUniform(), moves.join(' ')).toBe(true);

  // Every step draws the cube in hand after that many moves, in its own colours; the last is solved.
  await root.locator('.tp-stage').focus();
  for (let step = 0; step <= moves.length; step++) {
    await expect.poll(() => drawn3d(root), { message: `step ${step}` }).toEqual(refereeStickers(held().apply(moves.slice(0, step).join(' '))));
    if (step < moves.length) await page.keyboard.press('ArrowRight');
  }
  await expect(root.locator('.tp-net svg')).toHaveAttribute('aria-label', `Your painted 3×3×3, then ${moves.join(' ')}`);

  // The link carries the painting (and no scramble); opened, it is the start again.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await root.getByRole('button', { name: 'Copy link' }).click();
  await expect(root.locator('.tp-copied')).not.toBeEmpty();
  const url = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(url.searchParams.get('cube3')).toBe(inHand.join(''));
  expect(url.searchParams.has('scramble3')).toBe(false);
  const axe = await axeBuilder(page).include('pc-two-phase').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  // The address already is the link but for its #fragment (the page keeps it current): leave, so the link really loads.
  await page.goto('about:blank');
  await page.goto(url.toString());
  const opened = page.locator('pc-two-phase');
  await expect(opened.locator('.tp-painted')).toBeVisible();
  // It keeps the solution and the step too (issue 37, round 3): the cube as solved at the last step, the painting at the first.
  expect(await twoPhaseMoves(opened)).toEqual(moves);
  await expect.poll(() => drawn3d(opened)).toEqual(refereeStickers(held().apply(moves.join(' '))));
  await opened.locator('.tp-stage').focus();
  await page.keyboard.press('Home');
  await expect.poll(() => drawn3d(opened)).toEqual(inHand);
  expectNoProblems(problems);
});

test('a twisted corner, a flipped edge and a swapped pair are each named and marked, and nothing is sent to the worker; Solve while painting solves the painting', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await recordWorkerRequests(page);
  // The cube in hand arrives by a link (the test above paints it by hand and copies that link), so only the
  // stickers each case changes are painted here.
  const inHand = refereeStickers(new FaceletCube().apply(IN_HAND));
  const root = await openPainter(page, `?cube3=${inHand.join('')}`);
  expect(await stickerColours(root, '.tp-net .net-sticker')).toEqual(inHand);
  const cases: { name: string; change: (c: string[]) => void; kind: string; text: RegExp; marked: number | null }[] = [
    // Corner URF's stickers are 8 (U), 9 (R), 20 (F); edge UR's are 5 (U) and 10 (R); edge UF's 7 (U) and 19 (F).
    { name: 'twist', change: (c) => ([c[8], c[9], c[20]] = [c[20], c[8], c[9]]), kind: 'twist', text: /One corner is twisted in place/, marked: 3 },
    { name: 'flip', change: (c) => ([c[5], c[10]] = [c[10], c[5]]), kind: 'flip', text: /One edge is flipped in place/, marked: 2 },
    { name: 'swap', change: (c) => ([c[5], c[10], c[7], c[19]] = [c[7], c[19], c[5], c[10]]), kind: 'parity', text: /Two pieces are swapped/, marked: null },
  ];
  for (const { name, change, kind, text, marked } of cases) {
    const painting = [...inHand];
    change(painting);
    await paintByHand(root, painting);
    await expect(root.locator('.pc-problems li'), name).toHaveCount(1);
    await expect(root.locator('.pc-problems li')).toHaveAttribute('data-kind', kind);
    await expect(root.locator('.pc-problems li')).toHaveText(text);
    // A swap is undone by trading any two edges or two corners: the pair named is the solver's choice.
    if (marked === null) await expect(root.locator('.tp-net .net-sticker.is-bad').first()).toBeVisible();
    else await expect(root.locator('.tp-net .net-sticker.is-bad')).toHaveCount(marked);
    // Nothing to solve: Solve waits until the painting is a cube (issue 37, round 3: it stayed enabled).
    await expect(root.getByRole('button', { name: 'Solve', exact: true })).toBeDisabled();
    await paintByHand(root, inHand);
    await expect(root.getByRole('button', { name: 'Solve', exact: true })).toBeEnabled();
    await expect(root.locator('.pc-problems li')).toHaveCount(0);
  }
  expect(await workerRequests(page)).not.toContain('twoPhaseSolve');

  // Solve while still painting ends the painting and solves what is painted.
  await root.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(root.getByRole('button', { name: 'Paint my cube' })).toHaveAttribute('aria-pressed', 'false');
  await expect(root.locator('.pc-paint-tools')).toBeHidden();
  await expect(root.locator('.tp-status')).toHaveText(/^\d+ moves, found after/, { timeout: 60_000 });
  const moves = await twoPhaseMoves(root);
  expect(new FaceletCube().apply(IN_HAND).apply(moves.join(' ')).isUniform(), moves.join(' ')).toBe(true);

  // Back to the scramble: the field is the start again, and the cube drawn is its cube.
  await root.getByRole('button', { name: 'Back to the scramble' }).click();
  await expect(root.locator('.sf')).toBeVisible();
  await expect(root.locator('.pc-paint-tools')).toBeHidden();
  const scramble = await root.getByRole('textbox', { name: '3×3×3 scramble' }).inputValue();
  await expect.poll(() => drawn3d(root)).toEqual(refereeStickers(new FaceletCube().apply(scramble)));
  expectNoProblems(problems);
});

test('the painter works from the keyboard: arrow keys move over the net, a colour key paints, F fills the face', async ({ page }) => {
  const root = await openPainter(page);
  await root.getByRole('button', { name: 'Clear' }).click();
  await sticker(root, 0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sticker(root, 1)).toBeFocused();
  await page.keyboard.press('g');
  await expect(sticker(root, 1)).toHaveAttribute('data-color', 'F');
  await expect(sticker(root, 1)).toHaveAttribute('aria-label', 'Up face, top middle: green');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Down from the up face's bottom row is the front face's top row.
  await expect(sticker(root, 19)).toBeFocused();
  await page.keyboard.press('f');
  for (const i of [18, 19, 20, 21, 22, 23, 24, 25, 26]) await expect(sticker(root, i)).toHaveAttribute('data-color', 'F');
});
