/**
 * The size of the 3×3×3's HTM move tree under the search's move pruning
 * (three-ida.ts: never the same face twice; of two opposite faces, only
 * U-before-D order), level by level: Nᵢ for the Korf–Reid–Edelkamp prediction
 * (../complexity/kre-prediction.ts). Counted by the face the sequence ends on:
 * x ends on U, R or F, y on D, L or B. After U: R, F (6 moves, x) and D, L, B
 * (9, y); after D: R, F (6, x; not U) and L, B (6, y). So x' = 6x + 6y,
 * y' = 9x + 6y, growing by 6 + √54 ≈ 13.35 per level (Korf 1997).
 */

/** N₀..N_depth: sequences of i moves the pruning allows. */
export function threeBruteForceSizes(depth: number): number[] {
  const sizes = [1];
  let x = 9; // one move: U, R or F (3 faces × 3)
  let y = 9; // D, L or B
  for (let i = 1; i <= depth; i++) {
    sizes.push(x + y);
    [x, y] = [6 * x + 6 * y, 9 * x + 6 * y];
  }
  return sizes;
}

/** The growth rate: the larger eigenvalue of [[6, 6], [9, 6]]. */
export const THREE_BRANCHING_FACTOR = 6 + Math.sqrt(54);
