/**
 * The cells' words of the page's language, loaded when a cell starts: a chunk
 * of its own (about 6 KB gzipped), which pages without a cell never fetch.
 */
import type { CellWords } from '../../i18n/cell-words.ts';
import { pageLocale } from '../../i18n/page-language.ts';

let loading: Promise<CellWords> | null = null;

export function loadCellWords(): Promise<CellWords> {
  loading ??= pageLocale() === 'zh' ? import('../../i18n/zh/cell-words.ts').then((m) => m.cellWords) : import('../../i18n/en/cell-words.ts').then((m) => m.cellWords);
  return loading;
}
