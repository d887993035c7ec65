/**
 * Site-internal URLs with the deploy base applied. The site is served at `/`
 * in `astro dev` and under `/<repo>/` on GitHub Pages; every absolute link in
 * a layout or component goes through `withBase`. (Links written in chapter
 * Markdown are not rewritten by Astro: use relative ones there, `../02-…/`;
 * they work in both editions, since a Chinese chapter sits at the same path
 * under `zh/`.)
 */
import { type Locale, localePrefix } from './locales.ts';

export const BASE = import.meta.env.BASE_URL;

/** `withBase('chapters/01-the-pocket-cube/')` → `/pocket-cube-notebook/chapters/01-the-pocket-cube/`. */
export function withBase(path = ''): string {
  return BASE + path.replace(/^\/+/, '');
}

/** A page of an edition: `localHref('glossary/', 'zh')` → `/pocket-cube-notebook/zh/glossary/`. */
export function localHref(path: string, locale: Locale): string {
  return withBase(localePrefix(locale) + path.replace(/^\/+/, ''));
}

export function chapterHref(id: string, locale: Locale = 'en'): string {
  return localHref(`chapters/${id}/`, locale);
}
