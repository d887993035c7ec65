/**
 * What an exercise checker answers: a verdict and one sentence of feedback.
 * Its own module so every checker file can name it without importing the
 * checker table (checkers.ts), which imports them.
 */
export interface Verdict {
  /** 'format': the input could not be read; the message says what was expected. */
  readonly result: 'correct' | 'wrong' | 'format';
  readonly message: string;
}
