/**
 * The cell API: what the reader's functions receive as their last argument,
 * the same object on the page, in the tests and in `pocket-cube check`.
 * Version CELL_API_VERSION; the package README documents it field by field.
 *
 * Every table is a fresh copy: the reader's code may write to it without
 * touching the tables the judge (or another cell) reads.
 */
import { ORIENTATION_COUNT, PERMUTATION_COUNT, STATE_COUNT, splitStateIndex, stateIndex, stateOfIndex } from '../coordinates.ts';
import { type Metric, METRIC_MOVES } from '../metric.ts';
import { moveTables } from '../move-tables.ts';
import { patternDatabase } from '../pattern-database.ts';
import { factorial } from '../permutation-rank.ts';
import { CELL_API_VERSION } from './exercises.ts';

/** A move as the reader's code sees it: its index in the move tables and its name. */
export interface CellMove {
  /** Position in `moves` and the column in the move tables. */
  readonly index: number;
  /** WCA name: U, U2, U' … (the 2×2×2 held with DBL fixed turns only U, R and F). */
  readonly name: string;
  readonly face: 'U' | 'R' | 'F';
  /** 1 = clockwise quarter turn, 2 = half turn, 3 = counter-clockwise quarter turn. */
  readonly quarterTurns: 1 | 2 | 3;
}

/** A position as `h` receives it: its state index and its two coordinates (index = perm · 729 + orient). */
export interface CellPosition {
  readonly index: number;
  readonly perm: number;
  readonly orient: number;
}

/**
 * What the reader's functions receive: counts, moves, fresh copies of the move
 * tables and pattern databases for one metric, and helpers over state indices.
 */
export interface CellApi {
  readonly version: typeof CELL_API_VERSION;
  /** 'htm' (9 moves: X, X2, X′) or 'qtm' (6 moves: X, X′) for X in U R F. */
  readonly metric: Metric;
  /** 3,674,160 positions with DBL held fixed: indices 0..STATE_COUNT − 1, 0 is solved. */
  readonly STATE_COUNT: number;
  /** 7! = 5,040 corner permutations. */
  readonly PERMUTATION_COUNT: number;
  /** 3⁶ = 729 twist patterns. */
  readonly ORIENTATION_COUNT: number;
  readonly moves: readonly CellMove[];
  readonly moveCount: number;
  /** permMove[perm · moveCount + m]: the permutation coordinate after move m. */
  readonly permMove: Uint16Array;
  /** orientMove[orient · moveCount + m]: the orientation coordinate after move m. */
  readonly orientMove: Uint16Array;
  /** The two pattern databases of this metric (chapter 5): exact distances of the abstractions. */
  readonly pdb: { readonly perm: Uint8Array; readonly orient: Uint8Array };
  /** perm · 729 + orient. */
  index(perm: number, orient: number): number;
  /** The two coordinates of a state index. */
  split(index: number): { perm: number; orient: number };
  /** The states one move away, in move order (a fresh array each call). */
  neighbours(index: number): number[];
  /** The cubie state of an index: perm[i] is the corner at position i, twist[i] its twist (chapter 2). */
  stateOf(index: number): { perm: number[]; twist: number[] };
  factorial(n: number): number;
}

/** Options of `cellApi`: a hook the checks use to watch the reader's code. */
export interface CellApiOptions {
  /** Called with each index `neighbours` is asked about (the BFS check counts expansions with it). */
  readonly onNeighbours?: (index: number) => void;
}

/**
 * Builds the cell API for `metric` (frozen; its tables are copies, so the
 * reader may write to them).
 *
 * @example
 * const api = cellApi('htm');
 * api.moves.map((m) => m.name) // ['U', 'U2', "U'", 'R', 'R2', "R'", 'F', 'F2', "F'"]
 * api.neighbours(0).length // 9: the solved cube's neighbours, one per move
 * let expanded = 0;
 * cellApi('qtm', { onNeighbours: () => expanded++ }).neighbours(0); // expanded is now 1
 */
export function cellApi(metric: Metric, options: CellApiOptions = {}): CellApi {
  const tables = moveTables(metric);
  const permMove = tables.permMove.slice();
  const orientMove = tables.orientMove.slice();
  const n = tables.moveCount;
  const onNeighbours = options.onNeighbours;
  const moves = METRIC_MOVES[metric].map((m, index) => Object.freeze({ index, name: m.name, face: m.face as CellMove['face'], quarterTurns: m.quarterTurns }));
  return Object.freeze({
    version: CELL_API_VERSION,
    metric,
    STATE_COUNT,
    PERMUTATION_COUNT,
    ORIENTATION_COUNT,
    moves: Object.freeze(moves),
    moveCount: n,
    permMove,
    orientMove,
    pdb: Object.freeze({ perm: patternDatabase('perm', metric).distance.slice(), orient: patternDatabase('orient', metric).distance.slice() }),
    index: (perm: number, orient: number) => stateIndex(perm, orient),
    split: (index: number) => {
      const c = splitStateIndex(index);
      return { perm: c.perm, orient: c.orient };
    },
    neighbours(index: number): number[] {
      onNeighbours?.(index);
      const perm = Math.floor(index / ORIENTATION_COUNT);
      const orient = index - perm * ORIENTATION_COUNT;
      const out = new Array<number>(n);
      for (let m = 0; m < n; m++) out[m] = permMove[perm * n + m] * ORIENTATION_COUNT + orientMove[orient * n + m];
      return out;
    },
    stateOf(index: number) {
      const s = stateOfIndex(index);
      return { perm: [...s.perm], twist: [...s.twist] };
    },
    factorial,
  });
}
