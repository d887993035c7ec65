// en: A stack instead of a queue: every state is reached, but by whatever path came first, not the shortest.
// zh: 用栈代替队列：每个状态都能到达，但记下的是先碰到的那条路，不是最短的。
export function bfs(api) {
  const distance = new Uint8Array(api.STATE_COUNT).fill(255);
  const stack = [0];
  distance[0] = 0;
  while (stack.length > 0) {
    const state = stack.pop();
    for (const next of api.neighbours(state)) {
      if (distance[next] === 255) {
        distance[next] = distance[state] + 1;
        stack.push(next);
      }
    }
  }
  return distance;
}
