/**
 * The size of the 3×3×3's HTM move tree under the search's move pruning
 * (three-ida.ts: never the same face twice; of two opposite faces, only
 * U-before-D order), level by level: Nᵢ for the Korf–Reid–Edelkamp prediction
 * (../complexity/kre-prediction.ts). Counted by the face the sequence ends on:
 * x ends on U, R or F, y on D, L or B. After U: R, F (6 moves, x) and D, L, B
 * (9, y); after D: R, F (6, x; not U) and L, B (6, y). So x' = 6x + 6y,
 * y' = 9x + 6y, growing by 6 + √54 ≈ 13.35 per level (Korf 1997).
 */

/** Moves allowed after a move of each family, by the family they belong to (the recurrence above). */
export const THREE_MOVES_AFTER = {
  /** After U, R or F: the other two of them, and all three of D, L, B. */
  u: { u: 6, d: 9 },
  /** After D, L or B: neither its own face nor its opposite (that order is the one pruned). */
  d: { u: 6, d: 6 },
} as const;

/** For i = 1..depth, the sequences of i moves that end on U, R or F (`u`) and on D, L or B (`d`). */
export function threeBruteForceSizesByFamily(depth: number): { u: number; d: number }[] {
  const out: { u: number; d: number }[] = [];
  let x = 9; // one move: U, R or F (3 faces × 3)
  let y = 9; // D, L or B
  for (let i = 1; i <= depth; i++) {
    out.push({ u: x, d: y });
    [x, y] = [THREE_MOVES_AFTER.u.u * x + THREE_MOVES_AFTER.d.u * y, THREE_MOVES_AFTER.u.d * x + THREE_MOVES_AFTER.d.d * y];
  }
  return out;
}

/** N₀..N_depth: sequences of i moves the pruning allows. */
export function threeBruteForceSizes(depth: number): number[] {
  return [1, ...threeBruteForceSizesByFamily(depth).map(({ u, d }) => u + d)];
}

/**
 * N_depth exactly, as a BigInt: past depth 14 the tree outgrows a double's 53
 * bits (N₁₈ has 21 digits), and a chapter that states it must state all of them.
 * @example threeTreeSizeExact(2) // 243n: 18 first moves, then 15 or 12 each
 */
export function threeTreeSizeExact(depth: number): bigint {
  if (depth === 0) return 1n;
  let x = 9n;
  let y = 9n;
  for (let i = 1; i < depth; i++) {
    [x, y] = [BigInt(THREE_MOVES_AFTER.u.u) * x + BigInt(THREE_MOVES_AFTER.d.u) * y, BigInt(THREE_MOVES_AFTER.u.d) * x + BigInt(THREE_MOVES_AFTER.d.d) * y];
  }
  return x + y;
}

/** The growth rate: the larger eigenvalue of [[6, 6], [9, 6]]. */
export const THREE_BRANCHING_FACTOR = 6 + Math.sqrt(54);
