/**
 * A fresh worker for one code cell run: the package's
 * `pocket-cube-solver/cells/worker` entry through Vite's `?worker` import
 * (bundled apart, like the solver's worker in src/lib/worker-client.ts, and
 * fetched only when a cell first runs). Never the page's shared solver
 * worker: the reader's code gets a worker of its own, ended after its run.
 */
import CellWorker from 'pocket-cube-solver/cells/worker?worker';
import type { CellExercise } from 'pocket-cube-solver/cells';
import type { CellWorkerLike } from './cell-run.ts';

export function createCellWorker(exercise: CellExercise): CellWorkerLike {
  return new CellWorker({ name: `code cell: ${exercise}` });
}
