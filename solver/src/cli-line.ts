/**
 * One line of `pocket-cube solve`'s input, read and answered: the part of the
 * CLI that takes a reader's text, kept apart from the printing so that it can
 * be tested with any string (solver/test/cli-line.fuzz.test.ts).
 */
import type { HeuristicName } from './heuristics.ts';
import type { Metric } from './metric.ts';
import { solve } from './solve.ts';
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

/** A line answered: the solution written as a cuber writes it, or the parse error and its column. */
export type LineAnswer =
  | { ok: true; scramble: string; solution: string; length: number | null; nodes: number; solutions?: string[] }
  | { ok: false; scramble: string; error: string; column: number };

/**
 * Solves one scramble line; never throws on any text (bad input comes back as
 * the parser's message and 1-based column).
 * @example answerLine("R U", { metric: 'htm', heuristic: 'max', all: false }) // { ok: true, solution: "U' R'", length: 2, … }
 */
export function answerLine(line: string, options: LineOptions): LineAnswer {
  const result = solve(line, { metric: options.metric, heuristic: options.heuristic, allSolutions: options.all });
  if (!result.ok) return { ok: false, scramble: line, error: result.error.message, column: result.error.column };
  const answer: Extract<LineAnswer, { ok: true }> = {
    ok: true,
    scramble: line,
    solution: writtenMoves(result.solution ?? []).join(' '),
    length: result.length,
    nodes: result.nodes,
  };
  if (options.all) answer.solutions = result.solutions.map((s) => writtenMoves(s).join(' '));
  return answer;
}
