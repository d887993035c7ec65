/**
 * What one face turn does, as plain data read off the solver's cubie maps
 * (solver/src/cube-moves.ts): which positions it cycles, in which order, and
 * what twist each moved corner picks up. Also the table lookup that replaces
 * all of that during search. Nothing here is typed in by hand; the tests in
 * tests/site/ch3-move-effect.test.ts compare it with the solver.
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import { type CornerState, SOLVED, compose, sameState } from '../../../solver/src/corner-state.ts';
import { ORIENTATION_COUNT, coordinatesOf, stateIndex } from '../../../solver/src/coordinates.ts';
import { moveState } from '../../../solver/src/cube-moves.ts';
import { METRIC_MOVES, type SearchMove } from '../../../solver/src/metric.ts';

/** The corner at position `from` moves to position `to` and its twist grows by `twist` (mod 3). */
export interface CornerTravel {
  readonly from: number;
  readonly to: number;
  readonly twist: number;
}

export interface MoveEffect {
  /** Every position whose corner moves, in the order of `cycles`. */
  readonly travels: readonly CornerTravel[];
  /** Position cycles: each corner goes to the next entry, the last back to the first. */
  readonly cycles: readonly (readonly number[])[];
}

/**
 * Reads a cubie map (compose(state, map) applies it): map.perm[to] = from.
 * @example moveEffect(moveState('U', 1)).cycles → [[0, 1, 2, 3]]
 */
export function moveEffect(map: CornerState): MoveEffect {
  const next = new Map<number, number>();
  const twistAt = new Map<number, number>();
  map.perm.forEach((from, to) => {
    if (from !== to || map.twist[to] !== 0) {
      next.set(from, to);
      twistAt.set(to, map.twist[to]);
    }
  });
  const cycles: number[][] = [];
  const seen = new Set<number>();
  for (const start of [...next.keys()].sort((a, b) => a - b)) {
    if (seen.has(start)) continue;
    const cycle: number[] = [];
    for (let p = start; !seen.has(p); p = next.get(p)!) {
      seen.add(p);
      cycle.push(p);
    }
    cycles.push(cycle);
  }
  const travels = cycles.flat().map((from) => ({ from, to: next.get(from)!, twist: twistAt.get(next.get(from)!)! }));
  return { travels, cycles };
}

/** A button's move, and the U/R/F move the solver actually makes for it. */
export interface ResolvedMove {
  /** As the reader chose it, e.g. "D'". */
  readonly name: string;
  /** The HTM search move with the same DBL-fixed effect, e.g. U'. */
  readonly search: SearchMove;
  /** Its column in the HTM move tables. */
  readonly column: number;
  /** The cubie map of the search move. */
  readonly map: CornerState;
}

/**
 * The one U/R/F move that takes the DBL-fixed state `before` to `after`,
 * found by trying all nine, not by a rule. For a D, L or B turn of a cube
 * held with DBL home this is U, R or F (D = U y′ and so on); after such a
 * turn the cube sits rotated in space, so a later letter may act as a
 * different face, and comparing states gets that right too.
 */
export function effectiveMove(name: string, before: CornerState, after: CornerState): ResolvedMove {
  const moves = METRIC_MOVES.htm;
  const column = moves.findIndex((m) => sameState(compose(before, moveState(m.face, m.quarterTurns)), after));
  if (column < 0) throw new Error(`${name} is not a single face turn here`);
  const search = moves[column];
  return { name, search, column, map: moveState(search.face, search.quarterTurns) };
}

/** effectiveMove from the solved cube: e.g. resolveMove("D'") is U′. */
export function resolveMove(name: string): ResolvedMove {
  const parsed = scrambleToState(name);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return effectiveMove(name, SOLVED, parsed.state);
}

/** The two table reads that replace a turn, with the numbers they read and write. */
export interface TableLookup {
  readonly perm: number;
  readonly orient: number;
  readonly column: number;
  /** Moves per table row (9 for HTM): the stride of the flat tables. */
  readonly stride: number;
  readonly permAfter: number;
  readonly orientAfter: number;
  readonly index: number;
  readonly indexAfter: number;
}

/**
 * The lookup for `move` applied to `before`. The entries are what
 * buildMoveTables stores (it composes the cubie state with the turn and ranks
 * the result); computing just these two here keeps the page from building
 * whole tables on the main thread, and the verification panel's check "Move
 * tables agree with the cubie model" is what says the real tables hold the same.
 */
export function tableLookup(before: CornerState, move: ResolvedMove): TableLookup {
  const c = coordinatesOf(before);
  const after = coordinatesOf(compose(before, move.map));
  return {
    perm: c.perm,
    orient: c.orient,
    column: move.column,
    stride: METRIC_MOVES.htm.length,
    permAfter: after.perm,
    orientAfter: after.orient,
    index: stateIndex(c.perm, c.orient),
    indexAfter: after.perm * ORIENTATION_COUNT + after.orient,
  };
}
