/**
 * The language switch's target with the reader's state carried over: the
 * current query and section hash replace the target's own. Both editions use
 * the same query parameters (reader-state.ts) and the same section ids, so
 * the other edition opens on the same cube and the same section. A target
 * that is another page (a chapter the other edition lacks, so its home) keeps
 * the query but not the hash.
 * @example carryReaderState('https://x/zh/chapters/04-bfs/', { pathname: '/chapters/04-bfs/', search: '?scramble=R+U', hash: '#the-loop' })
 *   // 'https://x/zh/chapters/04-bfs/?scramble=R+U#the-loop'
 */
export function carryReaderState(target: string, here: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const url = new URL(target);
  url.search = here.search;
  url.hash = samePage(url.pathname, here.pathname) ? here.hash : '';
  return url.href;
}

/** `/base/zh/chapters/x/` and `/base/chapters/x/` are one page in two editions. */
function samePage(a: string, b: string): boolean {
  const bare = (path: string) => path.replace(/\/zh\//, '/');
  return bare(a) === bare(b);
}
