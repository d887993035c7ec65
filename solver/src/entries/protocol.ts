/**
 * Entry `pocket-cube-solver/protocol`: the typed messages between a page and
 * the solver worker (requests, progress, results), types only, so importing
 * it costs a page nothing. This file only re-exports.
 */
export type * from '../page/protocol.ts';
