// en: Counts the later entries that are larger, not smaller: still a bijection, in another order.
// zh: 数右边比它大的个数，而不是比它小的：仍是双射，只是顺序不同。
export function rank(perm) {
  let rank = 0;
  for (let i = 0; i < perm.length; i++) {
    let larger = 0;
    for (let j = i + 1; j < perm.length; j++) if (perm[j] > perm[i]) larger++;
    rank = rank * (perm.length - i) + larger;
  }
  return rank;
}
