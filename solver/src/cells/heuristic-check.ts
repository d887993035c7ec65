/**
 * Chapter 5's cell: the reader writes h(position) with the pattern databases,
 * the coordinates and plain arithmetic at hand. Judged over all 3,674,160
 * positions in one metric against the exact distance table: admissible or not
 * (the worst overestimate, as a position with a scramble), consistent or not
 * (a move along which h drops by more than one), its mean, the levels it
 * saves by chapter 5's law (complexity/depth-saved.ts), and the nodes IDA*
 * generates with it on a pinned set of random positions beside the built-in
 * heuristics.
 */
import { distanceTable } from '../bfs.ts';
import { ORIENTATION_COUNT, STATE_COUNT } from '../coordinates.ts';
import { asymptoticBranchingFactor, bruteForceTreeSizes } from '../complexity/brute-force-tree.ts';
import { depthSaved } from '../complexity/depth-saved.ts';
import { type HeuristicName, heuristic as builtInHeuristic, type Heuristic } from '../heuristics.ts';
import { IdaSearch } from '../ida-star.ts';
import { METRIC_MOVES, type Metric } from '../metric.ts';
import { moveTables } from '../move-tables.ts';
import { seededRandom } from '../random.ts';
import { tableHeuristic, tableOfValues } from '../table-heuristic.ts';
import { cellApi } from './cell-api.ts';
import { type Position, positionOf } from './counterexample.ts';
import { badAnswer, exportedFunction } from './reader-calls.ts';

/** The positions IDA* is run on: uniformly random, from a pinned seed, the same for every heuristic. */
export const SEARCH_POSITIONS = 12;
export const SEARCH_SEED = 35;
/** Generated nodes per position before a search is called off (h = 0 would need ~10⁸ on a deep one). */
export const SEARCH_NODE_BUDGET = 1_000_000;
/** The largest ⌊h⌋ the joint histogram keeps a row for (larger values share it). */
export const JOINT_CAP = 30;
/** The built-in heuristics the reader's is run beside (heuristics.ts). */
export const COMPARED_HEURISTICS: readonly HeuristicName[] = ['orient', 'perm', 'max', 'exact'];

export interface HeuristicAnswers {
  readonly exercise: 'heuristic';
  readonly metric: Metric;
  /** h of every state index. */
  readonly values: Float64Array;
  readonly nsPerCall: number;
}

export interface SearchCost {
  readonly heuristic: HeuristicName | 'yours';
  /** Nodes generated over the positions (budgeted ones count their budget). */
  readonly generated: number;
  /** Positions whose search hit SEARCH_NODE_BUDGET. */
  readonly overBudget: number;
  /** Positions answered with more moves than their distance (an inadmissible h can do that). */
  readonly longer: number;
}

/**
 * Chapter 5's verdict on the reader's h in one metric: it passes when h never
 * overestimates (admissible); consistency, its mean and the search cost are
 * reported beside.
 */
export interface HeuristicVerdict {
  readonly exercise: 'heuristic';
  readonly pass: boolean;
  readonly metric: Metric;
  readonly admissible: boolean;
  readonly overestimated: number;
  /** The largest overestimate h − distance (the one nearest solved among equals). */
  readonly worst: (Position & { readonly h: number }) | null;
  readonly consistent: boolean;
  /** Moves (from a state to a neighbour) along which h drops by more than one. */
  readonly inconsistentEdges: number;
  readonly firstInconsistent: { readonly from: Position; readonly move: string; readonly to: number; readonly hFrom: number; readonly hTo: number } | null;
  readonly hSolved: number;
  readonly mean: number;
  readonly meanDistance: number;
  /** Levels saved by chapter 5's law, s = −log_b Σ p(h) b^(−h), b the pruned tree's growth per level. */
  readonly levelsSaved: number;
  readonly branching: number;
  /** States by ⌊h⌋ (values below 0 counted at 0). */
  readonly histogram: number[];
  /**
   * joint[h][d]: states with ⌊h⌋ = h and true distance d, as heuristic-quality.ts
   * counts the built-in heuristics (chapter 5's quality map draws both); square,
   * with rows past the largest distance kept and ⌊h⌋ above JOINT_CAP counted there.
   */
  readonly joint: number[][];
  readonly searchPositions: number;
  readonly costs: readonly SearchCost[];
  readonly nsPerCall: number;
}

export function collectHeuristic(module: Record<string, unknown>, metric: Metric): HeuristicAnswers {
  const h = exportedFunction(module, 'h');
  const api = cellApi(metric);
  const values = new Float64Array(STATE_COUNT);
  const started = performance.now();
  for (let perm = 0, index = 0; index < STATE_COUNT; perm++) {
    for (let orient = 0; orient < ORIENTATION_COUNT; orient++, index++) {
      const value = h({ index, perm, orient }, api);
      if (typeof value !== 'number' || Number.isNaN(value)) badAnswer(`h({ index: ${index}, perm: ${perm}, orient: ${orient} })`, value, 'it must return a number');
      values[index] = value;
    }
  }
  return { exercise: 'heuristic', metric, values, nsPerCall: ((performance.now() - started) * 1e6) / STATE_COUNT };
}

function searchCost(name: SearchCost['heuristic'], h: Heuristic, positions: readonly number[], truth: Uint8Array): SearchCost {
  let generated = 0;
  let overBudget = 0;
  let longer = 0;
  for (const index of positions) {
    const perm = Math.floor(index / ORIENTATION_COUNT);
    const search = new IdaSearch(perm, index - perm * ORIENTATION_COUNT, { heuristic: h, maxNodes: SEARCH_NODE_BUDGET });
    search.run();
    const result = search.result();
    generated += Math.min(result.generated, SEARCH_NODE_BUDGET);
    if (result.status === 'budget') overBudget++;
    else if (result.solution !== null && result.solution.length > truth[index]) longer++;
  }
  return { heuristic: name, generated, overBudget, longer };
}

function jointHistogram(values: Float64Array, truth: Uint8Array, depths: number): number[][] {
  let top = 0;
  const bucketOf = (v: number) => Math.min(JOINT_CAP, Number.isFinite(v) ? Math.max(0, Math.floor(v)) : JOINT_CAP);
  for (let i = 0; i < STATE_COUNT; i++) top = Math.max(top, bucketOf(values[i]));
  const size = Math.max(depths, top + 1);
  const joint = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let i = 0; i < STATE_COUNT; i++) joint[bucketOf(values[i])][truth[i]]++;
  return joint;
}

export function judgeHeuristic(answers: HeuristicAnswers): HeuristicVerdict {
  const { metric, values } = answers;
  const truth = distanceTable(metric).distance;
  const { permMove, orientMove, moveCount: n } = moveTables(metric);
  let overestimated = 0;
  let worst = -1;
  let inconsistentEdges = 0;
  let firstInconsistent: { from: number; move: number; to: number } | null = null;
  let sum = 0;
  let distanceSum = 0;
  const histogram: number[] = [];
  for (let index = 0; index < STATE_COUNT; index++) {
    const v = values[index];
    sum += v;
    distanceSum += truth[index];
    const bucket = Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 255;
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
    const over = v - truth[index];
    if (over > 0) {
      overestimated++;
      const worstOver = worst < 0 ? -Infinity : values[worst] - truth[worst];
      if (over > worstOver || (over === worstOver && truth[index] < truth[worst])) worst = index;
    }
    const perm = Math.floor(index / ORIENTATION_COUNT);
    const orient = index - perm * ORIENTATION_COUNT;
    for (let m = 0; m < n; m++) {
      const to = permMove[perm * n + m] * ORIENTATION_COUNT + orientMove[orient * n + m];
      if (v - values[to] > 1) {
        inconsistentEdges++;
        firstInconsistent ??= { from: index, move: m, to };
      }
    }
  }
  for (let k = 0; k < histogram.length; k++) histogram[k] ??= 0;
  const joint = jointHistogram(values, truth, distanceTable(metric).histogram.length);
  const branching = asymptoticBranchingFactor(bruteForceTreeSizes(metric, 24));
  const random = seededRandom(SEARCH_SEED);
  const positions = Array.from({ length: SEARCH_POSITIONS }, () => random.int(STATE_COUNT));
  const costs = [
    searchCost('yours', tableHeuristic(tableOfValues(values), metric), positions, truth),
    ...COMPARED_HEURISTICS.map((name) => searchCost(name, builtInHeuristic(name, metric), positions, truth)),
  ];
  const admissible = overestimated === 0;
  return {
    exercise: 'heuristic',
    pass: admissible,
    metric,
    admissible,
    overestimated,
    worst: worst < 0 ? null : { ...positionOf(worst, metric), h: values[worst] },
    consistent: inconsistentEdges === 0,
    inconsistentEdges,
    firstInconsistent: firstInconsistent && {
      from: positionOf(firstInconsistent.from, metric),
      move: METRIC_MOVES[metric][firstInconsistent.move].name,
      to: firstInconsistent.to,
      hFrom: values[firstInconsistent.from],
      hTo: values[firstInconsistent.to],
    },
    hSolved: values[0],
    mean: sum / STATE_COUNT,
    meanDistance: distanceSum / STATE_COUNT,
    levelsSaved: depthSaved(histogram, branching),
    branching,
    histogram,
    joint,
    searchPositions: SEARCH_POSITIONS,
    costs,
    nsPerCall: answers.nsPerCall,
  };
}

