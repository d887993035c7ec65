/**
 * Entry `pocket-cube-solver/complexity`: chapter 7 — how much work IDA* does,
 * predicted (Korf, Reid & Edelkamp 2001, "KRE") and measured, and predicted
 * for one start by sampling the search's own tree (Knuth 1975, Chen 1992).
 * The KRE prediction and the estimate-vs-search tables are pure arithmetic,
 * safe on a page; the rest builds tables and searches, so it belongs in a
 * worker or at build time. This file only re-exports.
 */
export { asymptoticBranchingFactor, bruteForceTreeSizes, countAcceptedSequences } from '../complexity/brute-force-tree.ts';
export { completeCountsByThreshold, countCompleteIteration } from '../complexity/complete-iteration.ts';
export { depthSaved, korfSingleDatabaseDepth, korfSingleDatabaseFactor, meanValue } from '../complexity/depth-saved.ts';
export {
  type BudgetRow,
  type EstimateVsSearch,
  type MeasuredIteration,
  NODE_UNITS,
  type NodeUnit,
  budgetOutlook,
  estimateVsSearch,
} from '../complexity/estimate-vs-search.ts';
export { heuristicCounts, heuristicCountsByScan } from '../complexity/heuristic-distribution.ts';
export {
  ESTIMATE_METHODS,
  type EstimateMethod,
  type IterationEstimateOptions,
  IterationEstimator,
  type ThresholdEstimate,
  estimateIterations,
  standardErrorAtWork,
  streamSeed,
} from '../complexity/iteration-estimate.ts';
export { type IterationCount, type IterationTree, countIteration } from '../complexity/iteration-tree.ts';
export { type ProbeEstimate, knuthProbe } from '../complexity/knuth-probe.ts';
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
export { type PocketCubeNode, pocketCubeTree } from '../complexity/pocket-cube-tree.ts';
export { type MeanSummary, RunningMean, zScore } from '../complexity/sampling-error.ts';
export { stratifiedProbe } from '../complexity/stratified-sampling.ts';
