/**
 * The presets' comments in the page's language. A preset
 * (solver/examples/cells/*.js) writes its comments in both languages, either on
 * lines of their own,
 *
 *   // en: Counts the later entries that are larger
 *   // zh: 数右边比它大的个数
 *
 * or inline after code, `smaller++; // en: later entries smaller | zh: 右边更小的`.
 * The page shows its own language only, as a plain comment (`// Counts …`), and
 * drops the other; a line with no marked comment is kept as it is.
 *
 * @example localiseComments('x++; // en: one more | zh: 再加一', 'zh') // 'x++; // 再加一'
 */
import type { Locale } from '../../lib/locales.ts';

/** `// en: …` or `// zh: …` on a line of its own (after indentation). */
const OWN_LINE = /^(\s*)\/\/\s*(en|zh):\s?(.*)$/;
/** Code, then `// en: A | zh: B` (either order), or a comment in one language only. */
const INLINE_BOTH = /^(.*?)(\s*)\/\/\s*(en|zh):\s?(.*?)\s*\|\s*(en|zh):\s?(.*)$/;
const INLINE_ONE = /^(.*?\S)(\s*)\/\/\s*(en|zh):\s?(.*)$/;

export function localiseComments(source: string, locale: Locale): string {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    const both = INLINE_BOTH.exec(line);
    if (both) {
      const [, code, space, first, a, , b] = both;
      const text = (first === locale ? a : b).trimEnd();
      out.push(code.trim() === '' ? `${code}// ${text}` : `${code}${space || ' '}// ${text}`);
      continue;
    }
    const own = OWN_LINE.exec(line);
    if (own) {
      if (own[2] === locale) out.push(`${own[1]}// ${own[3].trimEnd()}`);
      continue;
    }
    const one = INLINE_ONE.exec(line);
    if (one) {
      out.push(one[3] === locale ? `${one[1]}${one[2] || ' '}// ${one[4].trimEnd()}` : one[1]);
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}
