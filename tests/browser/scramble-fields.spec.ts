/**
 * Every widget that takes a scramble uses the same field (ScrambleField.astro +
 * scramble-field.ts): a bad token is named in words and marked in place, and
 * the field recovers when the scramble parses again. One test per widget, on
 * its chapter page; which widget is on which page is in content/chapters/*.mdx.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeBuilder, WCAG_TAGS } from './helpers.ts';
import { instanceTier } from './tiers.ts';

// npm test runs the first three (instanceTier): the playground's field, one with a label of its own (the move
// explorer's start), and one behind a prediction gate (the lab); the slow tier all seven.
const FIELDS = [
  { page: 'chapters/01-the-pocket-cube/', widget: 'pc-playground', label: 'Scramble' },
  { page: 'chapters/03-moves-and-move-tables/', widget: 'pc-move-explorer', label: 'Start from' },
  { page: 'chapters/06-ida-star/', widget: 'pc-heuristic-lab', label: 'Scramble' },
  { page: 'chapters/02-state-encoding/', widget: 'pc-state-inspector', label: 'Scramble' },
  { page: 'chapters/04-breadth-first-search/', widget: 'pc-depth-histogram', label: 'Where is my scramble?' },
  { page: 'chapters/05-pattern-databases/', widget: 'pc-heuristic-inspector', label: 'Scramble' },
  { page: 'chapters/06-ida-star/', widget: 'pc-ida-explorer', label: 'Scramble' },
] as const;


async function open(page: Page, { page: path, widget, label }: (typeof FIELDS)[number]) {
  await page.goto(path);
  const root = page.locator(widget);
  // A widget inside a prediction gate (chapter 6's lab) is revealed the way an impatient reader would.
  const gate = page.locator('.prediction-gate, pc-prediction-gate').filter({ has: root });
  if ((await gate.count()) > 0) await gate.first().getByRole('button', { name: 'Just show me' }).click();
  // Some widgets only start work near the viewport.
  await root.scrollIntoViewIfNeeded();
  return { root, input: root.getByRole('textbox', { name: label, exact: true }), error: root.locator('.sf-error'), mark: root.locator('.sf-mirror mark') };
}

/**
 * How far (px) the mark's left edge is from where the bad token's first
 * character is drawn in the input: the input's text origin, plus the width of
 * the text before the token in the input's own font, minus its scroll.
 */
async function markOffset(input: Locator, mark: Locator, before: string): Promise<number> {
  const markLeft = (await mark.boundingBox())!.x;
  const expected = await input.evaluate((el: HTMLInputElement, text) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    // Not style.font: that shorthand serialises as '' once a longhand (ligatures) is off.
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const origin = el.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    return origin + ctx.measureText(text).width - el.scrollLeft;
  }, before);
  return Math.abs(markLeft - expected);
}

for (const [index, field] of FIELDS.entries()) {
  test(`${field.widget}: a bad token is named, marked in place, and cleared again`, instanceTier(index < 3), async ({ page }) => {
    const { root, input, error, mark } = await open(page, field);
    await input.fill('');
    await input.pressSequentially('R U X2 F');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(error).toContainText('"X2"');
    await expect(error).toContainText('column 5');
    expect((await input.getAttribute('aria-describedby'))!.split(' ')).toContain(await error.getAttribute('id'));
    await expect(mark).toHaveText('X2');
    expect(await markOffset(input, mark, 'R U '), 'mark under the token (px)').toBeLessThan(1);

    const axe = await axeBuilder(page).include(field.widget).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`), 'axe violations with a bad token').toEqual([]);

    await input.fill('R U');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(error).toHaveText('');
    await expect(mark).toHaveCount(0);
    await expect(root.locator('.sf-mirror')).toBeEmpty();
  });
}

test('on a phone, a long bad scramble scrolls inside its field and the mark scrolls with it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { input, mark } = await open(page, FIELDS.find((f) => f.widget === 'pc-depth-histogram')!);
  const before = "R U R' U' F2 R U2 R' F R U R' U' F2 R U2 R' ";
  await input.fill(`${before}X2`);
  await input.press('End');
  await expect(mark).toHaveText('X2');
  expect(await input.evaluate((el: HTMLInputElement) => el.scrollLeft), 'the input has scrolled').toBeGreaterThan(0);
  await expect.poll(() => markOffset(input, mark, before), { message: 'mark under the token after scrolling (px)' }).toBeLessThan(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
});
