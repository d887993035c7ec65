/**
 * Chapter 10's worker job: a 3×3×3 solved by Kociemba's two-phase algorithm
 * (three/two-phase/), given as a scramble (rotations and wide turns too,
 * solved as held: three/held-scramble.ts) or as a painting of the reader's
 * cube (three/three-painting.ts). The tables (1.7 s to build in Chromium, ~46 MB
 * with phase 1's exact table: three/two-phase/flipslice-twist-pruning.ts) are
 * built once per worker and kept; the search runs in slices, reporting the
 * phases' counters and each strictly shorter solution as it is found, so the
 * page can watch the two phases work and a cancel stops the search between
 * slices. A painting no real cube shows is refused with every problem as a
 * 'painting' progress message, then a RequestError naming the first
 * (page/three-messages.ts, TwoPhaseCube).
 */
import { FACES } from '../corner-geometry.ts';
import type { ColourScheme } from '../facelets-to-state.ts';
import type { TwoPhaseImprovementMessage, TwoPhaseSolveParams, TwoPhaseTableStep } from '../page/protocol.ts';
import { runInSlices } from '../run-in-slices.ts';
import type { CubeState } from '../three/cube-state.ts';
import { scrambleToHeldCube } from '../three/held-scramble.ts';
import { THREE_STICKER_COUNT, paintingToCube } from '../three/three-painting.ts';
import { checkCube } from '../three/two-phase/cube-validity.ts';
import { flipSliceSymmetry } from '../three/two-phase/flipslice-symmetry.ts';
import { twoPhaseMoveTables } from '../three/two-phase/move-tables.ts';
import { twoPhasePruning } from '../three/two-phase/pruning-tables.ts';
import { TwoPhaseSolver, twoPhaseTables } from '../three/two-phase/solve.ts';
import type { Job, JobContext } from './job.ts';
import { RequestError, checkInteger } from './request-error.ts';
import { throttled } from './throttled.ts';

/**
 * Nodes per slice, then a turn for messages (a cancel): about 15 ms of search
 * at the worker's ~7 M nodes/s with phase 1's exact table (each node reads a
 * 35 MB table; with the small projections it was ~20 M nodes/s and 300,000
 * nodes a slice). Each turn costs the search more than its share: measured in
 * Chromium on 30 random-state cubes at the 21-move target with the
 * projections, slices of 50,000 nodes gave a median of 18.3 ms per cube, no
 * slicing at all 11.2 ms, and 300,000 12.0–14.4 ms: a typical cube should
 * finish inside its first slice.
 */
const SLICE_NODES = 100_000;
const PROGRESS_INTERVAL_MS = 100;

/** The cube the request names, as held, and its colours; bad input throws a RequestError. */
function cubeOf(params: TwoPhaseSolveParams, ctx: JobContext<'twoPhaseSolve'>): { state: CubeState; scheme: ColourScheme } {
  const { scramble, painting } = params as { scramble?: unknown; painting?: unknown };
  if ((scramble === undefined) === (painting === undefined)) throw new RequestError('give either a scramble or a painting, not both or neither');
  if (typeof scramble === 'string') {
    const held = scrambleToHeldCube(scramble);
    if (!held.ok) throw new RequestError(held.error);
    return held;
  }
  if (scramble !== undefined) throw new RequestError(`scramble must be a string, got ${typeof scramble}`);
  if (!Array.isArray(painting) || painting.length !== THREE_STICKER_COUNT || !painting.every((c) => c === null || (FACES as readonly unknown[]).includes(c))) {
    throw new RequestError('painting must be 54 stickers, each one of U R F D L B (a colour) or null (unpainted)');
  }
  const read = paintingToCube(painting);
  if (read.ok) return read;
  ctx.progress({ phase: 'painting', problems: read.problems });
  throw new RequestError({ kind: { code: 'impossible-painting' }, message: read.problems[0].message });
}

/**
 * The solver's tables (its defaults, as the job's solver uses them), built one step at a time with a
 * progress message before each, so the page can show how far it is (2–5 s in Chromium, longer on a
 * phone or a busy machine); each step is memoized, and a worker that has them all sends nothing.
 * Returns the time they took.
 */
function buildTables(ctx: JobContext<'twoPhaseSolve'>): number {
  const t0 = performance.now();
  if (tablesBuilt) return performance.now() - t0;
  const steps: readonly [TwoPhaseTableStep, () => unknown][] = [
    ['moves', twoPhaseMoveTables],
    ['symmetry', flipSliceSymmetry],
    ['pruning', () => twoPhasePruning({ twistFlip: false })],
    ['phase1', () => twoPhaseTables()],
  ];
  steps.forEach(([table, build], done) => {
    ctx.progress({ phase: 'tables', table, done, of: steps.length, ms: performance.now() - t0 });
    build();
  });
  tablesBuilt = true;
  return performance.now() - t0;
}

/** Every step above has run in this worker (the tables are the solver's memoized ones). */
let tablesBuilt = false;

export const twoPhaseSolveJob: Job<'twoPhaseSolve'> = async (params, ctx) => {
  checkInteger('maxMs', params.maxMs, 1, 60_000);
  if (params.targetLength !== undefined) checkInteger('targetLength', params.targetLength, 0, 40);
  const { state, scheme } = cubeOf(params, ctx);
  const validity = checkCube(state);
  if (!validity.ok) throw new RequestError(validity.error);
  const tablesMs = buildTables(ctx);
  const improvements: TwoPhaseImprovementMessage[] = [];
  const report = (improvement?: TwoPhaseImprovementMessage) => {
    const { nodes, ms, phase1Depth, phase1Nodes, phase2Nodes, phase2Starts, length } = solver.result();
    ctx.progress({ phase: 'search', nodes, ms, phase1Depth, phase1Nodes, phase2Nodes, phase2Starts, bestLength: length, ...(improvement ? { improvement } : {}) });
  };
  const solver: TwoPhaseSolver = new TwoPhaseSolver(state, {
    targetLength: params.targetLength,
    maxMs: params.maxMs,
    onImprovement: (i) => {
      const improvement = { moves: [...i.moves], length: i.length, phase1Length: i.phase1Length, view: i.view ?? 0, nodes: i.nodes, ms: solver.result().ms };
      improvements.push(improvement);
      report(improvement);
    },
  });
  await runInSlices(solver, { signal: ctx.signal, sliceSteps: SLICE_NODES, onSlice: throttled(PROGRESS_INTERVAL_MS, () => report()) });
  const { ok: _, ...r } = solver.result();
  return { ...r, scramble: params.scramble ?? null, scheme, tablesMs, improvements };
};
