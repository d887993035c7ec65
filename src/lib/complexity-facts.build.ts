/**
 * Build time only: every number and static figure of chapter 7
 * ("Complexity"), computed by the solver when the site is built, and the
 * settings the live widgets start from (so a widget's first run reproduces
 * the page's figure exactly: same seed, same starts, same counts).
 * Chapter 7 reaches it through its facts entry (chapter-07.build.ts).
 */
import { type HeuristicName, HEURISTIC_NAMES, type Metric, STATE_COUNT, heuristic, bfs } from 'pocket-cube-solver';
import { movePruning, HEURISTIC_LABELS } from 'pocket-cube-solver/internals';
import {
  bruteForceTreeSizes,
  heuristicCounts,
  kreIterations,
  largestAffordableThreshold,
  measureComplexity,
  type MeasurementSummary,
  predictPocketCube,
  zScore,
  asymptoticBranchingFactor,
  depthSaved,
  meanValue,
} from 'pocket-cube-solver/complexity';
import { DEFAULT_SCRAMBLE } from './reader-state.ts';

/** The prediction widget's first run: the same in the static figure and in the browser. */
export const KRE_FIGURE_DEFAULTS = { metric: 'htm' as Metric, heuristic: 'max' as HeuristicName, starts: 100, seed: 2001 };
/** Nodes a live measurement may spend on complete iterations (the widgets pick thresholds by the prediction). */
export const MEASUREMENT_NODE_BUDGET = 30_000_000;
/** Starts per heuristic for the chapter's z-score table and the measured branching factors. */
export const TABLE_STARTS = 300;
const TABLE_NODE_BUDGET = 3_000_000;
/** Thresholds the predicted curves run to. */
export const PREDICTION_MAX_THRESHOLD = 18;

export interface ZRow {
  readonly heuristic: HeuristicName;
  readonly threshold: number;
  readonly expected: number;
  readonly mean: number;
  readonly standardError: number;
  readonly z: number;
}

let cached: ReturnType<typeof compute> | undefined;

export function chapterSevenFigures() {
  return (cached ??= compute());
}

function compute() {
  const godsNumber = { htm: bfs('htm').histogram.length - 1, qtm: bfs('qtm').histogram.length - 1 } as Record<Metric, number>;
  const bruteForce = { htm: bruteForceTreeSizes('htm', PREDICTION_MAX_THRESHOLD), qtm: bruteForceTreeSizes('qtm', PREDICTION_MAX_THRESHOLD) };
  const predictions = Object.fromEntries(
    (['htm', 'qtm'] as const).map((metric) => [metric, Object.fromEntries(HEURISTIC_NAMES.map((h) => [h, predictPocketCube(metric, h, PREDICTION_MAX_THRESHOLD)]))]),
  ) as Record<Metric, Record<HeuristicName, ReturnType<typeof predictPocketCube>>>;

  // The prediction widget's figure: IDA* (max, HTM) on 100 seeded starts, complete iterations to God's number.
  const d = KRE_FIGURE_DEFAULTS;
  const figure: MeasurementSummary = measureComplexity({ heuristic: heuristic(d.heuristic, d.metric), starts: d.starts, seed: d.seed, maxThreshold: godsNumber[d.metric], asRun: true });

  // Complete iterations for every heuristic (HTM), as deep as a fixed budget allows: z-scores and branching factors.
  const table = HEURISTIC_NAMES.map((name) => {
    const expected = predictions.htm[name].iterations.map((it) => it.expected);
    const maxThreshold = largestAffordableThreshold(expected, TABLE_STARTS, TABLE_NODE_BUDGET);
    const m = measureComplexity({ heuristic: heuristic(name, 'htm'), starts: TABLE_STARTS, seed: d.seed, maxThreshold, asRun: false });
    return { heuristic: name, maxThreshold, measured: m.thresholds.map((t) => t.completed!.mean), summary: m };
  });
  const zRows: ZRow[] = table.flatMap(({ heuristic: name, summary }) =>
    summary.thresholds
      .filter((t) => t.completed!.sd > 0 && t.threshold >= summary.maxThreshold - 2)
      .map((t) => ({
        heuristic: name,
        threshold: t.threshold,
        expected: predictions.htm[name].iterations[t.threshold].expected,
        mean: t.completed!.mean,
        standardError: t.completed!.standardError,
        z: zScore(t.completed!, predictions.htm[name].iterations[t.threshold].expected),
      })),
  );

  const htmMoves = movePruning('htm');
  const last = figure.thresholds[godsNumber.htm];
  const early = figure.stoppedEarly!;
  const maxIts = predictions.htm.max.iterations;
  const overhead = (name: HeuristicName, metric: Metric) => {
    const its = predictions[metric][name].iterations;
    return its[PREDICTION_MAX_THRESHOLD].cumulative / its[PREDICTION_MAX_THRESHOLD].expected;
  };
  return {
    defaultScramble: DEFAULT_SCRAMBLE,
    stateCount: STATE_COUNT,
    godsNumber,
    bruteForce,
    predictions,
    figure,
    table,
    zRows,
    maxAbsZ: Math.max(...zRows.map((r) => Math.abs(r.z))),
    automatonStates: { htm: htmMoves.stateCount, qtm: movePruning('qtm').stateCount },
    htmBranching: bruteForce.htm[PREDICTION_MAX_THRESHOLD] / bruteForce.htm[PREDICTION_MAX_THRESHOLD - 1],
    qtmBranching: bruteForce.qtm[PREDICTION_MAX_THRESHOLD] / bruteForce.qtm[PREDICTION_MAX_THRESHOLD - 1],
    htmOverhead: overhead('none', 'htm'),
    qtmOverhead: overhead('none', 'qtm'),
    /** Prediction at God's number for max, HTM, and the measured complete and as-run means there. */
    maxAtGod: { expected: maxIts[godsNumber.htm].expected, completed: last.completed!.mean, asRun: last.asRun!.mean, z: zScore(last.completed!, maxIts[godsNumber.htm].expected) },
    /** Over the figure's starts: the share of a complete last iteration that IDA* actually searched, and of all iterations. */
    lastIterationShare: early.lastAsRun / early.lastCompleted,
    totalShare: early.asRunTotal / early.completedTotal,
    asRunMeanTotal: figure.asRunTotal!.mean,
    nodesPerSecond: figure.nodesPerSecond!,
    hCountsHtm: Object.fromEntries(HEURISTIC_NAMES.map((h) => [h, heuristicCounts(h, 'htm')])) as Record<HeuristicName, number[]>,
    kreIterations,
  };
}

/**
 * How many levels each pattern-database heuristic saves, beside its mean
 * (complexity/depth-saved.ts): chapter 5 states it, chapter 7 derives it.
 */
export function depthSavedFacts() {
  /** The pruned move tree's growth per level: exactly 6 in HTM, 2 + √6 in QTM. */
  const branching = Object.fromEntries((['htm', 'qtm'] as const).map((m) => [m, asymptoticBranchingFactor(bruteForceTreeSizes(m, 24))])) as Record<Metric, number>;
  const savedRows = (['orient', 'perm', 'max'] as const).map((h) => {
    const of = (m: Metric) => {
      const counts = heuristicCounts(h, m);
      return { mean: meanValue(counts), saved: depthSaved(counts, branching[m]) };
    };
    return { heuristic: h, label: HEURISTIC_LABELS[h], htm: of('htm'), qtm: of('qtm') };
  });
  // Chapter 7's widget experiment, computed here with the solver alone: move 1 % of the
  // states to h = 0 (the others keep their proportions) and compare what moves.
  const maxHtm = heuristicCounts('max', 'htm');
  const total = maxHtm.reduce((a, c) => a + c, 0);
  const shifted = maxHtm.map((c, h) => c * 0.99 + (h === 0 ? 0.01 * total : 0));
  const onePercentAtZero = {
    meanDrop: meanValue(maxHtm) - meanValue(shifted),
    savedDrop: depthSaved(maxHtm, branching.htm) - depthSaved(shifted, branching.htm),
    savedAfter: depthSaved(shifted, branching.htm),
  };
  return { branching, savedRows, maxSaved: savedRows.find((r) => r.heuristic === 'max')!, onePercentAtZero };
}
