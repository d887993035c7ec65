// en: R as data, in the article's style: the corner at cycle[i] goes to cycle[i+1] (and cycle[3] to cycle[0]),
// en: gaining twist[i]. Positions: 0 URF, 1 UFL, 2 ULB, 3 UBR, 4 DFR, 5 DLF, 6 DRB, 7 DBL.
// zh: 用数据写 R，沿用那篇文章的写法：cycle[i] 上的角块转到 cycle[i+1]（cycle[3] 转回 cycle[0]），
// zh: 同时朝向加上 twist[i]。位置编号：0 URF，1 UFL，2 ULB，3 UBR，4 DFR，5 DLF，6 DRB，7 DBL。
export const face = 'R';
export const move = { cycle: [4, 0, 3, 6], twist: [2, 1, 2, 1] };
