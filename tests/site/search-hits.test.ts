import { describe, expect, it } from 'vitest';
import { chineseExcerpt, containsTerms, queryTerms, realHits } from '../../src/lib/search-hits.ts';

describe('search hits that really contain the query', () => {
  it('splits a query into lower-case terms', () => {
    expect(queryTerms('  Move  TABLE ')).toEqual(['move', 'table']);
  });

  it('keeps a page where every term starts a word, typed in full or in part', () => {
    expect(containsTerms('Optimal solutions in both metrics', 'metric')).toBe(true);
    expect(containsTerms('Optimal solutions in both metrics', 'METR opt')).toBe(true);
  });

  it('drops a page that only holds something near the term (Pagefind found "xyzzy" through "x")', () => {
    expect(containsTerms('x, y and z rotate the whole cube; X X = X2', 'xyzzy')).toBe(false);
    expect(containsTerms('Optimal solutions', 'optimal xyzzy')).toBe(false);
  });

  it('does not count a term inside another word', () => {
    expect(containsTerms('a fraction of a second', 'action')).toBe(false);
  });

  it('filters hits in their order', () => {
    const hits = [{ content: 'x and y', url: 'a' }, { content: 'the metric', url: 'b' }, { content: 'metrics', url: 'c' }];
    expect(realHits(hits, 'metric').map((h) => h.url)).toEqual(['b', 'c']);
    expect(realHits(hits, 'xyzzy')).toEqual([]);
  });

  it('joins a Chinese excerpt\'s blocks with a full-width stop, not Pagefind\'s ". " (issue 37)', () => {
    expect(chineseExcerpt('状态图. 最简单的办法')).toBe('状态图。最简单的办法');
    expect(chineseExcerpt('<mark>状态图</mark>. 最简单的')).toBe('<mark>状态图</mark>。最简单的');
    expect(chineseExcerpt('<mark>状态图.</mark> 最简单的')).toBe('<mark>状态图</mark>。最简单的');
    expect(chineseExcerpt('转动 R2. 下一步')).toBe('转动 R2. 下一步');
    expect(chineseExcerpt('距离 3.5 步')).toBe('距离 3.5 步');
  });
});
