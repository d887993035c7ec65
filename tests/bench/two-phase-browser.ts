/**
 * Chapter 10's two-phase solver in Chromium, as a reader drives it: a fresh
 * page, Solve (the worker builds the tables, then searches), then random-state
 * cubes one after another at the widget's default 20-move target (God's
 * number), then a few with a second of searching. Times are the worker's own
 * (`tablesMs` and the search's `ms` in each result); every answer's length is
 * read from it too. Targets (issues 24 and 36): tables within 2 s, a median of
 * at most 15 ms per cube with every solution at most 20 moves, and a mean of
 * at most 18.6 moves given one second.
 *
 * The widget is driven from inside the page (the scramble set, then after the
 * cube is redrawn the button clicked, the result awaited on the worker's
 * message), with a second at rest between cubes as a reader reads an answer: on a 2-core machine anything else
 * the renderer does while the worker searches takes CPU from it, and
 * Playwright's own actions (actionability checks, polling) did, doubling the
 * median per cube. The same cubes are then solved by a second worker of the
 * same script with no widget around it: the solver's speed alone in Chromium.
 * Solutions are checked against the scramble by tests/browser/ch10.spec.ts and
 * the solver's own tests; here only the figures are taken.
 */
import type { Browser, Page } from '@playwright/test';
import { gotoWaitsForWidgets } from '../browser/fixtures.ts';
import { randomStateScrambles } from './random-state-scrambles.ts';
import { keepWorkerResults, keptResultCount, nextWorkerResult } from './worker-results.ts';

const AT_TARGET = 30;
/** Between cubes: the page at rest, as when a reader reads the answer before the next cube. */
const REST_MS = 1000;
/** Between typing a scramble and pressing Solve: the widget redraws the cube (and the page its address). */
const INPUT_SETTLES_MS = 300;
/** The same cubes as npm run bench:two-phase's "best in 1 s" row (its first 20), so Node and Chromium compare. */
const ONE_SECOND = 20;

export interface TwoPhaseBrowserFigures {
  readonly tablesMs: number;
  readonly atTarget: { readonly ms: number[]; readonly lengths: number[] };
  /** The same cubes at the same target, by a worker of the same script with no widget: its ms per cube. */
  readonly workerAlone: { readonly ms: number[] };
  readonly oneSecond: { readonly lengths: number[] };
}

interface TwoPhaseResult {
  readonly tablesMs: number;
  readonly ms: number;
  readonly length: number | null;
}

/** One cube through the widget, driven from inside the page (see above): the worker's result. */
async function solve(page: Page, scramble: string, stop: string): Promise<TwoPhaseResult> {
  const before = await keptResultCount(page);
  await page.evaluate(
    ([text, value]) => {
      const root = document.querySelector('pc-two-phase')!;
      const input = root.querySelector<HTMLInputElement>('.tp-scramble')!;
      const menu = root.querySelector<HTMLSelectElement>('.tp-stop')!;
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      menu.value = value;
      menu.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [scramble, stop] as const,
  );
  // A reader sees the new cube drawn before pressing Solve: that drawing is not the solve's.
  await page.waitForTimeout(INPUT_SETTLES_MS);
  await page.evaluate(() => document.querySelector('pc-two-phase')!.querySelector<HTMLButtonElement>('.tp-solve')!.click());
  // Only twoPhaseSolve's result has `improvements`.
  const result = await nextWorkerResult<TwoPhaseResult>(page, before, 'improvements', 60_000);
  await page.waitForTimeout(REST_MS);
  return result;
}

/** The cubes solved by a fresh worker of the page's own solver script, with nothing drawn: ms per cube (after one to warm up). */
function solveWithWorkerAlone(page: Page, scrambles: readonly string[]): Promise<number[]> {
  return page.evaluate(async (cubes) => {
    const script = performance.getEntriesByType('resource').map((e) => e.name).find((name) => /\/worker-[^/]*\.js$/.test(name));
    if (!script) throw new Error("the page's solver worker script was not loaded");
    const worker = new Worker(script, { type: 'module' });
    let id = 0;
    const ask = (scramble: string) =>
      new Promise<number>((resolve, reject) => {
        const mine = ++id;
        worker.addEventListener('message', function answer(event: MessageEvent) {
          const m = event.data as { kind: string; id: number; result?: { ms: number } };
          if (m.id !== mine || m.kind === 'progress') return;
          worker.removeEventListener('message', answer);
          if (m.kind === 'result') resolve(m.result!.ms);
          else reject(new Error(JSON.stringify(m)));
        });
        worker.postMessage({ kind: 'request', id: mine, type: 'twoPhaseSolve', params: { scramble, targetLength: 20, maxMs: 10_000 } });
      });
    await ask(cubes[0]);
    const ms: number[] = [];
    for (const scramble of cubes) ms.push(await ask(scramble));
    worker.terminate();
    return ms;
  }, scrambles);
}

export async function measureTwoPhaseInBrowser(browser: Browser, url: string, log: (text: string) => void): Promise<TwoPhaseBrowserFigures> {
  const cubes = randomStateScrambles(AT_TARGET);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = gotoWaitsForWidgets(await context.newPage());
  await page.addInitScript(keepWorkerResults);
  await page.goto(url);
  await page.locator('pc-two-phase').scrollIntoViewIfNeeded();
  const first = await solve(page, cubes[0].scramble, '20');
  const atTarget = { ms: [] as number[], lengths: [] as number[] };
  for (const { scramble } of cubes) {
    const r = await solve(page, scramble, '20');
    atTarget.ms.push(r.ms);
    atTarget.lengths.push(r.length ?? Infinity);
    log('.');
  }
  const oneSecond = { lengths: [] as number[] };
  for (const { scramble } of cubes.slice(0, ONE_SECOND)) {
    const r = await solve(page, scramble, 'ms1000');
    oneSecond.lengths.push(r.length ?? Infinity);
    log('.');
  }
  const workerAlone = { ms: await solveWithWorkerAlone(page, cubes.map((c) => c.scramble)) };
  await context.close();
  return { tablesMs: first.tablesMs, atTarget, workerAlone, oneSecond };
}
