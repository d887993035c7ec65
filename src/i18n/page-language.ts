/**
 * The page's edition, for code running in the browser: widgets, the search
 * box, the exercises. It is the `<html lang>` Base.astro writes (`en` or
 * `zh-Hans`), so a widget is its shell, its drawing and its prose in either
 * language without being told which.
 *
 * A page loads only its own language, and of that only the areas of the
 * catalogue its widgets name (`loadPageMessages(areas)`, each area a chunk of
 * its own: ./en/parts.ts, ./zh/parts.ts). The whole Chinese catalogue weighs
 * about 24 KB gzipped, a fifth of a chapter's script budget, and chapter 6
 * needs a third of it. The kit defines a widget once its areas have arrived
 * (widget-element.ts, `defineWidget`), so `pageMessages()` answers inside a
 * widget; an area nobody named throws an error that names it. Where there is
 * no page (Astro's build, vitest) the catalogue is the whole one
 * src/i18n/messages.ts provides when it loads: English, unless a caller passes
 * another catalogue explicitly, as the shells do.
 *
 * It lives here, beside the catalogues, and not in the widget kit: the
 * catalogues' own module (messages.ts) calls it, and nothing in src/i18n
 * imports from the widgets above it.
 */
import { type Locale, localeOf } from '../lib/locales.ts';
import type { Catalogue } from './catalogue.ts';

/** An area of the catalogue: `kit`, `cube`, `twoPhase`, … */
export type CatalogueArea = keyof Catalogue;

/** Every area, so that a read of anything else (`then`, when the catalogue is awaited) is not taken for one. */
const AREAS: ReadonlySet<string> = new Set<CatalogueArea>(Object.keys({
  site: 0, classic: 0, complexity: 0, cube: 0, exercises: 0, explorer: 0, figures: 0, histogram: 0, ida: 0, inspector: 0,
  kit: 0, lab: 0, notation: 0, paint: 0, pdb: 0, playground: 0, three: 0, twoPhase: 0, verification: 0,
} satisfies Record<CatalogueArea, 0>) as CatalogueArea[]);

/** Every page has a frame and every widget the kit: their words come with any request. */
const ALWAYS: readonly CatalogueArea[] = ['site', 'kit'];

/** The whole catalogue, where there is no page (provideMessages). */
let whole: Catalogue | null = null;
/** The areas fetched so far on this page. */
const arrived: { -readonly [Area in CatalogueArea]?: Catalogue[Area] } = {};
const fetching = new Map<CatalogueArea, Promise<void>>();

/**
 * What `pageMessages()` hands out on a page: the catalogue's shape, each area
 * read from what has arrived. An area that has not is a programming error
 * (a widget that did not name it in `defineWidget`), said as such.
 */
const onPage = new Proxy({} as Catalogue, {
  get(_, area) {
    if (typeof area !== 'string' || !AREAS.has(area)) return undefined;
    const words = arrived[area as CatalogueArea];
    if (words === undefined) {
      throw new Error(`the catalogue's "${area}" words were used before they were loaded: name "${area}" among the areas in defineWidget(…) or loadPageMessages(…)`);
    }
    return words;
  },
  // Spread and Object.keys see the areas that have arrived (a code cell spreads the page's words into its own).
  ownKeys: () => Object.keys(arrived),
  getOwnPropertyDescriptor: (_, area) =>
    typeof area === 'string' && area in arrived ? { value: arrived[area as CatalogueArea], enumerable: true, configurable: true, writable: false } : undefined,
});

/** The edition of the page this code runs in; English where there is no document (Node, a worker). */
export function pageLocale(): Locale {
  return localeOf(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** Fetches the page's words for `areas` (and the frame's and the kit's), each once; resolves when `pageMessages()` can answer for them. */
export async function loadPageMessages(areas: readonly CatalogueArea[] = []): Promise<Catalogue> {
  if (whole) return whole;
  const { parts } = pageLocale() === 'zh' ? await import('./zh/parts.ts') : await import('./en/parts.ts');
  await Promise.all(
    [...ALWAYS, ...areas].map((area) => {
      let pending = fetching.get(area);
      if (!pending) {
        pending = (parts[area]() as Promise<never>).then((words) => void (arrived[area] = words));
        fetching.set(area, pending);
      }
      return pending;
    }),
  );
  return onPage;
}

/** The message catalogue of the page's edition. In a browser, only the areas `loadPageMessages()` has fetched. */
export function pageMessages(): Catalogue {
  return whole ?? onPage;
}

/**
 * The catalogue to use where no page loads one: Node (the build, tests).
 * src/i18n/messages.ts calls it with English when it is imported, which only
 * build-time code and tests do; a page never imports it.
 */
export function provideMessages(catalogue: Catalogue): void {
  if (typeof document === 'undefined') whole ??= catalogue;
}
