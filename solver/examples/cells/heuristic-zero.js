// en: h = 0: admissible, and IDA* becomes plain iterative deepening.
// zh: h = 0：可采纳，IDA* 退化成普通的迭代加深。
export function h() {
  return 0;
}
