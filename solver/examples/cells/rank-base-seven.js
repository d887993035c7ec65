// en: The entries read as a base-7 number: distinct, but up to 7⁷ − 1, far past 5,039.
// zh: 把各项当作七进制数来读：互不相同，但最大到 7⁷ − 1，远超 5,039。
export function rank(perm) {
  let rank = 0;
  for (const p of perm) rank = rank * 7 + p;
  return rank;
}
