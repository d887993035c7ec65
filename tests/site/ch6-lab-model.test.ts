/** The heuristic lab's data preparation, with plain runs. */
import { heuristicNoun, heuristicPhrase } from 'pocket-cube-solver/internals';
import { describe, expect, it } from 'vitest';
import type { LabRun } from 'pocket-cube-solver/protocol';
import { barsOf, fewestExpanded, labRow, predictionVerdict, sharedBounds, sharedMax } from '../../src/widgets/heuristic-lab/lab-model.ts';

const run = (heuristic: LabRun['heuristic'], status: LabRun['status'], nodes: number, iterations: [number, number][]): LabRun => ({
  heuristic,
  status,
  length: status === 'solved' ? iterations.at(-1)![0] : null,
  moves: null,
  nodes,
  generated: nodes * 6,
  iterations: iterations.map(([bound, expanded]) => ({ bound, expanded, generated: expanded * 6 })),
  ms: 12.5,
});

const RUNS = [
  run('none', 'budget', 5_000_000, [[0, 1], [1, 10], [2, 64], [3, 400]]),
  run('orient', 'solved', 300, [[4, 20], [5, 280]]),
  run('perm', 'solved', 120, [[5, 120]]),
  run('max', 'solved', 120, [[5, 120]]),
];

describe('lab model', () => {
  it('says when the budget stopped a run instead of giving a length', () => {
    const row = labRow(RUNS[0]);
    expect(row.budget).toBe(true);
    expect(row.result).toBe('stopped: node budget spent');
    expect(row.expanded).toBe('over 5,000,000');
    expect(labRow(RUNS[1]).result).toBe('5 moves');
    expect(labRow(RUNS[1]).iterations).toBe('4: 20, 5: 280');
  });

  it('finds the fewest among solved runs, with ties', () => {
    expect(fewestExpanded(RUNS)).toEqual(['perm', 'max']);
    expect(fewestExpanded([RUNS[0]])).toEqual([]);
  });

  it('reveals the answer to a prediction', () => {
    expect(predictionVerdict('max', RUNS)).toBe('Fewest nodes expanded: permutation PDB and max of both PDBs, with 120. You predicted that.');
    expect(predictionVerdict("none", RUNS)).toMatch(/You predicted no heuristic \(h = 0\)\.$/);
    expect(predictionVerdict(null, RUNS)).not.toMatch(/predicted/);
  });

  it('shares axes across panels and marks the stopped iteration', () => {
    expect(sharedBounds(RUNS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sharedMax(RUNS)).toBe(400);
    expect(barsOf(RUNS[0]).map((b) => b.stopped)).toEqual([false, false, false, true]);
    expect(barsOf(RUNS[1]).some((b) => b.stopped)).toBe(false);
  });
});

describe('heuristic names inside sentences', () => {
  it('never writes "the none": h = 0 is no heuristic', () => {
    expect(heuristicPhrase('none')).toBe('with no heuristic (h = 0)');
    expect(heuristicPhrase('orient')).toBe('with the orientation PDB');
    expect(heuristicNoun('max')).toBe('the max of both PDBs');
  });
});
