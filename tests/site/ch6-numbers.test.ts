/** The claims chapter 6's prose makes about its computed numbers. */
import { describe, expect, it } from 'vitest';
import { solve } from 'pocket-cube-solver';
import { METRIC_MOVES } from 'pocket-cube-solver/internals';
import { chapterSixNumbers } from '../../src/facts/chapter-six-numbers.build.ts';

describe('chapter 6 numbers', () => {
  const n = chapterSixNumbers();

  it('move pruning leaves one face out after each move', () => {
    expect(n.moves).toBe(METRIC_MOVES.htm.length);
    expect(n.branching).toBe(n.moves - 3); // the three turns of the face just turned
    expect(n.sequencesPruned).toBe(n.moves * n.branching ** (n.depth - 1));
  });

  it('iterative deepening costs b / (b − 1) of one pass: the geometric series', () => {
    const b = n.branching;
    const d = 20;
    let all = 0;
    for (let k = 0; k <= d; k++) all += b ** k;
    expect(all / b ** d).toBeCloseTo(n.deepeningOverhead, 6);
  });

  it("prunes every child of the root in the example's first iteration", () => {
    expect(n.exampleFirstPruned).toBe(n.moves);
    expect(n.exampleFirstGenerated).toBe(n.moves + 1);
  });

  it('bounds climb by one to the solution length', () => {
    expect(n.exampleBounds.at(-1)).toBe(n.exampleLength);
    expect(n.exampleBounds.length).toBe(n.exampleIterations);
  });

  it('ranks the heuristics as the prose says, and max beats both of its parts', () => {
    expect(n.labNone).toBeGreaterThan(n.labOrient);
    expect(n.labOrient).toBeGreaterThan(n.labPerm);
    expect(n.labPerm).toBeGreaterThan(n.labMax);
    expect(n.labMax).toBeGreaterThan(n.labExact);
    expect(n.labExact).toBe(n.exampleLength); // one node per move of the solution
  });

  it('matches a fresh solve (the figures the CLI prints)', () => {
    const r = solve(n.exampleScramble, { heuristic: 'max' });
    expect(r.ok && r.nodes).toBe(n.labMax);
  });
});
