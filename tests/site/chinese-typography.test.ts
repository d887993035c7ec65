/**
 * The Chinese edition's mechanical typography (issue 37, "The Chinese reads as
 * a translation"), over every Chinese page's prose (content/zh/**\/*.mdx:
 * markup, code and expressions taken out, the way chapter-numbers.test.ts
 * reads prose, but with a placeholder where an expression or a <Fact> stood,
 * so "共 {n} 个" still reads as a number before 个; captions, labels and the
 * frontmatter's title and summary read as paragraphs of their own) and every
 * string of the Chinese catalogues (src/i18n/zh/*.ts, the code cells' words
 * too; a function is called with sample arguments). It fails on:
 *
 * - two styles of quotation marks in one paragraph or string (the site uses
 *   “”; 「」 beside them reads as two hands at work);
 * - ASCII punctuation . , ; : ? ! ( ) straight after a Han character (a Chinese
 *   clause takes the full-width 。，；：？！（）; code and math are left out);
 * - “N 万” with N ≥ 10,000 (“10000 万” is 1 亿: src/lib/format.ts, formatCountZh);
 * - a space between a Han character and 个, 万, 亿 or 步 (“1 亿 个”, “万 步”):
 *   the unit and its measure word are one word. A space between Latin digits
 *   and Han (“11 步”) is the edition's style and stays;
 * - a curly ’ as the prime of a move (R’): notation takes the straight ',
 *   in both editions (the English chapters are read for this one too).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import { cellWordsFor } from '../../src/i18n/cell-words.ts';
import { filesUnder } from './files-under.ts';
import { sampleCalls } from './sample-calls.ts';

const ROOT = join(import.meta.dirname, '../..');
const HAN = String.raw`\p{Script=Han}`;

/** One message in the Chinese edition, and where it came from. */
interface Passage {
  readonly where: string;
  readonly text: string;
}

/** What is wrong with one paragraph or string, as short notes (empty when nothing is). */
export function typographyFaults(text: string, { chinese = true } = {}): string[] {
  const faults: string[] = [];
  const curlyPrime = text.match(/(?<![A-Za-z])[UDRLFBxyz]2?’/u);
  if (curlyPrime) faults.push(`curly prime in move notation: ${curlyPrime[0]}`);
  if (!chinese) return faults;
  if (/[「」]/u.test(text) && /[“”]/u.test(text)) faults.push('two styles of quotation marks (“” and 「」)');
  // Function notation is math, not a clause: h(根) = 3.
  const ascii = text.replace(/\b[A-Za-z]\w*\([^()\n]*\)/g, 'f').match(new RegExp(`${HAN}[.,;:?!()]`, 'u'));
  if (ascii) faults.push(`ASCII punctuation after a Han character: ${ascii[0]}`);
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*万/gu)) {
    if (Number(m[1].replace(/,/g, '')) >= 10_000) faults.push(`${m[0]}: 10,000 万 or more is written in 亿`);
  }
  const spaced = text.match(new RegExp(`${HAN}[ \\u00a0]+[个万亿步]`, 'u'));
  if (spaced) faults.push(`a space inside a unit: “${spaced[0]}”`);
  return faults;
}

/**
 * A prime typed inside an HTML <code> element of MDX: Markdown's smart quotes
 * turn its ' into ’ on the page (chapter 7 showed <code>R’ R’</code>). Write it
 * as an expression (<code>{"R' R'"}</code>) or as Markdown code (`R' R'`).
 */
export function smartQuotedCode(mdx: string): string[] {
  return [...mdx.matchAll(/<code>([^<{]*'[^<]*)<\/code>/g)].map((m) => `<code>${m[1]}</code>: smart quotes will curl its '`);
}

/** A page's prose as paragraphs: markup, code and math out; a placeholder for an expression. */
export function paragraphsOf(mdx: string): string[] {
  const front = mdx.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
  const fromFront = [...front.matchAll(/^(?:title|summary):\s*(.*)$/gm)].map((m) => m[1]);
  const attributes = [...mdx.matchAll(/\b(?:caption|label|title|alt|summary)="([^"]*)"/g)].map((m) => m[1]);
  const body = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, 'x')
    .replace(/<M\b[^>]*\/>/g, 'x') // inline math
    .replace(/<Fact\b[^>]*\/>/g, '0')
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '0') // expressions, one level of nesting
    .replace(/<[^>]*>/g, '')
    .replace(/\]\([^)\s]*\)/g, ']');
  return [...fromFront, ...attributes, ...body.split(/\n\s*\n/)].map((p) => p.trim()).filter(Boolean);
}

function catalogueStrings(value: unknown, path: string[] = []): Passage[] {
  if (typeof value === 'string') return [{ where: path.join('.'), text: value }];
  if (typeof value === 'function') return sampleCalls(value as (...args: unknown[]) => unknown).map((text) => ({ where: `${path.join('.')}()`, text }));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => catalogueStrings(v, [...path, key]));
  return [];
}

const CHINESE_PAGES = filesUnder(join(ROOT, 'content/zh'), /^[^_].*\.mdx$/);
const ENGLISH_PAGES = [...filesUnder(join(ROOT, 'content/chapters'), /^[^_].*\.mdx$/), ...filesUnder(join(ROOT, 'content/pages'), /^[^_].*\.mdx$/)];

describe('the check itself', () => {
  it('finds each kind of fault, and passes what is right', () => {
    expect(typographyFaults('他说“对”，又说「对」。')).toHaveLength(1);
    expect(typographyFaults('最简单的办法. 下一步')).toHaveLength(1);
    expect(typographyFaults('(每种度量各一个)')).toHaveLength(1);
    expect(typographyFaults('h(根) = 3')).toEqual([]);
    expect(typographyFaults('生成 10000 万 个')).toHaveLength(2);
    expect(typographyFaults('生成 1 亿个节点，每步 3 个')).toEqual([]);
    expect(typographyFaults('转动 R’ R’')).toHaveLength(1);
    expect(typographyFaults("转动 R' R'，最多 11 步。")).toEqual([]);
    expect(smartQuotedCode("<code>R' R'</code> and <code>{\"R' R'\"}</code>")).toHaveLength(1);
    expect(paragraphsOf('---\ntitle: 标题\n---\n共 {n(x)} 个，<Fact name="a" /> 步，<M tex="h(s)" />。\n\n下一段')).toEqual(['标题', '共 0 个，0 步，x。', '下一段']);
  });
});

describe('Chinese pages read as Chinese typography', () => {
  for (const path of CHINESE_PAGES) {
    it(path.slice(ROOT.length + 1), () => {
      const found = paragraphsOf(readFileSync(path, 'utf8')).flatMap((p) => typographyFaults(p).map((fault) => `${fault}\n    in: ${p.slice(0, 120)}`));
      expect([...found, ...smartQuotedCode(readFileSync(path, 'utf8'))]).toEqual([]);
    });
  }
});

describe('English pages write move primes straight', () => {
  for (const path of ENGLISH_PAGES) {
    it(path.slice(ROOT.length + 1), () => {
      const found = paragraphsOf(readFileSync(path, 'utf8')).flatMap((p) => typographyFaults(p, { chinese: false }).map((fault) => `${fault}\n    in: ${p.slice(0, 120)}`));
      expect([...found, ...smartQuotedCode(readFileSync(path, 'utf8'))]).toEqual([]);
    });
  }
});

describe('the Chinese catalogues read as Chinese typography', () => {
  const passages = catalogueStrings({ ...messagesFor('zh'), ...cellWordsFor('zh') });
  it('calls its functions (a sample argument fits nearly every one)', () => {
    expect(passages.length).toBeGreaterThan(500);
  });
  it('writes chapter 8\'s node budgets as the widget composes them (ThreeSolver.astro: 1, 10 and 100 million)', () => {
    const words = messagesFor('zh').three.solver;
    const said = [1, 10, 100].map((millions) => words.budgets(words.million(millions)));
    expect(said).toEqual(['生成 100 万个', '生成 1,000 万个', '生成 1 亿个']);
    expect(said.flatMap((text) => typographyFaults(text))).toEqual([]);
  });
  it('has no mechanical faults', () => {
    const found = passages.flatMap(({ where, text }) => typographyFaults(text).map((fault) => `${where}: ${fault}\n    in: ${text.slice(0, 120)}`));
    expect([...new Set(found)]).toEqual([]);
  });
});
