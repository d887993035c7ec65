/**
 * Build time only: chapter 7's per-instance estimate on the default scramble,
 * computed by the solver exactly as the worker's pocketEstimate job computes
 * it (same seed, same work, so the live widget's first answer is this one),
 * with IDA*'s own run beside it; and the numbers the chapter's prose states
 * about it. The shell draws the no-JS table from it; the chapter reads the
 * numbers through its facts entry.
 */
import { HEURISTIC_NAMES, type HeuristicName, type IterationStats, type Metric, METRICS, STATE_COUNT, coordinatesOf, heuristic, scrambleToState, seededRandom } from 'pocket-cube-solver';
import { PUBLISHED_HISTOGRAM, IdaSearch, splitStateIndex } from 'pocket-cube-solver/internals';
import {
  type EstimateMethod,
  ESTIMATE_METHODS,
  type IterationCount,
  completeCountsByThreshold,
  countCompleteIteration,
  countIteration,
  estimateIterations,
  pocketCubeTree,
  predictPocketCube,
  standardErrorAtWork,
} from 'pocket-cube-solver/complexity';
import type { PocketEstimateResponse } from 'pocket-cube-solver/protocol';
import { DEFAULT_SCRAMBLE } from '../lib/reader-state.ts';

/** The widget's first answer: the reader state's defaults, and this work and seed. */
export const ESTIMATE_DEFAULTS = { metric: 'htm' as Metric, heuristic: 'max' as HeuristicName, probes: 10, work: 1_000_000, seed: 1, methods: ESTIMATE_METHODS as EstimateMethod[] };
/** The worker's cap on exact counts (complexity-jobs.ts): past it the widget says "over". */
const EXACT_CAP = 1_000_000;

/** What the worker would answer for `scramble`, computed here, and IDA*'s own iterations on it. */
export function estimateFigure(scramble: string, metric: Metric, name: HeuristicName, work = ESTIMATE_DEFAULTS.work): { answer: PocketEstimateResponse; run: IterationStats[] } {
  const parsed = scrambleToState(scramble);
  if (!parsed.ok) throw new Error(`estimateFigure: ${parsed.error.message}`);
  const t0 = performance.now();
  const { perm, orient } = coordinatesOf(parsed.state);
  const h = heuristic(name, metric);
  const tree = pocketCubeTree(perm, orient, h);
  const rootH = tree.h(tree.root);
  const god = PUBLISHED_HISTOGRAM[metric].length - 1;
  const thresholds = Array.from({ length: god - rootH + 1 }, (_, i) => rootH + i);
  const { probes, seed, methods } = ESTIMATE_DEFAULTS;
  const estimates = estimateIterations(tree, { from: rootH, to: god, methods, probes, work, seed });
  const exact: (IterationCount | null)[] = [];
  for (const t of thresholds) exact.push(exact.at(-1) === null ? null : countIteration(tree, t, EXACT_CAP));
  const kre = predictPocketCube(metric, name, god).iterations.slice(rootH).map((it) => it.expected);
  const search = new IdaSearch(perm, orient, { heuristic: h });
  search.run();
  const answer = { scramble, metric, heuristic: name, rootH, thresholds, estimates, exact, kre, probes, work, seed, ms: performance.now() - t0 };
  return { answer, run: search.result().iterations };
}

let figure: ReturnType<typeof estimateFigure> | undefined;
/** The default scramble's figure (computed once per build). */
export function defaultEstimateFigure(): ReturnType<typeof estimateFigure> {
  return (figure ??= estimateFigure(DEFAULT_SCRAMBLE, ESTIMATE_DEFAULTS.metric, ESTIMATE_DEFAULTS.heuristic));
}

/** Starts and seed for the scatter of single starts around KRE's average. */
const SCATTER = { starts: 1000, seed: 7, threshold: 9 };

/**
 * The numbers chapter 7's prose states about per-instance estimates:
 * - how single starts scatter around KRE's average (complete iterations at one
 *   threshold over seeded random starts, max heuristic, HTM);
 * - on the default scramble, the deepest threshold counted exactly: each
 *   method's estimate and standard error against the count, probes and work;
 * - Knuth against stratified sampling at equal work, for every heuristic but
 *   the exact one in both metrics, at God's number (their standard errors for
 *   a million children generated, per threshold, on the default scramble).
 */
export function estimateFacts() {
  const { answer, run } = defaultEstimateFigure();
  const h = heuristic('max', 'htm');
  const random = seededRandom(SCATTER.seed);
  const counts: number[] = [];
  for (let i = 0; i < SCATTER.starts; i++) {
    const { perm, orient } = splitStateIndex(random.int(STATE_COUNT));
    counts.push(completeCountsByThreshold(countCompleteIteration(perm, orient, h, SCATTER.threshold))[SCATTER.threshold]);
  }
  const ran = counts.filter((c) => c > 0).sort((a, b) => a - b);
  const scatter = {
    ...SCATTER,
    average: predictPocketCube('htm', 'max', SCATTER.threshold).iterations[SCATTER.threshold].expected,
    fewest: ran[0],
    most: ran.at(-1)!,
    skipped: counts.length - ran.length,
  };

  const i = answer.exact.findLastIndex((c) => c !== null);
  const threshold = answer.thresholds[i];
  const at = (method: EstimateMethod) => answer.estimates.find((e) => e.threshold === threshold && e.method === method)!;
  const deepest = { threshold, exact: answer.exact[i]!, kre: answer.kre[i], knuth: at('knuth'), stratified: at('stratified') };

  const comparisons = METRICS.flatMap((metric) =>
    HEURISTIC_NAMES.filter((name) => name !== 'exact' && name !== 'none').map((name) => {
      const god = PUBLISHED_HISTOGRAM[metric].length - 1;
      const { answer: a } = estimateFigure(DEFAULT_SCRAMBLE, metric, name, 200_000);
      const e = (method: EstimateMethod) => a.estimates.find((x) => x.threshold === god && x.method === method)!;
      const knuth = standardErrorAtWork(e('knuth'), 'expanded', 1e6);
      const stratified = standardErrorAtWork(e('stratified'), 'expanded', 1e6);
      return { metric, heuristic: name, threshold: god, knuth, stratified, ratio: knuth / stratified, workPerProbe: { knuth: e('knuth').work / e('knuth').probes, stratified: e('stratified').work / e('stratified').probes } };
    }),
  );
  return { scramble: DEFAULT_SCRAMBLE, rootH: answer.rootH, solvedAt: run.at(-1)!.bound, scatter, deepest, comparisons, defaults: ESTIMATE_DEFAULTS };
}
