/**
 * The Chinese edition keeps step with the English one (issue 23, "Parity").
 * Every Chinese chapter has an English twin of the same file name, the same
 * sections (levels and ids, in order), the same components in order (widgets,
 * figures, exercises, prediction gates, with their ids), the same <Fact>s and
 * the same <Source> listings; and it records which English text it
 * translates (`translationOf`, the hash scripts/check-translation.mjs --stamp
 * writes). A change to an English chapter that its Chinese twin has not
 * followed fails here, unless the Chinese chapter says `behind: true`, which
 * puts a visible "this translation is behind" note on its page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chapterOutline, outlineDifferences, translationStamp } from '../../scripts/translation-outline.mjs';
import { GLOSSARY } from '../../src/i18n/glossary.ts';

const ENGLISH = join(import.meta.dirname, '../../content/chapters');
const CHINESE = join(import.meta.dirname, '../../content/zh/chapters');

const published = (folder: string) => (existsSync(folder) ? readdirSync(folder).filter((name) => /^[^_].*\.mdx$/.test(name)).sort() : []);
const read = (folder: string, name: string) => readFileSync(join(folder, name), 'utf8');

describe('each Chinese chapter against its English twin', () => {
  const chinese = published(CHINESE);

  it('there is a Chinese edition to check', () => {
    expect(chinese.length).toBeGreaterThan(0);
  });

  // The other way round too: an English chapter with no Chinese twin would pass every check above silently.
  // Chapters the Chinese edition may lack for now, each with its reason; none today.
  const UNTRANSLATED_FOR_NOW: Readonly<Record<string, string>> = {};
  it('every English chapter has a Chinese twin, or is listed with its reason', () => {
    const missing = published(ENGLISH).filter((name) => !chinese.includes(name) && !(name in UNTRANSLATED_FOR_NOW));
    expect(missing, 'English chapters without a Chinese twin (translate them, or list them in UNTRANSLATED_FOR_NOW with a reason)').toEqual([]);
    for (const name of Object.keys(UNTRANSLATED_FOR_NOW)) expect(chinese, `${name} is translated now: take it off the list`).not.toContain(name);
  });

  it.each(chinese)('%s has an English twin with the same outline', async (name) => {
    expect(published(ENGLISH), 'an English chapter of the same file name').toContain(name);
    const english = await chapterOutline(read(ENGLISH, name));
    const translated = await chapterOutline(read(CHINESE, name));
    expect(outlineDifferences(english, translated)).toEqual([]);
    expect(translated.headings.length).toBeGreaterThan(0);
  });

  it.each(chinese)('%s translates the English as it is now, or says it is behind', (name) => {
    expectCurrent(read(CHINESE, name), read(ENGLISH, name), name);
  });
});

/** A translation's stamp is the English text's hash as it is now, unless it says `behind: true`. */
function expectCurrent(chineseSource: string, englishSource: string, name: string): void {
  const stamp = /^translationOf:\s*'?([0-9a-f]+)'?\s*$/m.exec(chineseSource)?.[1];
  const behind = /^behind:\s*true\s*$/m.test(chineseSource);
  if (!behind) expect(stamp, `${name}: run node scripts/check-translation.mjs --stamp after bringing it up to date`).toBe(translationStamp(englishSource));
}

/** Every link target of an MDX source, in order: Markdown links and href attributes. */
const linkTargets = (source: string) => [...source.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);

describe('the pages beside the chapters (content/pages/, content/zh/pages/)', () => {
  const ENGLISH_PAGES = join(import.meta.dirname, '../../content/pages');
  const CHINESE_PAGES = join(import.meta.dirname, '../../content/zh/pages');
  const pages = published(ENGLISH_PAGES);

  it('each English page has a Chinese twin', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(published(CHINESE_PAGES)).toEqual(pages);
  });

  it.each(pages)('%s: the same sections, facts and components, translated from the English as it is now', async (name) => {
    const english = read(ENGLISH_PAGES, name);
    const chinese = read(CHINESE_PAGES, name);
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(chinese))).toEqual([]);
    expectCurrent(chinese, english, name);
  });

  it.each(pages)('%s: the same links to the same evidence, as a set', (name) => {
    // The Chinese may order a sentence's links differently, but must point the reader at every place the English does.
    expect(new Set(linkTargets(read(CHINESE_PAGES, name)))).toEqual(new Set(linkTargets(read(ENGLISH_PAGES, name))));
  });
});

describe('the outline check itself', () => {
  const name = '04-breadth-first-search.mdx';
  const english = read(ENGLISH, name);

  it('accepts the English chapter as its own twin', async () => {
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(english))).toEqual([]);
  });

  it('names a section whose id was not carried over', async () => {
    const renamed = english.replace('## The state graph\n', '## 状态图\n');
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(renamed))).toContainEqual(
      'heading 1: English has h2 #the-state-graph, Chinese has h2 #状态图',
    );
  });

  it('keeps an English id given explicitly to a Chinese heading', async () => {
    const translated = english.replace('## The state graph\n', '## 状态图 {#the-state-graph}\n');
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(translated))).toEqual([]);
  });

  it('names a widget or a fact left out', async () => {
    const withoutWidget = english.replace(/<DepthHistogram[^>]*\/>/, '');
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(withoutWidget)).join('\n')).toMatch(/component/);
    const withoutFact = english.replace('<Fact name="godsNumberHtm" />', '11');
    expect(outlineDifferences(await chapterOutline(english), await chapterOutline(withoutFact)).join('\n')).toMatch(/<Fact name>/);
  });

  it('changes the stamp when the English changes', () => {
    expect(translationStamp(english)).not.toBe(translationStamp(english.replace('breadth-first', 'breadth first')));
    expect(translationStamp(english)).toBe(translationStamp(english.replace(/\n/g, '\r\n')));
  });
});

describe('the glossary', () => {
  it('links every term to a section that exists, in both editions', async () => {
    const ids = new Map<string, Set<string>>();
    for (const name of published(ENGLISH)) {
      ids.set(name.replace(/\.mdx$/, ''), new Set((await chapterOutline(read(ENGLISH, name))).headings.map((h) => h.id)));
    }
    const missing = GLOSSARY.filter((entry) => !ids.get(entry.chapter)?.has(entry.section)).map((entry) => `${entry.en} → ${entry.chapter}#${entry.section}`);
    expect(missing).toEqual([]);
  });

  it('has each term once in each language', () => {
    for (const language of ['en', 'zh'] as const) {
      const terms = GLOSSARY.map((entry) => entry[language]);
      expect(new Set(terms).size, language).toBe(terms.length);
    }
  });
});
