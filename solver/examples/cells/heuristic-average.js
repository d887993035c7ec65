// en: The mean of the two: never above the max, so admissible, but it saves fewer levels.
// zh: 两者的平均：不超过最大值，所以可采纳，但省下的层数更少。
export function h(position, api) {
  return (api.pdb.perm[position.perm] + api.pdb.orient[position.orient]) / 2;
}
