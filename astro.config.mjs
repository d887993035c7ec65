// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Where the site lives. Both come from the environment so one build serves
 * `astro dev` at `/` and GitHub Pages under `/<repo>/` (the deploy workflow
 * and `npm run build:test` set them). Without SITE_URL the site has no known
 * address, and pages carry no rel=canonical (Base.astro) rather than one
 * pointing at localhost (issue 20, item 8).
 */
const site = process.env.SITE_URL || undefined;
const base = normaliseBase(process.env.BASE_PATH || '/');

/**
 * The solver package's entries (`pocket-cube-solver`, `…/client`, …) resolve
 * to its TypeScript source here, through the same names a user of the
 * installed package gets compiled JS for (solver/package.json exports), so
 * `astro dev` needs no solver build. Vite 6+ replaces its default conditions
 * with the list given, so the defaults are kept after ours.
 */
const SOLVER_SOURCE = 'pocket-cube-source';

/** The widget kit and the solver's page side but the 3×3×3's: one chunk (see build.rolldownOptions below). */
const WIDGET_KIT = /[\\/](src[\\/]widgets[\\/]shared|solver[\\/]src[\\/](?!three[\\/]))/;

/**
 * `pocket-cube-notebook` → `/pocket-cube-notebook/`; `/` stays `/`.
 * @param {string} path
 */
function normaliseBase(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export default defineConfig({
  site,
  base,
  // Every page is a folder with index.html, so links end in `/` and
  // import.meta.env.BASE_URL always ends in `/`.
  trailingSlash: 'always',
  integrations: [mdx()],
  // Two editions (issue 23): English at the root, Chinese under /zh/. Pages
  // read their edition from Astro.currentLocale (src/i18n/locales.ts).
  i18n: {
    locales: ['en', 'zh'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  markdown: {
    // Heading attributes let a Chinese chapter keep its English twin's section
    // ids (`## 状态图 {#the-state-graph}`), so links, shared addresses and the
    // language switch land on the same section in both editions
    // (scripts/translation-outline.mjs checks they match).
    processor: satteri({ features: { headingAttributes: true } }),
    // Fenced code in chapters is rare (listings come from solver/src through
    // <Source>), but when it happens it gets the same paired themes.
    shikiConfig: {
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
    },
  },
  vite: {
    resolve: { conditions: [SOLVER_SOURCE, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOLVER_SOURCE, ...defaultServerConditions] } },
    // Astro renders the static pages in its own `prerender` environment (and runs
    // `astro dev`'s modules in `astro`), which take neither setting above: without
    // these, build-time code read the compiled solver/dist/, failing on a fresh
    // clone and computing the chapters' numbers from stale code after a change.
    environments: {
      prerender: { resolve: { conditions: [SOLVER_SOURCE, ...defaultServerConditions] } },
      astro: { resolve: { conditions: [SOLVER_SOURCE, ...defaultServerConditions] } },
    },
    // The solver worker is an ES module with split chunks (it imports the
    // same solver modules as the page, which stay tree-shaken there).
    worker: { format: 'es' },
    build: {
      rolldownOptions: {
        output: {
          // The widget kit and the page side of the 2×2×2 solver, which nearly every chapter's widgets
          // import, in one chunk instead of some twenty small ones a chapter fetched one import after
          // another: a chapter now loads 8–14 scripts instead of 30–48, and 0–19 KB more gzipped
          // JavaScript (chapter 6, the largest, is unchanged at 112 KB). Measured in the tests' headless
          // Chromium (issue 22), a chapter's load (chapters 1, 5, 7) took 1.29–1.65 CPU-seconds as split
          // and 0.97–1.33 with this group, the preview server's share included. Kept out: the 3×3×3's
          // code and d3 (a group with them gave every chapter all of it, chapter 6 over its 120 KB
          // budget), and what the home page's one script needs (page-frame), so pages without widgets
          // still load ~2.7 KB.
          codeSplitting: {
            groups: [
              // Higher priority, so the kit's group does not take them in as its dependencies.
              { name: 'page-frame', test: /[\\/](page-language|locales)\.ts$/, priority: 2 },
              { name: 'widget-kit', test: WIDGET_KIT, priority: 1 },
            ],
          },
        },
      },
    },
  },
});
