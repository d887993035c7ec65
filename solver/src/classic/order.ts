/**
 * The order of a move sequence in the classic model (how often it must be
 * repeated to come back to solved). A real cube has other orders
 * (group-order.ts, in space): (R F) 15, (R F R′ F′) 6, (R U L) 18.
 *
 * The published rule moves by slot (perm′ = perm ∘ σ, orient′ = orient ∘ σ + τ),
 * so a sequence acts like its effect E on solved: S then the sequence is
 * S ∘ E. The effect is computed once and then repeated, so even a very long
 * sequence costs only its own length plus at most 45 small compositions.
 */
import { CLASSIC_SOLVED, type ClassicState, applyClassicMoves, isClassicSolved } from './model.ts';

/** No element of S₈ ⋉ Z₃⁷ has order above 3 · 15 (permutation orders of 8 points are at most 15). */
const ORDER_LIMIT = 45;

/** `a` followed by the sequence whose effect on solved is `effect`. */
export function composeClassic(a: ClassicState, effect: ClassicState): ClassicState {
  const perm = effect.perm.map((from) => a.perm[from]);
  const orient = effect.perm.map((from, i) => (a.orient[from] + effect.orient[i]) % 3);
  return { perm, orient };
}

export function classicSequenceOrder(moves: readonly number[]): number {
  return classicOrderOfEffect(applyClassicMoves(CLASSIC_SOLVED, moves));
}

/** The order of a sequence from its effect on solved. */
export function classicOrderOfEffect(effect: ClassicState): number {
  let s = effect;
  for (let k = 1; k <= ORDER_LIMIT; k++) {
    if (isClassicSolved(s)) return k;
    s = composeClassic(s, effect);
  }
  throw new Error(`unreachable: order above ${ORDER_LIMIT}`);
}
