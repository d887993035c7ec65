import { describe, expect, it } from 'vitest';
import { compareSkippingBfs } from '../../src/classic/skipping-bfs.ts';
import { moveTables } from '../../src/move-tables.ts';
import { patternDatabase } from '../../src/pattern-database.ts';

function compare(metric: 'htm' | 'qtm', name: 'perm' | 'orient') {
  const t = moveTables(metric);
  const table = name === 'perm' ? t.permMove : t.orientMove;
  return compareSkippingBfs(patternDatabase(name, metric).distance, table, t.moveCount, t.moves.map((m) => m.faceIndex));
}

describe('the classic last-move-skipping BFS', () => {
  it('happens to be harmless with HTM moves (the skipped moves only reach siblings)', () => {
    expect(compare('htm', 'perm').wrong).toBe(0);
    expect(compare('htm', 'orient').wrong).toBe(0);
  });

  it('gets QTM pattern-database entries wrong, mostly too large', () => {
    for (const name of ['perm', 'orient'] as const) {
      const r = compare('qtm', name);
      expect(r.wrong).toBeGreaterThan(0);
      expect(r.overestimated).toBeGreaterThan(0);
      for (const e of r.examples) expect(e.classic).not.toBe(e.correct);
    }
  });
});
