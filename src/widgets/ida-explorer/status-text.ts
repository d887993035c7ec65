/**
 * The explorer's status line after a search: what was found, what it cost,
 * and what the recorder kept. Pure; tested in tests/site/ch6-status-text.test.ts.
 */
import type { SolveResponse } from 'pocket-cube-solver/protocol';
import { heuristicPhrase, writtenMoves } from 'pocket-cube-solver';
import { countOf, formatCount } from '../shared/kit.ts';
import type { TreeModel } from './tree-model.ts';

/** The fields of a solve response the status line reads. */
export type StatusSource = Pick<SolveResponse, 'status' | 'solution' | 'iterations' | 'heuristic' | 'generated' | 'nodes' | 'trace'>;

/**
 * @example statusText(r, model) // "Solved in 4 moves (U R U' R') after 2 iterations with the max of both PDBs: 31 nodes generated, 9 expanded."
 */
export function statusText(r: StatusSource, model: Pick<TreeModel, 'iterations'>): string {
  const parts: string[] = [];
  const its = r.iterations.length;
  if (r.status === 'solved' && r.solution) {
    parts.push(
      r.solution.length === 0
        ? 'Already solved: the root is the goal.'
        : `Solved in ${countOf(r.solution.length, 'move')} (${writtenMoves(r.solution).join(' ')}) after ${countOf(its, 'iteration')} ${heuristicPhrase(r.heuristic)}: ${countOf(r.generated, 'node')} generated, ${formatCount(r.nodes)} expanded.`,
    );
  } else if (r.status === 'budget') {
    parts.push(`Stopped after ${countOf(r.generated, 'generated node')} (the explorer's budget) in iteration ${its}, bound ${r.iterations.at(-1)?.bound}, without a solution. A better heuristic finds it quickly.`);
  } else parts.push(`Search ${r.status}.`);
  if (r.trace?.truncated) {
    const last = model.iterations.at(-1)!;
    parts.push(
      `The tree shows the first ${formatCount(r.trace.count)} nodes, the recorder's cap: iteration ${last.index + 1} is cut short${its > model.iterations.length ? ` and iterations ${model.iterations.length + 1} to ${its} are not drawn` : ''}.`,
    );
  }
  return parts.join(' ');
}
