/**
 * Measuring IDA*'s work over uniform random starts, to set beside the
 * Korf–Reid–Edelkamp prediction. For each start (drawn with a seeded RNG,
 * so a run can be repeated exactly):
 *
 * - "completed iteration": the nodes a complete iteration of each threshold
 *   d ≤ maxThreshold expands (complete-iteration.ts; 0 when h(start) > d,
 *   since IDA* never runs such an iteration). Its mean over uniform starts is
 *   E(d) exactly, so the sample mean should lie within a few standard errors.
 * - "as run": what IdaSearch actually expanded at each threshold it ran
 *   (0 for thresholds it skipped or never reached). The last iteration stops
 *   at the first goal, so as-run ≤ completed.
 *
 * Resumable in slices (run(maxNodes) returns after about that many nodes), so
 * a worker can report progress and notice a cancel between slices.
 */
import { STATE_COUNT, splitStateIndex } from '../coordinates.ts';
import { type Heuristic } from '../heuristics.ts';
import { IdaSearch } from '../ida-star.ts';
import { type Random, seededRandom } from '../random.ts';
import { completeCountsByThreshold, countCompleteIteration } from './complete-iteration.ts';
import { type MeanSummary, RunningMean } from './sampling-error.ts';

export interface MeasurementOptions {
  readonly heuristic: Heuristic;
  /** How many uniform random starts. */
  readonly starts: number;
  readonly seed: number;
  /** Complete iterations are counted for thresholds 0..maxThreshold. */
  readonly maxThreshold: number;
  /** Also run IDA* as it is really run (false for h = 0, where that takes ~10⁸ nodes a start). */
  readonly asRun: boolean;
}

export interface ThresholdMeasurement {
  readonly threshold: number;
  /** null above maxThreshold. */
  readonly completed: MeanSummary | null;
  /** null when asRun is off. */
  readonly asRun: MeanSummary | null;
}

export interface MeasurementSummary {
  readonly starts: number;
  readonly seed: number;
  readonly maxThreshold: number;
  /** Thresholds 0..max(maxThreshold, the highest threshold any as-run search reached). */
  readonly thresholds: ThresholdMeasurement[];
  /** Mean nodes IDA* expanded per start, all iterations (null without asRun). */
  readonly asRunTotal: MeanSummary | null;
  /**
   * Over starts whose solving threshold is ≤ maxThreshold: the same
   * iterations counted complete, and as run. Their ratio is what stopping at
   * the first goal saves.
   */
  readonly stoppedEarly: { readonly starts: number; readonly completedTotal: number; readonly asRunTotal: number; readonly lastCompleted: number; readonly lastAsRun: number } | null;
  /** Expansions per second of IdaSearch as run (null without asRun). */
  readonly nodesPerSecond: number | null;
  /** Nodes counted in complete iterations, all starts. */
  readonly completedNodes: number;
}

/** IDA* thresholds never exceed God's number (14 in QTM); room to spare. */
const AS_RUN_THRESHOLDS = 41;

// #region measurement
export class ComplexityMeasurement {
  readonly options: MeasurementOptions;
  private readonly random: Random;
  private done = 0;
  private readonly completed: RunningMean[];
  private readonly asRun: RunningMean[];
  private readonly asRunTotal = new RunningMean();
  private early = { starts: 0, completedTotal: 0, asRunTotal: 0, lastCompleted: 0, lastAsRun: 0 };
  private searchExpanded = 0;
  private searchMs = 0;
  private completedNodes = 0;
  private highestBound = 0;

  constructor(options: MeasurementOptions) {
    if (!Number.isInteger(options.starts) || options.starts < 1) throw new RangeError(`starts must be a positive integer, got ${options.starts}`);
    if (!Number.isInteger(options.maxThreshold) || options.maxThreshold < 0) throw new RangeError(`maxThreshold must be an integer ≥ 0, got ${options.maxThreshold}`);
    this.options = options;
    this.random = seededRandom(options.seed);
    this.completed = Array.from({ length: options.maxThreshold + 1 }, () => new RunningMean());
    this.asRun = Array.from({ length: AS_RUN_THRESHOLDS }, () => new RunningMean());
  }

  /** Starts measured so far. */
  get startsDone(): number {
    return this.done;
  }

  get finished(): boolean {
    return this.done >= this.options.starts;
  }

  /** Measures whole starts until about `maxNodes` nodes were counted; true when all starts are done. */
  run(maxNodes = Infinity): boolean {
    const { heuristic, maxThreshold, asRun } = this.options;
    let nodes = 0;
    while (!this.finished && nodes < maxNodes) {
      const { perm, orient } = splitStateIndex(this.random.int(STATE_COUNT));
      const complete = completeCountsByThreshold(countCompleteIteration(perm, orient, heuristic, maxThreshold));
      complete.forEach((count, d) => this.completed[d].add(count));
      const counted = complete[maxThreshold];
      this.completedNodes += counted;
      nodes += counted;
      if (asRun) nodes += this.runIda(perm, orient, complete);
      this.done++;
    }
    return this.finished;
  }

  private runIda(perm: number, orient: number, complete: number[]): number {
    const search = new IdaSearch(perm, orient, { heuristic: this.options.heuristic });
    search.run();
    const result = search.result();
    this.searchExpanded += result.expanded;
    this.searchMs += result.ms;
    this.asRunTotal.add(result.expanded);
    const byThreshold = new Map(result.iterations.map((it) => [it.bound, it.expanded]));
    this.asRun.forEach((mean, d) => mean.add(byThreshold.get(d) ?? 0));
    const last = result.iterations.at(-1)!;
    this.highestBound = Math.max(this.highestBound, last.bound);
    if (last.bound <= this.options.maxThreshold) {
      this.early.starts++;
      this.early.asRunTotal += result.expanded;
      for (const it of result.iterations) this.early.completedTotal += complete[it.bound];
      this.early.lastAsRun += last.expanded;
      this.early.lastCompleted += complete[last.bound];
    }
    return result.expanded;
  }

  summary(): MeasurementSummary {
    const { asRun, maxThreshold, seed } = this.options;
    return {
      starts: this.done,
      seed,
      maxThreshold,
      thresholds: Array.from({ length: Math.max(maxThreshold, asRun ? this.highestBound : 0) + 1 }, (_, d) => ({
        threshold: d,
        completed: d <= maxThreshold ? this.completed[d].summary() : null,
        asRun: asRun ? this.asRun[d].summary() : null,
      })),
      asRunTotal: asRun ? this.asRunTotal.summary() : null,
      stoppedEarly: asRun ? { ...this.early } : null,
      nodesPerSecond: asRun && this.searchMs > 0 ? (this.searchExpanded / this.searchMs) * 1000 : null,
      completedNodes: this.completedNodes,
    };
  }
}
// #endregion

/** Measures every start at once (tests, build time, the CLI). */
export function measureComplexity(options: MeasurementOptions): MeasurementSummary {
  const m = new ComplexityMeasurement(options);
  m.run();
  return m.summary();
}
