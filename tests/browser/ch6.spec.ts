/**
 * Chapter 6: the IDA* explorer and the heuristic lab, driven as a reader
 * would. Expected figures come from the solver itself (and, for the lab, from
 * the `pocket-cube` CLI), never typed in.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import { expect, gotoWaitsForWidgets, test } from './fixtures.ts';
import { seededRandom, solve, type HeuristicName } from 'pocket-cube-solver';
import { moveTables, randomScrambleAtDistance } from 'pocket-cube-solver/internals';
import { axeInBothSchemes, expectNoLongTaskSince, expectNoProblems, originOf, pageNow, recordWorkerRequests, recordWorkerTraffic, watchMainThread, watchPage, workerRequests, workerTraffic, addressNow } from './helpers.ts';
import { MAIN_THREAD_TAG } from './tiers.ts';

const CHAPTER = 'chapters/06-ida-star/';
const EXAMPLE = "R U R' F2 U' R2 F U2 R' F'";
const query = (params: Record<string, string>) => '?' + new URLSearchParams(params).toString().replace(/%27/g, "'");

function explorer(page: Page) {
  const root = page.locator('pc-ida-explorer');
  return {
    root,
    input: root.getByRole('textbox', { name: 'Scramble' }),
    heuristic: root.getByRole('combobox', { name: 'Heuristic' }),
    status: root.locator('.ie-status'),
    iterations: root.locator('.ie-iterations button'),
    stage: root.locator('.ie-canvas-wrap'),
    narration: root.locator('.ie-narration'),
    position: root.locator('.ie-position'),
    details: root.locator('.ie-details'),
    forward: root.getByRole('button', { name: 'Step forward' }),
    back: root.getByRole('button', { name: 'Step back' }),
    scrubber: root.getByRole('slider', { name: 'Node' }),
    tree: root.getByRole('tree'),
    error: root.locator('.sf-error'),
  };
}

async function solved(page: Page) {
  await expect(page.locator('pc-ida-explorer .ie-status')).toHaveText(/^(Solved|Already|Stopped)/);
  await expect(page.locator('pc-ida-explorer')).not.toHaveAttribute('aria-busy', 'true');
}

for (const [scramble, heuristic] of [
  ["R U2 F' R U' F2", 'max'],
  [EXAMPLE, 'max'],
  ["F R' U2 F'", 'perm'],
  ["R U R' U'", 'orient'],
] as [string, HeuristicName][]) {
  test(`explorer: ${scramble} with ${heuristic} shows the solver's iterations and solution path`, { tag: MAIN_THREAD_TAG }, async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await recordWorkerRequests(page);
    await watchMainThread(page);
    const expected = solve(scramble, { heuristic, traceCap: 10_000 });
    if (!expected.ok) throw new Error('bad scramble');
    await page.goto(CHAPTER);
    const e = explorer(page);
    await solved(page);
    // Start the search by typing, as a reader would, and watch the main thread while it runs.
    const started = await pageNow(page);
    await e.heuristic.selectOption(heuristic);
    await e.input.fill(scramble);
    await expect(page).toHaveURL(new RegExp(`heuristic=${heuristic}`));
    await expect(e.status).toContainText(`(${expected.moves!.join(' ')})`);
    await solved(page);
    await expect(e.iterations).toHaveCount(expected.iterations.length);
    await expect(e.iterations.last()).toHaveAttribute('aria-pressed', 'true');
    for (const [i, it] of expected.iterations.entries()) await expect(e.iterations.nth(i)).toHaveText(`${i + 1} · bound ${it.bound}`);
    await expect(e.status).toContainText(`Solved in ${expected.length} moves (${expected.moves!.join(' ')})`);
    // The replay ends on the goal: its moves are the solution.
    await expect(e.narration).toContainText(`${expected.moves!.join(' ')} reaches the solved cube`);
    await expect(e.details.locator('.ie-moves')).toHaveText(expected.moves!.join(' '));
    const lastIt = expected.iterations.at(-1)!;
    // The last iteration's replay length is its generated count up to the goal (the search stops there).
    await expect(e.position).toContainText(`in iteration ${expected.iterations.length}`);
    expect(await workerRequests(page), 'the searches ran in the worker').toContain('solve');
    await expectNoLongTaskSince(page, started);
    expect(lastIt.bound).toBe(expected.length);
    expectNoProblems(problems);
  });
}

test('stepping back and forward lands on the same node, and the URL records it', async ({ page }) => {
  await page.goto(CHAPTER + query({ scramble: EXAMPLE, heuristic: 'max' }));
  const e = explorer(page);
  await solved(page);
  await e.iterations.nth(2).click();
  await e.stage.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(e.position).toHaveText(/^Node 6 of/);
  const here = { narration: await e.narration.textContent(), details: await e.details.textContent() };
  await expect(page).toHaveURL(/iteration=3&node=5/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(e.position).toHaveText(/^Node 8 of/);
  expect(await e.narration.textContent()).not.toBe(here.narration);
  await e.back.click();
  await e.back.click();
  await expect(e.position).toHaveText(/^Node 6 of/);
  expect(await e.narration.textContent()).toBe(here.narration);
  expect(await e.details.textContent()).toBe(here.details);
  await expect(e.narration).toHaveText(/f = \d+ \+ \d+ = \d+ (≤|>) bound 7/);
});

test('a shared link restores the moment: scramble, heuristic, iteration and node', async ({ page, context }) => {
  await page.goto(CHAPTER + query({ scramble: EXAMPLE, heuristic: 'orient' }));
  const e = explorer(page);
  await solved(page);
  await e.iterations.nth(1).click();
  await e.scrubber.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect(e.position).toHaveText(/^Node 13 of/);
  const moment = { narration: await e.narration.textContent(), details: await e.details.textContent(), url: (await addressNow(page)) };
  expect(moment.url).toMatch(/heuristic=orient/);

  const other = gotoWaitsForWidgets(await context.newPage());
  await other.goto(moment.url);
  const o = explorer(other);
  await solved(other);
  await expect(o.heuristic).toHaveValue('orient');
  await expect(o.iterations.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(o.position).toHaveText(/^Node 13 of/);
  expect(await o.narration.textContent()).toBe(moment.narration);
  expect(await o.details.textContent()).toBe(moment.details);
});

test('the outline is a keyboard tree: arrows move and fold, Enter replays to the node', async ({ page }) => {
  await page.goto(CHAPTER + query({ scramble: EXAMPLE, heuristic: 'max' }));
  const e = explorer(page);
  await solved(page);
  const items = e.tree.getByRole('treeitem');
  await expect(items.first()).toHaveAttribute('aria-level', '1');
  await items.first().click();
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = e.tree.locator('[role=treeitem]:focus');
  await expect(second).toHaveAttribute('aria-level', '2');
  await expect(e.details.locator('.ie-details-title')).toHaveText('Focused node');
  const move = (await second.locator('code').textContent())!;
  await expect(e.details.locator('.ie-moves')).toHaveText(move);
  await page.keyboard.press('Enter');
  await expect(e.narration).toContainText(move);
  await expect(e.position).toHaveText(/^Node 2 of/);
  // Fold the root: only it remains.
  await page.keyboard.press('ArrowLeft');
  await expect(e.tree.locator('[role=treeitem]:focus')).toHaveAttribute('aria-level', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(items.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(items).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
});

test('a bad scramble is marked in place and the page keeps working', async ({ page }) => {
  await page.goto(CHAPTER);
  const e = explorer(page);
  await solved(page);
  await e.input.fill("R U Q'");
  await expect(e.input).toHaveAttribute('aria-invalid', 'true');
  await expect(e.error).not.toBeEmpty();
  expect((await e.input.getAttribute('aria-describedby'))!.split(' ')).toContain(await e.error.getAttribute('id'));
  await page.locator('#predict-lab').getByRole('button', { name: 'Just show me' }).click(); // the prediction gate
  const lab = page.locator('pc-heuristic-lab');
  await expect(lab.getByRole('textbox', { name: 'Scramble' })).toHaveAttribute('aria-invalid', 'true');
  await expect(lab.getByRole('button', { name: 'Run them all' })).toBeDisabled();
  await e.input.fill("R U F'");
  await expect(e.input).not.toHaveAttribute('aria-invalid');
  await solved(page);
  await expect(e.status).toContainText('Solved in 3 moves');
});

test('past the cap the explorer says it shows the first nodes, and h = 0 on a deep scramble stops on its budget', async ({ page }) => {
  const deep = randomScrambleAtDistance(seededRandom(6), 11).scramble;
  await page.goto(CHAPTER + query({ scramble: deep, heuristic: 'none' }));
  const e = explorer(page);
  await solved(page);
  await expect(e.status).toContainText('Stopped after');
  await expect(e.status).toContainText('The tree shows the first 10,000 nodes');
});

test('a bad edit during a running search cancels the worker job and clears aria-busy (h = 0, deep scramble)', async ({ page }) => {
  await recordWorkerTraffic(page);
  const deep = randomScrambleAtDistance(seededRandom(6), 11).scramble;
  await page.goto(CHAPTER);
  const e = explorer(page);
  await solved(page);
  await e.heuristic.selectOption('none');
  await solved(page);
  const solves = async () => (await workerTraffic(page)).filter((m) => m.direction === 'to' && m.kind === 'request' && m.type === 'solve');
  const before = (await solves()).length;
  // The bad token is appended the moment the search is posted, while it runs: a hook on the
  // page's postMessage does it before the worker could answer, however fast the search is.
  await page.evaluate((bad) => {
    const w = window as unknown as { __afterRequest?: (m: { type?: string }) => void; __busyBeforeEdit?: string | null };
    w.__afterRequest = (m) => {
      if (m.type !== 'solve') return;
      w.__afterRequest = undefined;
      const root = document.querySelector('pc-ida-explorer')!;
      w.__busyBeforeEdit = root.getAttribute('aria-busy');
      const input = root.querySelector<HTMLInputElement>('.sf-input')!;
      input.value = bad;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
  }, `${deep} X2`);
  await e.input.fill(deep);
  await expect.poll(async () => (await solves()).length).toBe(before + 1);
  const search = (await solves()).at(-1)!;
  const busyBeforeEdit = await page.evaluate(() => (window as unknown as { __busyBeforeEdit?: string | null }).__busyBeforeEdit);
  expect(busyBeforeEdit, 'the widget was busy with the search when the edit came').toBe('true');
  await expect(e.error).toContainText('X2');
  await expect(e.root).not.toHaveAttribute('aria-busy', 'true');
  await expect(e.status).toHaveText(/^Fix the scramble/);
  // The job itself stopped: a cancel went to the worker, and the search never answered (an
  // abandoned search would run to its budget and post its result). Wait until the worker is quiet.
  const traffic = await workerTraffic(page);
  expect(traffic.some((m) => m.direction === 'to' && m.kind === 'cancel' && m.id === search.id), 'a cancel for the running search').toBe(true);
  let seen = -1;
  await expect
    .poll(async () => {
      const count = (await workerTraffic(page)).filter((m) => m.id === search.id).length;
      const quiet = count === seen;
      seen = count;
      return quiet;
    }, { intervals: [1000], timeout: 20_000 })
    .toBe(true);
  const answers = (await workerTraffic(page)).filter((m) => m.direction === 'from' && m.id === search.id && m.kind !== 'progress');
  expect(answers, 'a result or error for the cancelled search').toEqual([]);
  await expect(e.root).not.toHaveAttribute('aria-busy', 'true');
});

/** The lab's five rows, as the CLI names their heuristics. */
const LAB_HEURISTICS = ['none', 'orient', 'perm', 'max', 'exact'] as const;
const execFileAsync = promisify(execFile);

async function runLab(page: Page, guess: string) {
  // The guess is asked by the prediction gate around the lab, which then reveals it.
  const gate = page.locator('#predict-lab');
  await gate.getByRole('radio', { name: guess }).check();
  await gate.getByRole('button', { name: 'Commit my guess' }).click();
  const lab = page.locator('pc-heuristic-lab');
  await lab.getByRole('button', { name: 'Run them all' }).click();
  await expect(lab.locator('.lab-verdict')).toHaveText(/^(Fewest|No heuristic)/, { timeout: 60_000 });
  await expect(lab).not.toHaveAttribute('aria-busy', 'true');
  return lab;
}

test("the lab's nodes-expanded figures match the CLI's", { tag: MAIN_THREAD_TAG }, async ({ page }) => {
  // The CLI's answers first, side by side, before the page's clock starts: five runs one after another
  // took 7 of this test's 9 s, on the pass that runs alone.
  const cliAnswers = await Promise.all(
    LAB_HEURISTICS.map(async (heuristic) => {
      const { stdout } = await execFileAsync('npx', ['pocket-cube', 'solve', '--json', '--heuristic', heuristic, EXAMPLE], { encoding: 'utf8' });
      return [heuristic, JSON.parse(stdout) as { nodes: number; length: number }] as const;
    }),
  );
  await recordWorkerRequests(page);
  await watchMainThread(page);
  await page.goto(CHAPTER + query({ scramble: EXAMPLE }));
  await solved(page);
  const started = await pageNow(page);
  const lab = await runLab(page, 'permutation PDB');
  await expect(lab.locator('.lab-verdict')).toContainText('exact distance table');
  await expect(lab.locator('.lab-verdict')).toContainText('You predicted the permutation PDB');
  for (const [heuristic, cli] of cliAnswers) {
    await expect(lab.locator(`tr[data-heuristic="${heuristic}"] td[data-nodes]`)).toHaveAttribute('data-nodes', String(cli.nodes));
    await expect(lab.locator(`tr[data-heuristic="${heuristic}"]`)).toContainText(`${cli.length} moves`);
  }
  await expect(lab.locator('svg.lab-chart')).toBeVisible();
  expect(await lab.locator('svg.lab-chart rect.lab-bar').count()).toBeGreaterThanOrEqual(5);
  expect(await workerRequests(page), 'the five searches ran in the worker').toContain('lab');
  await expectNoLongTaskSince(page, started);
});

test('the lab stops h = 0 on a deep scramble by its budget and says so', async ({ page }) => {
  const deep = randomScrambleAtDistance(seededRandom(6), 11).scramble;
  await page.goto(CHAPTER + query({ scramble: deep }));
  const lab = await runLab(page, 'max of both PDBs');
  await expect(lab.locator('tr[data-heuristic="none"]')).toContainText('stopped: node budget spent');
  await expect(lab.locator('.lab-status')).toContainText('Stopped by the budget');
  await expect(lab.locator('tr[data-heuristic="max"]')).toContainText('11 moves');
});

test('axe is clean with both widgets in their final state, in both schemes', async ({ page }) => {
  await page.goto(CHAPTER + query({ scramble: EXAMPLE }));
  await solved(page);
  await runLab(page, 'max of both PDBs');
  await explorer(page).tree.getByRole('treeitem').first().click();
  expect(await axeInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test.describe('touch, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Where the explorer draws node `id` (its canvas has no element per node). */
  const pointOf = async (page: Page, id: number) => {
    const point = await page.locator('pc-ida-explorer').evaluate((el, id) => (el as unknown as { nodeClientPoint(id: number): { x: number; y: number } | null }).nodeClientPoint(id), id);
    expect(point, `node ${id} is drawn`).not.toBeNull();
    return point!;
  };

  test('a tap shows a node, "Replay up to this node" goes there, and a one-finger drag pans the tree', async ({ page }) => {
    const scramble = "R U2 F'";
    const expected = solve(scramble, { heuristic: 'max', traceCap: 10_000 });
    if (!expected.ok || !expected.trace) throw new Error('bad scramble');
    const firstChildMove = moveTables('htm').moves[expected.trace.move[1]].name;
    await page.goto(CHAPTER + query({ scramble, heuristic: 'max' }));
    const e = explorer(page);
    await solved(page);
    await e.stage.scrollIntoViewIfNeeded();
    const replay = e.details.getByRole('button', { name: 'Replay up to this node' });
    await expect(replay).toBeDisabled(); // the current node is the goal

    // Tap the root's first child: the details panel shows it, the replay stays where it was.
    const child = await pointOf(page, 1);
    await page.touchscreen.tap(child.x, child.y);
    await expect(e.details.locator('.ie-details-title')).toHaveText('Focused node');
    await expect(e.details.locator('.ie-moves')).toHaveText(firstChildMove);
    await expect(e.position).not.toHaveText(/^Node 2 of/);
    await replay.tap();
    await expect(e.position).toHaveText(/^Node 2 of/);
    await expect(page).toHaveURL(/iteration=1&node=1/);
    await expect(e.details.locator('.ie-details-title')).toHaveText('Current node');
    await expect(replay).toBeDisabled();

    // One finger down on empty canvas, moved 60 px right and 40 px down, up: the tree moves
    // sideways with it. Its depth fits the canvas, so it stays put vertically (nothing to pan to).
    await e.stage.scrollIntoViewIfNeeded(); // the replay button is below the playback controls
    const root = await pointOf(page, 0);
    const box = (await e.root.locator('canvas.ie-canvas').boundingBox())!;
    const start = { x: box.x + 20, y: box.y + box.height - 60 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', start.x, start.y);
    for (let i = 1; i <= 6; i++) await touch('touchMove', start.x + 10 * i, start.y + (40 / 6) * i);
    await touch('touchEnd', start.x + 60, start.y + 40);
    await expect.poll(async () => {
      const moved = await pointOf(page, 0);
      return [Math.round(moved.x - root.x), Math.round(moved.y - root.y)];
    }).toEqual([60, 0]);
    // A drag is not a tap: nothing got focused on the way.
    await expect(e.details.locator('.ie-details-title')).toHaveText('Current node');
  });
});

test('reduced motion: the replay never pans smoothly, and the phone layout does not scroll sideways', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(CHAPTER + query({ scramble: EXAMPLE, heuristic: 'max' }));
  await solved(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const transitions = await page.locator('pc-ida-explorer *').evaluateAll((els) => els.filter((el) => getComputedStyle(el).transitionDuration.split(',').some((d) => parseFloat(d) > 0)).length);
  expect(transitions).toBe(0);
});
