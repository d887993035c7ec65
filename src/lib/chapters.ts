/**
 * The notebook's table of contents: the chapters that exist (content
 * collection, sorted by `order`) against the plan of nine.
 */
import { getCollection, type CollectionEntry } from 'astro:content';

export type Chapter = CollectionEntry<'chapters'>;

/** The planned chapters, by number. A chapter file with the same `order` replaces its plan entry. */
export const CHAPTER_PLAN: readonly { order: number; title: string }[] = [
  { order: 1, title: 'The puzzle and a playground' },
  { order: 2, title: 'State encoding' },
  { order: 3, title: 'Moves and move tables' },
  { order: 4, title: "Breadth-first search and God's number" },
  { order: 5, title: 'Pattern databases' },
  { order: 6, title: 'IDA*' },
  { order: 7, title: 'Complexity' },
  { order: 8, title: 'Toward the 3×3×3' },
  { order: 9, title: 'The classic design, checked' },
];

/** Every chapter, in reading order. Two chapters with one `order` fail the build. */
export async function sortedChapters(): Promise<Chapter[]> {
  const chapters = (await getCollection('chapters')).sort((a: Chapter, b: Chapter) => a.data.order - b.data.order);
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i].data.order === chapters[i - 1].data.order) {
      throw new Error(`chapters ${chapters[i - 1].id} and ${chapters[i].id} both have order ${chapters[i].data.order}`);
    }
  }
  return chapters;
}

export type PlanItem = { order: number; title: string; summary?: string; chapter?: Chapter };

/** The plan with written chapters filled in: written ones carry `chapter`, the rest are "coming". */
export async function notebookPlan(): Promise<PlanItem[]> {
  const chapters = await sortedChapters();
  const byOrder = new Map(chapters.map((chapter) => [chapter.data.order, chapter]));
  const orders = [...new Set([...CHAPTER_PLAN.map((item) => item.order), ...byOrder.keys()])].sort((a, b) => a - b);
  return orders.map((order) => {
    const chapter = byOrder.get(order);
    if (chapter) return { order, title: chapter.data.title, summary: chapter.data.summary, chapter };
    return { order, title: CHAPTER_PLAN.find((item) => item.order === order)!.title };
  });
}
