/**
 * The notebook's references (issue 37, "Sources you can click"): the data
 * module src/lib/references.ts against the chapters that cite from it.
 *
 * - Every entry has an https address or a DOI, or says why it has neither
 *   (an address that could not be confirmed is left out, not guessed).
 * - Every <Cite id> in either edition names an entry, and every entry is cited.
 * - Each chapter's marks, in order of first appearance, are its list in
 *   CHAPTER_CITATIONS (that order numbers the marks [1], [2], …), in both
 *   editions; a chapter that cites ends with its references section.
 * - The article page's map follows the article's own sections, 引言 and 一 to 八,
 *   in both editions (/work/shared/notes/classic-design.md lists them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTER_CITATIONS, REFERENCES, type ChapterKey, type Reference, chapterKeyOfPath, doiHref, referenceHref } from '../../src/lib/references.ts';
import { references as zhWords } from '../../src/i18n/zh/references.ts';

const ROOT = join(import.meta.dirname, '../..');
const EDITIONS = [
  { name: 'en', folder: join(ROOT, 'content/chapters'), heading: '## References {#references}' },
  { name: 'zh', folder: join(ROOT, 'content/zh/chapters'), heading: '## 参考文献 {#references}' },
] as const;
const PAGES = [join(ROOT, 'content/pages/article.mdx'), join(ROOT, 'content/zh/pages/article.mdx')];

const chapterFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /^\d\d-.*\.mdx$/.test(name))
    .sort()
    .map((name) => ({ key: name.slice(0, 2) as ChapterKey, path: join(folder, name), source: readFileSync(join(folder, name), 'utf8') }));

/** Every <Cite id="…" /> of a source, in order, outside code. */
export function citedIds(mdx: string): string[] {
  const markup = mdx.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...markup.matchAll(/<Cite\b([^>]*)\/?>/g)].map(([, attributes]) => /\bid="([^"]*)"/.exec(attributes)?.[1] ?? '(no id)');
}

/** The ids in order of first appearance. */
const firstAppearances = (ids: readonly string[]) => [...new Set(ids)];

const DOI = /^10\.\d{4,9}\/\S+$/;

function linkProblems(reference: Reference): string[] {
  const problems: string[] = [];
  const https = (address: string, what: string) => {
    let url: URL | undefined;
    try {
      url = new URL(address);
    } catch {
      problems.push(`${reference.id}: ${what} ${address} is not a URL`);
      return;
    }
    if (url.protocol !== 'https:') problems.push(`${reference.id}: ${what} ${address} is not https`);
    if (/\s/.test(address)) problems.push(`${reference.id}: ${what} has white space`);
  };
  if (reference.url) https(reference.url, 'url');
  if (reference.doi !== undefined && !DOI.test(reference.doi)) problems.push(`${reference.id}: doi ${reference.doi} is not a DOI`);
  if (reference.zh) https(reference.zh.url, 'Chinese source');
  const linked = Boolean(reference.url || reference.doi);
  if (!linked && !reference.unlinked) problems.push(`${reference.id}: neither an https address nor a DOI, and no reason given`);
  if (linked && reference.unlinked) problems.push(`${reference.id}: says it is unlinked but has a link`);
  return problems;
}

describe('the references data module', () => {
  it('gives every entry an https address or a DOI, or says why it has neither', () => {
    expect(REFERENCES.flatMap(linkProblems)).toEqual([]);
    for (const reference of REFERENCES) {
      const href = referenceHref(reference);
      if (href) expect(href, reference.id).toMatch(/^https:\/\//);
    }
    expect(doiHref('10.1137/0221022')).toBe('https://doi.org/10.1137/0221022');
  });

  it('checks links the way it says (a mutation of each rule fails)', () => {
    const base = { id: 'x', authors: 'A', year: 2000, title: 'T' };
    expect(linkProblems({ ...base })).toHaveLength(1);
    expect(linkProblems({ ...base, url: 'http://example.org/' })).toHaveLength(1);
    expect(linkProblems({ ...base, url: 'example.org/page' })).toHaveLength(1);
    expect(linkProblems({ ...base, doi: 'doi:10.1/x' })).toHaveLength(1);
    expect(linkProblems({ ...base, doi: '10.1016/0004-3702(85)90084-0' })).toEqual([]);
    expect(linkProblems({ ...base, unlinked: 'could not be confirmed' })).toEqual([]);
    expect(linkProblems({ ...base, url: 'https://example.org/', unlinked: 'why' })).toHaveLength(1);
  });

  it('has one entry per id, with a title and authors', () => {
    const ids = REFERENCES.map((reference) => reference.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reference of REFERENCES) {
      expect(reference.id, reference.id).toMatch(/^[a-z0-9-]+$/);
      expect(reference.title.trim(), reference.id).not.toBe('');
      expect(reference.authors.trim(), reference.id).not.toBe('');
    }
  });

  it('lists only entries it has, and each chapter at most once per entry', () => {
    const ids = new Set<string>(REFERENCES.map((reference) => reference.id));
    for (const [chapter, list] of Object.entries(CHAPTER_CITATIONS)) {
      expect(list!.filter((id) => !ids.has(id)), `chapter ${chapter}`).toEqual([]);
      expect(new Set(list).size, `chapter ${chapter}`).toBe(list!.length);
    }
  });

  it('finds the chapter of a page address', () => {
    expect(chapterKeyOfPath('/pocket-cube-notebook/zh/chapters/05-pattern-databases/')).toBe('05');
    expect(chapterKeyOfPath('/chapters/10-any-3x3x3-in-milliseconds/')).toBe('10');
    expect(chapterKeyOfPath('/bibliography/')).toBeNull();
  });

  it('says its words in Chinese in the Chinese edition', () => {
    const leaves = (value: unknown): unknown[] => (typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value]);
    const strings = [...leaves(zhWords), zhWords.bibliography.chapterLink(3)].filter((value): value is string => typeof value === 'string' && /[A-Za-z]/.test(value));
    expect(strings.filter((value) => !/\p{Script=Han}/u.test(value))).toEqual([]);
  });
});

describe('the chapters cite from the data module', () => {
  const known = new Set<string>(REFERENCES.map((reference) => reference.id));

  it('recognises a citation, and a citation of an unknown id is caught', () => {
    const ids = citedIds('Korf (1997)<Cite id="korf1997" /> and `<Cite id="in-code" />` and <Cite id="no-such-work" />.');
    expect(ids).toEqual(['korf1997', 'no-such-work']);
    expect(ids.filter((id) => !known.has(id))).toEqual(['no-such-work']);
  });

  for (const edition of EDITIONS) {
    for (const { key, path, source } of chapterFiles(edition.folder)) {
      it(`${edition.name} chapter ${key}: every citation names an entry, in the order of its list`, () => {
        const ids = citedIds(source);
        expect(ids.filter((id) => !known.has(id)), `${path}: <Cite> ids not in src/lib/references.ts`).toEqual([]);
        expect(firstAppearances(ids), `${path}: first citations against CHAPTER_CITATIONS['${key}']`).toEqual(CHAPTER_CITATIONS[key] ?? []);
      });

      it(`${edition.name} chapter ${key}: ends with its references section when it cites anything`, () => {
        const section = `${edition.heading}\n\n<References chapter="${key}" />\n`;
        const lists = [...source.matchAll(/<References\b[^>]*>/g)].map((m) => m[0]);
        if ((CHAPTER_CITATIONS[key] ?? []).length === 0) {
          expect(lists, path).toEqual([]);
        } else {
          expect(source.endsWith(section), `${path} ends with:\n${section}`).toBe(true);
          expect(lists, path).toEqual([`<References chapter="${key}" />`]);
        }
      });
    }
  }

  it('cites every entry somewhere, and lists it for the chapters that cite it', () => {
    const cited = new Set(EDITIONS.flatMap((edition) => chapterFiles(edition.folder).flatMap(({ source }) => citedIds(source))));
    expect(REFERENCES.map((reference) => reference.id).filter((id) => !cited.has(id))).toEqual([]);
    const listed = new Set(Object.values(CHAPTER_CITATIONS).flat());
    expect(REFERENCES.map((reference) => reference.id).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('keeps citation marks to the chapters (a page has no references list of its own)', () => {
    for (const path of PAGES) expect(citedIds(readFileSync(path, 'utf8')), path).toEqual([]);
  });
});

describe("the article page's map", () => {
  /** The article's own section headings, in its order (classic-design.md): quoted for mapping only. */
  const SECTIONS = ['引言', '一 问题建模', '二 六种基本转动', '三 模式数据库启发式', '四 IDA\\*迭代加深搜索', '五 完整可运行程序', '六 算法复杂度分析', '七 从二阶到三阶', '八 总结'];

  for (const path of PAGES) {
    it(`${path.includes('/zh/') ? 'zh' : 'en'}: follows the article's sections in order, each row linked to the notebook`, () => {
      const source = readFileSync(path, 'utf8');
      const table = source.slice(source.indexOf('<TableScroll'), source.indexOf('</TableScroll>'));
      const rows = [...table.matchAll(/<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)];
      const heads = rows.map(([, head]) => head);
      let from = 0;
      for (const section of SECTIONS) {
        const at = heads.findIndex((head, i) => i >= from && head.includes(section));
        expect(at, `${section} after row ${from}`).toBeGreaterThanOrEqual(from);
        expect(rows[at][2], section).toMatch(/<a href="(\.\.\/chapters\/|#)/);
        from = at + 1;
      }
    });

    it(`${path.includes('/zh/') ? 'zh' : 'en'}: says the article has no address, and links to it nowhere`, () => {
      const source = readFileSync(path, 'utf8');
      expect(source).toMatch(path.includes('/zh/') ? /给不出这篇文章的地址/ : /no address we can give/);
      expect(source).toContain('每日算法 — 使用java实现魔方：IDA\\*迭代加深搜索与模式数据库启发式');
    });
  }
});
