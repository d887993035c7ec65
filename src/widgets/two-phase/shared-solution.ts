/**
 * Chapter 10's solution in the page address (reader key `solution3`), so that
 * "Copy link" and the language switch keep the solution shown, not only the
 * cube: a time-bound search run again may find another one, and `step` then
 * points into a solution the reader never saw.
 *
 *   `<view>:<first part> . <second part>`, e.g. `0:R U2 F' . D2 U`
 *
 * `view` is the view that found it (three/two-phase/views.ts: 0–2 the cube,
 * 3–5 the inverse cube), the parts are phase 1 and phase 2 as the widget lists
 * them. Pure: the widget checks that a decoded solution solves its cube.
 */

export interface SharedSolution {
  readonly view: number;
  /** How many of `moves` the first part has (the widget's split). */
  readonly split: number;
  readonly moves: readonly string[];
}

const MOVE = /^[URFDLB][2']?$/;

/** The address form of a solution. @example encodeSolution({ view: 0, split: 2, moves: ['R', 'U2', 'D'] }) // "0:R U2 . D" */
export function encodeSolution(solution: SharedSolution): string {
  const { view, split, moves } = solution;
  return `${view}:${[...moves.slice(0, split), '.', ...moves.slice(split)].join(' ')}`;
}

/** The solution an address carries, or null when it is none or malformed. */
export function decodeSolution(text: string): SharedSolution | null {
  const match = /^([0-5]):(.*)$/.exec(text);
  if (!match) return null;
  const tokens = match[2].split(' ').filter((t) => t !== '');
  const dot = tokens.indexOf('.');
  if (dot < 0 || tokens.lastIndexOf('.') !== dot) return null;
  const moves = tokens.filter((t) => t !== '.');
  if (moves.length === 0 || !moves.every((m) => MOVE.test(m))) return null;
  return { view: Number(match[1]), split: dot, moves };
}
