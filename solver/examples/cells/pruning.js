// en: The notebook's rule in HTM: never turn the same face twice in a row. In QTM, X X must stay allowed
// en: (it is the only way to a half turn); X′ X′ is the same as X X, and X X′ cancels.
// zh: 笔记本在 HTM 下的规则：同一面不连续转两次。在 QTM 下必须允许 X X（这是得到半周转的唯一方式）；
// zh: X′ X′ 与 X X 相同，X X′ 互相抵消。
export function allowed(previous, move, api) {
  if (previous === null || previous.face !== move.face) return true;
  return api.metric === 'qtm' && previous.quarterTurns === 1 && move.quarterTurns === 1;
}
