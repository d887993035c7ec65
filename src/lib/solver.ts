/**
 * The page's one solver worker, shared by every widget on the page and created
 * on first use (a chapter that never asks the solver never starts it).
 *
 * The `new Worker(new URL(...), { type: 'module' })` expression is written out
 * literally because that is the pattern Vite recognises: it bundles
 * solver/src/worker.ts (and what it imports) into dist/_astro/ with the base
 * path applied. The page itself only ever sees the small client.
 */
import { SolverClient, isAbortError } from '../../solver/src/client.ts';

let client: SolverClient | undefined;

export function solverClient(): SolverClient {
  client ??= new SolverClient(
    () => new Worker(new URL('../../solver/src/worker.ts', import.meta.url), { type: 'module', name: 'pocket-cube-solver' }),
  );
  return client;
}

/**
 * True for the rejection of a request that a newer one on the same channel
 * replaced (or that was cancelled): not an error, just a stale answer.
 */
export function isSuperseded(error: unknown): boolean {
  return isAbortError(error);
}
