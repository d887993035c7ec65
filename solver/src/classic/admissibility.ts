/**
 * Is the classic heuristic admissible? Asked of every state: h(s) against the
 * exact distance to solved in the classic model's own metric. An admissible
 * heuristic never exceeds it; this one does, and IDA* then returns longer
 * solutions than the optimum.
 */
import { CLASSIC_ORIENTATION_COUNT as O, CLASSIC_PERMUTATION_COUNT as P, classicStateOfIndex } from './encoding.ts';
import type { ClassicState } from './model.ts';
import type { ClassicPatternDatabases } from './pattern-databases.ts';

export interface AdmissibilityReport {
  readonly states: number;
  /** States with h > true distance. */
  readonly overestimated: number;
  /** Largest h − true distance. */
  readonly maxExcess: number;
  /** States with h = −1 (neither table reached them). */
  readonly minusOne: number;
  /**
   * States where one table's entry is −1 and h, the other table's entry, is
   * below the true distance: there the −1 weakens h (a −1 never causes an
   * overestimate, but it can hide a larger correct value).
   */
  readonly weakenedByMinusOne: number;
  /** The first state (lowest index) with the largest excess. */
  readonly worst: { readonly state: ClassicState; readonly h: number; readonly distance: number };
  /** How many states share that largest excess. */
  readonly worstCount: number;
}

// #region admissibility-check
/** Every state: h(s) = max(permPDB, orientPDB) against its exact distance to solved. */
export function checkAdmissibility(pdbs: ClassicPatternDatabases, distance: Uint8Array): AdmissibilityReport {
  let overestimated = 0, maxExcess = 0, minusOne = 0, weakenedByMinusOne = 0, worstIndex = -1, worstCount = 0;
  for (let p = 0; p < P; p++) {
    const hp = pdbs.perm[p];
    for (let o = 0; o < O; o++) {
      const h = Math.max(hp, pdbs.orient[o]);
      const excess = h - distance[p * O + o];
      if (h < 0) minusOne++;
      if ((hp < 0 || pdbs.orient[o] < 0) && excess < 0) weakenedByMinusOne++;
      if (excess <= 0) continue;
      overestimated++;
      if (excess > maxExcess) [maxExcess, worstIndex, worstCount] = [excess, p * O + o, 0];
      if (excess === maxExcess) worstCount++;
    }
  }
  const worst = classicStateOfIndex(worstIndex);
  const h = Math.max(pdbs.perm[Math.floor(worstIndex / O)], pdbs.orient[worstIndex % O]);
  return { states: P * O, overestimated, maxExcess, minusOne, weakenedByMinusOne, worst: { state: worst, h, distance: distance[worstIndex] }, worstCount };
}
// #endregion
