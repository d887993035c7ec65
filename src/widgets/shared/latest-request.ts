/**
 * The latest-request discipline every widget fed by the worker needs, in one
 * place: only the newest request of a kind may change the page.
 *
 * - A new `run` cancels the one before it: its AbortSignal aborts, which makes
 *   the worker client post a cancel, so the worker stops that job at its next
 *   slice (not just ignores its answer). `cancel()` does the same when input
 *   becomes invalid and nothing replaces the request.
 * - Each run has a generation number; an answer, error or progress report for
 *   an older generation is dropped (Observable's "ignore stale renders").
 * - `aria-busy` is held on the host while a request is with the worker and
 *   released however it ends (busy.ts), so it cannot stick.
 * - An optional delay (debounce) before sending: typing fast sends one request.
 *
 * Tested with a fake host and a fake sender in tests/site/latest-request.test.ts.
 */
import { type BusyHost, holdBusy } from './busy.ts';
import type { Lifetime } from './lifetime.ts';

/** How a run ended, as seen by the widget. `stale`: superseded or cancelled, do nothing. */
export type Answer<R> = { readonly status: 'done'; readonly value: R } | { readonly status: 'failed'; readonly error: Error } | { readonly status: 'stale' };

/** What a sender gets: `signal`, which aborts when a newer run replaces this one or the widget goes. Pass it on to the solver client. */
export interface SendContext {
  readonly signal: AbortSignal;
}

export interface RunOptions {
  /** Wait this long before sending (cancelled by a newer run): a debounce for typing. */
  readonly delayMs?: number;
}

let slots = 0;

export class LatestRequest {
  /** `<tag>#<id or n>:<purpose>`: names the slot where a person reads it (a debugger, an error). */
  readonly name: string;
  private readonly host: BusyHost;
  private generation = 0;
  private controller: AbortController | null = null;

  /**
   * @param host the element that shows the answer (gets `aria-busy`)
   * @param purpose what the requests are for, e.g. `solve`, `locate`
   * @param lifetime the widget's lifetime: its end cancels the request
   */
  constructor(host: BusyHost & { localName?: string; id?: string }, purpose: string, lifetime?: Lifetime) {
    this.host = host;
    this.name = `${host.localName ?? 'widget'}#${host.id || ++slots}:${purpose}`;
    lifetime?.own(() => this.cancel());
  }

  /** True while a run is waiting for its delay or its answer. */
  get pending(): boolean {
    return this.controller !== null;
  }

  /**
   * True while `generation` (from `current()` at the time) is still the newest run:
   * for callbacks (progress) that arrive on their own.
   */
  isCurrent(generation: number): boolean {
    return generation === this.generation && this.controller !== null;
  }

  /** The generation of the newest run. */
  current(): number {
    return this.generation;
  }

  /**
   * Supersedes any earlier run, waits `delayMs`, then calls `send` and reports
   * how it ended. `send` must pass `ctx.signal` on (the worker client cancels
   * the job when it aborts).
   *
   * @example
   * const answer = await this.solve.run((ctx) => solverClient().request('solve', params, ctx), { delayMs: 120 });
   * if (answer.status === 'done') this.show(answer.value);
   * else if (answer.status === 'failed') this.say(answer.error.message);
   */
  async run<R>(send: (ctx: SendContext) => Promise<R>, options: RunOptions = {}): Promise<Answer<R>> {
    this.cancel();
    const generation = ++this.generation;
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    if (options.delayMs) {
      const waited = await delay(options.delayMs, signal);
      if (!waited) return STALE;
    }
    const release = holdBusy(this.host);
    signal.addEventListener('abort', release, { once: true });
    try {
      const value = await send({ signal });
      return generation === this.generation && !signal.aborted ? { status: 'done', value } : STALE;
    } catch (error) {
      if (generation !== this.generation || signal.aborted || isAbort(error)) return STALE;
      return { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    } finally {
      release();
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Cancels the pending run, if any: the worker job stops, aria-busy is released, its answer is dropped. */
  cancel(): void {
    const controller = this.controller;
    this.controller = null;
    this.generation++;
    controller?.abort();
  }
}

const STALE = { status: 'stale' } as const;

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function delay(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve(false);
      },
      { once: true },
    );
  });
}
