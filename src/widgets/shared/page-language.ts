/**
 * The page's edition, for code running in the browser: widgets, the search
 * box. It is the `<html lang>` Base.astro writes (`en` or `zh-Hans`), read
 * once per call, so a widget is its shell, its drawing and its prose in
 * either language without being told which.
 */
import { type Locale, localeOf } from '../../lib/locales.ts';
import { type Catalogue, messagesFor } from '../../i18n/messages.ts';

/** The edition of the page this code runs in; English where there is no document (Node, a worker). */
export function pageLocale(): Locale {
  return localeOf(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** The message catalogue of the page's edition. */
export function pageMessages(): Catalogue {
  return messagesFor(pageLocale());
}
