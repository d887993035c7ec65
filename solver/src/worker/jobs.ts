/**
 * The one job table: every request type of the page-side protocol
 * (page/protocol.ts) and the job that answers it, grouped by the chapters
 * that ask. The handler (handler.ts) runs them; nothing else registers jobs.
 */
import type { RequestType } from '../page/protocol.ts';
import { classicBatchJob, classicBfsJob, classicCompareJob } from './classic-jobs.ts';
import { complexityMeasurementJob, krePredictionJob, nodeRateJob, pocketEstimateJob } from './complexity-jobs.ts';
import type { Job } from './job.ts';
import { bfsJob, labJob, locateJob, moveTableTimingJob, patternDatabasesJob, qualityJob, scrambleJob, selfChecksJob, solveJob } from './pocket-cube-jobs.ts';
import { cornerPdbJob, forgetStoredTablesJob, storedTablesJob, threeEstimateJob, threeSolveJob } from './three-jobs.ts';
import { twoPhaseSolveJob } from './two-phase-jobs.ts';

/** One job per request type: the whole of what the worker can be asked. */
export const JOBS: { [T in RequestType]: Job<T> } = {
  solve: solveJob,
  scramble: scrambleJob,
  bfs: bfsJob,
  locate: locateJob,
  patternDatabases: patternDatabasesJob,
  quality: qualityJob,
  lab: labJob,
  moveTableTiming: moveTableTimingJob,
  selfChecks: selfChecksJob,
  classicBfs: classicBfsJob,
  classicCompare: classicCompareJob,
  classicBatch: classicBatchJob,
  krePrediction: krePredictionJob,
  complexityMeasurement: complexityMeasurementJob,
  nodeRate: nodeRateJob,
  pocketEstimate: pocketEstimateJob,
  cornerPdb: cornerPdbJob,
  threeSolve: threeSolveJob,
  threeEstimate: threeEstimateJob,
  forgetStoredTables: forgetStoredTablesJob,
  storedTables: storedTablesJob,
  twoPhaseSolve: twoPhaseSolveJob,
};
