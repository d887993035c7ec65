/**
 * The five code cells: where the reader writes a piece of the algorithm and
 * the notebook checks it over the whole state space (chapters 2–6; the same
 * checks run in tests and in `pocket-cube check`).
 *
 * Each exercise names the exports it reads from the reader's ES module. The
 * reader's code runs only in a sandbox (a fresh Web Worker on the page, a
 * worker thread in the CLI) and only to *collect* its answers; the *judge*
 * that turns answers into a verdict is solver code that never runs the
 * reader's functions, so a module cannot write its own verdict.
 */

export const CELL_EXERCISES = ['rank', 'move', 'bfs', 'heuristic', 'pruning'] as const;
/** An exercise's name: 'rank', 'move', 'bfs', 'heuristic' or 'pruning' (chapters 2–6, in that order). */
export type CellExercise = (typeof CELL_EXERCISES)[number];

/**
 * True when `value` names one of CELL_EXERCISES: for checking a CLI argument
 * or a message before using it.
 *
 * @example
 * isCellExercise('rank') // true
 * isCellExercise('sort') // false
 */
export function isCellExercise(value: unknown): value is CellExercise {
  return typeof value === 'string' && (CELL_EXERCISES as readonly string[]).includes(value);
}

/** The version of the cell API the reader's functions receive (cell-api.ts); bumped on any change to its shape. */
export const CELL_API_VERSION = 1;

/**
 * How long the reader's code may run, in milliseconds, per exercise, on the
 * page and in the CLI alike. Measured on this project's 2-core machines, the
 * notebook's own answers take about 0.1 s (rank: 5,040 calls and their timing),
 * 1 ms (move), 1.0 s (bfs: a BFS over every position in both metrics, with
 * neighbours()), 0.05 s (heuristic: 3,674,160 calls) and 1 ms (pruning); a
 * phone is several times slower, and the article's BFS, with its plain arrays,
 * takes twice the notebook's. So: 10 s where an answer is instant, 30 s for
 * the two BFS runs, 20 s for a heuristic that may do real work per position;
 * only a runaway loop meets them.
 */
export const CELL_TIME_LIMIT_MS: Readonly<Record<CellExercise, number>> = { rank: 10_000, move: 10_000, bfs: 30_000, heuristic: 20_000, pruning: 10_000 };

/** What each exercise's module must export (and may). */
export const CELL_EXPORTS: Readonly<Record<CellExercise, { readonly required: readonly string[]; readonly optional: readonly string[] }>> = {
  rank: { required: ['rank'], optional: ['unrank'] },
  move: { required: ['move'], optional: ['face'] },
  bfs: { required: ['bfs'], optional: [] },
  heuristic: { required: ['h'], optional: [] },
  pruning: { required: ['allowed'], optional: [] },
};

/** The chapter each cell stands in. */
export const CELL_CHAPTER: Readonly<Record<CellExercise, number>> = { rank: 2, move: 3, bfs: 4, heuristic: 5, pruning: 6 };
