/**
 * The teaching pass (issue 12): prediction gates keep their result hidden until
 * the reader commits a guess (or asks to skip), and keep it below a fold
 * without JavaScript; self-checking exercises answer in a live region; and
 * element screenshots of every new figure, gate and exercise in both themes
 * and both widths (tests/browser/screenshots/teaching-*.png) for a person to
 * look at. How code listings fit and fold: wide-content.spec.ts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { axeBuilder, WCAG_TAGS } from './helpers.ts';
import { SLOW_TAG, instanceTier } from './tiers.ts';

const OUT = join(import.meta.dirname, 'screenshots');
const CH = {
  1: 'chapters/01-the-pocket-cube/',
  2: 'chapters/02-state-encoding/',
  3: 'chapters/03-moves-and-move-tables/',
  4: 'chapters/04-breadth-first-search/',
  5: 'chapters/05-pattern-databases/',
  6: 'chapters/06-ida-star/',
  7: 'chapters/07-complexity/',
  8: 'chapters/08-toward-the-3x3x3/',
  9: 'chapters/09-the-classic-design-checked/',
};

// npm test runs the first two (instanceTier): a gate around a widget and a gate around prose; the slow tier all six.
const GATES = [
  { page: CH[5], id: 'predict-classic', guess: 'quarter-turn only', inside: '.classic-bfs' },
  { page: CH[7], id: 'predict-rings', guess: 'IDA* stops at the first solution', inside: '.gate-body p' },
  { page: CH[6], id: 'predict-lab', guess: 'max of both PDBs', inside: '.heuristic-lab' },
  { page: CH[7], id: 'predict-qtm-growth', guess: 'yes, about 4½', inside: '.gate-body p' },
  { page: CH[7], id: 'predict-exact-ratio', guess: 'the same as with no heuristic', inside: '.gate-body p' },
  { page: CH[7], id: 'predict-last-iteration', guess: 'below it', inside: '.scramble-estimate' },
];

for (const [index, gate] of GATES.entries()) {
  test.describe(`prediction gate #${gate.id}`, instanceTier(index < 2), () => {
    test('hides the result until a guess is committed, then reveals it and says what was guessed', async ({ page }) => {
      await page.goto(gate.page);
      const root = page.locator(`#${gate.id}`);
      const result = root.locator(gate.inside).first();
      await expect(root.locator('.gate-form fieldset')).toBeVisible(); // the gate's own (the result may hold fieldsets too)
      await expect(result).toBeHidden();
      const commit = root.getByRole('button', { name: 'Commit my guess' });
      await expect(commit).toBeDisabled(); // no guess yet
      await root.getByRole('radio', { name: gate.guess }).check();
      await expect(result).toBeHidden(); // choosing is not committing
      await commit.click();
      await expect(result).toBeVisible();
      await expect(root.getByRole('status')).toHaveText(`Your guess: ${gate.guess}. The result is shown below.`);
      await expect(root.getByRole('radio', { name: gate.guess })).toBeDisabled();
      const axe = await axeBuilder(page).include(`#${gate.id}`).withTags(WCAG_TAGS).analyze();
      expect(axe.violations).toEqual([]);
    });

    test('"Just show me" reveals without a guess, by keyboard', async ({ page }) => {
      await page.goto(gate.page);
      const root = page.locator(`#${gate.id}`);
      await root.getByRole('button', { name: 'Just show me' }).focus();
      await page.keyboard.press('Enter');
      await expect(root.locator(gate.inside).first()).toBeVisible();
      await expect(root.getByRole('status')).toHaveText('Result shown without a guess.');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [index, gate] of GATES.entries()) {
    test(`#${gate.id} keeps its result below a fold the reader can open`, instanceTier(index < 2), async ({ page }) => {
      await page.goto(gate.page);
      const root = page.locator(`#${gate.id}`);
      await expect(root.locator('form')).toBeHidden(); // the guess form needs the script
      await expect(root.locator(gate.inside).first()).toBeHidden();
      await root.locator('summary').click();
      await expect(root.locator(gate.inside).first()).toBeVisible();
    });
  }

  test('an exercise shows its answer in a fold, not its form', async ({ page }) => {
    await page.goto(CH[2]);
    const ex = page.locator('#ex-rank');
    await expect(ex.locator('form')).toBeHidden();
    await expect(ex.locator('.exercise-solution p')).toBeHidden();
    await ex.getByText('Show the answer').click();
    await expect(ex.locator('.exercise-solution p')).toBeVisible();
  });
});

test.describe('self-checking exercises', () => {
  // npm test runs the first four (instanceTier), one of each kind of answer: a number, a list of numbers,
  // a move sequence, an estimate within a tolerance; the slow tier all eleven.
  const EXERCISES = [
    { page: CH[2], id: 'ex-rank', wrong: '12', right: '13', format: 'thirteen' },
    { page: CH[3], id: 'ex-r-twists', wrong: '0 0 0 0 0 0 0 0', right: null, format: '0 1 x' },
    { page: CH[5], id: 'ex-sum', wrong: 'U', right: 'R', format: 'R X2' },
    // The estimate's answer is the number after "=" in its fold; anything within the tolerance counts.
    { page: CH[7], id: 'ex-kre-next', wrong: '1000', right: null, format: 'a lot', pattern: /= ([\d,]+)/ },
    { page: CH[4], id: 'ex-layer-two', wrong: '81', right: '54', format: '5.4' },
    { page: CH[4], id: 'ex-gods-qtm', wrong: '13', right: null, format: 'fourteen' },
    { page: CH[6], id: 'ex-bounds', wrong: '1 2 3 4', right: null, format: 'a b' },
    { page: CH[5], id: 'ex-orient-wins', wrong: 'U', right: "R U R' U R U2 R'", format: 'Q' },
    { page: CH[8], id: 'ex-three-n3', wrong: '5832', right: null, format: 'many', pattern: /^([\d,]+)/ },
    { page: CH[9], id: 'ex-reversed-order', wrong: '5', right: null, format: 'five' },
    { page: CH[9], id: 'ex-classic-overestimate', wrong: 'U', right: "U'", format: 'R x' },
  ];
  for (const [index, ex] of EXERCISES.entries()) {
    test(`#${ex.id}: labelled input, feedback in a live region`, instanceTier(index < 4), async ({ page }) => {
      await page.goto(ex.page);
      const root = page.locator(`#${ex.id}`);
      const input = root.getByRole('textbox');
      await expect(input).toHaveAccessibleName(/.+/);
      const status = root.getByRole('status');
      await input.fill(ex.format);
      await input.press('Enter');
      await expect(status).toHaveAttribute('data-result', 'format');
      await input.fill(ex.wrong);
      await root.getByRole('button', { name: 'Check' }).click();
      await expect(status).toHaveAttribute('data-result', 'wrong');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The right answer is whatever the fold says (computed at build time); type the numbers from it.
      const fold = (await root.locator('.exercise-solution p').textContent())!;
      const right = ex.right ?? fold.match(('pattern' in ex && ex.pattern) || /(\d+(?:,? \d+)*)/)![1].replace(/,/g, '');
      await input.fill(right);
      await input.press('Enter');
      await expect(status).toHaveAttribute('data-result', 'correct');
      await expect(input).toHaveAttribute('aria-invalid', 'false');
      const axe = await axeBuilder(page).include(`#${ex.id}`).withTags(WCAG_TAGS).analyze();
      expect(axe.violations).toEqual([]);
    });
  }

  test("#ex-gods-qtm answers a guess outside what is possible with the fact that rules it out, and the BFS's answer with Right", async ({ page }) => {
    await page.goto(CH[4]);
    const root = page.locator('#ex-gods-qtm');
    const input = root.getByRole('textbox', { name: "God's number in the quarter-turn metric" });
    const status = root.getByRole('status');
    // The half-turn number is the chapter's <Fact>, the answer the first number of the fold: both from the build's BFS.
    const htm = Number(await root.locator('.exercise-prompt [data-fact="godsNumberHtm"]').textContent());
    const qtm = Number((await root.locator('.exercise-solution p').textContent({ timeout: 5000 }))!.match(/\d+/)![0]);
    await input.fill(String(htm - 1));
    await input.press('Enter');
    await expect(status).toHaveText(new RegExp(`cannot be below ${htm}`));
    await input.fill(String(2 * htm + 1));
    await input.press('Enter');
    await expect(status).toHaveText(new RegExp(`cannot be above ${2 * htm}`));
    await input.fill(String(qtm));
    await root.getByRole('button', { name: 'Check' }).click();
    await expect(status).toHaveText(new RegExp(`^Right: ${qtm}, only ${qtm - htm} more than the ${htm}`));
    await expect(status).toHaveAttribute('data-result', 'correct');
  });
});

const SHOTS = [
  { page: CH[1], selector: '#why-three-faces-are-enough ~ ul' },
  { page: CH[2], selector: '.twist-figure' },
  { page: CH[2], selector: '#ex-rank' },
  { page: CH[3], selector: '.figure-pair' },
  { page: CH[3], selector: '.goes-to-table' },
  { page: CH[3], selector: '#ex-r-twists' },
  { page: CH[4], selector: 'figure:has(.frontier-figure)' },
  { page: CH[4], selector: '#ex-layer-two' },
  { page: CH[5], selector: '#predict-classic' },
  { page: CH[6], selector: '#predict-lab' },
  { page: CH[6], selector: '.bounds-figure' },
  { page: CH[6], selector: '#ex-bounds' },
  { page: CH[5], selector: '.figure-triple' },
  { page: CH[5], selector: '.toy-bfs' },
  { page: CH[5], selector: '#ex-sum' },
  { page: CH[5], selector: '#ex-orient-wins' },
  { page: CH[4], selector: 'figure:has(.set-bytes-figure)' },
  { page: CH[4], selector: '#ex-gods-qtm' },
  { page: CH[5], selector: 'p:has(> a[href*="09-the-classic-design-checked"])' },
  { page: CH[1], selector: 'figure:has(pc-notation-cube)' },
  { page: CH[1], selector: 'h2#gods-number + p' },
];

// Pictures for a person, asserting nothing: all in the slow tier (`npm run test:slow`, which CI runs).
test.describe('screenshots of the new figures', () => {
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`${colorScheme} ${width}px`, { tag: SLOW_TAG }, async ({ page }) => {
        test.setTimeout(300_000); // twenty-one page loads
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        for (const [i, shot] of SHOTS.entries()) {
          await page.goto(shot.page);
          const target = page.locator(shot.selector).first();
          await target.scrollIntoViewIfNeeded();
          await target.screenshot({ path: join(OUT, `teaching-${i}-${colorScheme}-${width}.png`) });
        }
      });
    }
  }
});
