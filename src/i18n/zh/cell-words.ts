/** 代码单元的中文，与页面的目录分开（大多数页面没有代码单元，由代码单元自己加载）。 */
import type { CellWordsMessages } from '../en/cell-words.ts';
import type { Translation } from '../translation.ts';
import { cellVerdicts } from './cell-verdicts.ts';
import { cells } from './cells.ts';

export const cellWords: Translation<CellWordsMessages> = { cells, cellVerdicts };
