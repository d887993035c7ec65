/** Everything the bench measures, as written to bench/results/latest.json. */
import type { Metric } from 'pocket-cube-solver';
import type { CpuShare } from './cpu-share.ts';
import type { Environment } from './environment.ts';
import type { BuildFigures } from './measure-builds.ts';
import type { ComplexityFigures } from './measure-complexity.ts';
import type { BatchRate } from './measure-exact.ts';
import type { NaiveFigures } from './measure-naive.ts';
import type { CornerPdbFigures } from './measure-corner-pdb.ts';
import type { ThreeSolveFigures } from './measure-three-solves.ts';
import type { ReidSolveFigures } from './measure-reid-solves.ts';
import type { RepeatedTiming } from './timing.ts';
import type { SolveSummary } from './measure-solves.ts';
import type { TraceCost } from './measure-trace-cost.ts';

export interface BenchFigures {
  readonly environment: Environment;
  /** The whole run's CPU share (see cpu-share.ts), and each section's. */
  readonly run: CpuShare & { readonly cpuShareBySection: Record<string, number> };
  readonly sample: { readonly seed: number; readonly states: number; readonly timedPasses: number };
  readonly builds: Record<Metric, BuildFigures>;
  /** scrambleToState on a 100,000-token scramble. */
  readonly parse: RepeatedTiming;
  /** Over all states: mean of h = max(PDBs), mean true distance, states where h > distance (must be 0). */
  readonly heuristicGap: Record<Metric, { readonly meanH: number; readonly meanDistance: number; readonly overestimates: number }>;
  /** IDA* with heuristic 'max' (both PDBs). */
  readonly pdbSolves: Record<Metric, SolveSummary>;
  /** IDA* with heuristic 'exact'. */
  readonly exactIda: Record<Metric, BatchRate>;
  /** solveWithDistanceTable. */
  readonly greedyDescent: Record<Metric, BatchRate>;
  /** HTM only. */
  readonly traceCost: TraceCost;
  /** HTM only, on the first `naive.naive.states` sample states. */
  readonly naive: NaiveFigures;
  /** Chapter 7: the KRE prediction's time and the complete-iteration counter's rate. */
  readonly complexity: Record<Metric, ComplexityFigures>;
  /** The 3×3×3 corner pattern database (chapter 8). */
  readonly cornerPdb: Record<Metric, CornerPdbFigures>;
  readonly threeSolves: ThreeSolveFigures;
  /** Chapter 8's optimal solver with Reid's bound: the whole phase-1 table, then the 14- and 15-movers. */
  readonly reidSolves: ReidSolveFigures;
}
