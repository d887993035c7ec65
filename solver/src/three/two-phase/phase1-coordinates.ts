/**
 * Phase 1's coordinates (Kociemba, kociemba.org/cube.htm, "The Coordinate
 * Level"): a cube is in G1 exactly when all three are 0.
 * - corner twist, 0..3⁷−1 = 2,186: ../corner-coordinates.ts's cornerTwistCoordinate;
 * - edge flip: the flips of edges 0..10 read as a base-2 number, 0..2¹¹−1 =
 *   2,047 (the twelfth flip follows: the flip sum of a legal cube is even);
 * - UD-slice position: which four of the twelve positions hold the E-slice
 *   edges FR FL BL BR (whatever their order), C(12, 4) = 495 values.
 */
import type { EdgeState } from '../edge-state.ts';
import { EDGE_COUNT } from '../edge-geometry.ts';

export const FLIP_COUNT = 2 ** (EDGE_COUNT - 1); // 2,048
export const SLICE_COUNT = 495; // C(12, 4)
/** Edges 8..11 (FR FL BL BR, ../edge-geometry.ts) belong in the E slice. */
export const FIRST_SLICE_EDGE = 8;

export function flipCoordinate(edges: EdgeState): number {
  let index = 0;
  for (let i = 0; i < EDGE_COUNT - 1; i++) index = index * 2 + edges.flip[i];
  return index;
}

/** The twelve flips for a flip coordinate (the twelfth makes the sum even). */
export function flipsOf(index: number): number[] {
  const flip = new Array<number>(EDGE_COUNT);
  let sum = 0;
  for (let i = EDGE_COUNT - 2; i >= 0; i--) {
    flip[i] = index & 1;
    sum += flip[i];
    index >>= 1;
  }
  flip[EDGE_COUNT - 1] = sum & 1;
  return flip;
}

/** C(n, k) for n ≤ 12, k ≤ 4. */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: EDGE_COUNT + 1 }, (_, n) =>
  Array.from({ length: 5 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return k > n ? 0 : c;
  }),
);

// #region slice-position
/**
 * The UD-slice position: the colexicographic rank (combinatorial number system,
 * Knuth TAOCP 7.2.1.3) of the set {11 − i : position i holds an E-slice edge}.
 * Reading positions from 11 down makes the solved set {8, 9, 10, 11} → {0, 1, 2, 3}
 * rank 0, Kociemba's convention that the goal is coordinate 0.
 */
export function slicePositionCoordinate(edges: EdgeState): number {
  let rank = 0;
  let k = 0;
  for (let c = 0; c < EDGE_COUNT; c++) {
    // c = 11 − i walks positions 11, 10, …, 0: the set's members come out in increasing order.
    if (edges.perm[EDGE_COUNT - 1 - c] >= FIRST_SLICE_EDGE) rank += BINOMIAL[c][++k];
  }
  return rank;
}

/** The four positions (increasing) that hold E-slice edges for a slice coordinate. */
export function slicePositionsOf(rank: number): number[] {
  const positions: number[] = [];
  for (let k = 4; k >= 1; k--) {
    let c = k - 1;
    while (c + 1 < EDGE_COUNT && BINOMIAL[c + 1][k] <= rank) c++; // the largest c with C(c, k) ≤ rank
    rank -= BINOMIAL[c][k];
    positions.push(EDGE_COUNT - 1 - c);
  }
  return positions; // c decreased, so positions increase
}
// #endregion

/**
 * A representative edge state for a slice coordinate: E-slice edges 8..11 at
 * its positions in increasing order, the other edges in the remaining
 * positions in increasing order, nothing flipped.
 */
export function sliceEdgesOf(rank: number): EdgeState {
  const slots = new Set(slicePositionsOf(rank));
  const perm = new Array<number>(EDGE_COUNT);
  let slice = FIRST_SLICE_EDGE;
  let other = 0;
  for (let i = 0; i < EDGE_COUNT; i++) perm[i] = slots.has(i) ? slice++ : other++;
  return { perm, flip: new Array<number>(EDGE_COUNT).fill(0) };
}
