/**
 * Loads Pagefind's search API from the built site (`<base>pagefind/pagefind.js`).
 * Returns null where there is no index: always under `astro dev`, and after
 * a build that skipped `pagefind --site dist`.
 */

export interface PagefindHit {
  url: string;
  /** The page's indexed text, for checking that a hit really contains the query (search-hits.ts). */
  content: string;
  excerpt: string;
  meta: { title?: string };
}

export interface Pagefind {
  search(query: string): Promise<{ results: { data(): Promise<PagefindHit> }[] }>;
}

interface PagefindModule extends Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
}

/**
 * A native `import()` that bundlers do not see. Vite rewrites every import()
 * it finds with a module-preload helper; in a script small enough for Astro to
 * inline into the page, that helper's placeholder is left unreplaced and the
 * import throws. The index only exists after the build anyway, so there is
 * nothing for the bundler to do here.
 */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

export async function loadPagefind(): Promise<Pagefind | null> {
  if (import.meta.env.DEV) return null;
  const base = import.meta.env.BASE_URL;
  try {
    const module = (await nativeImport(`${base}pagefind/pagefind.js`)) as PagefindModule;
    // Pagefind records URLs relative to dist/; the base makes them links that work when deployed.
    await module.options({ baseUrl: base, excerptLength: 24 });
    await module.init();
    return module;
  } catch {
    return null;
  }
}
