/**
 * The two searches chapter 9 runs on the classic model: the classic solver
 * as published (its PDBs, h possibly −1, isRedundant), and an optimal solver
 * for the same model (exact sub-problem distances to solved, every move
 * allowed), which gives the optimal length to compare with.
 */
import { classicOrientationCode, classicPermutationCode } from './encoding.ts';
import { type ClassicSearchResult, type ClassicSearchTables, ClassicIdaSearch } from './ida-star.ts';
import type { ClassicState } from './model.ts';
import { buildClassicPatternDatabases, correctClassicDistances } from './pattern-databases.ts';
import { isRedundant } from './redundancy.ts';

let classicTables: ClassicSearchTables | undefined;
let optimalTables: ClassicSearchTables | undefined;

/** The published design: its PDBs and its pruning. */
export function classicSearchTables(): ClassicSearchTables {
  classicTables ??= { ...buildClassicPatternDatabases(), forbidden: isRedundant };
  return classicTables;
}

/** Admissible for the classic model (exact sub-problem distances to solved), no pruning: optimal in its own metric. */
export function optimalSearchTables(): ClassicSearchTables {
  optimalTables ??= { perm: Int16Array.from(correctClassicDistances('perm')), orient: Int8Array.from(correctClassicDistances('orient')), forbidden: () => false };
  return optimalTables;
}

export function classicSearch(state: ClassicState, kind: 'classic' | 'optimal', maxNodes?: number): ClassicIdaSearch {
  const tables = kind === 'classic' ? classicSearchTables() : optimalSearchTables();
  return new ClassicIdaSearch(classicPermutationCode(state.perm), classicOrientationCode(state.orient), tables, { maxNodes });
}

export function solveClassic(state: ClassicState, kind: 'classic' | 'optimal', maxNodes?: number): ClassicSearchResult {
  const search = classicSearch(state, kind, maxNodes);
  while (!search.run(1 << 20));
  return search.result();
}
