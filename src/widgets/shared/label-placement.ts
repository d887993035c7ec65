/**
 * Placing a figure's labels where they cover no data: boxes, the data as
 * obstacles (boxes for marks, segments for lines), and the first candidate
 * position that is clear. Greedy and in the order the caller prefers, the
 * simplest of the point-feature labelling schemes (Christensen, Marks and
 * Shieber, "An empirical study of algorithms for point-feature label
 * placement", ACM ToG 1995, compare it with annealing; a figure here has one
 * or two labels, so greedy is enough). Pure: used at build time (chapter 6's
 * bounds figure) and in the browser (series-chart.ts).
 */

/** An axis-aligned box: top-left corner, width and height, in one coordinate system. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A straight piece of a drawn line, from (x1, y1) to (x2, y2). */
export type Segment = readonly [x1: number, y1: number, x2: number, y2: number];

/** What a label must not cover. */
export interface Obstacles {
  readonly boxes: readonly Box[];
  readonly segments: readonly Segment[];
}

/** Average advance of a character of the body font, in ems: an estimate for build time, where nothing is measured. */
export const AVERAGE_CHAR_EM = 0.58;

/** A text's width estimated from its length, for build-time layout (the browser measures instead). */
export function estimateTextWidth(text: string, fontPx: number): number {
  return [...text].length * fontPx * AVERAGE_CHAR_EM;
}

/**
 * The box a text occupies, from where SVG puts it: its anchor x
 * (text-anchor start, middle or end) and its baseline y. Ascent 0.92 em and
 * descent 0.25 em: the box a browser gives a text in the body font
 * (Liberation Sans: 0.905 and 0.212), so labels placed here also clear the
 * data by the browser's own measure.
 * @example textBox(100, 50, 40, 10, 'middle') // { x: 80, y: 40.8, width: 40, height: 11.7 }
 */
export function textBox(x: number, baseline: number, width: number, fontPx: number, anchor: 'start' | 'middle' | 'end'): Box {
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  return { x: left, y: baseline - ASCENT_EM * fontPx, width, height: (ASCENT_EM + DESCENT_EM) * fontPx };
}

const ASCENT_EM = 0.92;
const DESCENT_EM = 0.25;

/** The box grown by `pad` on every side. */
export function padded(box: Box, pad: number): Box {
  return { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
}

/** True when the two boxes share more than an edge. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** True when `inner` lies entirely inside `outer`. */
export function boxInside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

/**
 * True when the segment crosses the box or lies in it: Liang–Barsky
 * clipping (Liang and Barsky, "A new concept and method for line clipping",
 * ACM ToG 1984), which keeps the part of the segment's parameter range
 * [0, 1] inside each of the box's four edges.
 */
export function segmentHitsBox([x1, y1, x2, y2]: Segment, box: Box): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, x1 - box.x],
    [dx, box.x + box.width - x1],
    [-dy, y1 - box.y],
    [dy, box.y + box.height - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false; // parallel to this edge and outside it
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** True when `box` covers no obstacle. */
export function isClear(box: Box, obstacles: Obstacles): boolean {
  return !obstacles.boxes.some((b) => boxesOverlap(box, b)) && !obstacles.segments.some((s) => segmentHitsBox(s, box));
}

/** How many obstacles `box` covers: the fallback's measure when no candidate is clear. */
export function coveredCount(box: Box, obstacles: Obstacles): number {
  return obstacles.boxes.filter((b) => boxesOverlap(box, b)).length + obstacles.segments.filter((s) => segmentHitsBox(s, box)).length;
}

/**
 * The first candidate (in the caller's order of preference) whose box lies
 * inside `area` and covers no obstacle, with `pad` of air around it; when
 * none does, the one inside `area` covering the fewest, so a label is never
 * dropped. Null only when no candidate fits `area` at all.
 * @example placeLabel([{ box: above }, { box: below }], { boxes: [], segments: [[0, 10, 100, 10]] }, plot)
 */
export function placeLabel<T extends { readonly box: Box }>(candidates: readonly T[], obstacles: Obstacles, area: Box, pad = 2): T | null {
  const fitting = candidates.filter((c) => boxInside(c.box, area));
  const clear = fitting.find((c) => isClear(padded(c.box, pad), obstacles));
  if (clear) return clear;
  let best: T | null = null;
  let fewest = Infinity;
  for (const c of fitting) {
    const n = coveredCount(padded(c.box, pad), obstacles);
    if (n < fewest) [best, fewest] = [c, n];
  }
  return best;
}
