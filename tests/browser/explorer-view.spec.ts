/**
 * The IDA* explorer's view, as a reader met it (issue 11, item 5): "Fit whole
 * tree" squeezed a wide iteration into a strip; the replay's current node sat
 * under the depth labels at the left edge; `+` zoomed about the canvas centre
 * and lost the current node; on a phone the playback controls sat ~1,000 px
 * below the tree. Positions come from the element's `nodeClientPoint` (the
 * canvas has no element per node); the current node is the outline's current row.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CHAPTER = 'chapters/06-ida-star/';
/** Its fourth and last iteration (bound 8, max heuristic) generates 2,061 nodes. */
const EXAMPLE = "R U R' F2 U' R2 F U2 R' F'";
/** The depth labels' band on the left of the canvas ("g=8" is ~30 px wide). */
const LABEL_BAND = 44;

async function openLastIteration(page: Page) {
  await page.goto(CHAPTER + '?' + new URLSearchParams({ scramble: EXAMPLE, heuristic: 'max' }).toString());
  const root = page.locator('pc-ida-explorer');
  await expect(root.locator('.ie-status')).toHaveText(/^Solved/);
  const last = root.locator('.ie-iterations button').last();
  await expect(last).toHaveText(/^4 · bound 8/);
  await last.click();
  await expect(root.locator('.ie-position')).toHaveText('Node 2,061 of 2,061 in iteration 4');
  await root.locator('.ie-canvas-wrap').scrollIntoViewIfNeeded();
  return root;
}

/** The canvas's box, and the box around every node of the iteration as drawn, in client pixels. */
async function treeOnCanvas(page: Page) {
  return page.locator('pc-ida-explorer').evaluate((el) => {
    const explorer = el as unknown as { nodeClientPoint(id: number): { x: number; y: number } | null };
    const canvas = el.querySelector('.ie-canvas')!.getBoundingClientRect();
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    let nodes = 0;
    for (let id = 0; id < 20_000; id++) {
      const p = explorer.nodeClientPoint(id);
      if (!p) continue;
      nodes++;
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
    return { canvas: { left: canvas.left, top: canvas.top, width: canvas.width, height: canvas.height }, nodes, minX, maxX, minY, maxY };
  });
}

/** Where the replay's current node is drawn, relative to the canvas's top left corner. */
async function currentOnCanvas(page: Page) {
  const root = page.locator('pc-ida-explorer');
  const id = Number(await root.locator('.ie-tree .ie-row-current').getAttribute('data-id'));
  return root.evaluate((el, id) => {
    const p = (el as unknown as { nodeClientPoint(id: number): { x: number; y: number } | null }).nodeClientPoint(id)!;
    const c = el.querySelector('.ie-canvas')!.getBoundingClientRect();
    return { x: p.x - c.left, y: p.y - c.top, width: c.width, height: c.height };
  }, id);
}

function expectComfortablyInView(p: { x: number; y: number; width: number; height: number }, what: string) {
  expect(p.x, `${what}: clear of the depth labels`).toBeGreaterThanOrEqual(LABEL_BAND + 8);
  expect(p.x, `${what}: not at the right edge`).toBeLessThanOrEqual(p.width - 8);
  expect(p.y, `${what}: below the top`).toBeGreaterThanOrEqual(8);
  expect(p.y, `${what}: above the bottom`).toBeLessThanOrEqual(p.height - 8);
}

test('"Fit whole tree" and 0 show iteration 4 whole, using the canvas in both directions', async ({ page }) => {
  const root = await openLastIteration(page);
  await root.locator('.ie-fit').click();
  const fitted = await treeOnCanvas(page);
  expect(fitted.nodes).toBe(2061);
  const { canvas } = fitted;
  // Whole: every node inside the canvas, right of the label band.
  expect(fitted.minX).toBeGreaterThanOrEqual(canvas.left + LABEL_BAND);
  expect(fitted.maxX).toBeLessThanOrEqual(canvas.left + canvas.width);
  expect(fitted.minY).toBeGreaterThanOrEqual(canvas.top);
  expect(fitted.maxY).toBeLessThanOrEqual(canvas.top + canvas.height);
  // And using the canvas: most of its width and most of its height.
  expect(fitted.maxX - fitted.minX).toBeGreaterThan(0.8 * canvas.width);
  expect(fitted.maxY - fitted.minY).toBeGreaterThan(0.7 * canvas.height);

  // Zoomed in and out of shape, the 0 key fits it again.
  await root.locator('.ie-canvas-wrap').focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  expect((await treeOnCanvas(page)).maxX - (await treeOnCanvas(page)).minX).toBeGreaterThan(1.5 * canvas.width);
  await page.keyboard.press('0');
  const again = await treeOnCanvas(page);
  expect(again.maxX - again.minX).toBeGreaterThan(0.8 * canvas.width);
  expect(again.maxX - again.minX).toBeLessThanOrEqual(canvas.width);
  expect(again.maxY - again.minY).toBeGreaterThan(0.7 * canvas.height);
});

test('zooming in with + during a replay keeps the current node in view, where it was', async ({ page }) => {
  const root = await openLastIteration(page);
  // The whole tree in view, the replay at a node well left of the canvas centre.
  await root.locator('.ie-fit').click();
  await root.getByRole('slider', { name: 'Node' }).fill('300');
  await expect(root.locator('.ie-position')).toHaveText(/^Node 301 of/);
  const before = await currentOnCanvas(page);
  expect(before.x).toBeLessThan(before.width / 2 - 60);
  expectComfortablyInView(before, 'before zooming');
  const width = async () => {
    const t = await treeOnCanvas(page);
    return t.maxX - t.minX;
  };
  const startWidth = await width();
  await root.locator('.ie-canvas-wrap').focus();
  for (let i = 1; i <= 4; i++) {
    await page.keyboard.press('+');
    const now = await currentOnCanvas(page);
    expectComfortablyInView(now, `after + × ${i}`);
    expect(Math.abs(now.x - before.x), 'the current node stays where it was').toBeLessThan(2);
  }
  expect(await width()).toBeGreaterThan(4 * startWidth); // it did zoom (1.5⁴ ≈ 5×)
  // The zoom buttons do the same.
  await root.getByRole('button', { name: 'Zoom in' }).click();
  expectComfortablyInView(await currentOnCanvas(page), 'after the Zoom in button');
});

test('during a replay the current node stays clear of the depth labels and inside the view', async ({ page }) => {
  test.setTimeout(120_000);
  const root = await openLastIteration(page);
  const scrubber = root.getByRole('slider', { name: 'Node' });
  // Panned by hand so the current node sits just right of the labels, one step (to its first child, further left) brings the new node clear of them.
  await scrubber.fill('40');
  const here = await currentOnCanvas(page);
  const canvas = (await root.locator('.ie-canvas').boundingBox())!;
  const grab = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height - 12 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + (60 - here.x), grab.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await currentOnCanvas(page)).x)).toBe(60);
  await root.locator('.ie-canvas-wrap').focus();
  await page.keyboard.press('ArrowRight');
  await expect(root.locator('.ie-position')).toHaveText(/^Node 42 of/);
  expectComfortablyInView(await currentOnCanvas(page), 'the step after a pan');

  // Zoomed in at the root, then stepping: the search goes down the leftmost branches first.
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  for (let step = 1; step <= 45; step++) {
    await page.keyboard.press('ArrowRight');
    await expect(root.locator('.ie-position')).toHaveText(new RegExp(`^Node ${step + 1} of`));
    expectComfortablyInView(await currentOnCanvas(page), `node ${step + 1}, stepping`);
  }
  // Sought with the scrubber, far and near.
  for (const step of [0, 1, 2, 3, 10, 40, 150, 400, 700, 1100, 1500, 2060]) {
    await scrubber.fill(String(step));
    await expect(root.locator('.ie-position')).toHaveText(new RegExp(`^Node ${(step + 1).toLocaleString('en-US')} of`));
    expectComfortablyInView(await currentOnCanvas(page), `node ${step + 1}`);
  }
  // Played, not only sought: from the start, for a moment, at 200 nodes a second.
  await page.keyboard.press('Home');
  await root.locator('.ie-speed').selectOption('200');
  await root.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(800);
  await root.getByRole('button', { name: 'Pause', exact: true }).click();
  expectComfortablyInView(await currentOnCanvas(page), 'after playing');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the playback controls sit right under the tree, compact, so tree and play button share the screen', async ({ page }) => {
    const root = await openLastIteration(page);
    const canvas = (await root.locator('.ie-canvas-wrap').boundingBox())!;
    const play = (await root.getByRole('button', { name: 'Play', exact: true }).boundingBox())!;
    const scrubber = (await root.getByRole('slider', { name: 'Node' }).boundingBox())!;
    const speed = (await root.locator('.ie-speed').boundingBox())!;
    expect(play.y).toBeGreaterThanOrEqual(canvas.y + canvas.height);
    expect(play.y - (canvas.y + canvas.height)).toBeLessThan(40); // directly under the tree
    expect(play.y + play.height - canvas.y).toBeLessThanOrEqual(844); // tree and button in one screen
    // Compact: the scrubber on the buttons' row, the speed on the next one, nothing further down.
    expect(Math.abs(scrubber.y + scrubber.height / 2 - (play.y + play.height / 2))).toBeLessThan(12);
    expect(speed.y).toBeLessThan(play.y + play.height + 60);
    expect(scrubber.width).toBeGreaterThan(150);
  });
});
