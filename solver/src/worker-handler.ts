/**
 * The worker's message loop, without `self`: give it a `post` function and
 * feed it messages. worker.ts binds it to the real worker; tests drive it
 * directly. Each request gets an AbortController; a cancel message aborts it,
 * and the job stops at its next slice boundary.
 */
import type { FromWorker, RequestType, ToWorker } from './protocol.ts';
import { JOBS, type Job } from './worker-jobs.ts';
import type { SearchTrace } from './search-trace.ts';

export type Post = (message: FromWorker, transfer?: Transferable[]) => void;

/** Typed arrays in a result that can move to the page instead of being copied. */
function transferablesOf(result: unknown): Transferable[] {
  const trace = (result as { trace?: SearchTrace } | null)?.trace;
  if (!trace) return [];
  return [trace.parent, trace.move, trace.g, trace.h, trace.iteration, trace.flags, trace.perm, trace.orient].map((a) => a.buffer as ArrayBuffer);
}

export function createWorkerHandler(post: Post): (message: ToWorker) => void {
  const running = new Map<number, AbortController>();
  return (message) => {
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, type } = message;
    const job = JOBS[type as RequestType] as Job<RequestType> | undefined;
    if (!job) {
      post({ kind: 'error', id, name: 'RequestError', message: `unknown request type "${String(type)}"` });
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const ctx = { signal: controller.signal, progress: (progress: unknown) => post({ kind: 'progress', id, progress }) };
    job(message.params as never, ctx as never)
      .then(
        (result) => post({ kind: 'result', id, result }, transferablesOf(result)),
        (error: unknown) => {
          const e = error instanceof Error ? error : new Error(String(error));
          post({ kind: 'error', id, name: e.name, message: e.message });
        },
      )
      .finally(() => running.delete(id));
  };
}
