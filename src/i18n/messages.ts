/**
 * The message catalogue of an edition. Astro pages and shells call it with
 * their `Astro.currentLocale` (through `localeOf`); widgets get theirs from
 * the kit (widgets/shared/page-language.ts), which reads the page's language.
 * Cubing notation (U R F, R′, R2) is not translated: Chinese cubers use it too.
 */
import { en, type Messages } from './en/index.ts';
import { zh } from './zh/index.ts';
import type { Locale } from '../lib/locales.ts';
import type { Translation } from './translation.ts';

export type { Messages } from './en/index.ts';

/** A catalogue in either language: the English one's keys, with strings and functions of the same parameters. */
export type Catalogue = Translation<Messages>;

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, zh };

export function messagesFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
