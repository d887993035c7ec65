// en: The article's BFS: it skips moves on the face of the move that first reached a state.
// en: Right in HTM by luck; in QTM, X X is the only way to a half turn, and skipping it breaks the table.
// zh: 那篇文章的广度优先搜索：跳过与「第一次到达该状态的那一步」同一面的转动。
// zh: 在 HTM 下碰巧没错；在 QTM 下，X X 是得到半周转的唯一方式，跳过它，表就错了。
export function bfs(api) {
  const distance = new Uint8Array(api.STATE_COUNT).fill(255);
  const lastFace = new Array(api.STATE_COUNT).fill(null);
  const queue = new Uint32Array(api.STATE_COUNT);
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const state = queue[head++];
    const neighbours = api.neighbours(state);
    for (let m = 0; m < api.moveCount; m++) {
      if (api.moves[m].face === lastFace[state]) continue;
      const next = neighbours[m];
      if (distance[next] === 255) {
        distance[next] = distance[state] + 1;
        lastFace[next] = api.moves[m].face;
        queue[tail++] = next;
      }
    }
  }
  return distance;
}
