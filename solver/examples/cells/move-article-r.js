// en: The article's R table, renumbered (its slots 6 and 7 are our 7 and 6): the cycle runs the other way.
// zh: 那篇文章的 R 表（它的 6、7 号位置是这里的 7、6 号）：循环方向反了。
export const face = 'R';
export const move = { cycle: [0, 4, 6, 3], twist: [1, 2, 1, 2] };
