/**
 * Entry `pocket-cube-solver/worker`: the solver's Web Worker script. Importing
 * it installs the message handler on `self` (a side effect, declared in
 * package.json's `sideEffects`), so load it only as a worker: with Vite,
 *   import SolverWorker from 'pocket-cube-solver/worker?worker'; new SolverWorker()
 * or on a page whose import map names the entry,
 *   new Worker(import.meta.resolve('pocket-cube-solver/worker'), { type: 'module' })
 * and talk to it with SolverClient (entry `pocket-cube-solver/client`).
 */
import '../worker/entry.ts';
