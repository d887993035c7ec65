/**
 * Chapter 10's two-phase solver in Chromium, as a reader drives it: a fresh
 * page, Solve (the worker builds the tables, then searches), then random-state
 * cubes one after another at the widget's default 20-move target (God's
 * number), then a few with a second of searching. Times are the worker's own
 * (`tablesMs` and the search's `ms` in each result); every answer's length is
 * read from it too. Targets (issues 24 and 36): tables within 2 s, a median of
 * at most 15 ms per cube with every solution at most 20 moves, and a mean of
 * at most 18.6 moves given one second.
 * Solutions are checked against the scramble by tests/browser/ch10.spec.ts and
 * the solver's own tests; here only the figures are taken.
 */
import type { Browser, Page } from '@playwright/test';
import { randomStateScrambles } from './random-state-scrambles.ts';

const AT_TARGET = 30;
/** The same cubes as npm run bench:two-phase's "best in 1 s" row (its first 20), so Node and Chromium compare. */
const ONE_SECOND = 20;

export interface TwoPhaseBrowserFigures {
  readonly tablesMs: number;
  readonly atTarget: { readonly ms: number[]; readonly lengths: number[] };
  readonly oneSecond: { readonly lengths: number[] };
}

interface TwoPhaseResult {
  readonly tablesMs: number;
  readonly ms: number;
  readonly length: number | null;
}

/** Keeps every twoPhaseSolve result the page's worker sends (before any page script runs). */
function capture() {
  const results: unknown[] = [];
  (window as unknown as { __twoPhase: unknown[] }).__twoPhase = results;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        const m = event.data as { kind: string; result?: { tablesMs?: number; improvements?: unknown } };
        if (m.kind === 'result' && m.result?.improvements !== undefined) results.push(m.result);
      });
    }
  };
}

async function solve(page: Page, scramble: string, stop: string): Promise<TwoPhaseResult> {
  const widget = page.locator('pc-two-phase');
  const before = await page.evaluate(() => (window as unknown as { __twoPhase: unknown[] }).__twoPhase.length);
  await widget.locator('.tp-scramble').fill(scramble);
  await widget.locator('.tp-stop').selectOption(stop);
  await widget.locator('.tp-solve').click();
  await page.waitForFunction((n) => (window as unknown as { __twoPhase: unknown[] }).__twoPhase.length > n, before, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __twoPhase: TwoPhaseResult[] }).__twoPhase.at(-1)!);
}

export async function measureTwoPhaseInBrowser(browser: Browser, url: string, log: (text: string) => void): Promise<TwoPhaseBrowserFigures> {
  const cubes = randomStateScrambles(AT_TARGET);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(capture);
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
  await context.close();
  return { tablesMs: first.tablesMs, atTarget, oneSecond };
}
