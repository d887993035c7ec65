/**
 * Random-state scrambles, as competitions use (WCA Regulations 4b3): pick a
 * position uniformly from all 3,674,160, then write a short move sequence that
 * reaches it. Every state is equally likely, which random move sequences do
 * not achieve.
 *
 * How it is written matters to a reader. The inverse of the solver's own
 * answer would make every random scramble the solution played backwards, and
 * a reader would conclude the solver just undoes the scramble (issue 20). So
 * the scramble is the inverse of another optimal solution, picked at random;
 * where the optimal solution is unique, it takes a two-move detour instead, so
 * its reverse is longer than the answer. Competition scramblers (TNoodle,
 * cstimer) write the inverse of an optimal solution; only the wording differs.
 */
import { applyMoveNames } from './apply.ts';
import { distanceTable } from './bfs.ts';
import { STATE_COUNT, stateOfIndex } from './coordinates.ts';
import { type CornerState, SOLVED, compose, invert } from './corner-state.ts';
import { type HeuristicName } from './heuristics.ts';
import { METRIC_MOVES, type Metric } from './metric.ts';
import { type Random } from './random.ts';
import { solveState } from './solve.ts';

/** Optimal solutions looked at when picking one to write: plenty to choose from, bounded work. */
const ALTERNATIVES_CAP = 64;

/** A scramble and the position it reaches: its state index (DBL fixed) and optimal distance. */
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

/**
 * A scramble for a given state index whose reverse is not the solver's
 * answer: the inverse of another optimal solution, chosen with `random`, or a
 * detour two moves longer where the optimal solution is unique.
 */
export function scrambleForIndex(index: number, metric: Metric, random: Random, heuristicName: HeuristicName = 'max'): Scramble {
  const state = stateOfIndex(index);
  const options = { metric, heuristic: heuristicName } as const;
  const answer = solveState(state, options);
  if (answer.moves === null) throw new Error(`unreachable: state ${index} has no solution`);
  const distance = answer.length ?? 0;
  if (distance === 0) return { scramble: '', index, distance };
  // Compared as written: in QTM, R R and R' R' both read R2.
  const answerReversed = invertSequence(answer.moves);
  const all = solveState(state, { ...options, allSolutions: true, maxSolutions: ALTERNATIVES_CAP });
  const others = all.solutions.map(invertSequence).filter((scramble) => scramble !== answerReversed);
  if (others.length > 0) return { scramble: others[random.int(others.length)], index, distance };
  return { scramble: detourScramble(state, answerReversed, metric, random, heuristicName), index, distance };
}

/**
 * A scramble for a state with one optimal solution: a short random walk W
 * first, then an optimal way from there to the state, i.e. the scramble of
 * Q = W⁻¹·state (compose(W, Q) = state, corner-state.ts). Its reverse is not
 * the unique optimal answer unless it is as short (the way home through the
 * state itself), which the check rejects; each optimal solution of Q is
 * tried, and the walk grows until a candidate passes.
 */
function detourScramble(state: CornerState, answerReversed: string, metric: Metric, random: Random, heuristicName: HeuristicName): string {
  const moves = METRIC_MOVES[metric];
  for (let attempt = 0; attempt < 64; attempt++) {
    const walk: string[] = [];
    for (let k = 0; k < 2 + (attempt >> 3); k++) {
      const candidates = moves.filter((m) => m.face !== walk.at(-1)?.[0]);
      walk.push(candidates[random.int(candidates.length)].name);
    }
    const walked = applyMoveNames(SOLVED, walk);
    const rest = solveState(compose(invert(walked), state), { metric, heuristic: heuristicName, allSolutions: true, maxSolutions: ALTERNATIVES_CAP });
    // The way home from `state`: one of Q's solutions, then the walk undone; the scramble is that way written backwards.
    const undoWalk = invertSequence(walk).split(' ');
    for (const solution of rest.solutions) {
      const scramble = invertSequence([...solution, ...undoWalk]);
      if (scramble !== '' && scramble !== answerReversed) return scramble;
    }
  }
  throw new Error('unreachable: no detour found in 64 walks');
}

/**
 * A uniformly random state, written as a scramble (how it is written: see the
 * top of this file). `distance` is counted in `metric`.
 *
 * @example
 * randomScramble(seededRandom(1)) // { scramble: "U F' R2 F' U F2 U F2 U' F R U", index: 102787, distance: 9 }
 * randomScramble(seededRandom(1), 'qtm').distance // 11: the same state, counted in quarter turns
 */
export function randomScramble(random: Random, metric: Metric = 'htm'): Scramble {
  return scrambleForIndex(random.int(STATE_COUNT), metric, random);
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
    if (d[index] === distance && k-- === 0) return scrambleForIndex(index, metric, random, 'exact');
  }
  throw new Error('unreachable: histogram and table disagree');
}
