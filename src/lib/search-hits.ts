/**
 * Which of Pagefind's hits really contain what the reader typed. Pagefind
 * (1.6) answers a word it does not know with pages holding something near
 * it: "xyzzy" found four chapters through the rotation "x" (its excerpts
 * marked "x," and "X X"). A page is kept only when every typed term starts a
 * word of its text, so search-as-you-type still works ("metr" finds
 * "metric") and a word the notebook never uses finds nothing. Chinese is
 * written without spaces, so a term in Han characters only has to occur
 * (“搜索” is in “广度优先搜索”); Pagefind segments Chinese pages itself.
 */

const HAN = /\p{Script=Han}/u;

/** The terms of a query: lower-cased, split on spaces. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * True when every term of `query` starts a word of `text` (case-insensitive).
 * @example containsTerms('Optimal metrics', 'metr') // true; containsTerms('x, y and z', 'xyzzy') // false
 */
export function containsTerms(text: string, query: string): boolean {
  const lower = text.toLowerCase();
  return queryTerms(query).every((term) => {
    if (HAN.test(term)) return lower.includes(term);
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      if (at === 0 || !/[\p{L}\p{N}]/u.test(lower[at - 1])) return true;
    }
    return false;
  });
}

/** The hits whose page text (Pagefind's `content`) contains the query, in Pagefind's order. */
export function realHits<T extends { readonly content: string }>(hits: readonly T[], query: string): T[] {
  return hits.filter((hit) => containsTerms(hit.content, query));
}

/**
 * Pagefind's excerpt as Chinese writes it. Pagefind joins a heading (or any
 * block that ends without punctuation) to the text after it with ". ", which
 * in a Chinese excerpt reads as an English full stop after Han characters
 * (“状态图. 最简单的…”). After a Han character, that joint becomes the
 * full-width 。 and the space goes; <mark> around the hit may sit on
 * either side of the dot. Text after Latin letters or digits is left as is.
 * @example chineseExcerpt('<mark>状态图</mark>. 最简单的') // "<mark>状态图</mark>。最简单的"
 */
export function chineseExcerpt(excerpt: string): string {
  return excerpt.replace(/(\p{Script=Han})((?:<\/mark>)?)\.((?:<\/mark>)?) ?/gu, '$1$2$3。');
}
