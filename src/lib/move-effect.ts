/**
 * What one face turn does, as plain data read off the solver's cubie maps
 * (solver/src/cube-moves.ts): which positions it cycles, in which order, and
 * what twist each moved corner picks up. Also the table lookup that replaces
 * all of that during search. Nothing here is typed in by hand; the tests in
 * tests/site/ch3-move-effect.test.ts compare it with the solver.
 */
import { type CornerState, coordinatesOf } from 'pocket-cube-solver';
import { CORNER_NAMES, FACES, type Face, compose, ORIENTATION_COUNT, stateIndex, moveState, METRIC_MOVES, type SearchMove } from 'pocket-cube-solver/internals';
import { parseAlg } from 'pocket-cube-solver/notation';

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

/** A button's move: the face it turns in the reader's hands, and its table column if the solver has one. */
export interface ResolvedMove {
  /** As the reader chose it, e.g. "D'". */
  readonly name: string;
  /** The face turned, in space: the layer that moves in the reader's hands. */
  readonly face: Face;
  /** The HTM search move of the same name (U/R/F turns only); null for D, L, B, which move the DBL slot. */
  readonly search: SearchMove | null;
  /** Its column in the HTM move tables, or null. */
  readonly column: number | null;
  /** The cubie map of the turn in space. */
  readonly map: CornerState;
}

/**
 * Reads a button name as one face turn. U, R and F are columns of the move
 * tables; D, L and B are not: they move the corner in the DBL slot, so the
 * solver applies them to its eight-corner model and recolours (canonical.ts).
 */
export function resolveMove(name: string): ResolvedMove {
  const parsed = parseAlg(name);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const [move] = parsed.moves;
  if (parsed.moves.length !== 1 || !(FACES as readonly string[]).includes(move.family)) throw new Error(`${name} is not a single face turn`);
  const face = move.family as Face;
  const column = METRIC_MOVES.htm.findIndex((m) => m.face === face && m.quarterTurns === move.quarterTurns);
  return {
    name,
    face,
    search: column < 0 ? null : METRIC_MOVES.htm[column],
    column: column < 0 ? null : column,
    map: moveState(face, move.quarterTurns),
  };
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
  if (move.column === null) throw new Error(`${move.name} is not in the move tables`);
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

/** Each cycle of a move as corner names, e.g. "URF → UFL → ULB → UBR → URF". */
export function cycleTexts(effect: MoveEffect): string[] {
  return effect.cycles.map((cycle) => [...cycle, cycle[0]].map((p) => CORNER_NAMES[p]).join(' → '));
}

/** The cycles in one English phrase, for chapter 3's prose: "URF → … and …". */
export function cycleText(effect: MoveEffect): string {
  return cycleTexts(effect).join(' and ');
}
