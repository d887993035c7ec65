// @ts-check
/**
 * What a chapter is made of, apart from its words: the outline two editions of
 * one chapter must share (issue 23, "parity"). The Chinese chapter under
 * content/zh/chapters/ has the same sections (heading levels and ids, in
 * order), the same widgets, figures and exercises (components in order, with
 * their ids), the same <Fact>s and the same <Source> listings as its English
 * twin; only the prose and the human-language props differ.
 *
 * Headings come from the real MDX compiler Astro uses (satteri, with Astro's
 * own heading-id plugin), so the ids are exactly the ones on the page. Chinese
 * headings carry the English id explicitly (`## 状态图 {#the-state-graph}`,
 * heading attributes are on in astro.config.mjs): a link, a shared address or
 * the language switch lands on the same section in either edition.
 *
 * Plain JavaScript, so `node scripts/check-translation.mjs` runs on any Node
 * without a TypeScript step; tests/site/translation-parity.test.ts uses it too.
 */
import { createHash } from 'node:crypto';
import { satteriHeadingIdsPlugin } from '@astrojs/markdown-satteri';
import { mdxToJs } from 'satteri';

/**
 * @typedef {{ depth: number; id: string; text: string }} OutlineHeading
 * @typedef {{
 *   headings: OutlineHeading[];
 *   components: string[];
 *   facts: string[];
 *   sources: string[];
 *   frontmatter: Record<string, string>;
 * }} Outline
 */

/** Markdown features the site turns on (astro.config.mjs), so the compile here matches the build. */
export const SITE_MARKDOWN_FEATURES = { headingAttributes: true };

/**
 * The outline of one chapter's MDX source. Throws the compiler's message
 * (line:column) when the source does not compile.
 * @param {string} source
 * @returns {Promise<Outline>}
 */
export async function chapterOutline(source) {
  const astro = { frontmatter: {}, headings: [], localImagePaths: new Set(), remoteImagePaths: new Set() };
  await mdxToJs(withoutFrontmatter(source), {
    hastPlugins: [satteriHeadingIdsPlugin()],
    features: SITE_MARKDOWN_FEATURES,
    jsxImportSource: 'astro',
    data: { astro },
  });
  /** @type {OutlineHeading[]} */
  const headings = astro.headings.map((/** @type {{ depth: number; slug: string; text: string }} */ h) => ({
    depth: h.depth,
    id: h.slug,
    text: h.text,
  }));
  const markup = withoutCode(withoutFrontmatter(source));
  return {
    headings,
    components: [...markup.matchAll(/<([A-Z][A-Za-z0-9]*)\b([^>]*)/g)].map(([, name, attributes]) => {
      const id = /\bid="([^"]+)"/.exec(attributes)?.[1];
      return id ? `${name}#${id}` : name;
    }),
    facts: [...markup.matchAll(/<Fact\s+name="([^"]+)"/g)].map((m) => m[1]).sort(),
    sources: [...markup.matchAll(/<Source\b([^>]*)/g)].map(([, attributes]) => sourceIdentity(attributes)),
    frontmatter: frontmatterOf(source),
  };
}

/**
 * Where two outlines differ, in words a translator can act on; empty when they
 * are the same chapter.
 * @param {Outline} english
 * @param {Outline} chinese
 * @returns {string[]}
 */
export function outlineDifferences(english, chinese) {
  /** @type {string[]} */
  const problems = [];
  const enHeadings = english.headings.map((h) => `h${h.depth} #${h.id}`);
  const zhHeadings = chinese.headings.map((h) => `h${h.depth} #${h.id}`);
  problems.push(...sequenceDifferences('heading', enHeadings, zhHeadings));
  problems.push(...sequenceDifferences('component', english.components, chinese.components));
  problems.push(...sequenceDifferences('<Fact name>', english.facts, chinese.facts));
  problems.push(...sequenceDifferences('<Source>', english.sources, chinese.sources));
  if (english.frontmatter.order !== chinese.frontmatter.order) {
    problems.push(`frontmatter order: English ${english.frontmatter.order}, Chinese ${chinese.frontmatter.order}`);
  }
  return problems;
}

/**
 * The English source a translation was made from, as a short hash: the Chinese
 * chapter records it (`translationOf` in its frontmatter), so a change to the
 * English that the Chinese has not followed is seen (the parity test fails, or
 * the page says the translation is behind when the chapter says so).
 * @param {string} englishSource
 */
export function translationStamp(englishSource) {
  return createHash('sha256').update(englishSource.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

/**
 * @param {string} what
 * @param {string[]} expected
 * @param {string[]} actual
 */
function sequenceDifferences(what, expected, actual) {
  const problems = [];
  const length = Math.max(expected.length, actual.length);
  for (let i = 0; i < length; i++) {
    if (expected[i] === actual[i]) continue;
    problems.push(`${what} ${i + 1}: English has ${expected[i] ?? '(nothing)'}, Chinese has ${actual[i] ?? '(nothing)'}`);
    break; // the first difference; the rest usually follow from it
  }
  if (expected.length !== actual.length) problems.push(`${what}s: English has ${expected.length}, Chinese ${actual.length}`);
  return problems;
}

/** A listing is the same listing when it shows the same file and region. @param {string} attributes */
function sourceIdentity(attributes) {
  const file = /\bfile="([^"]+)"/.exec(attributes)?.[1] ?? '?';
  const region = /\bregion="([^"]+)"/.exec(attributes)?.[1];
  return region ? `${file}#${region}` : file;
}

/** @param {string} source */
function withoutFrontmatter(source) {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** Fenced and inline code can hold `<Tag` text that is not a component. @param {string} source */
function withoutCode(source) {
  return source.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/**
 * The frontmatter's top-level scalar fields (title, order, summary,
 * translationOf, behind): all a parity check needs, without a YAML parser.
 * @param {string} source
 * @returns {Record<string, string>}
 */
function frontmatterOf(source) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  /** @type {Record<string, string>} */
  const fields = {};
  for (const line of block.split(/\r?\n/)) {
    const match = /^([A-Za-z]\w*):\s*(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return fields;
}
