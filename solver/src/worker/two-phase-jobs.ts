/**
 * Chapter 10's worker job: a 3×3×3 scramble solved by Kociemba's two-phase
 * algorithm (three/two-phase/). The tables (about 2 s to build, ~10 MB) are
 * built once per worker and kept; the search runs in slices, reporting each
 * strictly shorter solution as it is found, so the page can show the answer
 * improve and a cancel stops the search between slices.
 */
import type { TwoPhaseImprovementMessage } from '../page/protocol.ts';
import { runInSlices } from '../run-in-slices.ts';
import { scrambleToCube } from '../three/cube-state.ts';
import { checkCube } from '../three/two-phase/cube-validity.ts';
import { twoPhaseMoveTables } from '../three/two-phase/move-tables.ts';
import { twoPhasePruning } from '../three/two-phase/pruning-tables.ts';
import { TwoPhaseSolver } from '../three/two-phase/solve.ts';
import type { Job } from './job.ts';
import { RequestError, checkInteger } from './request-error.ts';
import { throttled } from './throttled.ts';

/** Nodes per slice: a few milliseconds of search, then a turn for messages. */
const SLICE_NODES = 50_000;
const PROGRESS_INTERVAL_MS = 100;

export const twoPhaseSolveJob: Job<'twoPhaseSolve'> = async (params, ctx) => {
  const parsed = scrambleToCube(params.scramble);
  if (!parsed.ok) throw new RequestError(parsed.error.message);
  checkInteger('maxMs', params.maxMs, 1, 60_000);
  if (params.targetLength !== undefined) checkInteger('targetLength', params.targetLength, 0, 40);
  const validity = checkCube(parsed.state);
  if (!validity.ok) throw new RequestError(validity.message);
  const t0 = performance.now();
  ctx.progress({ phase: 'tables' });
  twoPhaseMoveTables();
  twoPhasePruning();
  const tablesMs = performance.now() - t0;
  const improvements: TwoPhaseImprovementMessage[] = [];
  const solver = new TwoPhaseSolver(parsed.state, {
    targetLength: params.targetLength,
    maxMs: params.maxMs,
    onImprovement: (i) => {
      const improvement = { moves: [...i.moves], length: i.length, phase1Length: i.phase1Length, nodes: i.nodes, ms: solver.result().ms };
      improvements.push(improvement);
      ctx.progress({ phase: 'search', nodes: i.nodes, ms: improvement.ms, improvement });
    },
  });
  await runInSlices(solver, {
    signal: ctx.signal,
    sliceSteps: SLICE_NODES,
    onSlice: throttled(PROGRESS_INTERVAL_MS, () => {
      const { nodes, ms } = solver.result();
      ctx.progress({ phase: 'search', nodes, ms });
    }),
  });
  const r = solver.result();
  return { scramble: params.scramble, moves: r.moves, length: r.length, provenOptimal: r.provenOptimal, stop: r.stop, nodes: r.nodes, ms: r.ms, tablesMs, improvements };
};
