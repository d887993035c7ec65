/**
 * The notebook's table of contents, per edition: the chapters that exist
 * (content collections `chapters` and `chaptersZh`, sorted by `order`) against
 * the plan.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from './locales.ts';
import { chapterHref } from './paths.ts';

export type EnglishChapter = CollectionEntry<'chapters'>;
export type ChineseChapter = CollectionEntry<'chaptersZh'>;
export type Chapter = EnglishChapter | ChineseChapter;

/** The planned chapters, by number. A chapter file with the same `order` replaces its plan entry. */
export const CHAPTER_PLAN: readonly { order: number; title: Readonly<Record<Locale, string>> }[] = [
  { order: 1, title: { en: 'The puzzle and a playground', zh: '魔方与演练场' } },
  { order: 2, title: { en: 'State encoding', zh: '状态编码' } },
  { order: 3, title: { en: 'Moves and move tables', zh: '转动与转动表' } },
  { order: 4, title: { en: "Breadth-first search and God's number", zh: '广度优先搜索与上帝之数' } },
  { order: 5, title: { en: 'Pattern databases', zh: '模式数据库' } },
  { order: 6, title: { en: 'IDA*', zh: 'IDA*' } },
  { order: 7, title: { en: 'Complexity', zh: '复杂度' } },
  { order: 8, title: { en: 'Toward the 3×3×3', zh: '走向三阶魔方' } },
  { order: 9, title: { en: 'The classic design, checked', zh: '检验原文的设计' } },
  { order: 10, title: { en: 'Any 3×3×3 in milliseconds', zh: '任意三阶魔方，毫秒求解' } },
];

/** Every chapter of an edition, in reading order. Two chapters with one `order` fail the build. */
export async function sortedChapters(locale: Locale = 'en'): Promise<Chapter[]> {
  const entries: Chapter[] = locale === 'zh' ? await getCollection('chaptersZh') : await getCollection('chapters');
  const chapters = entries.sort((a, b) => a.data.order - b.data.order);
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i].data.order === chapters[i - 1].data.order) {
      throw new Error(`chapters ${chapters[i - 1].id} and ${chapters[i].id} both have order ${chapters[i].data.order}`);
    }
  }
  return chapters;
}

export type PlanItem = {
  order: number;
  title: string;
  summary?: string;
  /** The chapter in this edition, when it is written. */
  chapter?: Chapter;
  /** Where the chapter is read: this edition's page, or the English one while a translation is missing. */
  href?: string;
  /** True when `href` leads to the English chapter because this edition has none yet. */
  untranslated?: boolean;
};

/**
 * An edition's plan with written chapters filled in: written ones carry
 * `chapter` and `href`; a chapter the Chinese edition has not translated yet
 * links to its English page and says so; the rest are "coming".
 */
export async function notebookPlan(locale: Locale = 'en'): Promise<PlanItem[]> {
  const own = new Map((await sortedChapters(locale)).map((chapter) => [chapter.data.order, chapter]));
  const english = locale === 'en' ? own : new Map((await sortedChapters('en')).map((chapter) => [chapter.data.order, chapter]));
  const orders = [...new Set([...CHAPTER_PLAN.map((item) => item.order), ...english.keys(), ...own.keys()])].sort((a, b) => a - b);
  return orders.map((order): PlanItem => {
    const chapter = own.get(order);
    if (chapter) return { order, title: chapter.data.title, summary: chapter.data.summary, chapter, href: chapterHref(chapter.id, locale) };
    const original = english.get(order);
    if (original) {
      return { order, title: original.data.title, summary: original.data.summary, href: chapterHref(original.id, 'en'), untranslated: true };
    }
    return { order, title: CHAPTER_PLAN.find((item) => item.order === order)!.title[locale] };
  });
}
