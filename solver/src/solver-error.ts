/**
 * Why a solver refused its input, in one shape for all three solvers (the
 * 2×2×2's `solve`, the 3×3×3's `solveThree` and `solveTwoPhase`), in every
 * entry, in the worker's replies and in the CLI's JSON. `kind.code` says what
 * went wrong in a form a page can put into its own language; `message` says it
 * in English, for the CLI and the package's users; `column`, `length` and
 * `token` point into the scramble when the mistake is in its notation (every
 * ParseError is a SolverError).
 */
import type { ParseErrorKind } from './notation.ts';

/** A state given as arrays that no cube has, or that no sequence of face turns solves. */
export type StateErrorKind =
  /** Not a cubie state at all: a piece missing or twice in a permutation, a twist outside 0–2, a flip outside 0–1. */
  | { readonly code: 'not-a-state' }
  /** The corner twists do not sum to 0 mod 3: one corner was twisted in place. */
  | { readonly code: 'twisted-corner' }
  /** An odd number of edges are flipped: one edge was flipped in place. */
  | { readonly code: 'flipped-edge' }
  /** Corner and edge permutations have different parity: two pieces were swapped. */
  | { readonly code: 'swapped-pieces' }
  /** A painting of stickers that no real cube shows (the message names the first problem). */
  | { readonly code: 'impossible-painting' };

/** A request to the solver's worker, or a flag to its CLI, that names a parameter wrongly (the message says which). */
export type RequestErrorKind = { readonly code: 'bad-request' };

/** What kind of refusal a SolverError is: `kind.code` (with what a page needs to say it in its own words). */
export type SolverErrorKind = ParseErrorKind | StateErrorKind | RequestErrorKind;

/**
 * Why a solver refused its input (see the top of this file): the same shape
 * from `solve`, `solveThree`, `solveTwoPhase`, the worker and the CLI.
 */
export interface SolverError {
  readonly kind: SolverErrorKind;
  /** In English, naming what was wrong and where. */
  readonly message: string;
  /** Notation errors only: the 1-based column of the bad token, counted in characters (code points). */
  readonly column?: number;
  /** Notation errors only: the bad token's length in characters. */
  readonly length?: number;
  /** Notation errors only: the bad token as written. */
  readonly token?: string;
}

/** What every solver returns instead of an answer when it cannot take its input. */
export interface Refusal {
  readonly ok: false;
  readonly error: SolverError;
}

/** A refusal of a state (not of notation): no column to point at. */
export function refuseState(code: StateErrorKind['code'], message: string): Refusal {
  return { ok: false, error: { kind: { code }, message } };
}
