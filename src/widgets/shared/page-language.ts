/**
 * The page's edition, for code running in the browser: widgets, the search
 * box. It is the `<html lang>` Base.astro writes (`en` or `zh-Hans`), so a
 * widget is its shell, its drawing and its prose in either language without
 * being told which.
 *
 * A page loads only its own language's catalogue, as a chunk of its own
 * (`loadPageMessages`; both together weighed about 40 KB gzipped, a third of
 * a chapter's script budget). The kit defines every widget once it has
 * arrived (widget-element.ts, `defineWidget`), so `pageMessages()` is always
 * ready inside a widget. Where there is no page (Astro's build, vitest) the
 * catalogue is the one src/i18n/messages.ts provides when it loads: English,
 * unless a caller passes another catalogue explicitly, as the shells do.
 */
import { type Locale, localeOf } from '../../lib/locales.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';

let current: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/** The edition of the page this code runs in; English where there is no document (Node, a worker). */
export function pageLocale(): Locale {
  return localeOf(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** Fetches the page's catalogue (once); resolves when `pageMessages()` can answer. */
export function loadPageMessages(): Promise<Catalogue> {
  if (current) return Promise.resolve(current);
  loading ??= (pageLocale() === 'zh' ? import('../../i18n/zh/index.ts').then((m) => m.zh) : import('../../i18n/en/index.ts').then((m) => m.en)).then(
    (catalogue) => (current = catalogue),
  );
  return loading;
}

/** The message catalogue of the page's edition. In a browser, only after `loadPageMessages()` has resolved. */
export function pageMessages(): Catalogue {
  if (!current) throw new Error('page messages used before loadPageMessages() resolved (define widgets with defineWidget)');
  return current;
}

/**
 * The catalogue to use where no page loads one: Node (the build, tests).
 * src/i18n/messages.ts calls it with English when it is imported, which only
 * build-time code and tests do; a page never imports it.
 */
export function provideMessages(catalogue: Catalogue): void {
  if (typeof document === 'undefined') current ??= catalogue;
}
