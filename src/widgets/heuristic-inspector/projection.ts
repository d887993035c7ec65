/**
 * What each pattern database sees of a position: the abstraction behind a
 * PDB is "forget part of the state". The permutation PDB keeps which corner
 * sits where and forgets the twists; the orientation PDB keeps the twists and
 * forgets which corner is which. Pure, tested in tests/site/ch5-projection.test.ts.
 */
import { CORNER_NAMES, FIXED_CORNER } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';

export interface ProjectionRow {
  /** The place in the cube, e.g. "URF". */
  readonly position: string;
  /** The corner that sits there: what the permutation PDB sees. */
  readonly corner: string;
  /** Its twist there, 0..2: what the orientation PDB sees. */
  readonly twist: number;
  /** True when the corner is home (the permutation abstraction calls it solved). */
  readonly home: boolean;
}

/** One row per moving corner position (DBL, held fixed, is left out). */
export function projectionRows(state: CornerState): ProjectionRow[] {
  const rows: ProjectionRow[] = [];
  for (let i = 0; i < CORNER_NAMES.length; i++) {
    if (i === FIXED_CORNER) continue;
    rows.push({ position: CORNER_NAMES[i], corner: CORNER_NAMES[state.perm[i]], twist: state.twist[i], home: state.perm[i] === i });
  }
  return rows;
}

/** How many corners each abstraction still considers out of place. */
export function projectionCounts(rows: readonly ProjectionRow[]): { misplaced: number; twisted: number } {
  return { misplaced: rows.filter((r) => !r.home).length, twisted: rows.filter((r) => r.twist !== 0).length };
}
