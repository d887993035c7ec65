/**
 * The classic heuristic, as published: the larger of the two pattern-database
 * values. An entry the BFS never reached is −1, so h is −1 when both are.
 */
import { classicOrientationCode, classicPermutationCode } from './encoding.ts';
import type { ClassicState } from './model.ts';
import type { ClassicPatternDatabases } from './pattern-databases.ts';

// #region classic-heuristic
export function classicHeuristic(pdbs: ClassicPatternDatabases, permCode: number, orientCode: number): number {
  return Math.max(pdbs.perm[permCode], pdbs.orient[orientCode]);
}
// #endregion

export function classicHeuristicOfState(pdbs: ClassicPatternDatabases, state: ClassicState): number {
  return classicHeuristic(pdbs, classicPermutationCode(state.perm), classicOrientationCode(state.orient));
}
