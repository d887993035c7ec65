/**
 * Build time only: every number chapter 6's prose states, computed by the
 * solver (tests/site/chapter-numbers.test.ts forbids typing them by hand).
 */
import { DEFAULT_SCRAMBLE } from '../lib/reader-state.ts';
import { bfs, solve } from 'pocket-cube-solver';
import { METRIC_MOVES, movePruning } from 'pocket-cube-solver/internals';
import { staticLabRuns } from './lab-runs.build.ts';
import { buildTreeModel, iterationCounts } from '../lib/ida-tree-model.ts';
import { TRACE_CAP } from '../lib/ida-trace-limits.ts';

/** A scramble deep enough that the heuristics differ by orders of magnitude, shallow enough for h = 0. */
export const EXAMPLE_SCRAMBLE = "R U R' F2 U' R2 F U2 R' F'";

export function chapterSixNumbers() {
  const moves = METRIC_MOVES.htm.length;
  const pruning = movePruning('htm');
  const afterFirst = pruning.next[pruning.start * moves + 0];
  let branching = 0;
  for (let m = 0; m < moves; m++) branching += pruning.allowed[afterFirst * moves + m];
  const depth = bfs('htm').histogram.length - 1;
  const sequencesUnpruned = moves ** depth;
  const sequencesPruned = moves * branching ** (depth - 1);

  const example = solve(EXAMPLE_SCRAMBLE, { heuristic: 'max', traceCap: TRACE_CAP });
  if (!example.ok) throw new Error('example scramble does not parse');
  const model = buildTreeModel(example.trace!, example.iterations, METRIC_MOVES.htm.map((m) => m.name));
  const first = model.iterations[0];
  const firstCounts = iterationCounts(model, first);

  const lab = staticLabRuns(EXAMPLE_SCRAMBLE, 'htm');
  const run = (name: string) => lab.find((r) => r.heuristic === name)!;

  return {
    defaultScramble: DEFAULT_SCRAMBLE,
    exampleScramble: EXAMPLE_SCRAMBLE,
    moves,
    branching,
    depth,
    sequencesUnpruned,
    sequencesPruned,
    /** How much more iterative deepening costs than one final depth-first pass: b / (b − 1). */
    deepeningOverhead: branching / (branching - 1),
    exampleLength: example.length!,
    exampleIterations: example.iterations.length,
    exampleBounds: example.iterations.map((it) => it.bound),
    exampleGenerated: example.generated,
    exampleFirstBound: first.bound,
    exampleFirstGenerated: firstCounts.generated,
    exampleFirstPruned: firstCounts.pruned,
    labNone: run('none').nodes,
    labOrient: run('orient').nodes,
    labPerm: run('perm').nodes,
    labMax: run('max').nodes,
    labExact: run('exact').nodes,
    traceCap: TRACE_CAP,
  };
}
