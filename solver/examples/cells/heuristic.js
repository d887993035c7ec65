// en: The notebook's heuristic (chapter 5): the larger of the two pattern databases. Admissible and consistent.
// zh: 笔记本的启发函数（第 5 章）：两个模式数据库中较大的那个。可采纳，也是一致的。
export function h(position, api) {
  return Math.max(api.pdb.perm[position.perm], api.pdb.orient[position.orient]);
}
