import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Chapters live in the top-level `content/chapters/` folder (prose is not
 * source code). Files starting with `_` are drafts or partials and are skipped.
 * The entry id is the file name without extension, e.g. `01-the-pocket-cube`,
 * and becomes the URL `/chapters/01-the-pocket-cube/`.
 */
const chapterFields = {
  title: z.string(),
  /** Position in the notebook, 1-based; also the chapter number shown. */
  order: z.number().int().positive(),
  /** One or two sentences for the home page and the meta description. */
  summary: z.string(),
};

const chapters = defineCollection({
  loader: glob({ pattern: '**/[^_]*.mdx', base: './content/chapters' }),
  schema: z.object(chapterFields),
});

/**
 * The Chinese edition (issue 23): `content/zh/chapters/`, one file per English
 * chapter with the same file name, so the same id and URL under /zh/.
 * `translationOf` is the hash of the English source it translates
 * (scripts/check-translation.mjs --stamp writes it); the parity test fails when
 * the English has changed since, unless `behind: true` puts a visible "this
 * translation is behind" note on the page.
 */
const chaptersZh = defineCollection({
  loader: glob({ pattern: '**/[^_]*.mdx', base: './content/zh/chapters' }),
  schema: z.object({
    ...chapterFields,
    translationOf: z.string().regex(/^[0-9a-f]{12}$/),
    behind: z.boolean().optional(),
  }),
});

export const collections = { chapters, chaptersZh };
