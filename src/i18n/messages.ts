/**
 * The message catalogue of an edition, for build-time code and tests. Astro
 * pages and shells call it with their `Astro.currentLocale` (through
 * `localeOf`). Pages never import this module: a page loads its own language
 * alone (widgets/shared/page-language.ts). Cubing notation (U R F, R′, R2) is
 * not translated: Chinese cubers use it too.
 */
import { en } from './en/index.ts';
import { zh } from './zh/index.ts';
import type { Locale } from '../lib/locales.ts';
import type { Catalogue } from './catalogue.ts';
import { provideMessages } from './page-language.ts';

export type { Catalogue, Messages } from './catalogue.ts';

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, zh };

// Where no page loads a catalogue (the build, tests), code that asks for the page's words gets English.
provideMessages(en);

export function messagesFor(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}
