/**
 * Chapters 2 and 3 driven as a reader would: the state inspector, the move
 * explorer, the order finder, the verification panel and the table timing.
 * Expected values come from the solver itself, imported here, never typed in.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scrambleToState, STATE_COUNT } from 'pocket-cube-solver';
import { indexOfState, stateOfIndex, sequenceOrder } from 'pocket-cube-solver/internals';
import { DEFAULT_SCRAMBLE } from '../../src/lib/reader-state.ts';
import { explorerFrame } from '../../src/widgets/move-explorer/explorer-model.ts';
import { expectNoProblems, originOf, watchPage } from './helpers.ts';
import { cycleText } from '../../src/lib/move-effect.ts';
import { PICTURES_TIER } from './tiers.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/lib/locales.ts';

const CH2 = 'chapters/02-state-encoding/';
const CH3 = 'chapters/03-moves-and-move-tables/';
const fmt = (n: number) => n.toLocaleString('en-US');

function stateOf(scramble: string) {
  const r = scrambleToState(scramble);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** perm and twist arrays read back from a columns-layout arrays table. */
async function readArrays(table: Locator): Promise<{ perm: number[]; twist: number[] }> {
  const rows = table.locator('tbody tr');
  const perm = await rows.nth(0).locator('td').allTextContents();
  const twist = await rows.nth(1).locator('td').allTextContents();
  return { perm: perm.map((t) => Number(/\((\d)\)/.exec(t)![1])), twist: twist.map(Number) };
}

test.describe('state inspector', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const scramble of ["R U2 F' R U' F2", "R U R' U'", 'F2 U R2', 'D L B', '']) {
    test(`shows the solver's index for "${scramble}"`, async ({ page, baseURL }) => {
      const problems = watchPage(page, originOf(baseURL));
      await page.goto(CH2);
      const root = page.locator('pc-state-inspector');
      await root.getByRole('textbox', { name: 'Scramble' }).fill(scramble);
      await expect(root.locator('.si-index')).toHaveText(fmt(indexOfState(stateOf(scramble))));
      expect(await readArrays(root.locator('.si-encode .si-arrays'))).toEqual({ perm: [...stateOf(scramble).perm], twist: [...stateOf(scramble).twist] });
      expectNoProblems(problems);
    });
  }

  test('reads the scramble from the page address, shared with chapter 1', async ({ page }) => {
    await page.goto(`${CH2}?scramble=${encodeURIComponent("F R' U2")}`);
    await expect(page.locator('pc-state-inspector .si-index')).toHaveText(fmt(indexOfState(stateOf("F R' U2"))));
    await page.goto('chapters/01-the-pocket-cube/');
    await expect(page.getByRole('textbox', { name: 'Scramble' })).toHaveValue("F R' U2");
  });

  test('index → cube → index round-trips, and the cube is the solver\'s', async ({ page }) => {
    await page.goto(CH2);
    const root = page.locator('pc-state-inspector');
    const input = root.getByRole('textbox', { name: 'Index → cube' });
    for (const index of [0, 728, 729, 1234567, STATE_COUNT - 1]) {
      await input.fill(String(index));
      await expect(root.locator('.si-roundtrip-index')).toHaveText(fmt(index));
      const state = stateOfIndex(index);
      expect(await readArrays(root.locator('.si-decode .si-arrays'))).toEqual({ perm: [...state.perm], twist: [...state.twist] });
    }
  });

  test('bad input gets a message in place, with aria-invalid and aria-describedby', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(CH2);
    const root = page.locator('pc-state-inspector');
    const index = root.getByRole('textbox', { name: 'Index → cube' });
    const indexError = root.locator('.si-decode .si-error');
    await index.fill(String(STATE_COUNT));
    await expect(index).toHaveAttribute('aria-invalid', 'true');
    await expect(indexError).toContainText('too large');
    expect((await index.getAttribute('aria-describedby'))!.split(' ')).toContain(await indexError.getAttribute('id'));
    await index.fill('12a');
    await expect(indexError).toContainText('not a whole number');
    await index.fill('42');
    await expect(index).not.toHaveAttribute('aria-invalid');
    await expect(indexError).toHaveText('');

    const scramble = root.getByRole('textbox', { name: 'Scramble' });
    await scramble.fill('R U X');
    await expect(scramble).toHaveAttribute('aria-invalid', 'true');
    await expect(root.locator('.si-encode .sf-error')).toContainText('unknown move "X" at column 5');
    expectNoProblems(problems);
  });

  test('focusing a position highlights its corner in the net and the tables; pointing at a sticker does too', async ({ page }) => {
    await page.goto(CH2);
    const root = page.locator('pc-state-inspector .si-encode');
    await root.getByRole('button', { name: 'Position 0, URF' }).focus();
    await expect(root.locator('.net-sticker.corner-highlight')).toHaveCount(3);
    await expect(root.locator('.si-lehmer tr.corner-highlight')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(root.getByRole('button', { name: 'Position 1, UFL' })).toBeFocused();
    await expect(root.locator('.si-lehmer tr[data-position="1"]')).toHaveClass(/corner-highlight/);
    await root.locator('.net-sticker[data-index="0"]').hover();
    await expect(root.locator('.net-sticker.corner-highlight')).toHaveCount(3);
  });
});

test.describe('move explorer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the arrays match the solver after R U R' pressed from the keyboard", async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(CH3);
    const root = page.locator('pc-move-explorer');
    await root.getByRole('textbox', { name: 'Start from' }).fill('F2 U');
    await expect(root.locator('.mx-applied')).toHaveText('none yet');
    for (const name of ['Apply R', 'Apply U', 'Apply R prime']) {
      await root.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(root.locator('.mx-applied')).toHaveText('R U R′');
    const before = stateOf('F2 U R U');
    const after = stateOf("F2 U R U R'");
    expect(await readArrays(root.locator('.mx-arrays-before .si-arrays'))).toEqual({ perm: [...before.perm], twist: [...before.twist] });
    expect(await readArrays(root.locator('.mx-arrays-after .si-arrays'))).toEqual({ perm: [...after.perm], twist: [...after.twist] });
    await expect(root.locator('.mx-index-after')).toHaveText(fmt(indexOfState(after)));
    await expect(root.locator('.mx-arrows .mx-arrow')).toHaveCount(4);
    await root.getByRole('button', { name: 'Undo last move' }).click();
    await expect(root.locator('.mx-index-after')).toHaveText(fmt(indexOfState(before)));
    expectNoProblems(problems);
  });

  test('D turns the down layer and the solver recolours instead of reading a table column', async ({ page }) => {
    await page.goto(CH3);
    const root = page.locator('pc-move-explorer');
    await root.getByRole('button', { name: 'Apply D', exact: true }).click();
    await expect(root.locator('.mx-note')).toContainText('recolours');
    const frame = explorerFrame(DEFAULT_SCRAMBLE, ['R', 'D']);
    if (!frame.ok || !frame.frame.last?.recolour) throw new Error('frame');
    await expect(root.locator('.mx-summary-text')).toContainText(cycleText(frame.frame.last.effect));
    await expect(root.locator('.mx-index-after')).toHaveText(fmt(frame.frame.last.recolour.indexAfter));
    await expect(root.locator('.mx-arrows .mx-arrow')).toHaveCount(4);
    await root.getByRole('button', { name: 'Back to the scramble' }).click();
    await root.getByRole('button', { name: 'Apply R2', exact: true }).click();
    await expect(root.locator('.mx-note')).toHaveText('');
  });

  test('a bad start scramble is marked in place', async ({ page }) => {
    await page.goto(CH3);
    const input = page.locator('pc-move-explorer').getByRole('textbox', { name: 'Start from' });
    await input.fill("R U'' F");
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('pc-move-explorer .mx-field .sf-error')).toContainText('bad suffix');
  });
});

test('the order finder computes orders live', async ({ page }) => {
  await page.goto(CH3);
  const root = page.locator('pc-order-finder');
  const input = root.getByRole('textbox', { name: 'Sequence' });
  for (const alg of ['R U', "R U R' U'", 'R2 U2', '(R U)5', 'R F2']) {
    await input.fill(alg);
    const expected = sequenceOrder(alg);
    if (!expected.ok) throw new Error('bad example');
    await expect(root.locator('.of-order')).toHaveText(String(expected.order));
    await expect(root.locator('.of-walk li')).toHaveCount(expected.order);
    await expect(root.locator('.of-walk li').last()).toContainText(/×\d+0$/);
  }
  await root.getByRole('button', { name: "R U R′ U′" }).click();
  await expect(input).toHaveValue("R U R' U'");
  await input.fill('R (U');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(root.locator('.si-error')).toContainText('unclosed');
  await input.fill('(R U)99999');
  await expect(root.locator('.si-error')).toContainText('the order finder takes up to');
});

// An invalid sequence has no order (issue 37, round 3: the empty sequence's "order 1", 阶是 1, stayed under the error).
for (const locale of LOCALES) {
  const edition = locale === 'en' ? '' : `${locale}/`;
  const t = messagesFor(locale).explorer.order;
  test(`the order finder shows no order for a sequence that does not parse (${locale})`, async ({ page }) => {
    await page.goto(edition + CH3);
    const root = page.locator('pc-order-finder');
    const input = root.getByRole('textbox', { name: t.sequence });
    await input.fill('');
    await expect(root.locator('.of-result')).toHaveText(t.empty);
    await input.fill('(R U');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(root.locator('.si-error')).not.toBeEmpty();
    await expect(root.locator('.of-result')).toHaveText('');
    await expect(root.locator('.of-walk li')).toHaveCount(0);
    await input.fill('R U');
    const order = sequenceOrder('R U');
    await expect(root.locator('.of-order')).toHaveText(String(order.ok && order.order));
  });
}

test('the verification panel runs the self-checks in the browser and they pass', async ({ page }) => {
  await page.goto(CH3);
  const panel = page.locator('pc-verification-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('.vp-summary-text')).toHaveText(/^All \d+ checks passed in your browser in/);
  await expect(panel.locator('.vp-fail')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Run the checks again' }).click();
  await expect(panel.locator('.vp-summary-text')).toHaveText(/in your browser/);
});

test('the table timing fills in build times measured in the worker', async ({ page }) => {
  await page.goto(CH3);
  const figure = page.locator('pc-table-timing');
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.vp-ms')).toHaveText([/ms$/, /ms$/]);
  await expect(figure.locator('.vp-timing-text')).toContainText('Built in your browser');
  await expect(figure.locator('.vp-pending')).toHaveCount(0);
});

test('prefers-reduced-motion: no transitions or animations inside the widgets', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(CH3);
  await page.locator('pc-move-explorer').getByRole('button', { name: 'Apply U', exact: true }).click();
  const moving = await page.locator('pc-move-explorer *, pc-state-inspector *').evaluateAll((els) =>
    els.filter((el) => {
      const s = getComputedStyle(el);
      return (s.transitionDuration.split(',').some((d) => parseFloat(d) > 0) && s.transitionProperty !== 'none') || (s.animationName !== 'none' && s.getPropertyValue('animation-timeline') === 'auto'); // a scroll-driven fade moves only as the reader scrolls
    }).length,
  );
  expect(moving).toBe(0);
});

/** Close-up screenshots of each widget, for a person to look at (gitignored folder). */
const OUT = join(import.meta.dirname, 'screenshots');
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`widget screenshots ${colorScheme} ${width}px`, PICTURES_TIER, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      // One load per chapter (a load is seconds on a busy 2-core machine): chapter 3's
      // widgets are shot on the same page, the move explorer last, after its F turn.
      const shots: [string, string, (p: Page) => Promise<void>][] = [
        [CH2, 'pc-state-inspector', async () => {}],
        [CH3, 'pc-order-finder', async () => {}],
        [CH3, 'pc-verification-panel', async () => {}],
        [CH3, 'pc-table-timing', async () => {}],
        [CH3, 'pc-move-explorer', async (p) => void (await p.locator('pc-move-explorer').getByRole('button', { name: 'Apply F', exact: true }).click())],
      ];
      let loaded = '';
      for (const [path, selector, prepare] of shots) {
        if (path !== loaded) await page.goto(path);
        loaded = path;
        const el = page.locator(selector);
        await el.scrollIntoViewIfNeeded();
        await prepare(page);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await el.screenshot({ path: join(OUT, `widget-${selector.slice(3)}-${colorScheme}-${width}.png`) });
      }
    });
  }
}
