/**
 * Chapter 9's worker jobs: the classic design's last-move-skipping PDB BFS
 * beside the correct one, the classic solver next to ours on the reader's
 * scramble, and a batch over the classic generator's own scrambles. Every
 * search has a node budget and runs in slices, so a cancel stops it and the
 * page never waits on it. The real solver never uses any of this.
 */
import { applyMoveNames, scrambleToState } from '../apply.ts';
import { UNVISITED } from '../bfs.ts';
import { classicSearch } from '../classic/solvers.ts';
import { CLASSIC_MOVE_NAMES, CLASSIC_SOLVED, type ClassicState, applyClassicMoves, isClassicSolved } from '../classic/model.ts';
import { classicMovesOf } from '../classic/notation.ts';
import { classicScramble } from '../classic/scramble.ts';
import { compareSkippingBfs } from '../classic/skipping-bfs.ts';
import { isSolved } from '../corner-state.ts';
import { moveTables } from '../move-tables.ts';
import type { ClassicBatchRun, ClassicRun, OurRun } from '../page/protocol.ts';
import { buildPatternDatabase } from '../pattern-database.ts';
import { seededRandom } from '../random.ts';
import { runInSlices } from '../run-in-slices.ts';
import { createSearch, describeResult } from '../solve.ts';
import type { Job } from './job.ts';
import { RequestError } from './request-error.ts';

export const classicBfsJob: Job<'classicBfs'> = async ({ metric, pdb }) => {
  const tables = moveTables(metric);
  const correct = buildPatternDatabase(pdb, metric);
  const moveTable = pdb === 'perm' ? tables.permMove : tables.orientMove;
  const r = compareSkippingBfs(correct.distance, moveTable, tables.moveCount, tables.moves.map((m) => m.faceIndex));
  const classicHistogram: number[] = [];
  for (const d of r.skipping) if (d !== UNVISITED) classicHistogram[d] = (classicHistogram[d] ?? 0) + 1;
  return {
    metric,
    pdb,
    size: correct.distance.length,
    wrong: r.wrong,
    overestimated: r.overestimated,
    unreached: r.unreached,
    examples: r.examples,
    correctHistogram: correct.histogram,
    classicHistogram: Array.from(classicHistogram, (c) => c ?? 0),
  };
};

/** Large enough for any optimal solve in the classic model (the hardest take ~10⁶ nodes). */
const OPTIMAL_BUDGET = 200_000_000;
const SLICE = 400_000;

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

export const classicCompareJob: Job<'classicCompare'> = async (params, ctx) => {
  const moves = classicMovesOf(params.scramble);
  if (!moves.ok) throw new RequestError(moves.error);
  const real = scrambleToState(params.scramble);
  if (!real.ok) throw new RequestError(real.error);
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
    solution: d.moves,
    length: d.length,
    nodes: d.generated,
    ms: d.ms,
    verified: d.moves !== null && isSolved(applyMoveNames(real.state, d.moves)),
  };
  return { scramble: params.scramble, classicScramble: moves.moves.map((m) => CLASSIC_MOVE_NAMES[m]), classic, optimal, ours, metric: params.metric };
};

export const classicBatchJob: Job<'classicBatch'> = async (params, ctx) => {
  if (!Number.isInteger(params.count) || params.count < 1 || params.count > 1000) throw new RequestError(`count must be a whole number from 1 to 1000, got ${params.count}`);
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
};
