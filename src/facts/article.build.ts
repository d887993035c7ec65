/**
 * The facts of the page for the article's readers (/article/, /zh/article/):
 * the article's figures next to the notebook's, all computed, so the page
 * types no number. Chapter 9's facts are the evidence; this module adds only
 * what the page compares that chapter 9 does not: the two corner numberings
 * and the two encodings' sizes.
 */
import { CORNER_NAMES, FIXED_CORNER } from 'pocket-cube-solver/internals';
import { CLASSIC_MOVE_NAMES, CLASSIC_SLOT_NAMES } from 'pocket-cube-solver/classic';
import { facts } from '../lib/pocket-cube-facts.build.ts';
import { formatCount, scientific } from '../lib/format.ts';

// Chapter 9's facts are the evidence; its order of (R F) included.
export { ch9, rf } from './chapter-09.build.ts';
/** The article's program, corrected, in Java: the link and what the page says about it. */
export { javaProgram as java } from '../lib/java-program.build.ts';
export { formatCount as n, scientific };

export const f = facts();

/** Slot by slot, the article's corner name and the notebook's; `same` is false where the two numberings differ. */
export const slots = CLASSIC_SLOT_NAMES.map((article, slot) => ({ slot, article, ours: CORNER_NAMES[slot], same: article === CORNER_NAMES[slot] }));

/** The slots whose names differ between the two numberings (the article's DBL and DRB trade places). */
export const swapped = slots.filter((s) => !s.same).map((s) => s.slot);

/** The corner the notebook holds fixed, by name. */
export const fixedCorner = CORNER_NAMES[FIXED_CORNER];

/** The article's six moves in index order, as it numbers them (U D R L F B). */
export const articleMoves = CLASSIC_MOVE_NAMES.join(' ');
