/**
 * The words around the references in either edition (src/i18n/en/references.ts
 * and its Chinese twin), for the components that show them: Cite, References,
 * ReferenceEntry and the bibliography page.
 */
import { references as en } from './en/references.ts';
import { references as zh } from './zh/references.ts';
import type { Locale } from '../lib/locales.ts';

export function referenceWords(locale: Locale): typeof zh {
  return locale === 'zh' ? zh : en;
}
