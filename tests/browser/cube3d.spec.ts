/**
 * The 3-D cube and "paint your cube" in the chapter 1 playground (issue 16).
 * What only a browser can show: the 3-D stickers equal the net's, the browser
 * turns layers the way turn-geometry.ts says, reduced motion, orbiting,
 * painting by keyboard and by touch, the painted cube's optimal solution
 * solving the cube as held, and the screenshots a person looks at.
 *
 * Animations are counted on the document's own timeline only
 * (`a.timeline === document.timeline`): the scroll boxes' edge fades run on
 * scroll timelines (src/styles/scroll-hint.css) and are not turns.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, gotoWaitsForWidgets, test } from './fixtures.ts';
import { SOLVED, type CornerState } from 'pocket-cube-solver';
import { applyMoves, MOVE_STATES, type MoveFamily, faceletColors, formatPainting, stateToPainting, solveState, paintingToState, CORNER_POSITION } from 'pocket-cube-solver/internals';
import { type AlgMove, parseAlg } from 'pocket-cube-solver/notation';
import { netNeighbour } from '../../src/widgets/paint-cube/net-navigation.ts';
import { pivotTransform, rotateCss, toCss, turnPlan } from '../../src/widgets/cube-3d/turn-geometry.ts';
import { axeBuilder, axeInBothSchemes, expectNoProblems, originOf, twistCornerInPlace, watchPage, WCAG_TAGS, addressNow } from './helpers.ts';
import { applyAlg, netColours, solvesAsHeld as refereeSolvesAsHeld } from '../referee/facelet-cube.ts';
import { PICTURES_TIER } from './tiers.ts';

const CHAPTER = 'chapters/01-the-pocket-cube/';
const OUT = join(import.meta.dirname, 'screenshots');

function held(scramble: string): CornerState {
  const parsed = parseAlg(scramble);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return applyMoves(SOLVED, parsed.moves);
}

/** True when `solution` (read from the page) leaves the cube `start` — as held, not re-oriented — with every face one colour. */
function solvesAsHeld(start: CornerState, solution: string): boolean {
  const parsed = parseAlg(solution);
  if (!parsed.ok) return false;
  const after = faceletColors(applyMoves(start, parsed.moves));
  return [0, 1, 2, 3, 4, 5].every((f) => new Set(after.slice(4 * f, 4 * f + 4)).size === 1);
}

async function stickers(root: Locator, selector: string): Promise<string> {
  return root.locator(selector).evaluateAll((els) =>
    els
      .slice()
      .sort((a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index))
      .map((el) => (el as HTMLElement).dataset.color)
      .join(''),
  );
}

const net = (root: Locator) => stickers(root, '.pg-stage .net-sticker');
const solid = (root: Locator) => stickers(root, '.c3d-sticker');

async function waitForSolution(root: Locator) {
  await expect(root.locator('.pg-result-text')).toHaveText(/^(Optimal solution|Already solved|Your cube is solved)/);
}

async function solutionText(root: Locator): Promise<string> {
  return (await root.locator('.pg-moves button').allTextContents()).join(' ').replace(/′/g, "'");
}

async function noTurn(root: Locator) {
  await expect(root.locator('.c3d-scene[data-turning]')).toHaveCount(0, { timeout: 5000 });
}

/**
 * Holds every new animation at its start, so a test can look at a turn half
 * way through however slow the machine is (a turn lasts well under a second).
 */
async function freezeTurns(page: Page) {
  await page.evaluate(() => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      animation.pause();
      return animation;
    };
  });
}

async function open(page: Page): Promise<Locator> {
  await page.goto(CHAPTER);
  const root = page.locator('pc-playground');
  await root.scrollIntoViewIfNeeded();
  return root;
}

test('the 3-D view shows the same 24 stickers as the net after any scramble and at every playback step', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  const root = await open(page);
  const input = root.getByRole('textbox', { name: 'Scramble' });
  for (const scramble of ["D L' B2 x", "Rw U2 y' F", "z2 R' Dw B'", "L2 D' F y2 Uw'"]) {
    await input.fill(scramble);
    await waitForSolution(root);
    expect(await solid(root)).toBe(await net(root));
    // The cube drawn is the cube in the reader's hands: the independent facelet referee agrees.
    expect(await net(root)).toBe(netColours(applyAlg(scramble)).join(''));
    expect(refereeSolvesAsHeld(scramble, await solutionText(root))).toBe(true);
    const moves = await root.locator('.pg-moves button').count();
    for (let step = 1; step <= moves; step++) {
      await root.getByRole('button', { name: 'Step forward' }).click();
      await noTurn(root);
      expect(await solid(root), `${scramble}, step ${step}`).toBe(await net(root));
    }
    // Back again with reduced motion: the turn is not animated, the cube is drawn at once
    // (cube-3d-view.ts), and that path must land on the same stickers as the animated one.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (let step = moves - 1; step >= 0; step--) {
      await root.getByRole('button', { name: 'Step back' }).click();
      await noTurn(root);
      expect(await solid(root), `${scramble}, back to step ${step}`).toBe(await net(root));
    }
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
  expectNoProblems(problems);
});

test('the browser turns each move the way the model does: rotate3d sends every turning corner where the cubie map says', async ({ page }) => {
  await open(page);
  const cases: { family: MoveFamily; q: number; transform: string; points: number[][]; expected: number[][] }[] = [];
  for (const family of ['U', 'R', 'F', 'D', 'L', 'B', 'x', 'y', 'z'] as MoveFamily[]) {
    for (const q of [1, 2, 3]) {
      const plan = turnPlan({ family, quarterTurns: q });
      const move = MOVE_STATES[family][q];
      cases.push({
        family,
        q,
        transform: pivotTransform(plan, plan.degrees),
        points: plan.corners.map((c) => [...toCss(CORNER_POSITION[c])]),
        expected: plan.corners.map((c) => [...toCss(CORNER_POSITION[move.perm.indexOf(c)])]),
      });
      expect(plan.corners.map((c) => rotateCss(plan.axis, plan.degrees, toCss(CORNER_POSITION[c])))).toEqual(
        plan.corners.map((c) => toCss(CORNER_POSITION[move.perm.indexOf(c)])),
      );
    }
  }
  const seen = await page.evaluate((all) =>
    all.map(({ transform, points }) => {
      const m = new DOMMatrix(transform);
      return points.map(([x, y, z]) => {
        const p = m.transformPoint({ x, y, z });
        return [Math.round(p.x) + 0, Math.round(p.y) + 0, Math.round(p.z) + 0];
      });
    }),
  cases);
  cases.forEach((c, i) => expect(seen[i], `${c.family} ×${c.q}`).toEqual(c.expected));
});

test('mid-turn, the turning layer is half way along the move, and a seek cancels the turn', async ({ page }) => {
  const root = await open(page);
  await root.getByRole('textbox', { name: 'Scramble' }).fill("R'");
  await waitForSolution(root);
  await expect(root.locator('.pg-moves button')).toHaveText(['R']);
  await freezeTurns(page);
  await root.getByRole('button', { name: 'Step forward' }).click();
  const halfway = await page.evaluate(() => {
    // Only the playground's turns: other figures on the page may animate too.
    const animations = document.getAnimations().filter((a) => a.timeline === document.timeline).filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('pc-playground'));
    for (const a of animations) {
      a.pause();
      a.currentTime = Number(a.effect!.getComputedTiming().duration) / 2;
    }
    const pivots = Array.from(document.querySelectorAll<HTMLElement>('pc-playground .c3d-pivot'));
    return {
      count: animations.length,
      turning: pivots.flatMap((p, i) => (getComputedStyle(p).transform !== 'none' ? [i] : [])),
      matrix: getComputedStyle(pivots.find((p) => getComputedStyle(p).transform !== 'none')!).transform,
    };
  });
  // R turns the four right-hand corners (URF, UBR, DFR, DRB = 0, 3, 4, 6), one animation each, and no other.
  expect(halfway.count).toBe(4);
  expect(halfway.turning).toEqual([0, 3, 4, 6]);
  // Half way through R the front-up-right corner (+x, −y, +z in CSS) has moved toward the back: z shrinks, y rises toward up.
  const expected = await page.evaluate((m) => {
    const p = new DOMMatrix(m).transformPoint({ x: 1, y: -1, z: 1 });
    return [Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100, Math.round(p.z * 100) / 100];
  }, halfway.matrix);
  expect(expected).toEqual([1, -1.41, 0]);
  // Seeking cancels the turn at once and shows the end state.
  await root.getByRole('slider', { name: 'Position' }).fill('0');
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.timeline === document.timeline).filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('pc-playground')).length)).toBe(0);
  expect(await solid(root)).toBe(await net(root));
});

test('with reduced motion a step shows its end state without any animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const root = await open(page);
  await root.getByRole('textbox', { name: 'Scramble' }).fill('R U');
  await waitForSolution(root);
  await root.getByRole('button', { name: 'Step forward' }).click();
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.timeline === document.timeline).length)).toBe(0);
  expect(await solid(root)).toBe(await net(root));
  await expect(root.locator('.c3d-scene[data-turning]')).toHaveCount(0);
});

test('the view orbits by arrow keys and by dragging, and Reset view puts it back', async ({ page }) => {
  const root = await open(page);
  const frame = root.locator('.c3d-frame');
  const scene = root.locator('.c3d-scene');
  const yaw0 = await scene.getAttribute('data-yaw');
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect(scene).not.toHaveAttribute('data-yaw', yaw0!);
  // Arrow keys on the view orbit; they do not step the playback.
  await expect(root.locator('.pg-step')).toHaveText(/^Start/);
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 4 });
  await page.mouse.up();
  const pitch = Number(await scene.getAttribute('data-pitch'));
  expect(pitch).toBeLessThan(-28);
  await root.getByRole('button', { name: 'Reset view' }).click();
  await expect(scene).toHaveAttribute('data-yaw', yaw0!);
  await expect(scene).toHaveAttribute('data-pitch', '-28');
});

test('the net toggle is shared in the URL and survives a reload; the Twizzle link carries setup and solution', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  const root = await open(page);
  await root.getByRole('textbox', { name: 'Scramble' }).fill("R U'");
  await waitForSolution(root);
  await expect(root.locator('.pg-twizzle')).toHaveAttribute('href', 'https://alpha.twizzle.net/edit/?puzzle=2x2x2&setup-alg=R+U%27&alg=U+R%27');
  await root.getByRole('radio', { name: 'Net' }).check();
  expect(await addressNow(page)).toContain('view=net');
  await expect(root.locator('.c3d-host')).toBeHidden();
  // The link opens with the net (a new page rather than a reload, which would cut off requests still in flight).
  const other = gotoWaitsForWidgets(await page.context().newPage());
  await other.goto(await addressNow(page));
  await expect(other.locator('pc-playground').getByRole('radio', { name: 'Net' })).toBeChecked();
  await expect(other.locator('pc-playground .pg-stage .cube-net')).toBeVisible();
  expectNoProblems(problems);
});

/** The arrow-key path on the net from one sticker to another (breadth-first over the neighbours). */
function arrowPath(from: number, to: number): string[] {
  const keys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];
  const previous = new Map<number, [number, string]>([[from, [from, '']]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const key of keys) {
      const next = netNeighbour(at, key)!;
      if (!previous.has(next)) {
        previous.set(next, [at, key]);
        queue.push(next);
      }
    }
  }
  const path: string[] = [];
  for (let at = to; at !== from; at = previous.get(at)![0]) path.unshift(previous.get(at)![1]);
  return path;
}

const KEY_OF: Record<string, string> = { U: 'w', R: 'r', F: 'g', D: 'y', L: 'o', B: 'b' };
/** A cube held upside down and turned: yellow on top, so "as held" matters. */
const KNOWN = "x2 D L' B2 F'";

test('paint a known position with the keyboard only: its optimal solution solves the cube as held', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  const root = await open(page);
  const start = held(KNOWN);
  // The painting comes from the independent referee, not from the solver's model.
  const painting = netColours(applyAlg(KNOWN));
  expect(painting).toEqual(stateToPainting(start));
  // Reach the paint button with Tab from the scramble field, as a keyboard user would.
  await root.getByRole('textbox', { name: 'Scramble' }).focus();
  for (let i = 0; i < 12; i++) {
    if (await root.locator('.pg-paint').evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(root.locator('.pg-paint')).toBeFocused();
  await page.keyboard.press('Enter');
  // Clear, then Tab into the net (one tab stop) and paint all 24 stickers.
  await root.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('.pc-problems')).toContainText('24 stickers are not painted yet.');
  await root.locator('.net-sticker[tabindex="0"]').focus();
  let at = 0;
  for (let i = 0; i < 24; i++) {
    for (const key of arrowPath(at, i)) await page.keyboard.press(key);
    at = i;
    await page.keyboard.press(KEY_OF[painting[i]]);
  }
  expect(await net(root)).toBe(formatPainting(painting));
  await waitForSolution(root);
  const solution = await solutionText(root);
  const read = paintingToState(painting);
  expect(read.ok).toBe(true);
  const optimal = solveState((read as { state: CornerState }).state, { metric: 'htm' }).length;
  expect(solution.split(' ').length).toBe(optimal);
  expect(solvesAsHeld(start, solution)).toBe(true);
  expect(refereeSolvesAsHeld(KNOWN, solution)).toBe(true);
  // The painting is in the URL: the link opens the same cube and the same answer.
  expect(new URL(await addressNow(page)).searchParams.get('cube')).toBe(formatPainting(painting));
  const link = (await addressNow(page));
  const other = gotoWaitsForWidgets(await page.context().newPage());
  await other.goto(link);
  const again = other.locator('pc-playground');
  await waitForSolution(again);
  expect(await solutionText(again)).toBe(solution);
  expect(await solid(again)).toBe(formatPainting(painting));
  // Playing the answer on the 3-D view ends solved, and the net agrees.
  const moves = await again.locator('.pg-moves button').count();
  for (let k = 0; k < moves; k++) {
    await again.getByRole('button', { name: 'Step forward' }).click();
    await noTurn(again);
    expect(await solid(again)).toBe(await net(again));
  }
  expect(await solid(again)).toMatch(/^(.)\1{3}(.)\2{3}(.)\3{3}(.)\4{3}(.)\5{3}(.)\6{3}$/);
  expectNoProblems(problems);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('paint a known position by tapping: colour, then stickers; the answer solves it as held', async ({ page }) => {
    const root = await open(page);
    const start = held("y R' F2 U");
    const painting = netColours(applyAlg("y R' F2 U"));
    await root.locator('.pg-paint').tap();
    await root.getByRole('button', { name: 'Clear' }).tap();
    for (const colour of ['U', 'R', 'F', 'D', 'L', 'B']) {
      await root.locator(`.pc-palette input[value="${colour}"]`).tap();
      for (let i = 0; i < 24; i++) if (painting[i] === colour) await root.locator(`.pg-stage .net-sticker[data-index="${i}"]`).tap();
    }
    expect(await net(root)).toBe(formatPainting(painting));
    await waitForSolution(root);
    expect(solvesAsHeld(start, await solutionText(root))).toBe(true);
    expect(refereeSolvesAsHeld("y R' F2 U", await solutionText(root))).toBe(true);
  });
});

test('a painting that no cube can have is explained, and its stickers are marked in place', async ({ page }) => {
  const root = await open(page);
  await root.locator('.pg-paint').click();
  await root.getByRole('button', { name: 'Start from solved' }).click();
  await waitForSolution(root);
  // Swap two stickers of the up-back-left corner: a mirror image of a real corner.
  const [a, b] = [4 * 4 + 0, 5 * 4 + 1]; // L face top-left and B face top-right belong to ULB
  const colourA = await root.locator(`.net-sticker[data-index="${a}"]`).getAttribute('data-color');
  const colourB = await root.locator(`.net-sticker[data-index="${b}"]`).getAttribute('data-color');
  await root.locator(`.pc-palette input[value="${colourB}"]`).check();
  await root.locator(`.net-sticker[data-index="${a}"]`).click();
  await root.locator(`.pc-palette input[value="${colourA}"]`).check();
  await root.locator(`.net-sticker[data-index="${b}"]`).click();
  await expect(root.locator('.pc-problems li')).toHaveText([/^The up-back-left corner is a mirror image/]);
  await expect(root.locator('.net-sticker.is-bad')).toHaveCount(3);
  await expect(root.locator('.net-sticker.is-bad .net-bad-mark')).toHaveCount(3);
  await expect(root.locator('.pg-result-text')).toContainText('Not a cube yet');
  // Twist one corner in place: the exact sentence.
  await root.getByRole('button', { name: 'Start from solved' }).click();
  await twistCornerInPlace(root);
  await expect(root.locator('.pc-problems li')).toHaveText([/^One corner is twisted in place — this cube can't be solved as painted; pop it out and turn it\. Turning the up-front-right corner/]);
});

test('the 3-D view and paint mode pass axe in both schemes', async ({ page }) => {
  const root = await open(page);
  await waitForSolution(root);
  await root.locator('.pg-paint').click();
  await expect(root.locator('.pc-paint-tools')).toBeVisible();
  expect(await axeInBothSchemes(page, { include: ['pc-playground'] })).toEqual({ light: [], dark: [] });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots ${colorScheme} ${width}px: 3-D at rest, mid-turn, painting with a problem`, PICTURES_TIER, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      const root = await open(page);
      await waitForSolution(root);
      await root.screenshot({ path: join(OUT, `cube3d-${colorScheme}-${width}.png`) });
      await freezeTurns(page);
      await root.getByRole('button', { name: 'Step forward' }).click();
      await page.evaluate(() => {
        for (const a of document.getAnimations().filter((a) => a.timeline === document.timeline)) {
          a.pause();
          a.currentTime = Number(a.effect!.getComputedTiming().duration) * 0.4;
        }
      });
      await root.locator('.c3d-frame').screenshot({ path: join(OUT, `cube3d-midturn-${colorScheme}-${width}.png`) });
      await root.getByRole('slider', { name: 'Position' }).fill('0');
      await root.locator('.pg-paint').click();
      await root.locator('.pc-palette input[value="R"]').check();
      await root.locator('.net-sticker[data-index="0"]').click();
      await root.screenshot({ path: join(OUT, `cube3d-paint-${colorScheme}-${width}.png`) });
    });
  }
}

test.describe('the notation cube (chapter 1)', () => {
  test('every move button turns the cube as held, in the move’s direction; a half turn is one motion in HTM and two in QTM', async ({ page, baseURL }) => {
    const problems = watchPage(page, originOf(baseURL));
    await page.goto(CHAPTER);
    const root = page.locator('pc-notation-cube');
    await root.scrollIntoViewIfNeeded();
    let state = SOLVED;
    const names = await root.locator('.nc-move').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.move!));
    expect(names).toHaveLength(24);
    await freezeTurns(page);
    for (const name of names) {
      await root.locator(`.nc-move[data-move="${name}"]`).click();
      const plan = turnPlan((parseAlg(name) as { moves: { family: MoveFamily; quarterTurns: 1 | 2 | 3 }[] }).moves[0]);
      // The frozen turn: one animation per turning cubie, ending at the plan's angle.
      const seen = await page.evaluate(() => {
        const animations = document.getAnimations().filter((a) => a.timeline === document.timeline);
        const last = animations[0]?.effect as KeyframeEffect | undefined;
        const frames = last?.getKeyframes() ?? [];
        const result = { count: animations.length, stops: frames.length, end: String(frames.at(-1)?.transform ?? '') };
        for (const a of animations) a.finish();
        return result;
      });
      expect(seen.count, name).toBe(plan.corners.length);
      expect(seen.stops, name).toBe(2); // HTM: one motion, even for a half turn
      expect(seen.end, name).toBe(pivotTransform(plan, plan.degrees));
      await noTurn(root);
      state = applyMoves(state, (parseAlg(name) as { ok: true; moves: AlgMove[] }).moves);
      expect(await stickers(root, '.c3d-sticker'), name).toBe(faceletColors(state).join(''));
      expect(await stickers(root, '.c3d-sticker'), name).toBe(netColours(applyAlg(names.slice(0, names.indexOf(name) + 1).join(' '))).join(''));
    }
    await expect(root.locator('.nc-said')).toHaveText("z′: the whole cube, like F, counter-clockwise.");
    // QTM: the same half turn is two quarter turns in one animation.
    await page.evaluate(() => {
      history.replaceState(null, '', '?metric=qtm');
    });
    await page.reload();
    await freezeTurns(page);
    await page.locator('pc-notation-cube .nc-move[data-move="R2"]').click();
    expect(await page.evaluate(() => (document.getAnimations().filter((a) => a.timeline === document.timeline)[0].effect as KeyframeEffect).getKeyframes().map((k) => k.transform))).toEqual([
      'rotate3d(1, 0, 0, 0deg)',
      'rotate3d(1, 0, 0, 90deg)',
      'rotate3d(1, 0, 0, 180deg)',
    ]);
    expectNoProblems(problems);
  });

  /** The notation cube frozen half way through R: the state its pictures and its axe check share. */
  async function midTurn(page: Page): Promise<Locator> {
    await page.goto(CHAPTER);
    const root = page.locator('pc-notation-cube');
    await root.scrollIntoViewIfNeeded();
    await freezeTurns(page);
    await root.locator('.nc-move[data-move="R"]').click();
    await page.evaluate(() => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => (a.currentTime = 300)));
    return root;
  }

  test('the notation cube mid-turn passes axe in both schemes', async ({ page }) => {
    await midTurn(page);
    expect(await axeInBothSchemes(page, { include: ['pc-notation-cube'] })).toEqual({ light: [], dark: [] });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`notation cube screenshots (${colorScheme})`, PICTURES_TIER, async ({ page }) => {
      mkdirSync(OUT, { recursive: true });
      await page.emulateMedia({ colorScheme });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const root = await midTurn(page);
        await root.screenshot({ path: join(OUT, `notation-cube-${colorScheme}-${width}.png`) });
      }
    });
  }
});

test('the move explorer (chapter 3) turns its 3-D cube as held by each move pressed, D, L and B included', async ({ page, baseURL }) => {
  const problems = watchPage(page, originOf(baseURL));
  await page.goto('chapters/03-moves-and-move-tables/?scramble=R+U');
  const root = page.locator('pc-move-explorer');
  await root.locator('.mx-3d').scrollIntoViewIfNeeded();
  await root.getByRole('button', { name: 'Back to the scramble' }).click().catch(() => {});
  const applied: string[] = [];
  for (const move of ['D', "L'", 'B2', 'F']) {
    const button = root.locator(`.mx-move[data-move="${move}"]`);
    if ((await button.count()) === 0) continue;
    await freezeTurns(page);
    await button.click();
    applied.push(move);
    const turning = await page.evaluate(
      () => document.getAnimations().filter((a) => a.timeline === document.timeline).filter((a) => ((a.effect as KeyframeEffect).target as Element)?.closest('pc-move-explorer .mx-3d')).length,
    );
    expect(turning, move).toBe(4);
    await page.evaluate(() => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => a.finish()));
    await noTurn(root);
    const expected = netColours(applyAlg(`R U ${applied.join(' ')}`)).join('');
    expect(await stickers(root, '.mx-3d .c3d-sticker'), move).toBe(expected);
    expect(await stickers(root, '.mx-net-after .net-sticker'), move).toBe(expected);
  }
  expect(applied.length).toBeGreaterThanOrEqual(3);
  expectNoProblems(problems);
  mkdirSync(OUT, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await root.locator('.mx-3d').scrollIntoViewIfNeeded();
      await root.locator('.mx-3d').screenshot({ path: join(OUT, `move-explorer-3d-${colorScheme}-${width}.png`) });
    }
  }
  const axe = await axeBuilder(page).include('pc-move-explorer').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a 3-D turn ends with its widget: removed mid-turn, the move explorer and the playground leave no animation running', async ({ page }) => {
  // Each widget hands its own lifetime to its 3-D stage; a stage given a lifetime nobody ends keeps its turn alive after the widget is gone.
  const cases = [
    { url: 'chapters/03-moves-and-move-tables/?scramble=R+U', tag: 'pc-move-explorer', start: (root: Locator) => root.locator('.mx-move[data-move="D"]').click() },
    { url: `${CHAPTER}?scramble=R%27`, tag: 'pc-playground', start: (root: Locator) => root.getByRole('button', { name: 'Step forward' }).click() },
  ];
  for (const { url, tag, start } of cases) {
    await page.goto(url);
    const root = page.locator(tag).first();
    await root.locator('.c3d-host').scrollIntoViewIfNeeded();
    if (tag === 'pc-playground') await waitForSolution(root);
    await freezeTurns(page);
    await start(root);
    const states = await page.evaluate((tag) => {
      const widget = document.querySelector(tag)!;
      const turns = document.getAnimations().filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.c3d-host')?.closest(tag) === widget);
      const before = turns.length;
      widget.remove();
      return { before, after: turns.map((a) => a.playState) };
    }, tag);
    expect(states.before, tag).toBe(4);
    expect(states.after, tag).toEqual(['idle', 'idle', 'idle', 'idle']);
  }
});
