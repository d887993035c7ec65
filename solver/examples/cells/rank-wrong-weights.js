// en: A classic slip: digit i weighted by i! instead of (n−1−i)!, so two permutations share a rank.
// zh: 常见的笔误：第 i 位乘 i! 而不是 (n−1−i)!，于是两个排列得到同一个编号。
export function rank(perm, api) {
  let rank = 0;
  for (let i = 0; i < perm.length; i++) {
    let smaller = 0;
    for (let j = i + 1; j < perm.length; j++) if (perm[j] < perm[i]) smaller++;
    rank += smaller * api.factorial(i);
  }
  return rank;
}
