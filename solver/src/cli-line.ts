/**
 * One line of `pocket-cube solve`'s input, read and answered: the part of the
 * CLI that takes a reader's text, kept apart from the printing so that it can
 * be tested with any string (solver/test/cli-line.fuzz.test.ts).
 */
import type { HeuristicName } from './heuristics.ts';
import type { Metric } from './metric.ts';
import { solve } from './solve.ts';
import type { SolverError } from './solver-error.ts';
import { writtenMoves } from './written-solution.ts';

/**
 * The scramble a raw input line holds, or null for a line to pass over: in a
 * batch (standard input not a terminal) a blank line is not a scramble; typed
 * at a terminal, an empty line means the solved cube.
 */
export function scrambleOfLine(raw: string, interactive: boolean): string | null {
  const line = raw.trim();
  return line === '' && !interactive ? null : line;
}

export interface LineOptions {
  readonly metric: Metric;
  readonly heuristic: HeuristicName;
  /** Every optimal solution, not only the first. */
  readonly all: boolean;
}

/** A line answered: the solution written as a cuber writes it, or why it was refused (solver-error.ts). */
export type LineAnswer =
  | { ok: true; scramble: string; moves: string; length: number | null; optimal: boolean; status: string; nodes: number; solutions?: string[] }
  | { ok: false; scramble: string; error: SolverError };

/**
 * Solves one scramble line; never throws on any text (bad input comes back as
 * the solver's error, with the 1-based column of the bad token).
 * @example answerLine("R U", { metric: 'htm', heuristic: 'max', all: false }) // { ok: true, moves: "U' R'", length: 2, … }
 */
export function answerLine(line: string, options: LineOptions): LineAnswer {
  const result = solve(line, { metric: options.metric, heuristic: options.heuristic, allSolutions: options.all });
  if (!result.ok) return { ok: false, scramble: line, error: result.error };
  const answer: Extract<LineAnswer, { ok: true }> = {
    ok: true,
    scramble: line,
    moves: writtenMoves(result.moves ?? []).join(' '),
    length: result.length,
    optimal: result.optimal,
    status: result.status,
    nodes: result.nodes,
  };
  if (options.all) answer.solutions = result.solutions.map((s) => writtenMoves(s).join(' '));
  return answer;
}
