/**
 * The 3×3×3's moves. Its centres fix the frame (a U centre is always up), so
 * no corner can be "held" as on the 2×2×2 and all six faces turn:
 * - HTM: X, X2, X′ for X in U R F D L B — 18 moves;
 * - QTM: X and X′ only — 12 moves.
 * Move order here is each move's column in the 3×3 move tables.
 */
import { FACES, type Face } from '../corner-geometry.ts';
import type { Metric } from '../metric.ts';
import { formatMove } from '../notation.ts';

export interface ThreeMove {
  readonly name: string;
  readonly face: Face;
  /** 0..5 in U R F D L B order. */
  readonly faceIndex: number;
  /** 0 for U/D, 1 for R/L, 2 for F/B: opposite faces commute. */
  readonly axis: number;
  readonly quarterTurns: 1 | 2 | 3;
}

function movesOf(turns: readonly (1 | 2 | 3)[]): ThreeMove[] {
  return FACES.flatMap((face, faceIndex) =>
    turns.map((quarterTurns) => ({ name: formatMove(face, quarterTurns), face, faceIndex, axis: faceIndex % 3, quarterTurns })),
  );
}

// #region three-moves
export const THREE_MOVES: Readonly<Record<Metric, readonly ThreeMove[]>> = {
  htm: movesOf([1, 2, 3]),
  qtm: movesOf([1, 3]),
};
// #endregion
