/**
 * The page side of the solver worker: request ids, progress callbacks and
 * cancellation. No solver code is imported here (types only), so a page that
 * uses the client stays small; the worker is created lazily on the first
 * request.
 *
 * Cancellation is the platform's: pass an AbortSignal and abort it. The job
 * stops in the worker at its next slice and the promise rejects with an
 * AbortError at once, so a stale result can never arrive as current. To let a
 * newer request replace an older one, abort the older one's controller when
 * sending the newer (the widget kit's LatestRequest does exactly that). There
 * is no second mechanism (an id to cancel, a channel that supersedes): one
 * way to stop a request, the one fetch() and addEventListener() use (issue 34).
 */
import type { FromWorker, Params, Progress, RequestType, Result, ToWorker } from './protocol.ts';
import type { SolverError } from '../solver-error.ts';

/** What the client needs of a worker (a real Worker, or a test double). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

/** How a request runs: a signal to cancel it, and a listener for its progress reports. */
export interface RequestOptions<T extends RequestType> {
  /** Called with each progress report the job sends, while it runs. */
  readonly onProgress?: (progress: Progress<T>) => void;
  /** Aborting it stops the job in the worker and rejects the promise with an AbortError. */
  readonly signal?: AbortSignal;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: never) => void;
  /** Removes the listener the request added to its caller's signal: a long-lived signal must not collect one per request. */
  detach(): void;
}

function abortError(message: string): Error {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

/**
 * A request's rejection from the worker: an Error named as thrown there; a refusal of the input
 * ('RequestError') carries the SolverError the API and the CLI give too, as `error`.
 */
export type RequestFailure = Error & { readonly error?: SolverError };

function requestFailure(message: Extract<FromWorker, { kind: 'error' }>): RequestFailure {
  const e = Object.assign(new Error(message.message), message.error ? { error: message.error } : {});
  e.name = message.name;
  return e;
}

/**
 * The SolverError a rejection carries (kind, message, column…), or null for a crash or a cancel.
 *
 * @example
 * try { await client.request('solve', { scramble: 'R Q', metric: 'htm', heuristic: 'max' }); }
 * catch (e) { console.log(refusalOf(e)?.column); } // 3: where the bad token starts
 */
export function refusalOf(error: unknown): SolverError | null {
  return error instanceof Error && error.name === 'RequestError' ? ((error as RequestFailure).error ?? null) : null;
}

/**
 * True for the rejection of a superseded or cancelled request: callers usually ignore it.
 *
 * @example
 * client.request('bfs', { metric: 'htm' }, { signal }).catch((e) => { if (!isAbortError(e)) throw e; });
 */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The page's side of the solver worker: typed requests (pocket-cube-solver/protocol) with progress,
 * cancellation by AbortSignal, and the worker started on the first request.
 *
 * @example
 * const client = new SolverClient(() => new Worker(new URL('pocket-cube-solver/worker', import.meta.url), { type: 'module' }));
 * const answer = await client.request('solve', { scramble: "R U R' U'", metric: 'htm', heuristic: 'max' });
 * console.log(answer.moves?.join(' '));
 */
export class SolverClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly createWorker: () => WorkerLike;

  constructor(createWorker: () => WorkerLike) {
    this.createWorker = createWorker;
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.addEventListener('message', (event) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      const error = new Error(`solver worker failed: ${event.message ?? 'unknown error'}`);
      for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
      this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    const p = this.pending.get(message.id);
    if (!p) return; // cancelled or superseded: drop whatever still arrives
    if (message.kind === 'progress') {
      p.onProgress?.(message.progress as never);
      return;
    }
    this.settle(message.id);
    if (message.kind === 'result') p.resolve(message.result);
    else p.reject(requestFailure(message));
  }

  /** Forgets request `id` and detaches it from its caller's signal; returns what was pending, if anything. */
  private settle(id: number): Pending | undefined {
    const p = this.pending.get(id);
    this.pending.delete(id);
    p?.detach();
    return p;
  }

  /** Stops request `id` in the worker (if still pending); its promise rejects with an AbortError. */
  private abandon(id: number, reason: string): void {
    const p = this.settle(id);
    if (!p) return;
    this.worker?.postMessage({ kind: 'cancel', id });
    p.reject(abortError(reason));
  }

  /** Sends a request; resolves with its result, rejects with its error, or with an AbortError once `options.signal` aborts. */
  request<T extends RequestType>(type: T, params: Params<T>, options: RequestOptions<T> = {}): Promise<Result<T>> {
    const id = this.nextId++;
    const { signal } = options;
    return new Promise<Result<T>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError('cancelled'));
        return;
      }
      const onAbort = () => this.abandon(id, 'cancelled');
      signal?.addEventListener('abort', onAbort, { once: true });
      const detach = () => signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress: options.onProgress as never, detach });
      this.ensureWorker().postMessage({ kind: 'request', id, type, params } as ToWorker);
    });
  }

  /** Stops the worker; pending requests reject with an AbortError. */
  terminate(): void {
    for (const id of [...this.pending.keys()]) this.abandon(id, 'terminated');
    this.worker?.terminate();
    this.worker = null;
  }
}
