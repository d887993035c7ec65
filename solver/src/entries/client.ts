/**
 * Entry `pocket-cube-solver/client`: the page side of the worker boundary —
 * SolverClient sends typed requests to the solver worker (entry
 * `pocket-cube-solver/worker`), with progress, cancel and supersession.
 * It imports no solver code, only types. This file only re-exports.
 */
export { type RequestFailure, type RequestOptions, SolverClient, type WorkerLike, isAbortError, refusalOf } from '../page/client.ts';
export type { SolverError, SolverErrorKind } from '../solver-error.ts';
