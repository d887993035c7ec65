import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Chapters live in the top-level `content/chapters/` folder (prose is not
 * source code). Files starting with `_` are drafts or partials and are skipped.
 * The entry id is the file name without extension, e.g. `01-the-pocket-cube`,
 * and becomes the URL `/chapters/01-the-pocket-cube/`.
 */
const chapters = defineCollection({
  loader: glob({ pattern: '**/[^_]*.mdx', base: './content/chapters' }),
  schema: z.object({
    title: z.string(),
    /** Position in the notebook, 1-based; also the chapter number shown. */
    order: z.number().int().positive(),
    /** One or two sentences for the home page and the meta description. */
    summary: z.string(),
  }),
});

export const collections = { chapters };
