/**
 * The benches' window onto the page's worker: an init script (it must run
 * before any page script) that keeps every final result the worker sends, in
 * order, so a bench reads the worker's own figures (its `ms`, `tablesMs`,
 * node counts) instead of parsing the widget's sentences.
 *
 * Waiting for a result is event-driven, not polled: page.waitForFunction
 * polls on every animation frame, which keeps the renderer and the GPU
 * process drawing frames; on a 2-core machine that took CPU from the worker
 * being timed (chapter 10's median per cube read 26 ms polled, against
 * 9 ms for the same worker and cubes unpolled).
 */
import type { Page } from '@playwright/test';

interface Kept {
  __workerResults: unknown[];
  __onWorkerResult: (() => void)[];
}

/** Passed to page.addInitScript: wraps Worker so each `{ kind: 'result' }` message's result is kept. */
export function keepWorkerResults(): void {
  const results: unknown[] = [];
  const waiting: (() => void)[] = [];
  Object.assign(window, { __workerResults: results, __onWorkerResult: waiting });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        const m = event.data as { kind: string; result?: unknown };
        if (m.kind !== 'result') return;
        results.push(m.result);
        for (const wake of waiting.splice(0)) wake();
      });
    }
  };
}

/** How many results the page has kept so far (call before starting a job, then pass it to nextWorkerResult). */
export function keptResultCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Kept).__workerResults.length);
}

/** The first result past the first `after` that has the property `key` (a key, not a predicate: the test runs in the page). */
export function nextWorkerResult<T>(page: Page, after: number, key: string, timeout: number): Promise<T> {
  return page.evaluate(
    ([n, k, ms]) =>
      new Promise<T>((resolve, reject) => {
        const w = window as unknown as Kept;
        const timer = setTimeout(() => reject(new Error(`no worker result with '${k}' within ${ms} ms`)), ms);
        const look = () => {
          const found = w.__workerResults.slice(n).find((r) => typeof r === 'object' && r !== null && k in r);
          if (found === undefined) return void w.__onWorkerResult.push(look);
          clearTimeout(timer);
          resolve(found as T);
        };
        look();
      }),
    [after, key, timeout] as const,
  );
}
