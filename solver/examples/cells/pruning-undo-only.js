// en: Only forbid undoing the last move (X after X′): safe, but the tree stays much larger.
// zh: 只禁止撤销上一步（X′ 之后接 X）：安全，但搜索树大得多。
export function allowed(previous, move) {
  return previous === null || previous.face !== move.face || (previous.quarterTurns + move.quarterTurns) % 4 !== 0;
}
