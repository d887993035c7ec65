/**
 * The classic published implementation's cube model, re-implemented exactly as
 * it is written ("每日算法 — 使用java实现魔方：IDA*迭代加深搜索与模式数据库启发式",
 * a daily-algorithm blog post; its tables are transcribed in the notebook's
 * notes on the classic design). Chapter 9 checks it claim by claim. This folder
 * is never imported by the real solver: the tables below are *not* a cube.
 *
 * All eight corners move (nothing is held fixed). Slots: 0 URF, 1 UFL, 2 ULB,
 * 3 UBR, 4 DFR, 5 DLF, 6 DBL, 7 DRB. A state is `perm[slot]` (which piece sits
 * there) and `orient[slot]` (0 correct, 1 "clockwise", 2 "counter-clockwise").
 * Moves 0..5 are U D R L F B, each meant as "a clockwise quarter turn"; there
 * are no primes and no half turns.
 */

export const CLASSIC_SLOT_NAMES = ['URF', 'UFL', 'ULB', 'UBR', 'DFR', 'DLF', 'DBL', 'DRB'] as const;
export const CLASSIC_MOVE_NAMES = ['U', 'D', 'R', 'L', 'F', 'B'] as const;
export type ClassicMoveName = (typeof CLASSIC_MOVE_NAMES)[number];
export const CLASSIC_MOVE_COUNT = 6;

// #region classic-tables
/** Four slots per move, as published. */
export const CORNER_CYCLES: readonly (readonly [number, number, number, number])[] = [
  [0, 3, 2, 1], // U
  [4, 5, 6, 7], // D
  [0, 4, 7, 3], // R
  [2, 6, 5, 1], // L
  [0, 1, 5, 4], // F
  [2, 3, 7, 6], // B
];

/** The twist added to the piece leaving cycle position i, as published. */
export const CORNER_TWIST: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0], // U
  [0, 0, 0, 0], // D
  [1, 2, 1, 2], // R
  [2, 1, 2, 1], // L
  [1, 2, 1, 2], // F
  [2, 1, 2, 1], // B
];
// #endregion

/** A state of the classic model: eight pieces, eight orientations. */
export interface ClassicState {
  readonly perm: readonly number[];
  readonly orient: readonly number[];
}

export const CLASSIC_SOLVED: ClassicState = { perm: [0, 1, 2, 3, 4, 5, 6, 7], orient: [0, 0, 0, 0, 0, 0, 0, 0] };

// #region classic-apply
/** The published apply rule, step by step: copy, then shift the cycle by one, adding the twists. */
export function applyClassicMove(state: ClassicState, move: number): ClassicState {
  const c = CORNER_CYCLES[move];
  const t = CORNER_TWIST[move];
  const perm = state.perm.slice();
  const orient = state.orient.slice();
  for (let i = 3; i >= 1; i--) {
    perm[c[i]] = state.perm[c[i - 1]];
    orient[c[i]] = (state.orient[c[i - 1]] + t[i - 1]) % 3;
  }
  perm[c[0]] = state.perm[c[3]];
  orient[c[0]] = (state.orient[c[3]] + t[3]) % 3;
  return { perm, orient };
}
// #endregion

/**
 * Applies move indices left to right: the published rule, in two reused
 * buffers instead of two new arrays per move, so a long sequence (the parser
 * allows a million moves, three times that once primes are written out)
 * costs no allocation per move. A unit test checks it against applyClassicMove.
 */
export function applyClassicMoves(state: ClassicState, moves: readonly number[]): ClassicState {
  let perm = Int8Array.from(state.perm);
  let orient = Int8Array.from(state.orient);
  let nextPerm = new Int8Array(8);
  let nextOrient = new Int8Array(8);
  for (const m of moves) {
    const c = CORNER_CYCLES[m];
    const t = CORNER_TWIST[m];
    nextPerm.set(perm);
    nextOrient.set(orient);
    for (let i = 3; i >= 1; i--) {
      nextPerm[c[i]] = perm[c[i - 1]];
      nextOrient[c[i]] = (orient[c[i - 1]] + t[i - 1]) % 3;
    }
    nextPerm[c[0]] = perm[c[3]];
    nextOrient[c[0]] = (orient[c[3]] + t[3]) % 3;
    [perm, nextPerm] = [nextPerm, perm];
    [orient, nextOrient] = [nextOrient, orient];
  }
  return { perm: Array.from(perm), orient: Array.from(orient) };
}

export function isClassicSolved(state: ClassicState): boolean {
  for (let i = 0; i < 8; i++) if (state.perm[i] !== i || state.orient[i] !== 0) return false;
  return true;
}

export function sameClassicState(a: ClassicState, b: ClassicState): boolean {
  for (let i = 0; i < 8; i++) if (a.perm[i] !== b.perm[i] || a.orient[i] !== b.orient[i]) return false;
  return true;
}
