/**
 * Arrow keys on the unfolded net: from one sticker to its neighbour in that
 * direction, across face boundaries as the net is drawn (so Right from the
 * front face's right column lands on the right face). Pure, from where the
 * net draws its stickers (the 2×2×2's net-layout.ts, the 3×3×3's
 * three-net-view.ts); tested in tests/site/paint-cube.test.ts and
 * tests/site/paint-three.test.ts.
 */
import { netLayout } from '../shared/net-layout.ts';

/** Where a net draws its stickers: each one's index and square, in SVG units. */
export interface NetGeometry {
  readonly stickers: readonly { readonly index: number; readonly x: number; readonly y: number; readonly size: number }[];
}

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
export function netNeighbour(index: number, key: string, layout: NetGeometry = netLayout()): number | null {
  const dir = DIRECTION[key];
  if (!dir) return null;
  const from = layout.stickers.find((s) => s.index === index)!;
  const centre = (s: NetGeometry['stickers'][number]) => [s.x + s.size / 2, s.y + s.size / 2] as const;
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
