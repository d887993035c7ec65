/**
 * The code cells of chapters 3–6 (move, bfs, heuristic, pruning), driven as
 * a reader drives them. The preset table (solver/src/cells/presets.ts) that
 * `pocket-cube check` is tested against (tests/solver/cell-checks.test.ts)
 * drives the page too: each preset run in its chapter's cell gets the
 * diagnosis the table names. The reader's heuristic then joins chapter 5's
 * quality map and chapter 6's lab, and a verdict's counterexample loads into
 * the chapter's widget.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CELL_PRESETS, type CellExercise } from 'pocket-cube-solver/cells';
import { expect, test } from './fixtures.ts';
import { countCellWorkers, cellWorkers, loadPreset, openCellOf, runAndWait } from './code-cell-page.ts';
import { cellPageWordsFor } from '../../src/i18n/cell-words.ts';
import { expectNoProblems, originOf, watchPage } from './helpers.ts';
import { PICTURES_TIER, instanceTier } from './tiers.ts';

const CHAPTER: Record<Exclude<CellExercise, 'rank'>, string> = {
  move: 'chapters/03-moves-and-move-tables/',
  bfs: 'chapters/04-breadth-first-search/',
  heuristic: 'chapters/05-pattern-databases/',
  pruning: 'chapters/06-ida-star/',
};
const en = cellPageWordsFor('en');

for (const [exercise, path] of Object.entries(CHAPTER) as [Exclude<CellExercise, 'rank'>, string][]) {
  const presets = CELL_PRESETS.filter((p) => p.exercise === exercise);
  // npm test runs the notebook's answer and the first preset that fails, on one page load; the slow tier the others.
  const firstFailing = presets.find((p) => !p.expect.pass)!;
  const representatives = presets.filter((p) => p.kind === 'notebook' || p === firstFailing);
  for (const [tier, group] of [
    [instanceTier(true), representatives],
    [instanceTier(false), presets.filter((p) => !representatives.includes(p))],
  ] as const) {
    if (group.length === 0) continue;
    const names = group.map((p) => `${p.id} → ${p.expect.pass ? 'pass' : 'fail'}, ${p.expect.diagnosis}`).join('; ');
    test(`${exercise} cell, as in the CLI: ${names}`, tier, async ({ page, baseURL }) => {
      const problems = watchPage(page, originOf(baseURL));
      await countCellWorkers(page);
      const cell = await openCellOf(page, path, exercise);
      for (const preset of group) {
        await loadPreset(cell, preset.id);
        await runAndWait(cell);
        const box = cell.locator('.cc-verdict-box');
        await expect(box, preset.id).toHaveAttribute('data-diagnosis', preset.expect.diagnosis);
        await expect(box.locator('.cc-verdict'), preset.id).toHaveAttribute('data-pass', String(preset.expect.pass));
      }
      expect(await cellWorkers(page)).toEqual({ created: group.length, terminated: group.length });
      expectNoProblems(problems);
    });
  }
}

test.describe('the article\'s versions, drawn', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the article\'s F: two nets with the wrong stickers crossed, and the pair\'s order against a real cube\'s', async ({ page }) => {
    const cell = await openCellOf(page, CHAPTER.move, 'move');
    await loadPreset(cell, 'move-article-f');
    await runAndWait(cell);
    const nets = cell.locator('.cc-nets svg.cube-net');
    await expect(nets).toHaveCount(2);
    await expect(nets.first().locator('[data-marked="true"]')).toHaveCount(12);
    await expect(cell.locator('.cc-verdict')).toContainText(en.cellVerdicts.move.pairOrder('R F', 3, 15));
  });

  test('the article\'s pruning rule: the position it loses loads into the IDA* explorer, in the quarter-turn metric', async ({ page }) => {
    const cell = await openCellOf(page, CHAPTER.pruning, 'pruning');
    await loadPreset(cell, 'pruning-article');
    await runAndWait(cell);
    const link = cell.locator('[data-metric="qtm"] a.try-scramble');
    await expect(link).toHaveAttribute('data-scramble', 'U2');
    await link.click();
    await expect(page.locator('#ida-explorer .ie-scramble')).toHaveValue('U2');
    await expect(page.locator('#ida-explorer .ie-metric')).toHaveValue('qtm');
    expect(new URL(page.url()).searchParams.get('scramble')).toBe('U2');
  });
});

test('the reader\'s heuristic joins chapter 5\'s quality map and chapter 6\'s lab, and can be left out', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  const cell = await openCellOf(page, CHAPTER.heuristic, 'heuristic');
  const map = page.locator('pc-quality-map');
  await expect(map.locator('.qm-yours')).toBeHidden();
  await loadPreset(cell, 'heuristic-sum');
  await runAndWait(cell);
  const overestimates = await cell.locator('[data-finding="overestimates"] p').first().textContent();
  const yours = map.locator('.qm-yours input');
  await expect(yours).toBeVisible();
  await yours.check();
  const over = Number((await map.locator('.qm-over').textContent())!.replace(/,/g, ''));
  expect(over).toBeGreaterThan(0);
  expect(overestimates).toContain(over.toLocaleString('en-US'));
  await expect(map.locator('.qm-status')).toHaveText(/your heuristic from the code cell/);
  // Another heuristic chosen: the built-in map again.
  await map.locator('.qm-heuristic input[value="max"]').check();
  await expect(map.locator('.qm-over')).toHaveText('0');

  // Chapter 6: the lab runs it last, from the table the cell kept on the device.
  await page.goto(`${CHAPTER.pruning}?scramble=R+U+F&metric=htm`);
  const lab = page.locator('pc-heuristic-lab');
  await page.locator('#predict-lab').getByRole('button', { name: 'Just show me' }).click(); // the prediction gate around the lab
  await lab.scrollIntoViewIfNeeded();
  await expect(lab.locator('.lab-yours')).toBeVisible();
  await lab.locator('.lab-run').click();
  const row = lab.locator('.lab-table tr[data-heuristic="yours"]');
  await expect(row.locator('th')).toHaveText(en.lab.yours);
  await expect(row.locator('td').first()).toHaveText(/\d+ moves?/, { timeout: 20_000 });
  await lab.locator('.lab-leave-out').click();
  await expect(lab.locator('.lab-yours-text')).toHaveText(en.lab.leftOut);
  await page.reload();
  await page.locator('#predict-lab').getByRole('button', { name: 'Just show me' }).click();
  await lab.scrollIntoViewIfNeeded();
  await expect(lab.locator('.lab-run')).toBeVisible();
  await expect(lab.locator('.lab-yours')).toBeHidden();
  expectNoProblems(problems);
});

test.describe('pictures', () => {
  const shown: Record<Exclude<CellExercise, 'rank'>, string> = { move: 'move-article-f', bfs: 'bfs-article', heuristic: 'heuristic-sum', pruning: 'pruning-article' };
  for (const [locale, prefix] of [['en', ''], ['zh', 'zh/']] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        test(`chapters 3–6's cells, ${locale}, ${colorScheme}, ${width} px`, PICTURES_TIER, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          const folder = join(import.meta.dirname, 'screenshots', 'code-cells');
          mkdirSync(folder, { recursive: true });
          for (const [exercise, preset] of Object.entries(shown) as [Exclude<CellExercise, 'rank'>, string][]) {
            const cell = await openCellOf(page, `${prefix}${CHAPTER[exercise]}`, exercise);
            await loadPreset(cell, preset);
            await runAndWait(cell);
            await cell.screenshot({ path: join(folder, `${exercise}-${locale}-${colorScheme}-${width}.png`) });
          }
        });
      }
    }
  }
});
