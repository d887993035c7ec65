/**
 * The code cells' words in English, kept apart from the page catalogue
 * (./index.ts): most pages have no cell, so the cells load them themselves
 * (src/widgets/code-cell/cell-words-loader.ts), as their verdicts' renderers.
 */
import { cellVerdicts } from './cell-verdicts.ts';
import { cells } from './cells.ts';

export const cellWords = { cells, cellVerdicts };
export type CellWordsMessages = typeof cellWords;
