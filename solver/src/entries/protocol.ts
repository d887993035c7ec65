/**
 * Entry `pocket-cube-solver/protocol`: the typed messages between a page and
 * the solver worker (requests, progress, results), types only, so importing
 * it costs a page nothing. This file only re-exports.
 */
export type * from '../page/protocol.ts';
// The classic comparison's answers are still declared beside their jobs;
// they are message types all the same, so they are published here.
export type { ClassicBatchRun, ClassicCompareResponse, ClassicRun, OurRun } from '../classic/jobs.ts';
