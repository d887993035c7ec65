import { describe, expect, it } from 'vitest';
import { bfsAll, bfsSkipping } from '../../src/figures/toy-skipping-bfs.ts';

describe("chapter 5's toy graph", () => {
  it('the correct BFS finds c two moves away, through X X', () => {
    expect(Object.fromEntries(bfsAll().depth)).toEqual({ S: 0, a: 1, b: 1, c: 2, d: 2, e: 3 });
  });
  it('the skipping BFS never tries X from a (reached by X), so c and e come out one too deep', () => {
    const r = bfsSkipping();
    expect(Object.fromEntries(r.depth)).toEqual({ S: 0, a: 1, b: 1, c: 3, d: 2, e: 4 });
    expect(r.skipped).toContainEqual({ from: 'a', to: 'c', face: 'X' });
  });
  it('steps through the expansions: the skipping search expands a without trying X, and finds c only from d', () => {
    const line = (r: ReturnType<typeof bfsAll>) => r.steps.map((s) => `${s.node}:${s.found.map((f) => f.node + f.depth).join('')}/${s.skipped.map((k) => k.to).join('')}`);
    expect(line(bfsAll())).toEqual(['S:a1b1/', 'a:c2/', 'b:d2/', 'c:e3/', 'd:/', 'e:/']);
    expect(line(bfsSkipping())).toEqual(['S:a1b1/', 'a:/Sc', 'b:d2/S', 'd:c3/b', 'c:e4/d', 'e:/c']);
  });
});
