// en: R as a function of the state: position i receives the corner from position from[i], twisted by add[i].
// zh: 把 R 写成状态的函数：位置 i 接收来自 from[i] 的角块，朝向再加上 add[i]。
export const face = 'R';
const from = [4, 1, 2, 0, 6, 5, 3, 7];
const add = [2, 0, 0, 1, 1, 0, 2, 0];
export function move(state) {
  return {
    perm: from.map((f) => state.perm[f]),
    twist: from.map((f, i) => (state.twist[f] + add[i]) % 3),
  };
}
