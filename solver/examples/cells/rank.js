// en: The notebook's rank: the Lehmer code (chapter 2), read as a number in the factorial base.
// zh: 笔记本自己的做法：康托展开（第 2 章），把 Lehmer 码当作阶乘进制数来读。
export function rank(perm) {
  let rank = 0;
  for (let i = 0; i < perm.length; i++) {
    let smaller = 0; // en: later entries smaller than perm[i] | zh: perm[i] 右边比它小的个数
    for (let j = i + 1; j < perm.length; j++) if (perm[j] < perm[i]) smaller++;
    rank = rank * (perm.length - i) + smaller;
  }
  return rank;
}

export function unrank(rank) {
  const n = 7;
  const digits = [];
  for (let i = n - 1; i >= 0; i--) {
    digits[i] = rank % (n - i);
    rank = Math.floor(rank / (n - i));
  }
  const unused = [0, 1, 2, 3, 4, 5, 6];
  return digits.map((d) => unused.splice(d, 1)[0]);
}
