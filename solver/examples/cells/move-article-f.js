// en: The article's F table: reversed like its R, and its twists match neither F nor F′ here.
// zh: 那篇文章的 F 表：和它的 R 一样方向相反，而且朝向的变化既不是 F 的，也不是 F′ 的。
export const face = 'F';
export const move = { cycle: [0, 1, 5, 4], twist: [1, 2, 1, 2] };
