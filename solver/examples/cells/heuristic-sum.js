// en: The sum of the two databases: both count the same moves, so the sum overestimates.
// zh: 两个数据库之和：它们数的是同一批转动，所以相加会高估。
export function h(position, api) {
  return api.pdb.perm[position.perm] + api.pdb.orient[position.orient];
}
