/**
 * A cell's verdict: plain data, one shape per exercise (its `exercise` says
 * which), worded by the page in its language and by the CLI in English
 * (verdict-text.ts). `pass` is the one bit a grader needs.
 */
import type { BfsVerdict } from './bfs-check.ts';
import type { HeuristicVerdict } from './heuristic-check.ts';
import type { MoveVerdict } from './move-check.ts';
import type { PruningVerdict } from './pruning-check.ts';
import type { RankVerdict } from './rank-check.ts';

export type { BfsVerdict, HeuristicVerdict, MoveVerdict, PruningVerdict, RankVerdict };
/** The verdict of any exercise; narrow it on `exercise`. */
export type CellVerdict = RankVerdict | MoveVerdict | BfsVerdict | HeuristicVerdict | PruningVerdict;
