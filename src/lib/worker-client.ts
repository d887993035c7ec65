/**
 * The page's worker client (not a solver: the solver runs in the worker). One
 * worker per page, shared by every widget and created on first use (a chapter
 * that never asks the solver never starts it).
 *
 * The `new Worker(new URL(...), { type: 'module' })` expression is written out
 * literally, with a relative path, because that is the pattern Vite
 * recognises (a package specifier is not resolved inside `new URL`): it
 * bundles the worker side, solver/src/worker/entry.ts and what it imports,
 * into dist/_astro/ with the base path applied. The page itself only ever
 * sees the small client (pocket-cube-solver/client). Widgets reach this
 * through the kit (src/widgets/shared/kit.ts).
 */
import { SolverClient } from 'pocket-cube-solver/client';

let client: SolverClient | undefined;

/** The page's SolverClient (requests, progress, cancel, supersession), created on first call. */
export function solverClient(): SolverClient {
  client ??= new SolverClient(
    () => new Worker(new URL('../../solver/src/worker/entry.ts', import.meta.url), { type: 'module', name: 'pocket-cube-solver' }),
  );
  return client;
}
