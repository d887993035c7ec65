/**
 * Why a cell run ended without a verdict, in the shape every solver entry
 * fails with (`{ kind, message, column? }`), plus the line where the reader's
 * code said it (1-based, in the reader's own source).
 */
export type CellErrorKind =
  /** The module does not parse or does not load. */
  | 'syntax'
  /** The reader's code threw. */
  | 'runtime'
  /** A required export is missing or is not a function / the right shape. */
  | 'missing-export'
  /** An answer of the wrong type (not a number, not an array of the right length, …). */
  | 'bad-answer'
  /** The reader's code ran past CELL_TIME_LIMIT_MS and its worker was ended. */
  | 'timeout'
  /** The reader pressed Cancel, or ran again. */
  | 'cancelled'
  /** The sandbox itself failed (out of memory, the worker crashed). */
  | 'crashed';

/** A cell run's failure: its kind, an English message, and where in the reader's source it happened when known. */
export interface CellError {
  readonly kind: CellErrorKind;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Thrown by a collect step when the reader's answer has the wrong shape;
 * collectInSandbox reports it as a CellError of kind 'bad-answer'.
 *
 * @example
 * collectAnswers('rank', { rank: () => 'x' }, 'htm')
 * // throws BadAnswerError: rank([0,1,2,3,4,5,6]) returned "x"; it must return a number
 */
export class BadAnswerError extends Error {
  readonly kind = 'bad-answer' as const;
}

/**
 * Thrown when a required export is missing; collectInSandbox reports it as a
 * CellError of kind 'missing-export'.
 *
 * @example
 * collectAnswers('rank', {}, 'htm')
 * // throws MissingExportError: the module must export a function named rank (export function rank(…) { … })
 */
export class MissingExportError extends Error {
  readonly kind = 'missing-export' as const;
}
