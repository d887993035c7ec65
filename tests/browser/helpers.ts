/** Shared helpers for the browser tests: page discovery and a page watcher. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { FLUSH_EVENT } from '../../src/lib/reader-flush.ts';
import { expect, type Locator, type Page } from '@playwright/test';

const DIST = join(import.meta.dirname, '../../dist');

/**
 * Every page of the built site as a path relative to the base, e.g. `` (home)
 * and `chapters/01-the-pocket-cube/`. Found from dist/ so a new chapter is
 * tested without touching the tests. The 404 page is tested on its own.
 */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(path);
      } else if (name === 'index.html') {
        const folder = relative(DIST, dir).split(sep).join('/');
        pages.push(folder ? `${folder}/` : '');
      }
    }
  };
  walk(DIST);
  return pages.sort();
}

/** A readable test and file name for a page path: `home`, `chapters-01-the-pocket-cube`. */
export function pageName(path: string): string {
  return path.replace(/\/$/, '').replace(/\//g, '-') || 'home';
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

/**
 * Records console errors, uncaught exceptions, failed or 4xx/5xx responses and
 * any request leaving the test server's origin. Call before `page.goto`.
 */
export function watchPage(page: Page, origin: string): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.foreignRequests.push(url);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // The browser drops the favicon request when the test navigates on before it completes: not a fault of the page.
    if (error === 'net::ERR_ABORTED' && request.url().endsWith('/favicon.svg')) return;
    problems.failedRequests.push(`${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return problems;
}

export function expectNoProblems(problems: PageProblems): void {
  expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
  expect.soft(problems.failedRequests, 'failed requests').toEqual([]);
  expect.soft(problems.foreignRequests, 'requests to other origins').toEqual([]);
}

export function originOf(baseURL: string | undefined): string {
  return new URL(baseURL!).origin;
}

/** The 24 sticker colours currently drawn in the playground, as a string like "UUUURRRR…". */
export async function drawnStickers(page: Page, root = 'pc-playground'): Promise<string> {
  return page.locator(`${root} .pg-stage .net-sticker`).evaluateAll((groups) =>
    groups
      .slice()
      .sort((a, b) => Number((a as HTMLElement).dataset.index) - Number((b as HTMLElement).dataset.index))
      .map((g) => (g as HTMLElement).dataset.color)
      .join(''),
  );
}

export const SOLVED_STICKERS = 'UUUURRRRFFFFDDDDLLLLBBBB';

/** The colours of the stickers `selector` finds in `root`, in the solver's order (their data-index), as drawn. */
export async function stickerColours(root: Locator, selector: string): Promise<string[]> {
  return root.locator(selector).evaluateAll((stickers) =>
    stickers
      .map((s) => [Number((s as HTMLElement).dataset.index), (s as HTMLElement).dataset.color ?? ''] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, colour]) => colour),
  );
}

/** The solution chapter 10's widget shows: phase 1's moves, then phase 2's. */
export async function twoPhaseMoves(root: Locator): Promise<string[]> {
  return [...(await root.locator('.tp-phase1 li').allTextContents()), ...(await root.locator('.tp-phase2 li').allTextContents())];
}

/**
 * Records the type of every request the page posts to a Web Worker, so a test
 * can check that heavy work was sent to the solver worker rather than done on
 * the main thread (tests/site/main-thread-imports.test.ts proves the page
 * cannot reach that code at all). Call before `page.goto`.
 */
export async function recordWorkerRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __workerRequests: string[] };
    w.__workerRequests = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const m = message as { kind?: string; type?: string };
      if (m && m.kind === 'request' && typeof m.type === 'string') w.__workerRequests.push(m.type);
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as Worker['postMessage'];
  });
}

/** The request types posted to workers so far, in order. */
export function workerRequests(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __workerRequests: string[] }).__workerRequests);
}

/**
 * Watches the main thread for long tasks, per long animation frame (the Long
 * Animation Frames API, which attributes script time to its source). Call
 * before `page.goto`; read with `expectNoLongTaskSince`.
 *
 * What is bounded is the page's own script per frame, from the moment the
 * reader acts: a frame's wall time on this shared 2-core machine also counts
 * layout and time the renderer waited for a CPU, and page load is not what a
 * widget's work causes. (A CI run once failed on a 273 ms *page-load* task
 * counted by the older `longtask` entry.) Full frame times, cold and warm,
 * are measured by `npm run bench:browser`.
 */
export async function watchMainThread(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longFrames: [number, number, string][] };
    w.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { startTime: number; scripts: { duration: number; invoker: string; sourceURL: string }[] }[]) {
        const longest = entry.scripts.reduce<{ duration: number; invoker: string; sourceURL: string } | null>(
          (found, script) => (found && found.duration >= script.duration ? found : script),
          null,
        );
        w.__longFrames.push([entry.startTime, longest?.duration ?? 0, longest ? `${longest.invoker} (${longest.sourceURL.split('/').pop()})` : '']);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/**
 * The page's clock, to pass to `expectNoLongTaskSince` just before the reader
 * acts. It waits until every widget on the page is defined and has painted
 * once: the kit defines widgets only when the page's message catalogue has
 * arrived (a dynamic import that can finish after the `load` event), and that
 * upgrade is page load, not the reader's action. (A CI run failed on a 323 ms
 * frame that began after `goto` returned.)
 */
export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const undefinedTags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
    await Promise.all([...undefinedTags].map((tag) => customElements.whenDefined(tag)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now();
  });
}

/** The longest script run in each long frame that started at or after `since` (page time), in whole ms, with what ran it. */
async function longFramesSince(page: Page, since: number): Promise<{ ms: number; script: string }[]> {
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')), 'the browser reports long frames').toBe(true);
  const frames = await page.evaluate(() => (window as unknown as { __longFrames: [number, number, string][] }).__longFrames);
  return frames.filter(([start]) => start >= since).map(([, ms, script]) => ({ ms: Math.round(ms), script }));
}

/** The bound: no long task over 200 ms on the main thread while the worker works. */
export async function expectNoLongTaskSince(page: Page, since: number): Promise<void> {
  const long = (await longFramesSince(page, since)).filter(({ ms }) => ms > 200);
  expect(long.map(({ ms, script }) => `${ms} ms in ${script}`), 'main-thread script runs over 200 ms').toEqual([]);
}

/** One message between the page and a worker, as `recordWorkerTraffic` saw it. */
export interface WorkerMessage {
  readonly direction: 'to' | 'from';
  readonly kind: string;
  readonly id: number;
  readonly type?: string;
  /** Page time (performance.now()) when it was posted or received. */
  readonly at: number;
}

/**
 * Records every message posted to and received from Web Workers (kind, id,
 * request type, time), so a test can check that a request was cancelled and
 * that its job really stopped: no progress for it after the cancel. Call
 * before `page.goto`; read with `workerTraffic`.
 */
export async function recordWorkerTraffic(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __workerTraffic: unknown[]; __afterRequest?: (m: { type?: string }) => void };
    w.__workerTraffic = [];
    const note = (direction: 'to' | 'from', data: unknown) => {
      const m = data as { kind?: string; id?: number; type?: string } | null;
      if (m && typeof m.kind === 'string' && typeof m.id === 'number') w.__workerTraffic.push({ direction, kind: m.kind, id: m.id, type: m.type, at: performance.now() });
      // A test's hook runs right after a request is posted, before the worker can possibly answer
      // (its answer is a later task; a microtask runs first).
      const hook = w.__afterRequest;
      if (direction === 'to' && m?.kind === 'request' && hook) queueMicrotask(() => hook(m));
    };
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      note('to', message);
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as Worker['postMessage'];
    const listen = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (this: Worker, type: string, listener: unknown, ...rest: unknown[]) {
      if (type === 'message' && typeof listener === 'function') {
        const wrapped = (event: MessageEvent) => {
          note('from', event.data);
          (listener as (event: MessageEvent) => void).call(this, event);
        };
        return (listen as (...args: unknown[]) => void).call(this, type, wrapped, ...rest);
      }
      return (listen as (...args: unknown[]) => void).call(this, type, listener, ...rest);
    } as Worker['addEventListener'];
  });
}

/** The worker messages recorded so far, in order. */
export function workerTraffic(page: Page): Promise<WorkerMessage[]> {
  return page.evaluate(() => (window as unknown as { __workerTraffic: WorkerMessage[] }).__workerTraffic);
}

/**
 * In a painter started from solved, twists the up-front-right corner in place
 * by repainting its three stickers, each with its neighbour's colour: a
 * painting no cube can have (one corner twisted). Returns the three sticker indices.
 */
export async function twistCornerInPlace(root: Locator): Promise<readonly number[]> {
  const corner = [3, 4 * 1 + 0, 4 * 2 + 1]; // URF: U face bottom-right, R face top-left, F face top-right
  const colours = await Promise.all(corner.map((i) => root.locator(`.net-sticker[data-index="${i}"]`).getAttribute('data-color')));
  for (let k = 0; k < 3; k++) {
    await root.locator(`.pc-palette input[value="${colours[(k + 2) % 3]}"]`).check();
    await root.locator(`.net-sticker[data-index="${corner[k]}"]`).click();
  }
  return corner;
}

/**
 * An axe run on the page that reports violations only: every spec reads only
 * those, and `resultTypes` spares axe describing each passing node (thousands
 * of highlighted code spans and SVG marks on a chapter), a good part of its time.
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs
 * axe.runPartial in every frame, then opens a blank page, injects axe there
 * again and finishes the run in it: that is for cross-origin iframes, which no
 * page of the site has (site.spec.ts checks that every request stays on the
 * site's origin). Measured on chapter 5 at load ~1: the same violations,
 * passes and incomplete results, 2.1 s for a full run instead of 4.3 s (issue 22).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], rules: EXTRA_RULES });
}

/**
 * The page's address once reader state has written what it owes: its writes are throttled (one per
 * ADDRESS_WRITE_MS, the trailing one kept: src/lib/reader-state.ts), so right after an action the
 * address may lag the widgets by up to that long. The language switch asks the same way.
 */
export async function addressNow(page: Page): Promise<string> {
  await page.evaluate((name) => void window.dispatchEvent(new Event(name)), FLUSH_EVENT);
  return page.url();
}

/**
 * Rules axe does not run by default that every run here enables: WCAG 2.5.3
 * (label in name) is `label-content-name-mismatch`, tagged experimental, so a
 * run by WCAG tags skipped it and the language switch, named "Read this page in
 * Chinese" with the visible text "中文", passed on every page (issue 37, round 3).
 * A rule given here runs beside the tags' (axe's `rules` option wins over `runOnly`
 * tags); a run restricted to named rules (withRules) runs those only.
 */
export const EXTRA_RULES: Readonly<Record<string, { enabled: true }>> = { 'label-content-name-mismatch': { enabled: true } };

/** The WCAG 2.x A and AA rules: what every widget's axe check runs. */
export const WCAG_TAGS: string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rules whose outcome depends on colour: all a second scheme can change on the same page (structure, names and roles cannot). */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/** One line per violation: the rule, then the first elements it found. */
export function violationLines(results: { violations: { id: string; nodes: { target: unknown[] }[] }[] }): string[] {
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * Axe on one live state in both colour schemes: every rule of `tags` in the
 * scheme the page has, then the colour rules in the other, switched on the same
 * page as a reader's system setting would. The page's colours are CSS custom
 * properties under prefers-color-scheme, so the second run measures the other
 * scheme's contrast on the same settled widgets, and a state that takes a
 * worker job to reach is reached once instead of once per scheme (issue 22:
 * chapters 4 and 5, run twice, took 32 s of the browser pass). `include`
 * narrows both runs to those elements (none: the whole page).
 */
export async function axeInBothSchemes(page: Page, options: { include?: readonly string[]; tags?: readonly string[] } = {}): Promise<Record<'light' | 'dark', string[]>> {
  const run = (rules: { tags?: readonly string[]; rules?: readonly string[] }) => {
    let axe = axeBuilder(page);
    for (const selector of options.include ?? []) axe = axe.include(selector);
    return (rules.rules ? axe.withRules([...rules.rules]) : axe.withTags([...rules.tags!])).analyze();
  };
  const first = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  const all = violationLines(await run({ tags: options.tags ?? WCAG_TAGS }));
  await page.emulateMedia({ colorScheme: second });
  expect(await page.evaluate((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, second === 'dark'), `the page sees the ${second} scheme`).toBe(true);
  const colours = violationLines(await run({ rules: COLOUR_RULES }));
  await page.emulateMedia({ colorScheme: first });
  return first === 'light' ? { light: all, dark: colours } : { light: colours, dark: all };
}
