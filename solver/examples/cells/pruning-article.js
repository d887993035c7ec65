// en: The article's isRedundant: a move may not follow one on the same axis. With DBL held fixed only
// en: U, R and F turn, so this forbids the same face twice: right in HTM, but in QTM it forbids U U.
// zh: 那篇文章的 isRedundant：同一轴上的转动不能接连出现。DBL 固定后只转 U、R、F，
// zh: 于是它禁止同一面连转两次：HTM 下没问题，QTM 下却把 U U 也禁掉了。
const AXIS = { U: 0, D: 0, R: 1, L: 1, F: 2, B: 2 };
function isRedundant(last, move) {
  return last !== null && (last.name === move.name || AXIS[last.face] === AXIS[move.face]);
}
export function allowed(previous, move) {
  return !isRedundant(previous, move);
}
