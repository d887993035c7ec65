/**
 * Chapter 9's pure widget logic: the slot-by-slot model comparison, the
 * batch summary, and the drawing of both (escaped, no reader text as HTML).
 */
import { describe, expect, it } from 'vitest';
import type { ClassicBatchRun } from 'pocket-cube-solver/protocol';
import { summarizeBatch } from '../../src/widgets/classic-batch/batch-summary.ts';
import { batchSentence, excessBarsHtml } from '../../src/widgets/classic-batch/view.ts';
import { compareModels } from '../../src/widgets/classic-model/model-rows.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { modelSummary, modelTableHtml } from '../../src/widgets/classic-model/view.ts';

function run(index: number, optimal: number, classic: number | null, nodes: number): ClassicBatchRun {
  return { index, scramble: ['U'], optimal, classic, nodes, ms: 1 };
}

describe('the model comparison', () => {
  it('U: the classic puts the pieces where a real U′ does, not where a real U does', () => {
    const r = compareModels('U');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const at = (slot: string) => r.value.rows.find((row) => row.slot === slot)!;
    expect(at('UFL')).toMatchObject({ realPiece: 'URF', classicPiece: 'ULB' }); // real U: URF → UFL
    expect(r.value.differing).toBe(4);
    expect([r.value.realOrder, r.value.classicOrder]).toEqual([4, 4]);
  });

  it('orders of R F: 15 on a real cube, 5 with the classic tables', () => {
    const r = compareModels('R F');
    expect(r.ok && [r.value.realOrder, r.value.classicOrder]).toEqual([15, 5]);
    expect(r.ok && modelSummary(r.value)).toContain('after 15 rounds on a real cube and 5 with the classic tables');
  });

  it("writes primes out as the classic must (U' → U U U) and rejects rotations by column", () => {
    const r = compareModels("U' R2");
    expect(r.ok && r.value.classicMoves).toBe('U U U R R');
    const bad = compareModels('R y');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.column).toBe(3);
  });

  it('draws one row per slot and marks the differing ones', () => {
    const r = compareModels('U');
    if (!r.ok) throw new Error('U must parse');
    const html = String(modelTableHtml(r.value));
    expect(html.match(/<tr/g)!.length).toBe(2 + 8);
    expect(html.match(/is-different/g)!.length).toBe(4);
  });
});

describe('the batch summary', () => {
  it('counts longer answers among the solved, budget hits apart, and the node median', () => {
    const s = summarizeBatch([run(0, 11, 13, 100), run(1, 9, 9, 10), run(2, 12, null, 1000), run(3, 10, 16, 40)]);
    expect(s).toMatchObject({ total: 4, solved: 3, longer: 2, budgetHit: 1, excess: [1, 0, 1, 0, 0, 0, 1] });
    expect(s.nodes).toEqual({ min: 10, median: 40, max: 100 });
    expect(batchSentence(s, 1000)).toContain('Longer than the optimum of the classic model: 2 of 3 (66.7 %)');
    expect(String(excessBarsHtml(s))).toContain('over budget');
  });

  // Issue 37, round 3: the defaults cut 8 of 10 off and showed "1 of 2 (50.0 %)" beside the prose's "about four in five".
  it('says, when half or more ran out of budget, that the share says little and what to change, in both editions', () => {
    const runs = [run(0, 11, 13, 100), run(1, 9, 9, 10), ...Array.from({ length: 8 }, (_, k) => run(2 + k, 11, null, 1e7))];
    const s = summarizeBatch(runs);
    for (const words of [messagesFor('en').classic.batch, messagesFor('zh').classic.batch]) {
      const sentence = batchSentence(s, 1e7, words);
      expect(sentence).toContain(words.mostOverBudget(8, 10));
      expect(sentence).not.toContain(words.budgetHit(8));
    }
    expect(batchSentence(s, 1e7)).toMatch(/8 of 10 ran out of budget.*larger budget.*more scrambles/);
    // A few cut off: the usual note.
    expect(batchSentence(summarizeBatch([run(0, 11, 13, 100), run(1, 9, 9, 10), run(2, 9, null, 10)]), 1e7)).toContain('1 ran out of budget: the slowest');
  });

  it('says nothing was run for an empty batch', () => {
    expect(batchSentence(summarizeBatch([]), 10)).toBe('Nothing run yet.');
  });
});
