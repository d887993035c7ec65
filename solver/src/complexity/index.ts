/**
 * Chapter 7, "Complexity": how much work IDA* does, predicted (Korf, Reid &
 * Edelkamp 2001) and measured. kre-prediction.ts is pure arithmetic and safe
 * on the page (package export "pocket-cube-solver/kre"); the rest builds
 * tables and searches, so it belongs in the worker or at build time.
 * This file only re-exports.
 */
export { asymptoticBranchingFactor, bruteForceTreeSizes, countAcceptedSequences } from './brute-force-tree.ts';
export { completeCountsByThreshold, countCompleteIteration } from './complete-iteration.ts';
export { depthSaved, korfSingleDatabaseDepth, korfSingleDatabaseFactor, meanValue } from './depth-saved.ts';
export { heuristicCounts, heuristicCountsByScan } from './heuristic-distribution.ts';
export {
  type KreIteration,
  cumulativeFractions,
  estimateSeconds,
  kreExpectedNodes,
  kreIterations,
  kreTotalOverAllStarts,
  largestAffordableThreshold,
} from './kre-prediction.ts';
export {
  ComplexityMeasurement,
  type MeasurementOptions,
  type MeasurementSummary,
  type ThresholdMeasurement,
  measureComplexity,
} from './measurement.ts';
export { type PocketCubePrediction, predictPocketCube } from './pocket-cube-prediction.ts';
export { type MeanSummary, RunningMean, zScore } from './sampling-error.ts';
