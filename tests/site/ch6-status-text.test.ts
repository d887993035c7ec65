import { describe, expect, it } from 'vitest';
import { solve } from 'pocket-cube-solver';
import { moveTables } from 'pocket-cube-solver/internals';
import { statusText, type StatusSource } from '../../src/widgets/ida-explorer/status-text.ts';
import { buildTreeModel } from '../../src/lib/ida-tree-model.ts';
import { ida as englishIda } from '../../src/i18n/en/ida.ts';
import { ida as chineseIda } from '../../src/i18n/zh/ida.ts';

/** A traced solve, as the worker would answer it (only the fields the status reads). */
function traced(scramble: string, heuristic: 'max' | 'none', traceCap: number, maxNodes?: number) {
  const r = solve(scramble, { metric: 'htm', heuristic, traceCap, maxNodes });
  if (!r.ok) throw new Error(r.error.message);
  const source = { ...r, heuristic } as unknown as StatusSource;
  const model = buildTreeModel(r.trace!, r.iterations, moveTables('htm').moves.map((m) => m.name));
  return { source, model, r };
}

describe('the explorer status line', () => {
  it('states the solution, its iterations and the nodes it cost', () => {
    const { source, model, r } = traced("R U R' U'", 'max', 10_000);
    expect(statusText(source, model)).toBe(
      `Solved in 4 moves (${r.moves!.join(' ')}) after 1 iteration with the max of both PDBs: ${r.generated.toLocaleString('en-US')} nodes generated, ${r.nodes.toLocaleString('en-US')} expanded.`,
    );
  });

  it('writes one move as "1 move" (issue 20, item 8)', () => {
    const { source, model } = traced('F', 'max', 100);
    expect(statusText(source, model)).toMatch(/^Solved in 1 move \(F'\) after 1 iteration /);
  });

  it('says when the root is already the goal', () => {
    const { source, model } = traced('', 'max', 100);
    expect(statusText(source, model)).toBe('Already solved: the root is the goal.');
  });

  it('names the budget stop and the recorder cap', () => {
    const { source, model } = traced("F2 R' F R' U R' U' R2 U F' U'", 'none', 500, 20_000);
    const text = statusText(source, model);
    expect(text).toMatch(/^Stopped after [\d,]+ generated nodes \(the explorer's budget\) in iteration \d+, bound \d+, without a solution\./);
    expect(text).toMatch(/The tree shows the first 500 nodes, the recorder's cap: iteration \d+ is cut short/);
  });

  it('names one undrawn iteration as one, not as a range with equal ends (issue 37)', () => {
    expect(englishIda.status.truncated(500, 6, [7, 7])).toBe("The tree shows the first 500 nodes, the recorder's cap: iteration 6 is cut short and iteration 7 is not drawn.");
    expect(englishIda.status.truncated(500, 5, [6, 7])).toContain('iterations 6 to 7 are not drawn');
    expect(chineseIda.status.truncated(500, 6, [7, 7])).toBe('树中只显示前 500 个节点，这是记录器的上限：第 6 次迭代被截断，第 7 次迭代没有画出。');
    expect(chineseIda.status.truncated(500, 5, [6, 7])).toContain('第 6 到 7 次迭代没有画出');
  });
});
