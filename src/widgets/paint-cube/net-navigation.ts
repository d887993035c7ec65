/**
 * Arrow keys on the unfolded net: from one sticker to its neighbour in that
 * direction, across face boundaries as the net is drawn (so Right from the
 * front face's right column lands on the right face). Pure, from the net's
 * layout; tested in tests/site/paint-cube.test.ts.
 */
import { netLayout, type NetLayout } from '../shared/net-layout.ts';

const DIRECTION: Readonly<Record<string, readonly [number, number]>> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The sticker an arrow key moves to from sticker `index`, or `index` itself
 * at the net's edge (nothing there). Other keys: null.
 * The neighbour is the nearest sticker centre ahead in that direction whose
 * centre lies within a sticker's width of the line of travel.
 */
export function netNeighbour(index: number, key: string, layout: NetLayout = netLayout()): number | null {
  const dir = DIRECTION[key];
  if (!dir) return null;
  const from = layout.stickers[index];
  const centre = (s: NetLayout['stickers'][number]) => [s.x + s.size / 2, s.y + s.size / 2] as const;
  const [fx, fy] = centre(from);
  let best = index;
  let bestDistance = Infinity;
  for (const s of layout.stickers) {
    const [x, y] = centre(s);
    const ahead = (x - fx) * dir[0] + (y - fy) * dir[1];
    const aside = Math.abs((x - fx) * dir[1] - (y - fy) * dir[0]);
    if (ahead <= 0 || aside > s.size / 2) continue;
    if (ahead < bestDistance) {
      bestDistance = ahead;
      best = s.index;
    }
  }
  return best;
}
