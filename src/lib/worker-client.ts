/**
 * The page's worker client (not a solver: the solver runs in the worker). One
 * worker per page, shared by every widget and created on first use (a chapter
 * that never asks the solver never starts it).
 *
 * The worker is the package's `pocket-cube-solver/worker` entry, imported
 * with Vite's `?worker` suffix (a package specifier is not resolved inside
 * `new Worker(new URL(...))`): the import gives a constructor, and the build
 * bundles the worker side and what it imports into dist/_astro/ with the
 * base path applied. The page itself only ever sees the small client
 * (pocket-cube-solver/client). Widgets reach this through the kit
 * (src/widgets/shared/kit.ts).
 */
import { SolverClient } from 'pocket-cube-solver/client';
import SolverWorker from 'pocket-cube-solver/worker?worker';

let client: SolverClient | undefined;

/** The page's SolverClient (requests, progress, cancel, supersession), created on first call. */
export function solverClient(): SolverClient {
  // Named, so a reader's devtools list it as the solver rather than an anonymous script.
  client ??= new SolverClient(() => new SolverWorker({ name: 'pocket-cube-solver' }));
  return client;
}
