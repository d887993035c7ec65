/**
 * Random-state scrambles, as competitions use (WCA Regulations 4b3): pick a
 * position uniformly from all 3,674,160, then write a short move sequence that
 * reaches it — the inverse of an optimal solution. Every state is equally
 * likely, which random move sequences do not achieve.
 */
import { distanceTable } from './bfs.ts';
import { STATE_COUNT, splitStateIndex, stateOfCoordinates } from './coordinates.ts';
import { type HeuristicName } from './heuristics.ts';
import type { Metric } from './metric.ts';
import { type Random } from './random.ts';
import { solveState } from './solve.ts';

export interface Scramble {
  /** Moves in U/R/F, HTM notation (a QTM half turn is merged back into X2). */
  readonly scramble: string;
  readonly index: number;
  /** Optimal length in the metric asked for. */
  readonly distance: number;
}

/** Inverse of a move sequence in U/R/F notation, merging runs on one face. */
export function invertSequence(moves: readonly string[]): string {
  const out: { face: string; turns: number }[] = [];
  for (let i = moves.length - 1; i >= 0; i--) {
    const name = moves[i];
    const face = name[0];
    const turns = name.endsWith('2') ? 2 : name.endsWith("'") ? 1 : 3; // inverted
    const last = out[out.length - 1];
    if (last && last.face === face) {
      last.turns = (last.turns + turns) % 4;
      if (last.turns === 0) out.pop();
    } else out.push({ face, turns });
  }
  return out.map(({ face, turns }) => (turns === 1 ? face : turns === 2 ? `${face}2` : `${face}'`)).join(' ');
}

/** A scramble for a given state index (the inverse of its optimal solution). */
export function scrambleForIndex(index: number, metric: Metric, heuristicName: HeuristicName = 'max'): Scramble {
  const { perm, orient } = splitStateIndex(index);
  const result = solveState(stateOfCoordinates(perm, orient), { metric, heuristic: heuristicName });
  if (result.solution === null) throw new Error(`unreachable: state ${index} has no solution`);
  return { scramble: invertSequence(result.solution), index, distance: result.length ?? 0 };
}

/** A uniformly random state, written as a scramble. */
export function randomScramble(random: Random, metric: Metric = 'htm'): Scramble {
  return scrambleForIndex(random.int(STATE_COUNT), metric);
}

/**
 * A state drawn uniformly from those at exactly `distance` in `metric`.
 * Needs the full distance table (built on first use, ~0.3 s).
 */
export function randomScrambleAtDistance(random: Random, distance: number, metric: Metric = 'htm'): Scramble {
  const table = distanceTable(metric);
  const count = table.histogram[distance];
  if (!Number.isInteger(distance) || count === undefined) {
    throw new RangeError(`no state is at distance ${distance} in ${metric.toUpperCase()} (0..${table.histogram.length - 1})`);
  }
  let k = random.int(count);
  const d = table.distance;
  for (let index = 0; index < STATE_COUNT; index++) {
    if (d[index] === distance && k-- === 0) return scrambleForIndex(index, metric, 'exact');
  }
  throw new Error('unreachable: histogram and table disagree');
}
