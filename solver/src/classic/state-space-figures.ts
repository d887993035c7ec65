/**
 * The figures of chapter 9 that need every one of the classic model's
 * 88,179,840 states (or a long search), computed in Node. They take ~45 s, too
 * long for every site build, so they are committed as
 * state-space-figures.json; solver/test/classic/state-space-figures.slow.test.ts recomputes
 * them in the slow tier (every CI run) and fails if the file differs
 * (UPDATE_CLASSIC_FIGURES=1 rewrites it).
 */
import { checkAdmissibility } from './admissibility.ts';
import { classicIndexOf } from './encoding.ts';
import { CLASSIC_SOLVED, type ClassicState, applyClassicMoves } from './model.ts';
import { classicMovesOf } from './notation.ts';
import { buildClassicPatternDatabases } from './pattern-databases.ts';
import { classicRestrictedBfs, compareWithTrueDistance } from './restricted-bfs.ts';
import { solveClassic } from './solvers.ts';
import { classicStateSpaceBfs } from './state-space-bfs.ts';

export interface ClassicAnswer {
  readonly scramble: string;
  /** The classic solver's answer (move indices) and its cost. */
  readonly classic: number[];
  readonly classicNodes: number;
  readonly thresholds: number[];
  /** An optimal answer in the same model and metric. */
  readonly optimal: number[];
  /** Fewest moves of any sequence the classic language allows (no isRedundant pair). */
  readonly restricted: number;
}

export interface ClassicStateSpaceFigures {
  readonly states: number;
  /** Exact distances to solved, six clockwise quarter turns, any sequence. */
  readonly histogramToSolved: number[];
  readonly histogramFromSolved: number[];
  /** States whose distance to solved differs from their distance from solved. */
  readonly directionDiffers: number;
  /** Fewest moves with no isRedundant pair. */
  readonly restrictedHistogram: number[];
  readonly restrictedLonger: number;
  readonly restrictedMaxExcess: number;
  readonly overestimated: number;
  readonly overestimateMax: number;
  readonly hMinusOne: number;
  /** States where a −1 entry sits beside an entry below the true distance (admissibility.ts). */
  readonly weakenedByMinusOne: number;
  readonly worst: { perm: number[]; orient: number[]; h: number; distance: number; count: number };
  readonly answers: ClassicAnswer[];
}

/** The scrambles whose answers the chapter quotes. */
export const QUOTED_SCRAMBLES = ['U', 'U D', "U' D'"] as const;

export function computeClassicStateSpaceFigures(): ClassicStateSpaceFigures {
  const to = classicStateSpaceBfs('toSolved');
  let directionDiffers = 0;
  let histogramFromSolved: number[];
  {
    const from = classicStateSpaceBfs('fromSolved');
    histogramFromSolved = from.histogram;
    for (let i = 0; i < from.distance.length; i++) if (from.distance[i] !== to.distance[i]) directionDiffers++;
  }
  const restricted = classicRestrictedBfs();
  const longer = compareWithTrueDistance(restricted.distance, to.distance);
  const pdbs = buildClassicPatternDatabases();
  const a = checkAdmissibility(pdbs, to.distance);
  const answers = QUOTED_SCRAMBLES.map((scramble): ClassicAnswer => {
    const parsed = classicMovesOf(scramble);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const state: ClassicState = applyClassicMoves(CLASSIC_SOLVED, parsed.moves);
    const classic = solveClassic(state, 'classic');
    const optimal = solveClassic(state, 'optimal');
    return {
      scramble,
      classic: classic.solution!,
      classicNodes: classic.nodes,
      thresholds: classic.thresholds,
      optimal: optimal.solution!,
      restricted: restricted.distance[classicIndexOf(state)],
    };
  });
  return {
    states: to.distance.length,
    histogramToSolved: to.histogram,
    histogramFromSolved,
    directionDiffers,
    restrictedHistogram: restricted.histogram,
    restrictedLonger: longer.longer,
    restrictedMaxExcess: longer.maxExcess,
    overestimated: a.overestimated,
    overestimateMax: a.maxExcess,
    hMinusOne: a.minusOne,
    weakenedByMinusOne: a.weakenedByMinusOne,
    worst: { perm: [...a.worst.state.perm], orient: [...a.worst.state.orient], h: a.worst.h, distance: a.worst.distance, count: a.worstCount },
    answers,
  };
}
