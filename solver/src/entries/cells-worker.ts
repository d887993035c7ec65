/**
 * Entry `pocket-cube-solver/cells/worker`: the code cell's Web Worker script,
 * one fresh worker per run. Importing it installs the message handler on
 * `self` (a side effect, declared in package.json's `sideEffects`): start it
 * as a worker, post one CellRunRequest, read FromCellWorker messages, and
 * terminate it when the verdict comes or CELL_TIME_LIMIT_MS has passed.
 */
import '../cells/sandbox/browser-entry.ts';
