/**
 * The page side of the solver worker: request ids, progress callbacks,
 * cancellation and supersession. No solver code is imported here (types only),
 * so a page that uses the client stays small; the worker is created lazily on
 * the first request.
 *
 * Supersession: requests that share a `channel` (one per widget, say) replace
 * each other. The older one is cancelled in the worker and its promise rejects
 * with an AbortError at once, so a stale result can never arrive as current —
 * the same discipline as Observable's "ignore stale renders".
 */
import type { FromWorker, Params, Progress, RequestType, Result, ToWorker } from './protocol.ts';

/** What the client needs of a worker (a real Worker, or a test double). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

export interface RequestOptions<T extends RequestType> {
  /** Requests on the same channel supersede each other. */
  readonly channel?: string;
  readonly onProgress?: (progress: Progress<T>) => void;
  readonly signal?: AbortSignal;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: never) => void;
  channel?: string;
}

function abortError(message: string): Error {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

/** True for the rejection of a superseded or cancelled request: callers usually ignore it. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export class SolverClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, number>();
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
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      this.channels.clear();
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
    else {
      const e = new Error(message.message);
      e.name = message.name;
      p.reject(e);
    }
  }

  private settle(id: number): void {
    const p = this.pending.get(id);
    this.pending.delete(id);
    if (p?.channel !== undefined && this.channels.get(p.channel) === id) this.channels.delete(p.channel);
  }

  /** Cancels request `id` (if still pending); its promise rejects with an AbortError. */
  cancel(id: number, reason = 'cancelled'): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.settle(id);
    this.worker?.postMessage({ kind: 'cancel', id });
    p.reject(abortError(reason));
  }

  /** Sends a request; resolves with its result, rejects with its error or an AbortError. */
  request<T extends RequestType>(type: T, params: Params<T>, options: RequestOptions<T> = {}): Promise<Result<T>> {
    const id = this.nextId++;
    if (options.channel !== undefined) {
      const previous = this.channels.get(options.channel);
      if (previous !== undefined) this.cancel(previous, 'superseded');
    }
    return new Promise<Result<T>>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(abortError('cancelled'));
        return;
      }
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress: options.onProgress as never, channel: options.channel });
      if (options.channel !== undefined) this.channels.set(options.channel, id);
      options.signal?.addEventListener('abort', () => this.cancel(id), { once: true });
      this.ensureWorker().postMessage({ kind: 'request', id, type, params } as ToWorker);
    });
  }

  /** Stops the worker; pending requests reject. */
  terminate(): void {
    for (const id of [...this.pending.keys()]) this.cancel(id, 'terminated');
    this.worker?.terminate();
    this.worker = null;
  }
}
