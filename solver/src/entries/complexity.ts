/**
 * Entry `pocket-cube-solver/complexity`: chapter 7 — how much work IDA* does,
 * predicted (Korf, Reid & Edelkamp 2001, "KRE") and measured. The KRE
 * prediction is pure arithmetic, safe on a page; the rest builds tables and
 * searches, so it belongs in a worker or at build time. This file only re-exports.
 */
export { asymptoticBranchingFactor, bruteForceTreeSizes, countAcceptedSequences } from '../complexity/brute-force-tree.ts';
export { completeCountsByThreshold, countCompleteIteration } from '../complexity/complete-iteration.ts';
export { depthSaved, korfSingleDatabaseDepth, korfSingleDatabaseFactor, meanValue } from '../complexity/depth-saved.ts';
export { heuristicCounts, heuristicCountsByScan } from '../complexity/heuristic-distribution.ts';
export {
  type KreIteration,
  cumulativeFractions,
  estimateSeconds,
  kreExpectedNodes,
  kreIterations,
  kreTotalOverAllStarts,
  largestAffordableThreshold,
} from '../complexity/kre-prediction.ts';
export {
  ComplexityMeasurement,
  type MeasurementOptions,
  type MeasurementSummary,
  type ThresholdMeasurement,
  measureComplexity,
} from '../complexity/measurement.ts';
export { type PocketCubePrediction, predictPocketCube } from '../complexity/pocket-cube-prediction.ts';
export { type MeanSummary, RunningMean, zScore } from '../complexity/sampling-error.ts';
