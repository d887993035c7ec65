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

/**
 * The quarter-turn tree under the same rules as the 2×2×2's quarter-turn
 * pruning (../move-pruning.ts: a half turn is written once, as X X, never
 * X′ X′; X X′ never) plus the opposite-face order: the moves on one axis between
 * two moves on other axes form a run, written U-part then D-part, each part
 * none, X, X′ or X X. A run of k quarter turns can be written in
 * (1 + 2z + z²)² − 1 = 4z + 6z² + 4z³ + z⁴ ways, k = 1..4: THREE_QTM_RUN_WAYS[k].
 * The first run takes one of 3 axes, every later one one of the other 2.
 */
export const THREE_QTM_RUN_WAYS = [0, 4, 6, 4, 1] as const;

/**
 * N₀..N_depth of that quarter-turn tree. Sequences ending with a run of k
 * moves on one axis: Nᵢ = Σₖ r_k · Aᵢ₋ₖ, where Aⱼ counts the ways to choose
 * that run's axis after j moves (3 after none, then 2 per sequence).
 * @example threeQtmTreeSizes(2) // [1, 12, 114]: 12 quarter turns, then 3·6 runs of two plus 12·8
 */
export function threeQtmTreeSizes(depth: number): number[] {
  const sizes = [1];
  for (let i = 1; i <= depth; i++) {
    let count = 0;
    for (let k = 1; k < THREE_QTM_RUN_WAYS.length && k <= i; k++) count += THREE_QTM_RUN_WAYS[k] * (i === k ? 3 : 2 * sizes[i - k]);
    sizes.push(count);
  }
  return sizes;
}

/**
 * Its growth rate: for i ≥ 5 the sizes obey Nᵢ = 2(4Nᵢ₋₁ + 6Nᵢ₋₂ + 4Nᵢ₋₃ + Nᵢ₋₄),
 * so they grow by the largest root of x⁴ − 8x³ − 12x² − 8x − 2 (found here by
 * bisection on [8, 16], where the polynomial changes sign once): 9.3737…
 */
export const THREE_QTM_BRANCHING_FACTOR = largestRoot(THREE_QTM_RUN_WAYS.map((r, k) => (k === 0 ? 1 : -2 * r)));

/** The root in [8, 16] of x⁴ + c₁x³ + c₂x² + c₃x + c₄ (coefficients from the highest power), by bisection. */
function largestRoot(coefficients: readonly number[]): number {
  const value = (x: number) => coefficients.reduce((sum, c) => sum * x + c, 0);
  let low = 8;
  let high = 16;
  if (value(low) >= 0 || value(high) <= 0) throw new Error('three-branching: no sign change on [8, 16]');
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (value(mid) < 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
