/**
 * The explorer's status line after a search: what was found, what it cost,
 * and what the recorder kept. Pure; tested in tests/site/ch6-status-text.test.ts.
 */
import type { SolveResponse } from 'pocket-cube-solver/protocol';
import { writtenMoves } from 'pocket-cube-solver';
import { pageMessages } from '../../i18n/page-language.ts';
import type { TreeModel } from '../../lib/ida-tree-model.ts';

/** The fields of a solve response the status line reads. */
export type StatusSource = Pick<SolveResponse, 'status' | 'moves' | 'iterations' | 'heuristic' | 'generated' | 'nodes' | 'trace'>;

/**
 * @example statusText(r, model) // "Solved in 4 moves (U R U' R') after 2 iterations with the max of both PDBs: 31 nodes generated, 9 expanded."
 */
export function statusText(r: StatusSource, model: Pick<TreeModel, 'iterations'>, words = pageMessages().ida): string {
  const parts: string[] = [];
  const its = r.iterations.length;
  if (r.status === 'solved' && r.moves) {
    parts.push(
      r.moves.length === 0
        ? words.status.alreadySolved
        : words.status.solved(r.moves.length, writtenMoves(r.moves).join(' '), its, words.heuristicNoun[r.heuristic], r.generated, r.nodes),
    );
  } else if (r.status === 'budget') {
    parts.push(words.status.budget(r.generated, its, r.iterations.at(-1)?.bound));
  } else parts.push(words.status.other(r.status));
  if (r.trace?.truncated) {
    const last = model.iterations.at(-1)!;
    parts.push(words.status.truncated(r.trace.count, last.index + 1, its > model.iterations.length ? [model.iterations.length + 1, its] : null));
  }
  return parts.join(' ');
}
