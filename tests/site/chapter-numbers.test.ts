/**
 * Chapters must not type numbers that the solver can compute: a count, a
 * God's number or a move count written by hand can drift from the code.
 * Such numbers go through <Fact name="…" /> or a TeX string built from
 * src/lib/pocket-cube-facts.build.ts. This test reads every chapter's prose (markup, code and
 * expressions removed) and rejects any literal number of 9 or more.
 *
 * Allowed, because they are not facts about the cube: digits below 9
 * ("2×2×2", "8 corners", "7!"), chapter numbers ("chapters 7 to 9"), years in
 * citations (1997) and OEIS sequence ids (A079761).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHAPTERS = join(import.meta.dirname, '../../content/chapters');
/** The Chinese edition states the same facts, so the same rule holds there. */
const CHINESE = join(import.meta.dirname, '../../content/zh/chapters');
/** The pages beside the chapters (the article's readers' page) state facts too. */
const PAGES = [join(import.meta.dirname, '../../content/pages'), join(import.meta.dirname, '../../content/zh/pages')];

export function proseOf(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '') // frontmatter
    .replace(/^(import|export) .*$/gm, '') // ESM lines
    .replace(/```[\s\S]*?```/g, '') // fenced code
    .replace(/`[^`\n]*`/g, '') // inline code
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '') // JSX expressions (one level of nesting)
    .replace(/<[^>]*>/g, ' ') // tags and their attributes
    .replace(/\]\([^)\s]*\)/g, ']'); // link targets (../09-the-classic-design-checked/)
}

export function literalNumbers(prose: string): string[] {
  const cleaned = prose
    .replace(/\bchapters? \d+((, | to | and )\d+)*/gi, '')
    .replace(/第\s*\d+(\s*(到|至|、|和|与)\s*第?\s*\d+)*\s*章/g, '') // 第 7 到第 9 章: chapter numbers in Chinese
    .replace(/\b(19|20)\d\d\b/g, '')
    .replace(/\bA\d{6}\b/g, '');
  return [...cleaned.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\w])/g)]
    .map((match) => match[0].replace(/,$/, ''))
    .filter((token) => Number(token.replace(/,/g, '')) >= 9);
}

describe('chapter prose states no hand-typed numbers', () => {
  it('recognises what counts as a literal number', () => {
    const prose = proseOf('---\ntitle: x\n---\nimport a from "b";\nWe have 3,674,160 positions, `R2`, {f.x}, <Fact name="n1" /> and 11 moves; chapter 9, 1997, A079761, 2×2×2, [the errata](../09-x/#s12).');
    expect(literalNumbers(prose)).toEqual(['3,674,160', '11']);
    expect(literalNumbers('第 7 到第 9 章测量它；第 10 章；共 11 步')).toEqual(['11']);
  });

  const files = [
    ...readdirSync(CHAPTERS).filter((name) => name.endsWith('.mdx')).map((name) => join(CHAPTERS, name)),
    ...(existsSync(CHINESE) ? readdirSync(CHINESE).filter((name) => name.endsWith('.mdx')).map((name) => join(CHINESE, name)) : []),
    ...PAGES.flatMap((folder) => (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.mdx')).map((name) => join(folder, name)) : [])),
  ];
  for (const path of files) {
    const file = `${path.includes('/zh/') ? 'zh/' : ''}${path.includes('/pages/') ? 'pages/' : ''}${basename(path)}`;
    it(file, () => {
      const found = literalNumbers(proseOf(readFileSync(path, 'utf8')));
      expect(found, `write these with <Fact> (src/lib/pocket-cube-facts.build.ts): ${found.join(', ')}`).toEqual([]);
    });
  }
});
