/**
 * For comparison with the classic model's God's number: a *real* 2×2×2 turned
 * with clockwise quarter turns only. With DBL held fixed, D, L and B are U, R
 * and F up to a whole-cube rotation, so the moves are U, R, F clockwise; a
 * BFS over the 3,674,160 real states with those three moves (the generic
 * two-coordinate BFS over the real move tables' clockwise columns).
 */
import { runToEnd, twoCoordinateBfs } from '../generic/two-coordinate-bfs.ts';
import { moveTables } from '../move-tables.ts';

export function clockwiseOnlyHistogram(): number[] {
  const t = moveTables('qtm');
  const clockwise = t.moves.flatMap((m, i) => (m.quarterTurns === 1 ? [i] : []));
  const column = (table: Uint16Array, count: number) => {
    const out = new Uint16Array(count * clockwise.length);
    for (let c = 0; c < count; c++) clockwise.forEach((m, j) => (out[c * clockwise.length + j] = table[c * t.moveCount + m]));
    return out;
  };
  const permCount = t.permMove.length / t.moveCount;
  const orientCount = t.orientMove.length / t.moveCount;
  return runToEnd(
    twoCoordinateBfs(
      {
        permCount,
        orientCount,
        moveCount: clockwise.length,
        permMove: column(t.permMove, permCount),
        orientMove: column(t.orientMove, orientCount),
      },
      0,
    ),
  ).histogram;
}
