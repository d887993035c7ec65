// en: The right cycle for R, but no twists: every R sticker lands on the wrong face.
// zh: R 的循环对了，但没有改朝向：R 面上的贴纸全都落到了错误的面上。
export const face = 'R';
export const move = { cycle: [4, 0, 3, 6], twist: [0, 0, 0, 0] };
