/**
 * The worker jobs of chapter 9 (registered in ../worker-jobs.ts): the classic
 * solver next to ours on the reader's scramble, and a batch over the classic
 * generator's own scrambles. Every search has a node budget and runs in
 * slices, so a cancel stops it and the page never waits on it.
 */
import { applyMoveNames, scrambleToState } from '../apply.ts';
import { isSolved } from '../corner-state.ts';
import type { Metric } from '../metric.ts';
import { seededRandom } from '../random.ts';
import { runInSlices } from '../run-in-slices.ts';
import { createSearch, describeResult } from '../solve.ts';
import type { ClassicSearchResult } from './ida-star.ts';
import { CLASSIC_MOVE_NAMES, CLASSIC_SOLVED, type ClassicState, applyClassicMoves, isClassicSolved } from './model.ts';
import { classicMovesOf } from './notation.ts';
import { classicScramble } from './scramble.ts';
import { classicSearch } from './solvers.ts';

/** One search in the classic model, as the page shows it. */
export interface ClassicRun {
  readonly status: ClassicSearchResult['status'];
  /** Classic move names (U D R L F B, its own meaning); null when the budget ran out. */
  readonly solution: string[] | null;
  readonly length: number | null;
  readonly nodes: number;
  readonly thresholds: number[];
  readonly ms: number;
  /** The solution, applied with the classic tables, gives its solved state. */
  readonly verified: boolean;
}

export interface OurRun {
  readonly status: string;
  readonly solution: string[] | null;
  readonly length: number | null;
  readonly nodes: number;
  readonly ms: number;
  readonly verified: boolean;
}

export interface ClassicCompareParams {
  readonly scramble: string;
  readonly metric: Metric;
  /** Node budget of each classic-model search. */
  readonly maxNodes: number;
}

export interface ClassicCompareProgress {
  readonly phase: 'classic' | 'optimal' | 'ours';
  readonly nodes: number;
}

export interface ClassicCompareResponse {
  readonly scramble: string;
  /** The scramble in the classic's own moves (primes and half turns written out). */
  readonly classicScramble: string[];
  readonly classic: ClassicRun;
  /** An optimal solver for the same classic model and metric. */
  readonly optimal: ClassicRun;
  readonly ours: OurRun;
  readonly metric: Metric;
}

export interface ClassicBatchParams {
  readonly count: number;
  readonly seed: number;
  readonly maxNodes: number;
}

export interface ClassicBatchRun {
  readonly index: number;
  readonly scramble: string[];
  /** Optimal length in the classic model's own metric. */
  readonly optimal: number;
  /** The classic solver's length; null when it ran out of budget. */
  readonly classic: number | null;
  readonly nodes: number;
  readonly ms: number;
}

export interface ClassicBatchProgress {
  /** Present when scramble `index` is finished. */
  readonly run?: ClassicBatchRun;
  readonly index: number;
  readonly nodes: number;
}

export interface ClassicBatchResponse {
  readonly seed: number;
  readonly maxNodes: number;
  readonly runs: ClassicBatchRun[];
}

/** Large enough for any optimal solve in the classic model (the hardest take ~10⁶ nodes). */
const OPTIMAL_BUDGET = 200_000_000;
const SLICE = 400_000;

export class ClassicRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestError';
  }
}

async function runClassicModel(
  state: ClassicState,
  kind: 'classic' | 'optimal',
  maxNodes: number,
  signal: AbortSignal,
  onSlice: (nodes: number) => void,
): Promise<ClassicRun> {
  const t0 = performance.now();
  const search = classicSearch(state, kind, maxNodes);
  await runInSlices(search, { signal, sliceSteps: SLICE, onSlice: () => onSlice(search.result().nodes) });
  const r = search.result();
  const solution = r.solution ? r.solution.map((m) => CLASSIC_MOVE_NAMES[m]) : null;
  return {
    status: r.status,
    solution,
    length: r.solution?.length ?? null,
    nodes: r.nodes,
    thresholds: r.thresholds,
    ms: performance.now() - t0,
    verified: r.solution !== null && isClassicSolved(applyClassicMoves(state, r.solution)),
  };
}

export async function classicCompareJob(
  params: ClassicCompareParams,
  ctx: { signal: AbortSignal; progress(p: ClassicCompareProgress): void },
): Promise<ClassicCompareResponse> {
  const moves = classicMovesOf(params.scramble);
  if (!moves.ok) throw new ClassicRequestError(moves.error.message);
  const real = scrambleToState(params.scramble);
  if (!real.ok) throw new ClassicRequestError(real.error.message);
  const state = applyClassicMoves(CLASSIC_SOLVED, moves.moves);
  const classic = await runClassicModel(state, 'classic', params.maxNodes, ctx.signal, (nodes) => ctx.progress({ phase: 'classic', nodes }));
  const optimal = await runClassicModel(state, 'optimal', Math.max(params.maxNodes, OPTIMAL_BUDGET), ctx.signal, (nodes) =>
    ctx.progress({ phase: 'optimal', nodes }),
  );
  const { search } = createSearch(real.state, { metric: params.metric, heuristic: 'max', maxNodes: params.maxNodes });
  await runInSlices(search, { signal: ctx.signal, onSlice: () => ctx.progress({ phase: 'ours', nodes: search.result().generated }) });
  const d = describeResult(search.result(), 'max', null);
  const ours: OurRun = {
    status: d.status,
    solution: d.solution,
    length: d.length,
    nodes: d.generated,
    ms: d.ms,
    verified: d.solution !== null && isSolved(applyMoveNames(real.state, d.solution)),
  };
  return { scramble: params.scramble, classicScramble: moves.moves.map((m) => CLASSIC_MOVE_NAMES[m]), classic, optimal, ours, metric: params.metric };
}

export async function classicBatchJob(
  params: ClassicBatchParams,
  ctx: { signal: AbortSignal; progress(p: ClassicBatchProgress): void },
): Promise<ClassicBatchResponse> {
  if (!Number.isInteger(params.count) || params.count < 1 || params.count > 1000) throw new ClassicRequestError(`count must be a whole number from 1 to 1000, got ${params.count}`);
  const random = seededRandom(params.seed);
  const runs: ClassicBatchRun[] = [];
  for (let index = 0; index < params.count; index++) {
    const moves = classicScramble(random);
    const state = applyClassicMoves(CLASSIC_SOLVED, moves);
    const optimal = await runClassicModel(state, 'optimal', OPTIMAL_BUDGET, ctx.signal, () => ctx.progress({ index, nodes: 0 }));
    const classic = await runClassicModel(state, 'classic', params.maxNodes, ctx.signal, (nodes) => ctx.progress({ index, nodes }));
    const run: ClassicBatchRun = {
      index,
      scramble: moves.map((m) => CLASSIC_MOVE_NAMES[m]),
      optimal: optimal.length!,
      classic: classic.length,
      nodes: classic.nodes,
      ms: classic.ms,
    };
    runs.push(run);
    ctx.progress({ run, index, nodes: classic.nodes });
  }
  return { seed: params.seed, maxNodes: params.maxNodes, runs };
}
