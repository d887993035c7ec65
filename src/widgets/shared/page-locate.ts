/**
 * One `locate` per scramble and metric per page. Several widgets on a page
 * (the depth histogram, the quality map, the heuristic inspector) place the
 * reader's scramble in the state space; they follow the same shared scramble,
 * so they would otherwise each send the same request on their own channel.
 *
 * Answers are kept (a small, most-recent-first cache: the reader returns to
 * scrambles they typed). A request in flight is shared by every widget that
 * wants it and cancelled in the worker only when all of them have given up
 * (their signals aborted): one widget moving on does not stop another's answer.
 */
import type { LocateParams, LocateResponse } from '../../../solver/src/protocol.ts';
import { solverClient } from '../../lib/solver.ts';

/** What this needs of the worker client (SolverClient.request for 'locate'); a fake in tests. */
export type LocateSender = (params: LocateParams, options: { signal: AbortSignal }) => Promise<LocateResponse>;

interface Entry {
  readonly promise: Promise<LocateResponse>;
  readonly controller: AbortController;
  users: number;
  settled: boolean;
}

/** Answers kept per page; each is ~200 bytes. */
const KEEP = 32;

export class PageLocate {
  private readonly entries = new Map<string, Entry>();
  private readonly send: LocateSender;

  constructor(send: LocateSender) {
    this.send = send;
  }

  /**
   * Where `params.scramble` sits (distance, coordinates, every heuristic's value).
   * Rejects with an AbortError when `signal` aborts first, with the worker's
   * error for a bad scramble.
   * @example const r = await pageLocate().locate({ scramble, metric }, ctx.signal);
   */
  locate(params: LocateParams, signal?: AbortSignal): Promise<LocateResponse> {
    const key = `${params.metric}\u0000${params.scramble}`;
    let entry = this.entries.get(key);
    if (!entry) entry = this.start(key, params);
    else {
      // Most recent last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    if (entry.settled) return entry.promise;
    const shared = entry;
    shared.users++;
    return new Promise<LocateResponse>((resolve, reject) => {
      let done = false;
      const leave = () => {
        if (done) return;
        done = true;
        shared.users--;
        if (shared.users === 0 && !shared.settled) {
          shared.controller.abort();
          if (this.entries.get(key) === shared) this.entries.delete(key);
        }
      };
      if (signal?.aborted) {
        leave();
        reject(abortError());
        return;
      }
      signal?.addEventListener(
        'abort',
        () => {
          leave();
          reject(abortError());
        },
        { once: true },
      );
      shared.promise.then(
        (value) => {
          done = true;
          resolve(value);
        },
        (error: unknown) => {
          done = true;
          reject(error);
        },
      );
    });
  }

  private start(key: string, params: LocateParams): Entry {
    const controller = new AbortController();
    const promise = this.send(params, { signal: controller.signal });
    const entry: Entry = { promise, controller, users: 0, settled: false };
    this.entries.set(key, entry);
    promise.then(
      () => {
        entry.settled = true;
        while (this.entries.size > KEEP) this.entries.delete(this.entries.keys().next().value!);
      },
      () => {
        entry.settled = true;
        if (this.entries.get(key) === entry) this.entries.delete(key); // errors and cancels are not kept
      },
    );
    return entry;
  }
}

function abortError(): Error {
  const error = new Error('cancelled');
  error.name = 'AbortError';
  return error;
}

let page: PageLocate | undefined;

/** The page's one PageLocate, sending through the page's worker client. Browser only. */
export function pageLocate(): PageLocate {
  page ??= new PageLocate((params, options) => solverClient().request('locate', params, options));
  return page;
}
