/**
 * The presets each cell offers (solver/examples/cells/*.js): the notebook's
 * own answer, the article's version where it had one, and classic mistakes,
 * each with the verdict it must get. One table drives the page's picker, the
 * tests of the checks, and the tests of `pocket-cube check`; the files are
 * also the example student files the README hands to teachers.
 */
import type { CellExercise } from './exercises.ts';

/** One preset file of a cell and the verdict it must get (whether it passes, and verdictDiagnosis's word). */
export interface CellPreset {
  readonly exercise: CellExercise;
  /** The file name in solver/examples/cells/, without .js; also the id the page's picker uses. */
  readonly id: string;
  /** Whose version it is. */
  readonly kind: 'notebook' | 'article' | 'mistake' | 'alternative';
  readonly expect: { readonly pass: boolean; readonly diagnosis: string };
}

/** Every preset of every cell, by exercise, the notebook's own answer first in each. */
export const CELL_PRESETS = [
  { exercise: 'rank', id: 'rank', kind: 'notebook', expect: { pass: true, diagnosis: 'lehmer' } },
  { exercise: 'rank', id: 'rank-larger', kind: 'alternative', expect: { pass: true, diagnosis: 'bijection-other-order' } },
  { exercise: 'rank', id: 'rank-article-weights', kind: 'article', expect: { pass: false, diagnosis: 'out-of-range' } },
  { exercise: 'rank', id: 'rank-wrong-weights', kind: 'mistake', expect: { pass: false, diagnosis: 'collision' } },
  { exercise: 'rank', id: 'rank-base-seven', kind: 'mistake', expect: { pass: false, diagnosis: 'out-of-range' } },
  { exercise: 'move', id: 'move', kind: 'notebook', expect: { pass: true, diagnosis: 'clockwise' } },
  { exercise: 'move', id: 'move-function', kind: 'alternative', expect: { pass: true, diagnosis: 'clockwise' } },
  { exercise: 'move', id: 'move-article-r', kind: 'article', expect: { pass: false, diagnosis: 'counterclockwise' } },
  { exercise: 'move', id: 'move-article-f', kind: 'article', expect: { pass: false, diagnosis: 'none' } },
  { exercise: 'move', id: 'move-no-twist', kind: 'mistake', expect: { pass: false, diagnosis: 'none' } },
  { exercise: 'bfs', id: 'bfs', kind: 'notebook', expect: { pass: true, diagnosis: 'correct' } },
  { exercise: 'bfs', id: 'bfs-article', kind: 'article', expect: { pass: false, diagnosis: 'skips-previous-face-qtm' } },
  { exercise: 'bfs', id: 'bfs-depth-first', kind: 'mistake', expect: { pass: false, diagnosis: 'wrong-distances-htm wrong-distances-qtm' } },
  { exercise: 'heuristic', id: 'heuristic', kind: 'notebook', expect: { pass: true, diagnosis: 'admissible-consistent' } },
  { exercise: 'heuristic', id: 'heuristic-average', kind: 'alternative', expect: { pass: true, diagnosis: 'admissible-consistent' } },
  { exercise: 'heuristic', id: 'heuristic-zero', kind: 'alternative', expect: { pass: true, diagnosis: 'admissible-consistent' } },
  { exercise: 'heuristic', id: 'heuristic-sum', kind: 'mistake', expect: { pass: false, diagnosis: 'overestimates' } },
  { exercise: 'pruning', id: 'pruning', kind: 'notebook', expect: { pass: true, diagnosis: 'keeps-optimal' } },
  { exercise: 'pruning', id: 'pruning-article', kind: 'article', expect: { pass: false, diagnosis: 'loses-optimal-qtm' } },
  { exercise: 'pruning', id: 'pruning-undo-only', kind: 'alternative', expect: { pass: true, diagnosis: 'keeps-optimal' } },
] as const satisfies readonly CellPreset[];

/** A preset's id: the page's catalogues name each one (cells.presetNames). */
export type CellPresetId = (typeof CELL_PRESETS)[number]['id'];

/**
 * An exercise's presets, in the table's order (the notebook's first).
 *
 * @example
 * presetsOf('bfs').map((p) => p.id) // ['bfs', 'bfs-article', 'bfs-depth-first']
 */
export function presetsOf(exercise: CellExercise): (CellPreset & { readonly id: CellPresetId })[] {
  return CELL_PRESETS.filter((p) => p.exercise === exercise);
}
