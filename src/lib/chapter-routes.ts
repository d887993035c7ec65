/**
 * The static routes of one edition's chapters: one page per chapter file,
 * `/chapters/<file name>/` in English and `/zh/chapters/<file name>/` in
 * Chinese, with what the layout needs (plan, neighbours, whether the other
 * edition has the chapter).
 */
import type { Locale } from './locales.ts';
import { type Chapter, type PlanItem, notebookPlan, sortedChapters } from './chapters.ts';

export interface ChapterRoute {
  chapter: Chapter;
  plan: PlanItem[];
  previous?: Chapter;
  next?: Chapter;
  hasTwin: boolean;
}

export async function chapterRoutes(locale: Locale): Promise<{ params: { slug: string }; props: ChapterRoute }[]> {
  const chapters = await sortedChapters(locale);
  const plan = await notebookPlan(locale);
  const twins = new Set((await sortedChapters(locale === 'en' ? 'zh' : 'en')).map((chapter) => chapter.id));
  return chapters.map((chapter, index) => ({
    params: { slug: chapter.id },
    props: { chapter, plan, previous: chapters[index - 1], next: chapters[index + 1], hasTwin: twins.has(chapter.id) },
  }));
}
