/**
 * One run of a code cell, page side: a fresh dedicated worker
 * (pocket-cube-solver/cells/worker, never the solver's shared worker) gets one
 * CellRunRequest and is terminated however the run ends — verdict, error,
 * the reader's code over its time limit, the judging over its own, a crash,
 * or `signal` (Cancel, a second Run, the cell leaving the page).
 *
 * The limits follow the protocol (cell-protocol.ts): `timeLimitMs` bounds the
 * reader's code until the worker says `collected`; from then on the notebook's
 * judge runs, under `judgeLimitMs`. A worker that dies (its `error` event:
 * out of memory, a failed load) ends the run as `crashed`.
 *
 * The worker is created by `createWorker`, so tests drive a fake.
 */
import type { CellError, CellRunRequest, CellVerdict, FromCellWorker } from 'pocket-cube-solver/cells';

/** The slice of a Worker a run needs. */
export interface CellWorkerLike {
  postMessage(message: CellRunRequest): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
}

export type CellOutcome =
  | { readonly kind: 'verdict'; readonly verdict: CellVerdict }
  | { readonly kind: 'error'; readonly error: CellError }
  /** The reader's code answered, and the notebook's judging outlasted `judgeLimitMs`. */
  | { readonly kind: 'judge-timeout' };

export interface CellRunOptions {
  readonly createWorker: () => CellWorkerLike;
  readonly timeLimitMs: number;
  readonly judgeLimitMs: number;
  readonly signal: AbortSignal;
  readonly onLog?: (level: 'log' | 'info' | 'warn' | 'error', text: string) => void;
  readonly onDropped?: (count: number) => void;
  readonly onCollected?: (ms: number) => void;
  /** The judge's table of a heuristic, sent before its verdict (cell-protocol.ts). */
  readonly onHeuristicTable?: (metric: 'htm' | 'qtm', table: Uint8Array) => void;
}

export function runCell(request: CellRunRequest, options: CellRunOptions): Promise<CellOutcome> {
  return new Promise((resolve) => {
    if (options.signal.aborted) {
      resolve({ kind: 'error', error: { kind: 'cancelled', message: 'cancelled' } });
      return;
    }
    const worker = options.createWorker();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const end = (outcome: CellOutcome) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      worker.terminate();
      options.signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => end({ kind: 'error', error: { kind: 'cancelled', message: 'cancelled' } });
    const limit = (ms: number, outcome: CellOutcome) => {
      clearTimeout(timer);
      timer = setTimeout(() => end(outcome), ms);
    };
    options.signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event) => {
      const message = (event as MessageEvent<FromCellWorker>).data;
      if (ended || message === null || typeof message !== 'object') return;
      switch (message.type) {
        case 'log':
          options.onLog?.(message.level, String(message.text));
          break;
        case 'log-dropped':
          options.onDropped?.(message.count);
          break;
        case 'collected':
          limit(options.judgeLimitMs, { kind: 'judge-timeout' });
          options.onCollected?.(message.ms);
          break;
        case 'heuristic-table':
          if (message.table instanceof Uint8Array) options.onHeuristicTable?.(message.metric, message.table);
          break;
        case 'verdict':
          end(
            message.verdict?.exercise === request.exercise
              ? { kind: 'verdict', verdict: message.verdict }
              : { kind: 'error', error: { kind: 'crashed', message: 'the worker answered for another exercise' } },
          );
          break;
        case 'error':
          end({ kind: 'error', error: message.error });
          break;
      }
    });
    const crashed = (event: Event) => {
      event.preventDefault?.(); // reported here, in the cell, not as an uncaught error on the page
      const said = (event as Partial<ErrorEvent>).message;
      const detail = typeof said === 'string' && said !== '' ? said : 'the worker stopped';
      end({ kind: 'error', error: { kind: 'crashed', message: detail } });
    };
    worker.addEventListener('error', crashed);
    worker.addEventListener('messageerror', crashed);
    limit(options.timeLimitMs, { kind: 'error', error: { kind: 'timeout', message: `ran past ${options.timeLimitMs} ms` } });
    worker.postMessage(request);
  });
}
