/**
 * The notebook's two editions (issue 23): English at the site's root, Chinese
 * under `/zh/`, by Astro's i18n routing (astro.config.mjs). Everything that
 * needs to know "which language is this page" goes through here: Astro pages
 * and shells read `Astro.currentLocale`, widgets read the page's `<html lang>`
 * (widgets/shared/page-language.ts), and both map it with `localeOf`.
 */

/** Astro's locale codes, which are also the path prefixes (`zh` → `/zh/…`). */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * `<html lang>` and `hreflang` per edition. The Chinese edition is written in
 * Simplified Chinese, which BCP 47 says as `zh-Hans` (script, not country):
 * fonts and screen readers pick Simplified glyphs and voices from it.
 */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en', zh: 'zh-Hans' };

/** Each edition's name in its own language, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', zh: '中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The edition of a locale code or a language tag: `zh`, `zh-Hans`, `zh-CN` → `zh`;
 * anything else, or nothing (a page outside the i18n routes), → English.
 * @example localeOf('zh-Hans') // 'zh'; localeOf(undefined) // 'en'
 */
export function localeOf(tag: string | undefined | null): Locale {
  const primary = (tag ?? '').toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

/** The other edition: the language switch's target. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'zh' : 'en';
}

/** The path prefix of an edition below the site's base: `''` for English, `'zh/'` for Chinese. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `${locale}/`;
}

/**
 * A site path (below the base) in the other edition's terms: strips or adds
 * the `zh/` prefix. Used for the language switch and the hreflang alternates.
 * @example pathInLocale('chapters/04-breadth-first-search/', 'zh') // 'zh/chapters/04-breadth-first-search/'
 * @example pathInLocale('zh/glossary/', 'en') // 'glossary/'
 */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = path.replace(/^\/+/, '').replace(/^zh(\/|$)/, '');
  return localePrefix(locale) + bare;
}
