/**
 * The code cells' words of an edition, for build-time code and tests (as
 * messages.ts is for the page catalogue). Pages load theirs with
 * src/widgets/code-cell/cell-words-loader.ts, their language alone.
 */
import type { Locale } from '../lib/locales.ts';
import type { Catalogue } from './catalogue.ts';
import { messagesFor } from './messages.ts';
import { cellWords as en, type CellWordsMessages } from './en/cell-words.ts';
import type { Translation } from './translation.ts';
import { cellWords as zh } from './zh/cell-words.ts';

/** The cells' words, in either language. */
export type CellWords = Translation<CellWordsMessages>;
/** What a cell and its verdicts read: the page catalogue and the cells' words. */
export type CellPageWords = Catalogue & CellWords;

export function cellWordsFor(locale: Locale): CellWords {
  return locale === 'zh' ? zh : en;
}

/** The page catalogue with the cells' words, as a cell sees them on a page of `locale` (for tests and the build). */
export function cellPageWordsFor(locale: Locale): CellPageWords {
  return { ...messagesFor(locale), ...cellWordsFor(locale) };
}
