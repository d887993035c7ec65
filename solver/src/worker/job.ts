/**
 * What a worker job is: an async function of (params, context) for one
 * request type of the page-side protocol. Long jobs run in slices
 * (run-in-slices.ts) and check the context's signal between them, so a
 * cancel stops them.
 */
import type { Params, Progress, RequestType, Result } from '../page/protocol.ts';

/** What a job gets besides its params: the request's cancel signal and a way to report progress. */
export interface JobContext<T extends RequestType> {
  /** Aborted by a cancel from the page; long jobs check it between slices (run-in-slices.ts) and stop. */
  readonly signal: AbortSignal;
  /** Posts a progress message to the page (dropped once the request is cancelled). */
  progress(p: Progress<T>): void;
}

/** The worker's work for one request type: resolves with the result, rejects with an error the page sees (a RequestError for bad input). */
export type Job<T extends RequestType> = (params: Params<T>, ctx: JobContext<T>) => Promise<Result<T>>;
