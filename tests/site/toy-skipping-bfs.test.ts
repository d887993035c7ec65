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
});
