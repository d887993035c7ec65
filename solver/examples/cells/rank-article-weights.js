// en: The article ranks all eight corners with weights (7 − i)!; kept for seven entries, the weights are one too large:
// en: no two permutations collide, but the ranks run far past 5,039 and leave gaps.
// zh: 那篇文章给八个角块编号，权重是 (7 − i)!；改成七个元素却沿用这套权重，就大了一位：
// zh: 虽然不会撞号，但编号远超 5,039，中间还留下空洞。
export function rank(perm, api) {
  let rank = 0;
  for (let i = 0; i < perm.length; i++) {
    let smaller = 0;
    for (let j = i + 1; j < perm.length; j++) if (perm[j] < perm[i]) smaller++;
    rank += smaller * api.factorial(7 - i);
  }
  return rank;
}
