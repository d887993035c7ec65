import { describe, expect, it } from 'vitest';
import { displayMove, resultText, stepText } from '../../src/widgets/playground/view.ts';

describe('playground text', () => {
  it('summarises a solve with its metric and node count', () => {
    expect(resultText({ length: 4, nodes: 1234, ms: 3.4, metric: 'htm' })).toBe(
      'Optimal solution: 4 moves (HTM). 1,234 nodes expanded, 3.4 ms.',
    );
    expect(resultText({ length: 1, nodes: 1, ms: 0.2, metric: 'qtm' })).toBe(
      'Optimal solution: 1 move (QTM). 1 node expanded, < 1 ms.',
    );
  });

  it('says so for a solved cube', () => {
    expect(resultText({ length: 0, nodes: 0, ms: 0, metric: 'htm' })).toBe('Already solved: nothing to do.');
  });

  it('narrates playback positions', () => {
    const solution = ['U', "R'", 'F2'];
    expect(stepText(0, solution)).toBe('Start: scrambled, 3 to go');
    expect(stepText(2, solution)).toBe('Step 2 of 3: R′');
    expect(stepText(3, solution)).toBe('Step 3 of 3: F2, solved');
    expect(stepText(0, [])).toBe('Solved');
  });

  it('uses a typographic prime for display', () => {
    expect(displayMove("U'")).toBe('U′');
  });
});
