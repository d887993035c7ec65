/**
 * The worker's message loop, without `self`: give it a `post` function and
 * feed it messages. entry.ts binds it to the real worker; tests drive it
 * directly. Each request gets an AbortController; a cancel message aborts it,
 * the job stops at its next slice boundary (run-in-slices.ts), and nothing
 * more is posted for that request: the page has already settled it.
 */
import type { FromWorker, RequestType, ToWorker } from '../page/protocol.ts';
import type { Job } from './job.ts';
import { JOBS } from './jobs.ts';
import { RequestError } from './request-error.ts';
import type { SearchTrace } from '../search-trace.ts';

/** Sends a message to the page, moving `transfer`'s buffers instead of copying them. */
export type Post = (message: FromWorker, transfer?: Transferable[]) => void;

/** The jobs a handler runs, by request type (tests pass their own). */
export type JobTable = { readonly [T in RequestType]?: Job<T> };

/** Typed arrays in a result that can move to the page instead of being copied. */
function transferablesOf(result: unknown): Transferable[] {
  const trace = (result as { trace?: SearchTrace } | null)?.trace;
  if (!trace) return [];
  return [trace.parent, trace.move, trace.g, trace.h, trace.iteration, trace.flags, trace.perm, trace.orient].map((a) => a.buffer as ArrayBuffer);
}

/**
 * A message handler that runs `jobs` (default: every job) and posts their
 * progress, result or error; after a cancel it posts nothing for that id.
 * @example const handle = createWorkerHandler((m, t) => self.postMessage(m, t ?? [])); self.onmessage = (e) => handle(e.data);
 */
export function createWorkerHandler(post: Post, jobs: JobTable = JOBS): (message: ToWorker) => void {
  const running = new Map<number, AbortController>();
  return (message) => {
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort();
      running.delete(message.id);
      return;
    }
    const { id, type } = message;
    const job = jobs[type as RequestType] as Job<RequestType> | undefined;
    if (!job) {
      const error = new RequestError(`unknown request type "${String(type)}"`);
      post({ kind: 'error', id, name: error.name, message: error.message, error: error.error });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    running.set(id, controller);
    const ctx = {
      signal,
      progress: (progress: unknown) => {
        if (!signal.aborted) post({ kind: 'progress', id, progress });
      },
    };
    job(message.params as never, ctx as never)
      .then(
        (result) => {
          if (!signal.aborted) post({ kind: 'result', id, result }, transferablesOf(result));
        },
        (error: unknown) => {
          if (signal.aborted) return; // cancelled: the page stopped listening when it sent the cancel
          const e = error instanceof Error ? error : new Error(String(error));
          // A refusal goes with its SolverError (kind, message, column…); anything else is a crash, named as thrown.
          post({ kind: 'error', id, name: e.name, message: e.message, ...(e instanceof RequestError ? { error: e.error } : {}) });
        },
      )
      .finally(() => {
        if (running.get(id) === controller) running.delete(id);
      });
  };
}
