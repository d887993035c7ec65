// en: Breadth-first search from the solved cube: every move of every state (chapter 4).
// zh: 从复原状态出发的广度优先搜索：每个状态的每一种转动都要展开（第 4 章）。
export function bfs(api) {
  const distance = new Uint8Array(api.STATE_COUNT).fill(255); // en: 255 = not reached yet | zh: 255 表示尚未到达
  const queue = new Uint32Array(api.STATE_COUNT);
  distance[0] = 0;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const state = queue[head++];
    for (const next of api.neighbours(state)) {
      if (distance[next] === 255) {
        distance[next] = distance[state] + 1;
        queue[tail++] = next;
      }
    }
  }
  return distance;
}
